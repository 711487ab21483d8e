/// Why a model could not be read from JSON: a member is missing, a value is of the wrong kind,
/// or the text is not JSON; with the keys and indices that lead to the value from the root.
package struct JSONShapeError: Error {
    /// One step of the path to the value.
    package enum Component {
        /// A member of an object.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)
    }

    /// What is wrong with the value.
    package enum Problem {
        /// The member is absent.
        case missing
        /// The value is present but not what was expected (`"an integer"`).
        case mismatch(expected: String, found: JSONValue)
        /// The text stops being JSON.
        case syntax(JSONSyntaxError)
    }

    /// What is wrong.
    package let problem: Problem
    /// The path from the value up to the root, innermost first: errors gain their outer steps as
    /// they travel up, so a successful read never builds a path.
    private var reversedPath: [Component] = []

    /// Creates an error about the value at the current place; callers add the path as it is thrown out.
    /// - Parameter problem: What is wrong.
    package init(_ problem: Problem) {
        self.problem = problem
    }

    /// A value that was required; `nil` means the member `key` was absent.
    /// - Parameters:
    ///   - value: The value read, if the member was there.
    ///   - key: The member key.
    /// - Throws: `JSONShapeError` naming `key` as missing.
    package static func required<T>(_ value: T?, _ key: String) throws(JSONShapeError) -> T {
        guard let value else { throw JSONShapeError(.missing).within(.key(key)) }
        return value
    }

    /// The error with `component` added as the next step towards the root.
    /// - Parameter component: The key or index of the value that held the faulty one.
    package func within(_ component: Component) -> JSONShapeError {
        var error = self
        error.reversedPath.append(component)
        return error
    }

    /// The path from the root, `$.stepHistory[0].gameRecords[3].seed`.
    package var path: String {
        reversedPath.reversed().reduce("$") { path, component in
            switch component {
            case .key(let key): return JSONPath.member(key, of: path)
            case .index(let index): return JSONPath.element(index, of: path)
            }
        }
    }

    /// The path and the problem in one sentence.
    package var message: String {
        switch problem {
        case .syntax(let error):
            return "not valid JSON at \(error)"
        case .missing:
            return "\(path) is missing"
        case .mismatch(let expected, let found):
            switch found {
            case .array, .object: return "\(path): expected \(expected), found \(found.kindDescription)"
            default: return "\(path): expected \(expected), found \(found.kindDescription) \(found.shown)"
            }
        }
    }
}
