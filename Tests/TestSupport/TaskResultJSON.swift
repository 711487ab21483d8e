import ActiveTasks
import Foundation
import JSONValues

/// `taskResult.json` read as plain JSON, as a tool outside the project would read it.
package enum TaskResultJSON {
    /// Every answer result (`identifier`, `answerType`, `valueType`, `value`, …) in the
    /// `taskResult.json` in `folder`, by identifier; the last one wins.
    package static func answers(in folder: URL) throws -> [String: JSONValue] {
        answers(inHistory: try history(in: folder))
    }

    /// Every answer result of `result` as `taskResult.json` writes it, by identifier; the last one wins.
    package static func answers(of result: TaskResult) throws -> [String: JSONValue] {
        answers(inHistory: try history(of: result))
    }

    /// The `stepHistory` of the `taskResult.json` in `folder`, each step as it is written.
    package static func history(in folder: URL) throws -> [JSONValue] {
        history(try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent("taskResult.json")))))
    }

    /// The `stepHistory` of `result` as `taskResult.json` writes it (`TaskResult.makeEncoder()`).
    package static func history(of result: TaskResult) throws -> [JSONValue] {
        history(try JSONParser.parse(Array(try TaskResult.makeEncoder().encode(result))))
    }

    private static func history(_ result: JSONValue) -> [JSONValue] {
        guard case .array(let steps)? = result["stepHistory"] else { return [] }
        return steps
    }

    private static func answers(inHistory history: [JSONValue]) -> [String: JSONValue] {
        var answers: [String: JSONValue] = [:]
        for step in history {
            guard case .array(let items)? = step["results"] else { continue }
            for item in items where item["resultType"] == .string("answer") {
                if case .string(let identifier)? = item["identifier"] { answers[identifier] = item }
            }
        }
        return answers
    }
}
