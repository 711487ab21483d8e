import ActiveTasks
import JSONValues

/// answers.json, the archive's `dataFilename`: every current answer in one flat map, keyed by
/// the question step's identifier or `step_item` for a form item, its value as in
/// taskResult.json; a numeric answer's unit under the key plus `_unit`, as Bridge's survey
/// schemas expect. The task's scores follow under their identifiers (`phq9_total`), a score's
/// band under the identifier plus `_band`; a score without a value is `null`.
enum ArchiveAnswers {
    /// The map of `run`'s answers, keys in answer order.
    static func json(of run: TaskRunFolder) -> JSONValue {
        var members: [JSONMember] = []
        for step in run.currentSteps {
            for answer in step.answers {
                let key = answer.identifier == step.identifier ? step.identifier : "\(step.identifier)_\(answer.identifier)"
                members.append(JSONMember(key: key, value: answer.value.jsonValue))
                if let unit = answer.unit { members.append(JSONMember(key: key + "_unit", value: .string(unit))) }
            }
        }
        for score in run.result.scores ?? [] {
            members.append(JSONMember(key: score.identifier, value: score.value.map { $0 == $0.rounded() ? .int(Int($0)) : .double($0) } ?? .null))
            if let band = score.band { members.append(JSONMember(key: score.identifier + "_band", value: .string(band))) }
        }
        return .object(members)
    }
}
