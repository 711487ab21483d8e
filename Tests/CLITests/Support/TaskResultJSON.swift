import ActiveTasks
import Foundation

/// `taskResult.json` read as plain JSON, as a tool outside the project would read it.
enum TaskResultJSON {
    /// Every answer result (`identifier`, `answerType`, `valueType`, `value`, …) in the
    /// `taskResult.json` in `folder`, by identifier; the last one wins.
    static func answers(in folder: URL) throws -> [String: JSONValue] {
        var answers: [String: JSONValue] = [:]
        for step in try history(in: folder) {
            guard case .array(let items)? = step["results"] else { continue }
            for item in items where item["resultType"] == .string("answer") {
                if case .string(let identifier)? = item["identifier"] { answers[identifier] = item }
            }
        }
        return answers
    }

    /// The `stepHistory` of the `taskResult.json` in `folder`, each step as it is written.
    static func history(in folder: URL) throws -> [JSONValue] {
        let result = try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent("taskResult.json"))))
        guard case .array(let steps)? = result["stepHistory"] else { return [] }
        return steps
    }
}
