/// One problem found in a task definition or an answers file, located by its JSON path.
public struct TaskIssue: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The task cannot run as written.
        case error
        /// The task runs, but probably not as intended (an unreachable step, an unknown key).
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// Where the problem is, as a JSON path (`steps[3].answerFormat.maximum`); empty for the whole file.
    public var path: String
    /// What is wrong and, where there is one, the way out.
    public var message: String

    /// Creates an issue.
    /// - Parameters:
    ///   - severity: Whether the problem stops the task from running.
    ///   - path: The JSON path of the offending value.
    ///   - message: What is wrong.
    public init(_ severity: Severity = .error, path: String, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    /// `path: message`, or `warning: path: message` for warnings.
    public var description: String {
        let located = path.isEmpty ? message : "\(path): \(message)"
        return severity == .warning ? "warning: \(located)" : located
    }

    /// The issue as one output line prefixed by the file it is in: `walk.json: steps[3].type: …`.
    /// - Parameter fileName: The file's name as the user gave it.
    public func line(in fileName: String) -> String {
        "\(fileName): \(description)"
    }

    /// `issues` sorted by where they are in the document: whole-file issues first, then by the
    /// array elements they are in (`recorders[…]` before `steps[…]`, elements by index); issues
    /// in the same element keep their order.
    /// - Parameter issues: Issues in the order found.
    public static func inDocumentOrder(_ issues: [TaskIssue]) -> [TaskIssue] {
        func elements(_ path: String) -> [(name: String, index: Int)] {
            path.split(separator: "]").compactMap { part in
                guard let open = part.lastIndex(of: "["), let index = Int(part[part.index(after: open)...]) else { return nil }
                let name = part[..<open].split(separator: ".").last.map(String.init) ?? ""
                return (name, index)
            }
        }
        func precedes(_ left: [(name: String, index: Int)], _ right: [(name: String, index: Int)]) -> Bool {
            for (a, b) in zip(left, right) where a.name != b.name || a.index != b.index {
                return a.name != b.name ? a.name < b.name : a.index < b.index
            }
            return left.count < right.count
        }
        return issues.enumerated().sorted { first, second in
            let left = elements(first.element.path), right = elements(second.element.path)
            if precedes(left, right) { return true }
            if precedes(right, left) { return false }
            return first.offset < second.offset
        }.map(\.element)
    }
}
