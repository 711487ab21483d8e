import ActiveTasks
import Foundation
@testable import Kiosk
import RecordingFormat
import Study
import Synchronization
import TestSupport
import Testing
import JSONValues

/// The enrolment screen in-process, its page played by a connection to the channel: `kiosk --enrol`
/// without a study asks for the participant alone, refuses what is not an id, and starts the task
/// only once one is accepted.
@Suite struct KioskEnrolmentTests {
    @Test(.timeLimit(.minutes(1))) func anIdIsAskedForCheckedAndRecordedBeforeTheTaskStarts() async throws {
        let task = OrderedTask(identifier: "enrol", steps: [InstructionStep(header: StepHeader(identifier: "intro", title: "Hello"))])
        let channel = KioskChannel()
        let (_, screens) = channel.connect()
        let enrolled = Mutex<[String?]>([])
        let enrolment = KioskEnrolment(participant: ParticipantRule(), visit: VisitRule(names: ["baseline"]), asksParticipant: true,
                                       asksVisit: false) { participant, visit in
            enrolled.withLock { $0 += [participant, visit] }
        }
        let page = Task {
            var seen: [(kind: String, notice: String?, asks: JSONValue?)] = []
            for await text in screens {
                let screen = try JSONParser.parse(Array(text.utf8))
                guard case .string(let kind)? = screen["kind"] else { continue }
                let notice: String? = if case .string(let notice)? = screen["notice"] { notice } else { nil }
                if let last = seen.last, last.kind == kind, last.notice == notice { continue }
                seen.append((kind, notice, screen["enrolment"]))
                switch (kind, notice) {
                case ("enrolment", nil): channel.post(.enrol(participant: "Jane Doe", visit: "baseline"))
                case ("enrolment", _?): channel.post(.enrol(participant: "P-0042-7", visit: "baseline"))
                case ("instruction", _): channel.post(.next)
                default: break
                }
            }
            return seen
        }
        let presenter = KioskPresenter(runner: TaskRunner(task: task), channel: channel, samples: SampleInbox(),
                                       touches: BrowserTouchHub(isTouchSource: false), images: [], enrolment: enrolment)
        let result = await presenter.run()
        await channel.close(waiting: .zero)
        let seen = try await page.value
        #expect(result.status == .completed)
        #expect(seen.map(\.kind) == ["enrolment", "enrolment", "instruction", "ended"])
        #expect(seen.first?.asks == .object([JSONMember(key: "asksParticipant", value: .bool(true)), JSONMember(key: "visits", value: .array([]))]),
                "the visit is not asked for, though the study names visits")
        #expect(seen.dropFirst().first?.notice?.hasPrefix("participant id \"Jane Doe\" is not an id") == true)
        #expect(enrolled.withLock { $0 } == ["P-0042-7", nil], "the visit not asked is not taken from the page")
    }

    @Test func theRefusalsAreInTheTasksLanguage() {
        let enrolment = KioskEnrolment(participant: ParticipantRule(checkDigit: .damm), visit: VisitRule(names: ["baseline", "week2"]),
                                       asksParticipant: true, asksVisit: true) { _, _ in }
        #expect(enrolment.refusal(participant: "", visit: "baseline", in: .german) == "Geben Sie die Teilnehmer-ID vom Etikett ein.")
        #expect(enrolment.refusal(participant: "P-0042-3", visit: "baseline", in: .german)
                == "Teilnehmer-ID P-0042-3 besteht ihre Damm-Prüfziffer nicht (die Ziffern vor der letzten ergeben 7, nicht 3); prüfen Sie das Etikett auf eine vertippte Ziffer")
        #expect(enrolment.refusal(participant: "P-0042-7", visit: nil, in: .french) == "Choisissez la visite.")
        #expect(enrolment.refusal(participant: "P-0042-7", visit: "week2", in: .spanish) == nil)
    }
}
