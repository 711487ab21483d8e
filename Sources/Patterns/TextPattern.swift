/// A regular expression matched against a whole text in time linear in the text: the pattern is
/// compiled to a small program and run as a Thompson automaton (every way through the pattern at
/// once, one step per character), never by backtracking, so `(a+)+$` against `aaaa…!` takes as
/// long as any other pattern of its size (docs/TASK-JSON.md, "Text patterns").
///
/// The syntax is the common subset of ICU and Swift `Regex`: characters, `.`, classes (`[a-z]`,
/// `[^0-9]`, `\d \w \s` and their negations), groups (`( )`, `(?: )`, `(?<name> )`),
/// alternation, `* + ?` and `{n}`, `{n,}`, `{n,m}` (lazy forms accepted; they match the same
/// texts), and the anchors `^ $ \A \z \Z \b \B`. What needs backtracking or look-around
/// (back-references, `(?=`, `(?!`, `(?<=`, `(?<!`, atomic groups, possessive quantifiers,
/// options) is refused with what was found, as is a pattern whose program would exceed
/// `maximumProgramSize`.
package struct TextPattern: Sendable {
    /// Why a pattern cannot be checked: a sentence naming what was found.
    package struct Refusal: Error, Sendable, Equatable {
        /// The sentence.
        package var reason: String

        /// A refusal saying `reason`.
        package init(reason: String) {
            self.reason = reason
        }
    }

    /// The most instructions a compiled pattern may hold (`[0-9]{1,4000}` is about 8,000).
    package static let maximumProgramSize = 5_000
    /// The most groups a pattern may nest.
    package static let maximumNesting = 64
    /// The most steps one match may take: the text's characters times the program's size, well
    /// under a second (a pattern of 50 steps checks 100,000 characters).
    package static let maximumWork = 5_000_000

    private let program: [TextPatternInstruction]

    /// Compiles `pattern`.
    /// - Throws: `Refusal` naming the construct that cannot be checked in linear time, or what
    ///   makes the pattern malformed.
    package init(_ pattern: String) throws(Refusal) {
        var parser = TextPatternParser(Array(pattern))
        let tree = try parser.parse()
        var builder = TextPatternProgram()
        try builder.emit(tree)
        try builder.append(.match)
        program = builder.instructions
    }

    /// The most characters `wholeMatch` checks within `maximumWork`.
    package var longestCheckedText: Int {
        Self.maximumWork / program.count - 1
    }

    /// Whether the whole of `text` matches, or `nil` when `text` is longer than
    /// `longestCheckedText`.
    /// - Parameter text: The text.
    package func wholeMatch(_ text: String) -> Bool? {
        let characters = Array(text)
        let work = (characters.count + 1).multipliedReportingOverflow(by: program.count)
        guard !work.overflow, work.partialValue <= Self.maximumWork else { return nil }
        var current: [Int] = []
        var next: [Int] = []
        var seen = [Int](repeating: -1, count: program.count)
        var stack: [Int] = []
        func close(_ start: Int, at position: Int, into list: inout [Int]) {
            stack.append(start)
            while let pc = stack.popLast() {
                guard seen[pc] != position else { continue }
                seen[pc] = position
                switch program[pc] {
                case .jump(let target): stack.append(target)
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .assert(let anchor):
                    if anchor.holds(in: characters, at: position) { stack.append(pc + 1) }
                default: list.append(pc)
                }
            }
        }
        close(0, at: 0, into: &current)
        for position in characters.indices {
            let character = characters[position]
            for pc in current where program[pc].consumes(character) {
                close(pc + 1, at: position + 1, into: &next)
            }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
            if current.isEmpty { return false }
        }
        return current.contains { if case .match = program[$0] { true } else { false } }
    }
}
