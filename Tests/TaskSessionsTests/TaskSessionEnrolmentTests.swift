import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import TaskFamilies
import TaskSessions
import TestSupport
import Testing

/// A session records its participant, visit, site and device in every result it writes; a
/// resume keeps the saved run's values and refuses others.
@Suite struct TaskSessionEnrolmentTests {
    private static let task = """
        { "identifier": "enrolled", "steps": [
          { "type": "instruction", "identifier": "intro" }, { "type": "instruction", "identifier": "end" } ] }
        """

    private func session(in folder: URL, resuming: Bool = false, enrolment: Enrolment?) throws -> TaskSession {
        TaskSession(task: try TestTasks.task(Self.task), outputDirectory: folder, resuming: resuming, enrolment: enrolment,
                    resolver: { DeviceResolver(providers: []) })
    }

    private func saved(in folder: URL, enrolment: Enrolment) throws -> TaskResult {
        let session = try session(in: folder, enrolment: enrolment)
        let result = try session.run { runner, _ in
            runner.start()
            try runner.next()
            runner.save()
            return runner.result
        }
        try session.write(result)
        return try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: session.resultFile))
    }

    private let started = Enrolment(participantIdentifier: "P-0042-7", visit: "week2", site: "berlin-01", deviceIdentifier: "device-a")

    @Test func theSavedResultCarriesTheEnrolmentAndAResumeWithoutFlagsKeepsIt() throws {
        let folder = try TemporaryDirectory(prefix: "enrolment-resume")
        let saved = try saved(in: folder.url, enrolment: started)
        #expect(saved.status == .saved && Enrolment(of: saved) == started)
        let resuming = try session(in: folder.url, resuming: true, enrolment: Enrolment(deviceIdentifier: "device-b"))
        #expect(resuming.checkpoint.enrolment == nil, "nothing is held before the run begins")
        let result = try resuming.run { runner, _ in
            // What the kiosk asks its enrolment screen about: the saved run's values, so nothing is asked again.
            #expect(resuming.checkpoint.enrolment == started)
            try runner.next()
            return runner.result
        }
        try resuming.write(result)
        let resumed = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: resuming.resultFile))
        #expect(resumed.status == .completed)
        #expect(Enrolment(of: resumed) == started, "the saved run's participant, visit, site and device are kept")
    }

    @Test func aResumeForAnotherParticipantIsRefusedAndTheSavedRunKept() throws {
        let folder = try TemporaryDirectory(prefix: "enrolment-refused")
        _ = try saved(in: folder.url, enrolment: started)
        let before = try Data(contentsOf: folder.url.appendingPathComponent(TaskSession.resultFileName))
        let other = try session(in: folder.url, resuming: true, enrolment: Enrolment(participantIdentifier: "P-0017-4", visit: "baseline"))
        #expect { _ = try other.run { runner, _ in runner.result } } throws: { error in
            let error = error as? ActivetaskError
            return error?.code == .invalidRestorationData
                && error?.message == "\(folder.url.standardizedFileURL.path) cannot be resumed for someone or somewhere else: "
                + "the participant was P-0042-7 when the run started, P-0017-4 now; the visit was week2 when the run started, baseline now; "
                + "resume without --participant, --visit and --site, or with the values it started with"
        }
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(TaskSession.resultFileName)) == before)
    }

    @Test func theKioskEnrolmentAfterTheRunBeganIsInTheResult() throws {
        let folder = try TemporaryDirectory(prefix: "enrolment-kiosk")
        let session = try session(in: folder.url, enrolment: Enrolment(site: "berlin-01", deviceIdentifier: "device-a"))
        let result = try session.run { runner, _ in
            session.checkpoint.enrol(participantIdentifier: "P-0042-7", visit: "week2")
            runner.start()
            try runner.next()
            try runner.next()
            return runner.result
        }
        try session.write(result)
        let written = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: session.resultFile))
        #expect(Enrolment(of: written) == started)
    }
}
