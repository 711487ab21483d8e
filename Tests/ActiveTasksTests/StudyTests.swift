import ActiveTasks
import Foundation
import Study
import TestSupport
import Testing

/// The study file (`--study`): its rules for participant ids and visits, every problem named by
/// its JSON path, and the pseudonymous device id.
@Suite struct StudyTests {
    private func load(_ json: String, files: [String: String] = [:]) throws -> Study.Outcome {
        let folder = try TemporaryDirectory(prefix: "study")
        for (name, text) in files { try Data(text.utf8).write(to: folder.url.appendingPathComponent(name)) }
        return Study.load(json: Array(json.utf8), baseDirectory: folder.url)
    }

    private func lines(_ outcome: Study.Outcome) -> [String] {
        outcome.issues.map { $0.line(in: "study.json") }
    }

    @Test func dammGivesThePublishedCheckDigits() {
        // Damm's own example: 572 has check digit 4, and 5724 is valid; one changed or swapped digit is not.
        #expect(DammCheckDigit.checkDigit(of: "572") == 4)
        #expect(DammCheckDigit.isValid("5724"))
        #expect(!DammCheckDigit.isValid("5723") && !DammCheckDigit.isValid("7524") && !DammCheckDigit.isValid("5274"))
        // The issue's label: Damm of 0042 is 7 (Luhn's would be 2).
        #expect(DammCheckDigit.checkDigit(of: "0042") == 7)
        #expect(DammCheckDigit.isValid("P-0042-7") && !DammCheckDigit.isValid("P-0042-2"))
        #expect(!DammCheckDigit.isValid("P-7"), "one digit is no id with a check digit")
    }

    @Test func participantsGiveEachParticipantsBodyHeightInMetres() throws {
        let good = try load(#"{"identifier": "s", "participants": {"P-0042-7": {"height": 1.72}, "P-0017-4": {}}}"#)
        #expect(good.issues.isEmpty, "\(good.issues)")
        #expect(good.study?.heights == ["P-0042-7": 1.72])
        let bad = try load(#"{"identifier": "s", "participants": {"P-0042-7": {"height": 172}, "P-0017-4": {"weight": 70}, "P-1234-0": 1.8}}"#)
        #expect(bad.study == nil)
        #expect(lines(bad).contains("study.json: participants.P-0042-7.height: 172.0 is not a body height in metres; give metres (1.72), not centimetres"),
                "\(lines(bad))")
        #expect(lines(bad).contains { $0.hasPrefix("study.json: participants.P-1234-0: expected an object") }, "\(lines(bad))")
        #expect(lines(bad).contains { $0.contains("participants.P-0017-4.weight") }, "an unknown key is named: \(lines(bad))")
    }

    @Test func theFixtureStudyLoadsWithItsAllowedFileAndIgnoresSessions() throws {
        let outcome = Study.load(contentsOf: ProjectPaths.fixture("participant/study.json"))
        #expect(outcome.issues.isEmpty, "\(outcome.issues)")
        let study = try #require(outcome.study)
        #expect(study.identifier == "gait-2026" && study.site == "berlin-01")
        #expect(study.participant.required && study.participant.checkDigit == .damm)
        #expect(study.participant.allowed == ["P-0042-7", "P-0017-4", "P-1234-0"])
        #expect(study.visit.required && study.visit.names == ["baseline", "week2", "week4"])
    }

    @Test func anIdIsRefusedNamingItAndTheRuleItBreaks() throws {
        let study = try #require(Study.load(contentsOf: ProjectPaths.fixture("participant/study.json")).study)
        let rule = study.participant
        #expect(rule.refusal(of: "P-0042-7") == nil)
        #expect(rule.refusal(of: "P-0042-3") == "participant id P-0042-3 fails its Damm check digit (the digits before its last give 7, not 3); check the label for a mistyped digit")
        #expect(rule.refusal(of: "P-42-7") == "participant id P-42-7 does not match the study's pattern ^P-[0-9]{4}-[0-9]$")
        #expect(rule.refusal(of: "P-0000-0") == "participant id P-0000-0 is not one of the study's 3 allowed ids; check the label, or add the id to the study's list")
        #expect(rule.refusal(of: "p-0042-7")?.hasPrefix("participant id \"p-0042-7\" is not an id: use the capital letters A–Z") == true)
        #expect(rule.refusal(of: "Jane Doe")?.contains("nothing else identifying") == true)
        #expect(study.visit.refusal(of: "week3") == "visit week3 is not one of the study's visits (baseline, week2, week4); give one of them")
        #expect(study.visit.refusal(of: "week2") == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func aParticipantPatternIsMatchedInLinearTimeAndOneNeedingBacktrackingIsRefused() throws {
        let hostile = try #require(try load(#"{"identifier": "s", "participant": {"pattern": "(P+)+$"}}"#).study)
        #expect(hostile.participant.refusal(of: String(repeating: "P", count: 40) + "X")?.contains("does not match the study's pattern") == true)
        let outcome = try load(#"{"identifier": "s", "participant": {"pattern": "(P)\\1"}}"#)
        #expect(lines(outcome) == [#"study.json: participant.pattern: (P)\1 uses a back-reference "\1" at character 4, which needs backtracking; answers are matched in linear time, so rewrite the pattern without it"#],
                "\(lines(outcome))")
    }

    @Test func everyProblemIsNamedByItsPath() throws {
        let outcome = try load("""
            {"site": "", "participant": {"required": "yes", "checkDigit": "luhn", "pattern": "([0-9", "allowed": ["P-1", 7],
             "allowedFile": "ids.txt", "extra": 1},
             "visit": {"names": ["baseline", "", "baseline"]}, "sessions": [], "colour": "blue"}
            """, files: ["ids.txt": "P-0042-7\n"])
        #expect(outcome.study == nil)
        #expect(lines(outcome) == [
            "study.json: identifier: missing; add \"identifier\": \"…\"",
            "study.json: site: is empty; give a value or leave the key out",
            "study.json: participant.required: expected true or false, found a string \"yes\"",
            "study.json: participant.checkDigit: \"luhn\" is not a check digit algorithm; use one of: damm",
            "study.json: participant.pattern: ([0-9 is not a regular expression (ICU syntax); fix it or leave the key out",
            "study.json: participant.allowedFile: give the allowed ids either in \"allowed\" or in \"allowedFile\", not both",
            "study.json: warning: participant.extra: unknown key; it is ignored (check its spelling)",
            "study.json: warning: colour: unknown key; it is ignored (check its spelling)",
            "study.json: participant.allowed[1]: expected a participant id (a string), found an integer 7",
            "study.json: visit.names[1]: expected a visit name (a non-empty string), found a string \"\"",
            "study.json: visit.names[2]: visit baseline is listed twice; remove one",
        ], "\(lines(outcome))")
    }

    @Test func anAllowedIdThatFailsTheOtherRulesIsNamedWithItsLine() throws {
        let outcome = try load("""
            {"identifier": "s", "participant": {"checkDigit": "damm", "allowedFile": "ids.txt"}}
            """, files: ["ids.txt": "# labels\nP-0042-7\n\nP-0042-2\n"])
        #expect(lines(outcome) == ["study.json: participant.allowedFile (ids.txt:4): participant id P-0042-2 fails its Damm check digit "
                                   + "(the digits before its last give 7, not 2); check the label for a mistyped digit; an allowed id must pass the study's other rules"])
        let missing = try load(#"{"identifier": "s", "participant": {"allowedFile": "none.txt"}}"#)
        #expect(lines(missing).first?.hasPrefix("study.json: participant.allowedFile: ") == true)
        #expect(lines(missing).first?.hasSuffix("none.txt cannot be read; give a UTF-8 file of participant ids, one a line (relative to the study file's folder)") == true)
    }

    @Test func theDeviceIdIsAHashOfTheMachineIdNeverTheIdItself() async throws {
        let machineID = "0123456789abcdef0123456789abcdef"
        let derived = MachineDeviceIdentifier.derived(from: machineID)
        #expect(derived.count == 32 && derived.allSatisfy(\.isHexDigit) && derived != machineID)
        // SHA-256("activetask device 0123…") computed by sha256sum: its first 32 hex digits.
        let folder = try TemporaryDirectory(prefix: "machine-id")
        let file = folder.url.appendingPathComponent("machine-id")
        try Data((MachineDeviceIdentifier.prefix + machineID).utf8).write(to: file)
        #expect(derived == String(try await sha256sum(file).prefix(32)))
        try Data("\(machineID)\n".utf8).write(to: file)
        #expect(MachineDeviceIdentifier.ofThisMachine(file: file.path) == derived)
        #expect(MachineDeviceIdentifier.ofThisMachine(file: folder.url.appendingPathComponent("none").path) == nil)
    }

    @Test func aResumeKeepsTheSavedValuesAndRefusesOtherOnes() {
        let saved = Enrolment(participantIdentifier: "P-0042-7", visit: "week2", site: "berlin-01", deviceIdentifier: "d1")
        #expect(saved.differences(from: Enrolment(deviceIdentifier: "d2")).isEmpty)
        #expect(Enrolment(deviceIdentifier: "d2").filled(from: saved) == saved)
        #expect(saved.differences(from: Enrolment(participantIdentifier: "P-0017-4", visit: "week2")) ==
                ["the participant was P-0042-7 when the run started, P-0017-4 now"])
        var result = TaskResult(identifier: "t", startDate: Date())
        saved.record(in: &result)
        #expect(Enrolment(of: result) == saved)
    }
}
