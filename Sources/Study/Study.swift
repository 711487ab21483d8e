import ActiveTasks
import Foundation
import Patterns
import JSONValues

/// A study's rules for its runs (`--study study.json`): the site, the device, what a run must
/// say of its participant and visit, and what the study knows of each participant (`participants`:
/// the body height the walking tasks' gait figures use). The keys `sessions` (the study's schedule) and `odm` (the
/// OIDs of `export odm`) are read elsewhere; here they are accepted and not looked into.
///
/// ```json
/// {"identifier": "gait-2026", "site": "berlin-01",
///  "participant": {"required": true, "checkDigit": "damm", "pattern": "^P-[0-9]{4}-[0-9]$", "allowedFile": "participants.txt"},
///  "visit": {"required": true, "names": ["baseline", "week2"]},
///  "participants": {"P-0042-7": {"height": 1.72}}}
/// ```
public struct Study: Sendable {
    /// The study's identifier.
    public var identifier: String
    /// The site the study's runs are made at, recorded in every result; `nil` when not given.
    public var site: String?
    /// The device id recorded in every result instead of the one derived from the machine id.
    public var deviceIdentifier: String?
    /// What a run must say of its participant.
    public var participant: ParticipantRule
    /// What a run must say of its visit.
    public var visit: VisitRule
    /// Each participant's body height in metres, by id (`participants.ID.height`): a walking task
    /// run for the participant records it as `--set height=` would, unless the run sets one.
    public var heights: [String: Double] = [:]

    /// Creates a study.
    /// - Parameters:
    ///   - identifier: The study's identifier.
    ///   - site: The site.
    ///   - deviceIdentifier: The device id to record.
    ///   - participant: The participant rule.
    ///   - visit: The visit rule.
    public init(identifier: String, site: String? = nil, deviceIdentifier: String? = nil,
                participant: ParticipantRule = ParticipantRule(), visit: VisitRule = VisitRule()) {
        self.identifier = identifier
        self.site = site
        self.deviceIdentifier = deviceIdentifier
        self.participant = participant
        self.visit = visit
    }

    /// The study and every problem found; `study` is `nil` when any problem is an error.
    public struct Outcome: Sendable {
        /// The study, when it has no errors.
        public var study: Study?
        /// Every error and warning, each with its JSON path.
        public var issues: [TaskIssue]
    }

    /// Loads and checks the study file at `url`; `allowedFile` resolves against its folder.
    /// - Parameter url: A study JSON file.
    /// - Returns: The study and its issues; an unreadable file is one issue with an empty path.
    public static func load(contentsOf url: URL) -> Outcome {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            return Outcome(study: nil, issues: [TaskIssue(path: "", "\(reason); check the path and its permissions")])
        }
        return load(json: Array(data), baseDirectory: url.deletingLastPathComponent())
    }

    /// Loads and checks study JSON.
    /// - Parameters:
    ///   - json: The study JSON as UTF-8.
    ///   - baseDirectory: The folder `participant.allowedFile` resolves against.
    /// - Returns: The study and its issues.
    public static func load(json: [UInt8], baseDirectory: URL) -> Outcome {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            return Outcome(study: nil, issues: [TaskIssue(path: "", "malformed JSON at \(error)")])
        }
        let log = IssueLog()
        for path in JSONValue.duplicateKeyPaths(in: root, at: "") {
            log.error(path, "is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one")
        }
        guard let reader = JSONObjectReader.make(root, path: "", log: log, registry: .core) else {
            return Outcome(study: nil, issues: log.issues)
        }
        let identifier = reader.requiredString("identifier")
        let site = reader.string("site").flatMap { nonEmpty($0, at: reader.path(of: "site"), log: log) }
        let device = reader.string("deviceIdentifier").flatMap { nonEmpty($0, at: reader.path(of: "deviceIdentifier"), log: log) }
        let participant = reader.object("participant").map { participantRule($0, baseDirectory: baseDirectory) } ?? ParticipantRule()
        let visit = reader.object("visit").map(visitRule) ?? VisitRule()
        let heights = reader.object("participants").map(participantHeights) ?? [:]
        _ = reader.value("sessions")
        _ = reader.value("odm")
        reader.warnAboutUnreadKeys()
        var study = Study(identifier: identifier ?? "", site: site, deviceIdentifier: device, participant: participant, visit: visit)
        study.heights = heights
        return Outcome(study: log.hasErrors ? nil : study, issues: TaskIssue.inDocumentOrder(log.issues))
    }

    /// The body heights of `participants`, an object with a member per participant id whose
    /// value is an object; `height` must be metres (a number above 0 and below 3, so that
    /// centimetres are caught; `analyze` takes 0.5–2.6 m).
    private static func participantHeights(_ reader: JSONObjectReader) -> [String: Double] {
        var heights: [String: Double] = [:]
        for member in reader.members {
            guard let entry = reader.object(member.key) else { continue }
            defer { entry.warnAboutUnreadKeys() }
            guard let height = entry.double("height") else { continue }
            guard height > 0, height < 3 else {
                reader.log.error(entry.path(of: "height"), "\(height) is not a body height in metres; give metres (1.72), not centimetres")
                continue
            }
            heights[member.key] = height
        }
        return heights
    }

    private static func nonEmpty(_ text: String, at path: String, log: IssueLog) -> String? {
        guard text.isEmpty else { return text }
        log.error(path, "is empty; give a value or leave the key out")
        return nil
    }

    private static func participantRule(_ reader: JSONObjectReader, baseDirectory: URL) -> ParticipantRule {
        defer { reader.warnAboutUnreadKeys() }
        var rule = ParticipantRule(required: reader.bool("required") ?? false)
        if let name = reader.string("checkDigit") {
            rule.checkDigit = ParticipantRule.CheckDigit(rawValue: name)
            if rule.checkDigit == nil {
                let known = ParticipantRule.CheckDigit.allCases.map(\.rawValue).joined(separator: ", ")
                reader.log.error(reader.path(of: "checkDigit"), "\"\(name)\" is not a check digit algorithm; use one of: \(known)")
            }
        }
        if let pattern = reader.string("pattern") {
            if (try? NSRegularExpression(pattern: pattern)) == nil {
                reader.log.error(reader.path(of: "pattern"), "\(pattern) is not a regular expression (ICU syntax); fix it or leave the key out")
            } else {
                do throws(TextPattern.Refusal) {
                    _ = try TextPattern(pattern)
                    rule.pattern = pattern
                } catch {
                    reader.log.error(reader.path(of: "pattern"), "\(pattern) \(error.reason)")
                }
            }
        }
        let listed = allowedIdentifiers(reader)
        let file = allowedFile(reader, baseDirectory: baseDirectory)
        if listed != nil, file != nil {
            reader.log.error(reader.path(of: "allowedFile"), "give the allowed ids either in \"allowed\" or in \"allowedFile\", not both")
        }
        guard let ids = listed ?? file else { return rule }
        rule.allowed = Set(ids.map(\.identifier))
        for entry in ids {
            var unchecked = rule
            unchecked.allowed = nil
            if let refusal = unchecked.refusal(of: entry.identifier) {
                reader.log.error(entry.path, "\(refusal); an allowed id must pass the study's other rules")
            }
        }
        return rule
    }

    /// The ids of `allowed`, each with its JSON path.
    private static func allowedIdentifiers(_ reader: JSONObjectReader) -> [(identifier: String, path: String)]? {
        guard let elements = reader.array("allowed") else { return nil }
        return elements.compactMap { element in
            guard case .string(let identifier) = element.value else {
                reader.log.error(element.path, "expected a participant id (a string), found \(element.value.kindDescription) \(element.value.shown)")
                return nil
            }
            return (identifier, element.path)
        }
    }

    /// The ids in the file `allowedFile` names, one a line (blank lines and lines starting with `#`
    /// skipped), each located as `allowedFile:LINE`.
    private static func allowedFile(_ reader: JSONObjectReader, baseDirectory: URL) -> [(identifier: String, path: String)]? {
        guard let name = reader.string("allowedFile") else { return nil }
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : baseDirectory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            reader.log.error(reader.path(of: "allowedFile"), "\(url.path) cannot be read; give a UTF-8 file of participant ids, one a line (relative to the study file's folder)")
            return nil
        }
        var ids: [(identifier: String, path: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let identifier = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !identifier.isEmpty, !identifier.hasPrefix("#") else { continue }
            ids.append((identifier, "\(reader.path(of: "allowedFile")) (\(name):\(index + 1))"))
        }
        return ids
    }

    private static func visitRule(_ reader: JSONObjectReader) -> VisitRule {
        defer { reader.warnAboutUnreadKeys() }
        var rule = VisitRule(required: reader.bool("required") ?? false)
        for element in reader.array("names") ?? [] {
            guard case .string(let name) = element.value, !name.isEmpty else {
                reader.log.error(element.path, "expected a visit name (a non-empty string), found \(element.value.kindDescription) \(element.value.shown)")
                continue
            }
            if rule.names.contains(name) {
                reader.log.error(element.path, "visit \(name) is listed twice; remove one")
            }
            rule.names.append(name)
        }
        return rule
    }
}
