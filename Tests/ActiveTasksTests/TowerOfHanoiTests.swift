import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import Testing

/// The Tower of Hanoi step's rules: ResearchKit's select-then-move on touches at their own time,
/// larger-on-smaller refused and counted, solved at once with every disk on the last tower, giving
/// up, the time limit, and the step's JSON rules.
struct TowerOfHanoiTests {
    private func activity(disks: Int = 3, timeLimit: Double = 300) -> TowerOfHanoiActivity {
        TowerOfHanoiActivity(step: TowerOfHanoiStep(header: StepHeader(identifier: "towerOfHanoi"), numberOfDisks: disks, timeLimit: timeLimit),
                             language: .english)
    }

    private func touch(_ tower: Int) -> Sample {
        let centre = TowerOfHanoiLayout.towers[tower].center
        return .touch(TouchSample(timestamp: 0, uptime: 0, phase: .began, touchId: 1, x: centre.x, y: centre.y, rawX: 0, rawY: 0))
    }

    @Test func aTouchSelectsATowerAndATouchOnAnotherMovesItsTopDiskAtTheTouchsOwnTime() {
        let hanoi = activity()
        hanoi.begin(at: 50)
        hanoi.receive(touch(1), at: 50.5)
        #expect(hanoi.puzzle.selected == nil, "an empty tower was selected")
        hanoi.receive(touch(0), at: 51)
        hanoi.receive(touch(0), at: 51.2)
        #expect(hanoi.puzzle.selected == nil, "touching the selected tower again did not let it go")
        hanoi.receive(touch(0), at: 51.4)
        hanoi.receive(touch(2), at: 52)
        hanoi.receive(touch(0), at: 53)
        hanoi.receive(touch(1), at: 53.5)
        #expect(hanoi.puzzle.towers == [[3], [2], [1]])
        #expect(hanoi.puzzle.moves.map(\.time) == [2, 3.5] && hanoi.puzzle.moves.map(\.timestamp) == [0, 1.5])
        #expect(hanoi.puzzle.moves.map(\.donorTowerIndex) == [0, 0] && hanoi.puzzle.moves.map(\.recipientTowerIndex) == [2, 1])
        #expect(hanoi.status == "Number of moves: 2")
    }

    @Test func aLargerDiskOnASmallerIsRefusedCountedAndTheDonorStaysSelected() throws {
        let hanoi = activity()
        hanoi.begin(at: 0)
        for (tower, time) in [(0, 1.0), (1, 1.5), (0, 2.0), (1, 2.5)] { hanoi.touch(tower, at: time) }
        #expect(hanoi.puzzle.towers == [[3, 2], [1], []])
        #expect(hanoi.puzzle.illegalMoves.count == 1 && hanoi.puzzle.selected == 0)
        let refused = try #require(hanoi.puzzle.illegalMoves.first)
        #expect(refused.donorTowerIndex == 0 && refused.recipientTowerIndex == 1 && refused.time == 2.5)
    }

    @Test func everyDiskOnTheLastTowerSolvesItAtOnceInTheFewestMoves() {
        let hanoi = activity(disks: 2)
        hanoi.begin(at: 0)
        for (offset, tower) in [0, 1, 0, 2, 1, 2].enumerated() { hanoi.touch(tower, at: Double(offset + 1)) }
        #expect(hanoi.isFinished && hanoi.puzzle.isSolved && hanoi.puzzle.minimumMoves == 3 && hanoi.puzzle.moves.count == 3)
        guard let result = hanoi.results.first?.typed(as: TowerOfHanoiResult.self) else { Issue.record("no Tower of Hanoi result"); return }
        #expect(result.puzzleWasSolved && !result.gaveUp && result.numberOfDisks == 2)
        #expect(hanoi.summary(after: 6) == "solved in 3 moves (fewest 3)")
    }

    @Test func givingUpOrTheTimeLimitEndsItUnsolved() {
        let gaveUp = activity()
        gaveUp.begin(at: 0)
        gaveUp.touch(0, at: 1)
        gaveUp.giveUp(at: 2)
        gaveUp.touch(2, at: 3)
        #expect(gaveUp.isFinished && gaveUp.puzzle.moves.isEmpty)
        guard let result = gaveUp.results.first?.typed(as: TowerOfHanoiResult.self) else { Issue.record("no Tower of Hanoi result"); return }
        #expect(!result.puzzleWasSolved && result.gaveUp)
        let unattended = activity(timeLimit: 10)
        unattended.begin(at: 0)
        unattended.advance(to: 9.9)
        #expect(!unattended.isFinished)
        unattended.advance(to: 10)
        #expect(unattended.isFinished && unattended.summary(after: 10) == "not solved after 0 moves")
    }

    @Test func moreThanEightDisksAreRefusedAtTheirMember() {
        let json = #"{"identifier": "t", "steps": [{"type": "towerOfHanoi", "identifier": "s", "numberOfDisks": 9, "timeLimit": 2}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        let messages = outcome.issues.map(\.description)
        #expect(messages.contains { $0.contains("steps[0].numberOfDisks") && $0.contains("9 is outside 1 … 8") }, "\(messages)")
        #expect(messages.contains { $0.contains("steps[0].timeLimit") && $0.contains("outside 10 … 3600") }, "\(messages)")
    }

    @Test func thePredefinedTaskSaysTheNumberOfDisksItWasGiven() throws {
        let task = try PredefinedTask.towerOfHanoi.task(values: ["numberOfDisks": .int(4)], language: LanguageTag("fr"))
        let step = try #require(task.steps.first { $0 is TowerOfHanoiStep } as? TowerOfHanoiStep)
        #expect(step.numberOfDisks == 4 && step.text?.contains("4 disques") == true)
    }

    @Test func resultsRoundTripThroughTheResultItemJSON() throws {
        let move = TowerOfHanoiMove(timestamp: 0, time: 1.2, donorTowerIndex: 0, recipientTowerIndex: 2)
        let result = TowerOfHanoiResult(identifier: "towerOfHanoi", numberOfDisks: 3, puzzleWasSolved: false, gaveUp: true,
                                        moves: [move], illegalMoves: [])
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result))
    }
}
