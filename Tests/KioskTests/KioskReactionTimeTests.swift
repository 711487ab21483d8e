import ActiveTasks
import Foundation
@testable import Kiosk
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// The kiosk presenter in-process, its page played by a connection to its channel: a reaction-time
/// attempt shows its wait, then the signal, on the timer screen's status line, and a shake after
/// the signal (an accelerometer sample at its own time) ends it with its latency.
@Suite struct KioskReactionTimeTests {
    @Test(.timeLimit(.minutes(1))) func theSignalIsShownAndAShakeAfterItEndsTheAttempt() async throws {
        let step = ReactionTimeStep(header: StepHeader(identifier: "reactionTime", title: "React"), maximumStimulusInterval: 0.3,
                                    minimumStimulusInterval: 0.3, numberOfAttempts: 1, timeout: 20)
        let channel = KioskChannel()
        let (_, screens) = channel.connect()
        let samples = SampleInbox()
        let page = Task {
            var statuses: [String] = []
            for await screen in screens {
                guard case .object(let members) = try JSONParser.parse(Array(screen.utf8)),
                      case .string(let status)? = members.first(where: { $0.key == "activityStatus" })?.value else { continue }
                if statuses.last != status { statuses.append(status) }
                if status == "SHAKE NOW", statuses.count == 2 {
                    // The device still, then a 1 g jolt 10 ms later, stamped with the clock's time.
                    let now = MonotonicClock.now()
                    samples.post(.motion(MotionSample(sensorType: .accelerometer, timestamp: 0, uptime: now, x: 0, y: 0, z: 1)), at: now)
                    samples.post(.motion(MotionSample(sensorType: .accelerometer, timestamp: 0, uptime: now, x: 1, y: 0, z: 1)), at: now + 0.01)
                }
            }
            return statuses
        }
        let runner = TaskRunner(task: OrderedTask(identifier: "rt", steps: [step]))
        let presenter = KioskPresenter(runner: runner, channel: channel, samples: samples,
                                       touches: BrowserTouchHub(isTouchSource: false), images: [])
        let result = await presenter.run()
        await channel.close(waiting: .zero)
        let statuses = try await page.value
        #expect(result.status == .completed)
        #expect(Array(statuses.prefix(2)) == ["attempt 1 of 1: hold the device still and wait for the signal", "SHAKE NOW"])
        let trials = result.stepHistory.first?.results.compactMap { item -> [ReactionTimeTrial]? in
            if let reaction = item.typed(as: ReactionTimeResult.self) { return reaction.trials } else { return nil }
        }.first ?? []
        #expect(trials.map(\.outcome) == [.success])
        #expect((trials.first?.latency ?? 0) > 0, "the jolt came after the signal: \(trials)")
    }
}
