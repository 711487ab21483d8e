import ActiveTasks
import Analysis
import Foundation
import RecordingFormat
import JSONValues

/// One run as a FHIR R4 transaction Bundle (http://hl7.org/fhir/R4/bundle.html): a
/// `QuestionnaireResponse` of its answers and one `Observation` per value of its analysis
/// summaries, each created at most once on a server (`ifNoneExist` on its identifier), as
/// docs/EXPORT.md "FHIR" describes.
package struct FHIRBundle: Sendable {
    /// UCUM's code system.
    static let ucum = "http://unitsofmeasure.org"
    /// The code system of the analysis summaries' keys (`walk.stepCount`).
    static let summarySystem = "urn:activetask:summary"
    /// The identifier system of a run's QuestionnaireResponse: its `taskRunUUID`.
    static let runSystem = "urn:activetask:taskRunUUID"
    /// The identifier system of an Observation: `taskRunUUID/step/key`.
    static let observationSystem = "urn:activetask:observation"
    /// The identifier system of participants: their pseudonymous ids (`--participant`).
    static let participantSystem = "urn:activetask:participant"

    /// The Bundle.
    package let json: JSONValue
    /// How many answers the QuestionnaireResponse holds (0 when the run answered nothing and no
    /// response is written).
    package let answerCount: Int
    /// How many Observations the Bundle holds.
    package let observationCount: Int

    /// Builds the Bundle of `run`.
    /// - Parameters:
    ///   - run: The run.
    ///   - analysis: `analyze`'s entries for the run; entries with an error are left out.
    ///   - questionnaireBase: The canonical URL the task's Questionnaire has without its
    ///     identifier (`https://example.org/fhir/Questionnaire/`); the response's `questionnaire`
    ///     is this followed by the task's identifier.
    package init(run: TaskRunFolder, analysis: [AnalysisEntry], questionnaireBase: String) {
        let result = run.result
        var entries: [JSONValue] = []
        var answerCount = 0
        var items: [JSONValue] = []
        for step in run.currentSteps where !step.skipped && step.stepType != "consentReview" {
            var answered = FHIRResponseItems()
            for answer in step.answers {
                let values = FHIRAnswer.values(of: answer)
                guard !values.isEmpty else { continue }
                answerCount += 1
                answered.add(Self.object([("linkId", .string(answer.identifier)), ("answer", .array(values))]),
                             under: Self.groups(of: answer))
            }
            let stepItems = answered.json
            if stepItems.count == 1, step.answers.count == 1, step.answers[0].identifier == step.identifier {
                items.append(stepItems[0])
            } else if !stepItems.isEmpty {
                items.append(Self.object([("linkId", .string(step.identifier)), ("item", .array(stepItems))]))
            }
        }
        let run = result.taskRunUUID.uuidString
        // The participant by their pseudonym: a logical reference, as no Patient is sent.
        let subject = result.participantIdentifier.map { participant in
            Self.object([("identifier", Self.object([("system", .string(Self.participantSystem)), ("value", .string(participant))]))])
        }
        if !items.isEmpty {
            let response = Self.object([
                ("resourceType", .string("QuestionnaireResponse")),
                ("identifier", Self.object([("system", .string(Self.runSystem)), ("value", .string(run))])),
                ("questionnaire", .string(questionnaireBase + result.identifier)),
                ("status", .string(Self.responseStatus(result.status))),
                ("subject", subject),
                ("authored", .string(DateText.string(from: result.endDate ?? result.startDate))),
                ("item", .array(items)),
            ])
            entries.append(Self.entry(response, type: "QuestionnaireResponse", system: Self.runSystem, value: run))
        }
        var observationCount = 0
        for entry in analysis where entry.error == nil {
            guard let summary = entry.summary, let kind = entry.kind else { continue }
            let visit = entry.step.flatMap { step in result.stepHistory.last { $0.identifier == step && !$0.isPrevious } }
            let period = Self.object([("start", .string(DateText.string(from: visit?.startDate ?? result.startDate))),
                                      ("end", .string(DateText.string(from: visit?.endDate ?? result.endDate ?? result.startDate)))])
            // One Observation per value; an object (the gait's quality) one with its numbers as
            // components, a list of objects (the walking bouts) one per object likewise; a list of
            // numbers (a bout's initial contacts) is left out.
            var observations: [(name: String, key: String, value: [(String, JSONValue?)])] = []
            for key in summary.keys where summary.values(key) == nil {
                let name = "\(run)/\(entry.step ?? "")/\(key)"
                func components(of item: AnalysisSummary) -> [(String, JSONValue?)] {
                    [("component", .array(item.keys.filter { item[$0] != nil }.map { part in
                        Self.object([("code", Self.code(kind: kind.rawValue, key: key + "." + part, step: nil)), Self.value(of: part, in: item)])
                    }))]
                }
                if let object = summary.object(key) {
                    observations.append((name, key, components(of: object)))
                } else if let items = summary.items(key) {
                    for (index, item) in items.enumerated() { observations.append(("\(name)/\(index + 1)", key, components(of: item))) }
                } else {
                    observations.append((name, key, [Self.value(of: key, in: summary)]))
                }
            }
            for observation in observations {
                let members: [(String, JSONValue?)] = [
                    ("resourceType", .string("Observation")),
                    ("identifier", .array([Self.object([("system", .string(Self.observationSystem)), ("value", .string(observation.name))])])),
                    ("status", .string("final")),
                    ("category", .array([Self.object([("coding", .array([Self.object([
                        ("system", .string("http://terminology.hl7.org/CodeSystem/observation-category")),
                        ("code", .string("activity"))])]))])])),
                    ("code", Self.code(kind: kind.rawValue, key: observation.key, step: entry.step)),
                    ("subject", subject),
                    ("effectivePeriod", period),
                ] + observation.value
                entries.append(Self.entry(Self.object(members), type: "Observation", system: Self.observationSystem, value: observation.name))
                observationCount += 1
            }
        }
        json = Self.object([("resourceType", .string("Bundle")), ("type", .string("transaction")), ("entry", .array(entries))])
        self.answerCount = answerCount
        self.observationCount = observationCount
    }

    /// The value member of `key`'s Observation (or component): a Quantity as `analyze` writes it
    /// (rounded to its key's precision, a count whole), a string for a name, a boolean for a
    /// flag, or why it is absent.
    private static func value(of key: String, in summary: AnalysisSummary) -> (String, JSONValue?) {
        if let value = summary[key], let precision = summary.precision(of: key) {
            let written = precision.text(value)
            let number: JSONValue = precision.decimals == 0 ? .int(Int(written)!) : .double(Double(written)!)
            // The unit its kind's analyzer declared with the key (AnalysisSummary.unit(of:)), as
            // every output has it; one UCUM cannot express (px) is the Quantity's text only, with no system.
            let unit = summary.unit(of: key) ?? "1"
            return ("valueQuantity", precision.isUCUM ? Self.quantity(number, ucum: unit)
                        : Self.object([("value", number), ("unit", .string(unit))]))
        }
        if let label = summary.label(key) { return ("valueString", .string(label)) }
        if let flag = summary.flag(key) { return ("valueBoolean", .bool(flag)) }
        return ("dataAbsentReason", Self.object([("coding", .array([Self.object([
            ("system", .string("http://terminology.hl7.org/CodeSystem/data-absent-reason")),
            ("code", .string("not-applicable"))])]))]))
    }

    /// A JSON object of `members` in order, leaving out those without a value.
    static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(dropping: members)
    }

    /// A Quantity of `value` in the UCUM unit `ucum`.
    static func quantity(_ value: JSONValue, ucum: String) -> JSONValue {
        object([("value", value), ("unit", .string(ucum)), ("system", .string(Self.ucum)), ("code", .string(ucum))])
    }

    /// An Observation's code: the summary key in activetask's system. No LOINC code is sent, as
    /// none means what a summary value is (41950-7 is steps in 24 hours, not in a walking step).
    private static func code(kind: String, key: String, step: String?) -> JSONValue {
        object([("coding", .array([object([("system", .string(summarySystem)), ("code", .string("\(kind).\(key)"))])])),
                ("text", .string(step.map { "\($0) \(key)" } ?? key))])
    }

    /// The linkIds of the Questionnaire groups between an imported answer's step and its item.
    private static func groups(of answer: AnswerResult) -> [String] {
        guard case .array(let groups)? = answer.fhirItem?["groups"] else { return [] }
        return groups.compactMap { if case .string(let linkId) = $0 { linkId } else { nil } }
    }

    /// A transaction entry creating `resource` unless one with its identifier exists.
    private static func entry(_ resource: JSONValue, type: String, system: String, value: String) -> JSONValue {
        let query = "identifier=" + (system + "|" + value).addingPercentEncoding(withAllowedCharacters: queryValue)!
        return object([
            ("fullUrl", .string("urn:uuid:" + uuid(naming: type + " " + system + "|" + value))),
            ("resource", resource),
            ("request", object([("method", .string("POST")), ("url", .string(type)), ("ifNoneExist", .string(query))])),
        ])
    }

    /// Characters a search parameter's value keeps unescaped (RFC 3986 unreserved).
    private static let queryValue = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A UUID that depends only on `name` (RFC 9562 version 8 from SHA-256), so exporting a run
    /// twice gives the same Bundle.
    static func uuid(naming name: String) -> String {
        var hex = Array(FileResult.sha256(of: Data(name.utf8)).prefix(32))
        hex[12] = "8"
        hex[16] = Array("89ab")[Int(String(hex[16]), radix: 16)! % 4]
        let text = String(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(text[text.index(text.startIndex, offsetBy: range.lowerBound)..<text.index(text.startIndex, offsetBy: range.upperBound)])
        }.joined(separator: "-")
    }

    /// A run's status as a QuestionnaireResponse's.
    private static func responseStatus(_ status: TaskResult.Status) -> String {
        switch status {
        case .completed: "completed"
        case .running, .saved, .interrupted: "in-progress"
        case .cancelled, .failed: "stopped"
        }
    }
}
