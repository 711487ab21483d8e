import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// The Patient Cloud Gateway payload of one completed run: MORK's `form_data` envelope, its
/// `field_data` one entry per answered question and per computed score (docs/EXPORT.md, "Rave").
package struct RavePayload: Sendable {
    /// The payload, its keys in the order of the MORK README's example.
    package let json: JSONValue
    /// How many `field_data` entries it holds.
    package let fieldCount: Int

    /// Builds the payload of `run` for `study`.
    /// - Parameters:
    ///   - run: A completed run.
    ///   - study: The study file.
    /// - Throws: `ActivetaskError` when the run did not complete, or listing every answer whose data
    ///   value breaks its item's Rave format, holds the choice separator, or shares its item OID,
    ///   and a run with neither a participant nor the study's subject.
    package init(run: TaskRunFolder, study: RaveStudy) throws(ActivetaskError) {
        let result = run.result
        guard result.status == .completed, let end = result.endDate else {
            throw ActivetaskError(.runNotCompleted, "\(run.url.path): the run is \(result.status.rawValue), not completed; Rave forms are submitted only for completed runs")
        }
        let clock = RaveClock(study: study)
        let values = RaveDataValue(study: study, clock: clock)
        var fields: [JSONValue] = []
        var problems: [String] = []
        var owners: [String: String] = [:]
        // A consent review's agreement is no ORKQuestionResult: MORK never sends it, and the
        // consent stays apart from the study's data.
        for step in run.currentSteps where !step.skipped && step.stepType != "consentReview" {
            for answer in step.answers {
                let name = answer.identifier == step.identifier ? step.identifier : "\(step.identifier).\(answer.identifier)"
                let oid = study.itemOIDs[name] ?? study.itemOIDs[answer.identifier] ?? answer.identifier
                if let owner = owners.updateValue(name, forKey: oid) {
                    problems.append("item \(oid): both \(owner) and \(name) map to it; give one of them another OID in itemOIDs")
                }
                let value: String
                do {
                    guard let shown = try values.text(for: answer) else { continue }
                    value = shown
                } catch {
                    problems.append("item \(oid) (answer \(name)): \(error.reason)")
                    continue
                }
                if let reason = answer.format?.violation(by: value) {
                    problems.append("item \(oid) (answer \(name)): \(reason); change the answer format in the task or the field's format in Rave")
                }
                fields.append(.object([
                    JSONMember(key: "data_value", value: .string(value)),
                    JSONMember(key: "item_oid", value: .string(oid)),
                    JSONMember(key: "date_time_entered", value: .string(clock.entered(step.endDate))),
                ]))
            }
        }
        for score in result.scores ?? [] {
            guard let number = score.value else { continue }
            let oid = study.itemOIDs[score.identifier] ?? score.identifier
            if let owner = owners.updateValue("score \(score.identifier)", forKey: oid) {
                problems.append("item \(oid): both \(owner) and score \(score.identifier) map to it; give one of them another OID in itemOIDs")
            }
            fields.append(.object([
                JSONMember(key: "data_value", value: .string(PlainDecimal.string(number))),
                JSONMember(key: "item_oid", value: .string(oid)),
                JSONMember(key: "date_time_entered", value: .string(clock.entered(end))),
            ]))
        }
        let subject = RaveSubject(of: result, study: study)
        if subject == nil {
            problems.append("the run records no participant and the study file gives no subject_name and subject_uuid; record the run with --participant ID, or add both to the study file")
        }
        guard problems.isEmpty, let subject else {
            throw ActivetaskError(.invalidDataValue, problems.map { "\(run.url.path): \($0)" }.joined(separator: "\n"))
        }
        func envelope(_ key: String) -> JSONMember {
            JSONMember(key: key, value: .string(study.envelope[key] ?? ""))
        }
        let form: [JSONMember] = [
            JSONMember(key: "subject_name", value: .string(subject.name)),
            JSONMember(key: "log_line", value: .int(study.logLine)),
            envelope("study_uuid"),
            JSONMember(key: "signature_date_time_entered", value: .string(clock.entered(end))),
            envelope("folder_oid"),
            envelope("form_oid"),
            JSONMember(key: "field_data", value: .array(fields)),
            envelope("site_oid"),
            envelope("version"),
            envelope("device_id"),
            envelope("signature_oid"),
            envelope("rave_url"),
            envelope("study_name"),
            envelope("record_oid"),
            JSONMember(key: "subject_uuid", value: .string(subject.uuid)),
        ]
        json = .object([JSONMember(key: "form_data", value: .object(form))])
        fieldCount = fields.count
    }
}
