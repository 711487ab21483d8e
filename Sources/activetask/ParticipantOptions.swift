import ActiveTasks
import ArgumentParser
import Foundation
import Study

/// Who a run of `run`, `present` or `kiosk` is of and where it is made — `--participant`,
/// `--visit`, `--site`, `--device-id` — and the study file whose rules they must meet.
struct ParticipantOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The participant's pseudonymous id (A–Z, 0–9, '-'), recorded in taskResult.json and every export.",
                               valueName: "ID"))
    var participant: String?

    @Option(help: ArgumentHelp("The study visit the run belongs to, e.g. baseline or week2.", valueName: "NAME"))
    var visit: String?

    @Option(help: ArgumentHelp("The site the run is made at (default: the study's site).", valueName: "NAME"))
    var site: String?

    @Option(name: .customLong("device-id"),
            help: ArgumentHelp("This device's id in results (default: the study's, else a SHA-256 of /etc/machine-id, never the raw machine id).",
                               valueName: "ID"))
    var deviceIdentifier: String?

    @Option(help: ArgumentHelp("A study file: its site and device, and whether runs need a participant (with check digit, pattern, allowed ids) and a visit.",
                               valueName: "STUDY.json"))
    var study: String?

    func validate() throws {
        for (flag, value) in [("--participant", participant), ("--visit", visit), ("--site", site), ("--device-id", deviceIdentifier)] {
            if value?.isEmpty == true { throw ValidationError("\(flag) is empty; give a value or leave the flag out") }
        }
        if let study, !FileManager.default.fileExists(atPath: study) {
            throw ValidationError("--study \(study) does not exist; give the path of a study JSON file")
        }
    }

    /// The study file, loaded and checked; its problems go to standard error, one line each,
    /// as `STUDY.json: path: message`; `nil` without `--study`.
    /// - Throws: `ExitCode.failure` when the study has errors.
    func loadStudy() throws -> Study? {
        guard let study else { return nil }
        let outcome = Study.load(contentsOf: URL(fileURLWithPath: study))
        for issue in outcome.issues { printError(issue.line(in: study)) }
        guard let loaded = outcome.study else { throw ExitCode.failure }
        return loaded
    }

    /// The enrolment a run records, checked against `study`: the participant and visit given, the
    /// site (`--site`, else the study's) and the device (`--device-id`, else the study's, else
    /// derived from the machine id). A missing participant or visit the study requires is refused
    /// unless the run resumes a saved one (which keeps its own) or the kiosk's enrolment screen
    /// asks for it.
    /// - Parameters:
    ///   - study: The study, if any.
    ///   - resuming: Whether the run continues a saved one.
    ///   - asking: What the enrolment screen asks for before the task.
    /// - Throws: `ExitCode.failure` after naming the study or flag and the rule broken.
    func enrolment(in study: Study?, resuming: Bool, asking: Asked = Asked()) throws -> Enrolment {
        let source = self.study ?? "--participant"
        let rule = study?.participant ?? ParticipantRule()
        if let participant {
            if let refusal = rule.refusal(of: participant) { return try refuse(source, refusal) }
        } else if rule.required, !resuming, !asking.participant {
            return try refuse(source, "the study requires a participant for every run; give --participant ID")
        }
        let visits = study?.visit ?? VisitRule()
        if let visit {
            if let refusal = visits.refusal(of: visit) { return try refuse(self.study ?? "--visit", refusal) }
        } else if visits.required, !resuming, !asking.visit {
            let names = visits.names.isEmpty ? "" : " (\(visits.names.joined(separator: ", ")))"
            return try refuse(source, "the study requires a visit for every run; give --visit NAME\(names)")
        }
        return Enrolment(participantIdentifier: participant, visit: visit, site: site ?? study?.site,
                         deviceIdentifier: deviceIdentifier ?? study?.deviceIdentifier ?? MachineDeviceIdentifier.ofThisMachine())
    }

    /// What the kiosk's enrolment screen asks for.
    struct Asked {
        /// The participant id.
        var participant = false
        /// The visit.
        var visit = false
    }

    /// What the kiosk's enrolment screen asks for in a new run: a participant id none was given
    /// for when the study requires one or `enrol` is set, and a visit none was given for when the
    /// study names its visits and requires one or `enrol` is set.
    /// - Parameters:
    ///   - study: The study, if any.
    ///   - enrol: `kiosk --enrol`.
    func asked(in study: Study?, enrol: Bool) -> Asked {
        Asked(participant: participant == nil && (enrol || study?.participant.required == true),
              visit: visit == nil && study?.visit.names.isEmpty == false && (enrol || study?.visit.required == true))
    }

    private func refuse(_ source: String, _ message: String) throws -> Enrolment {
        printError("\(source): \(message)")
        throw ExitCode.failure
    }
}
