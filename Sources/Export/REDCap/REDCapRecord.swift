import ActiveTasks
import Analysis
import Foundation
import RecordingFormat
import JSONValues

/// One run as one row of a REDCap project (docs/EXPORT.md, "REDCap"): the record (the run's
/// participant), its event (from its visit) and instrument (from its task), and one value per
/// field: the run's UUID, the answers, the scores, the analysis summaries and
/// `<instrument>_complete`.
package struct REDCapRecord: Sendable {
    /// The record's id: the run's participant.
    package let recordID: String
    /// The unique event name, in a longitudinal project.
    package let event: String?
    /// The instrument (the task's form).
    package let instrument: String
    /// Whether the instrument repeats: the row needs an instance.
    package let repeating: Bool
    /// The fields and their values, in order; `field___code` for checkbox choices.
    package let fields: [(name: String, value: String)]
    /// The values no field of the project's dictionary takes, left out: `name (what it holds)`.
    package let leftOut: [String]
    /// The run's `taskRunUUID`.
    package let runUUID: UUID
    /// When the run started, which orders the instances of one record.
    package let startDate: Date
    /// The run's folder, for messages.
    package let source: String

    /// `<instrument>_complete` of a completed run: REDCap's "Complete".
    static let complete = "2"
    /// `<instrument>_complete` of any other run: REDCap's "Incomplete".
    static let incomplete = "0"

    /// Builds the record of `run`.
    /// - Parameters:
    ///   - run: The run.
    ///   - analysis: `analyze`'s entries for the run; entries with an error are left out.
    ///   - study: The REDCap study.
    /// - Throws: `ActivetaskError(.invalidDataValue)` listing every problem at once: a run without
    ///   a participant, a longitudinal project and a run without a visit, a name that breaks
    ///   REDCap's rules or that two values share, a checkbox code that cannot name a column; with
    ///   the project's dictionary, an answer that cannot take its field's form and a task whose
    ///   instrument is no form of it.
    package init(run: TaskRunFolder, analysis: [AnalysisEntry], study: REDCapStudy) throws(ActivetaskError) {
        let result = run.result
        var problems: [String] = []
        let instrument = study.instrument(of: result.identifier)
        if let problem = REDCapName.violation(of: instrument) {
            problems.append("instrument of task \(result.identifier): \(problem); give it a name in the study file's \"instruments\"")
        }
        var names = REDCapFieldNames(study: study, instrument: instrument)
        var values = REDCapFieldValues(study: study)
        if let name = names.claim(REDCapStudy.runUUIDField(of: instrument), for: "the run's UUID", problems: &problems) {
            values.add(result.taskRunUUID.uuidString, as: name, holding: "the run's UUID")
        }
        for step in run.currentSteps where !step.skipped && step.stepType != "consentReview" {
            for answer in step.answers {
                let key = answer.identifier == step.identifier ? step.identifier : "\(step.identifier).\(answer.identifier)"
                guard let name = names.field(for: key, fallback: answer.identifier, problems: &problems) else { continue }
                values.add(answer, key: key, as: name, problems: &problems)
            }
        }
        for score in result.scores ?? [] {
            guard let number = score.value,
                  let name = names.field(for: score.identifier, fallback: nil, problems: &problems) else { continue }
            values.add(AnswerResult(identifier: score.identifier, answerType: "decimal", value: .decimal(number)),
                       key: score.identifier, as: name, problems: &problems)
        }
        for entry in analysis where entry.error == nil {
            guard let summary = entry.summary else { continue }
            let scope = entry.step ?? entry.kind?.rawValue ?? result.identifier
            for key in summary.keys {
                guard let value = summary.text(key) ?? summary.label(key) ?? summary.flag(key).map({ String($0) }),
                      let name = names.field(for: "\(scope).\(key)", fallback: nil, problems: &problems) else { continue }
                // A summary is text as `analyze` rounds it; a field of the dictionary takes it as the number it is.
                let number = study.dictionary == nil ? nil : Double(value)
                values.add(AnswerResult(identifier: key, answerType: number == nil ? "text" : "decimal", value: number.map(AnswerValue.decimal) ?? .text(value)),
                           key: "\(scope).\(key)", as: name, problems: &problems)
            }
        }
        if let name = names.claim(instrument + "_complete", for: "the form status", problems: &problems) {
            values.addStatus(result.status == .completed ? Self.complete : Self.incomplete, as: name, of: instrument, problems: &problems)
        }
        let event: String?
        if study.longitudinal {
            if let visit = result.visit {
                event = study.event(of: visit)
                if let problem = event.flatMap(REDCapName.violation(of:)) {
                    problems.append("event of visit \(visit): \(problem); give the visit its unique event name in the study file's \"events\"")
                }
            } else {
                event = nil
                problems.append("the run records no visit, but the project is longitudinal; record the run with --visit NAME")
            }
        } else {
            event = nil
        }
        let participant = result.participantIdentifier
        if participant == nil {
            problems.append("the run records no participant, the record it would go to; record the run with --participant ID")
        }
        guard problems.isEmpty, let participant else {
            throw ActivetaskError(.invalidDataValue, problems.map { "\(run.url.path): \($0)" }.joined(separator: "\n"))
        }
        recordID = participant
        self.event = event
        self.instrument = instrument
        repeating = study.repeats(instrument)
        fields = values.fields
        leftOut = values.leftOut
        runUUID = result.taskRunUUID
        startDate = result.startDate
        source = run.url.path
    }

    /// The record as REDCap's flat JSON import takes it, every value a string: the record id
    /// field, `redcap_event_name` in a longitudinal project, `redcap_repeat_instrument` and
    /// `redcap_repeat_instance` for a repeating instrument, then the fields.
    /// - Parameters:
    ///   - recordIDField: The project's record id field.
    ///   - instance: The repeat instance, for a repeating instrument.
    package func flat(recordIDField: String, instance: Int?) -> JSONValue {
        var members = [JSONMember(key: recordIDField, value: .string(recordID))]
        if let event { members.append(JSONMember(key: "redcap_event_name", value: .string(event))) }
        if repeating, let instance {
            members.append(JSONMember(key: "redcap_repeat_instrument", value: .string(instrument)))
            members.append(JSONMember(key: "redcap_repeat_instance", value: .string(String(instance))))
        }
        members += fields.map { JSONMember(key: $0.name, value: .string($0.value)) }
        return .object(members)
    }
}
