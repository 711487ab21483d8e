import ActiveTasks
import Foundation
import TaskSessions
import Testing

/// `RunPlace`, the place a session's checkpoint keeps at every step start, and the runner's
/// `StepTrail` it shares: a place taken at a step stays what the runner was then while the runner
/// appends later results, marks earlier ones previous and goes back.
@Suite struct RunPlaceTests {
    /// Follows its runner at every step start as the session's checkpoint does, and keeps each
    /// place beside what the runner was then.
    final class Follower: TaskRunnerObserver {
        var place: RunPlace
        var taken: [(place: RunPlace, runner: TaskResult)] = []

        init(_ start: TaskResult) {
            place = RunPlace(start)
        }

        func runner(_ runner: TaskRunner, didStart step: any Step) {
            place.follow(runner)
            var then = runner.result
            then.status = .saved
            then.resumePath = runner.resumePath
            taken.append((place, then))
        }

        /// The places whose saved result differs from what the runner was at their step start (the
        /// end date, the time the place was taken, left out).
        var lost: [String] {
            taken.compactMap { place, then in
                var saved = place.saved
                saved.endDate = then.endDate
                return saved == then ? nil : "the place at \(then.resumePath?.last ?? "?") after \(then.stepHistory.count) results"
            }
        }
    }

    static let task = OrderedTask(identifier: "long", steps: (0..<8).map { InstructionStep(header: StepHeader(identifier: "s\($0)")) as any Step })

    @Test func aPlaceTakenAtAStepStaysThatStepWhileTheRunnerAppendsMarksAndGoesBack() throws {
        let follower = Follower(TaskResult(identifier: "long", status: .interrupted, startDate: Date(), endDate: Date()))
        let runner = TaskRunner(task: Self.task, observer: follower)
        runner.start()
        for _ in 0..<3 { try runner.next() }
        try runner.back()
        while runner.currentStep != nil { try runner.next() }
        #expect(runner.result.stepHistory.filter(\.isPrevious).map(\.identifier) == ["s2"])
        #expect(follower.taken.count == 10, "eight steps, s2 entered again by Back and s3 after it")
        #expect(follower.lost.isEmpty, "lost: \(follower.lost)")
        let beforeBack = follower.taken[3].place.saved
        #expect(beforeBack.resumePath == ["s0", "s1", "s2", "s3"] && !beforeBack.stepHistory.contains(where: \.isPrevious),
                "Back popped s3 and s2 and the second s2 marked the first previous after this place was taken")
    }

    @Test func aPlaceMadeFromASavedRunFollowsItsResumedRunnerWithItsEarlierResultsMarked() throws {
        let first = TaskRunner(task: Self.task)
        first.start()
        for _ in 0..<4 { try first.next() }
        first.save()
        let saved = first.result
        let follower = Follower(saved)
        #expect(follower.place.saved == saved, "before its first step a resumed run saves what it resumed")
        let runner = try TaskRunner(task: Self.task, resuming: saved, observer: follower)
        try runner.back()
        try runner.next()
        #expect(follower.taken.map { $0.runner.resumePath?.last } == ["s4", "s3", "s4"])
        #expect(follower.lost.isEmpty, "lost: \(follower.lost)")
        #expect(follower.place.saved.stepHistory.filter(\.isPrevious).map(\.identifier) == ["s3"],
                "s3's result from the saved run was marked when the resumed run answered it again")
    }

    @Test func aTrailOfHundredsOfThousandsOfStepsIsFreedWithoutOverflowingTheStack() {
        var trail = StepTrail()
        for index in 0..<300_000 { trail.append(index, identifier: "s\(index)") }
        let kept = trail
        trail.removeLast()
        #expect(kept.count == 300_000 && trail.count == 299_999 && kept.last == 299_999 && trail.last == 299_998)
        trail = StepTrail()
        #expect(kept.identifiers.suffix(2) == ["s299998", "s299999"], "freeing one copy leaves the other whole")
    }
}
