import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import Testing

/// The Amsler grid step as ResearchKit's view controller has it: a finger on the grid draws a
/// path at the touches' own times, in grid units; a swipe left outside the grid ends the step;
/// the terminal's arrows, space and Enter do the same coarsely; the step's JSON rules and the
/// predefined task's steps.
struct AmslerGridTests {
    private let grid = AmslerGridLayout.grid

    /// A touch at grid units (gx, gy), or at screen units when `screen`.
    private func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, id: Int = 1, screen: Bool = false) -> Sample {
        let sx = screen ? x : grid.x + x * grid.width, sy = screen ? y : grid.y + y * grid.height
        return .touch(TouchSample(timestamp: 0, uptime: 0, phase: phase, touchId: id, x: sx, y: sy, rawX: 0, rawY: 0))
    }

    private func activity(unattended: Bool = false) -> AmslerGridActivity {
        let activity = AmslerGridActivity(step: AmslerGridStep(header: StepHeader(identifier: "amsler.grid.left"), eyeSide: .left),
                                          isUnattended: unattended)
        activity.begin(at: 100)
        return activity
    }

    @Test func aFingerOnTheGridDrawsAPathInGridUnitsAtTheTouchesOwnTimes() throws {
        let amsler = activity()
        amsler.receive(touch(.began, 0.2, 0.3), at: 100.5)
        amsler.receive(touch(.moved, 0.25, 0.35), at: 100.55)
        amsler.receive(touch(.moved, 1.4, 0.35), at: 100.6)  // off the grid: clamped to its edge
        amsler.receive(touch(.ended, 0.3, 0.4), at: 100.7)
        #expect(!amsler.isFinished)
        guard let result = try #require(amsler.results.first).typed(as: AmslerGridResult.self) else { Issue.record("no Amsler grid result"); return }
        let samples = try #require(result.strokes.first).samples
        #expect(result.strokes.count == 1 && result.eyeSide == .left && result.strokes[0].source == .touch)
        #expect(samples.map(\.t).enumerated().allSatisfy { abs($1 - [0.5, 0.55, 0.6, 0.7][$0]) < 1e-9 })
        #expect(abs(samples[0].x - 0.2) < 1e-9 && abs(samples[0].y - 0.3) < 1e-9 && samples[2].x == 1)
    }

    @Test func aSwipeLeftOutsideTheGridEndsTheStepButAShortOrRightwardOneDoesNot() {
        let amsler = activity()
        amsler.receive(touch(.began, 0.9, 0.5, id: 3, screen: true), at: 101)
        amsler.receive(touch(.moved, 0.95, 0.5, id: 3, screen: true), at: 101.1)
        amsler.receive(touch(.moved, 0.85, 0.5, id: 3, screen: true), at: 101.2)
        #expect(!amsler.isFinished)
        amsler.receive(touch(.moved, 0.79, 0.5, id: 3, screen: true), at: 101.3)
        #expect(amsler.isFinished)
        // Touches after the end draw nothing.
        amsler.receive(touch(.began, 0.5, 0.5), at: 101.4)
        amsler.receive(touch(.ended, 0.5, 0.5), at: 101.5)
        #expect(amsler.drawing.strokes.isEmpty)
    }

    @Test func keysMoveTheCursorMarkAndUnmarkACellAndEnterEndsTheStep() {
        let amsler = activity()
        amsler.moveCursor(columns: 1, rows: 0, at: 101)
        amsler.moveCursor(columns: 0, rows: -1, at: 101.1)
        for _ in 0..<12 { amsler.moveCursor(columns: 1, rows: 0, at: 101.2) }  // stops at the edge
        #expect(amsler.drawing.cursor == (9, 4))
        amsler.toggleCell(at: 102)
        amsler.moveCursor(columns: -1, rows: 0, at: 102.5)
        amsler.toggleCell(at: 103)
        amsler.toggleCell(at: 104)  // unmarks the cell it marked
        #expect(amsler.drawing.strokes.count == 1 && amsler.drawing.isKeyMarked(column: 9, row: 4))
        #expect(amsler.drawing.strokes[0].source == .keys && amsler.drawing.strokes[0].samples.allSatisfy { $0.t == 2 })
        amsler.finish(at: 105)
        #expect(amsler.isFinished)
    }

    @Test func unattendedTheStepEndsThirtySecondsAfterItsLastTouchButNeverWhileAFingerIsDown() {
        let amsler = activity(unattended: true)
        amsler.receive(touch(.began, 0.5, 0.5), at: 110)
        amsler.advance(to: 150)
        #expect(!amsler.isFinished)
        amsler.receive(touch(.ended, 0.5, 0.5), at: 150)
        amsler.advance(to: 179.9)
        #expect(!amsler.isFinished)
        amsler.advance(to: 180)
        #expect(amsler.isFinished && amsler.drawing.strokes.count == 1)
        let attended = activity()
        attended.advance(to: 1000)
        #expect(!attended.isFinished)
    }

    @Test func aBrokenEyeSideIsRefusedAtItsPathWithTheWayOut() {
        let json = #"{"identifier": "t", "steps": [{"type": "amslerGrid", "identifier": "a", "eyeSide": "both"}]}"#
        let outcome = TaskLoader.load(json: Array(json.utf8), registry: .standard)
        #expect(outcome.task == nil)
        #expect(outcome.issues.map(\.description).contains {
            $0.contains("steps[0].eyeSide") && $0.contains("\"both\" is not an eye; use \"left\", \"right\" or \"notSpecified\"")
        }, "\(outcome.issues)")
        let plain = TaskLoader.load(json: Array(#"{"identifier": "t", "steps": [{"type": "amslerGrid", "identifier": "a"}]}"#.utf8), registry: .standard)
        #expect((plain.task?.steps.first as? AmslerGridStep)?.eyeSide == .notSpecified)
    }

    @Test func thePredefinedTaskHasResearchKitsStepsEyesAndTexts() throws {
        let task = try PredefinedTask.amslerGrid.task()
        #expect(task.steps.map(\.identifier) == ["instruction", "instruction1", "amsler.grid.left", "instruction2", "amsler.grid.right", "conclusion"])
        let grids = task.steps.compactMap { $0 as? AmslerGridStep }
        #expect(grids.map(\.eyeSide) == [.left, .right] && grids.allSatisfy { $0.recorders.map(\.type) == [.touch] && $0.duration == nil })
        #expect(task.steps[1].text?.contains("Close your Left Eye and stare at the dot") == true)
        #expect(task.steps[3].text?.contains("Close your Right Eye") == true)
    }

    @Test func resultsRoundTripThroughTheResultItemJSON() throws {
        let result = AmslerGridResult(identifier: "amsler.grid.right", eyeSide: .right,
                                      strokes: [.cellPath(column: 0, row: 9, at: 1.5), AmslerGridStroke(source: .touch, samples: [AmslerGridSample(t: 2, x: 0.5, y: 0.5)])])
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(ResultItem.self, from: TaskResult.makeEncoder().encode(ResultItem.typed(result)))
        #expect(decoded == .typed(result) && result.cellsPerSide == 10)
    }
}
