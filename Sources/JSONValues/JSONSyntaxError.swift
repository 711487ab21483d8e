/// Text that is not valid JSON, with the place where parsing stopped.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line of the error, from 1.
    public var line: Int
    /// The column of the error in characters, from 1.
    public var column: Int
    /// What was wrong at that place.
    public var message: String

    /// Creates a syntax error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
