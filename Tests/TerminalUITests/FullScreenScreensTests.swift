import ActiveTasks
import ActiveTasksTesting
import PredefinedTasks
import TaskFamilies
@testable import TerminalUI
import TestSupport
import Testing

/// The full-screen presenter finds an activity's screen by the step's type: each family's screen
/// draws and plays its own activity, and every activity step type the standard registry knows
/// has one.
@Suite struct FullScreenScreensTests {
    /// A Stroop step of two trials, its activity begun at 0 s, and a presenter whose clock reads 1 s.
    private func stroop() -> (step: StroopStep, activity: StroopActivity, presenter: FullScreenPresenter) {
        let step = StroopStep(header: StepHeader(identifier: "s", title: "Colours"), numberOfAttempts: 2, seed: 7)
        let activity = StroopActivity(step: step, language: .english, seed: 7)
        activity.begin(at: 0)
        let presenter = FullScreenPresenter(runner: TaskRunner(task: OrderedTask(identifier: "t", steps: [step])), clock: { 1 })
        return (step, activity, presenter)
    }

    @Test func aFamilysScreenIsFoundByItsStepTypeAndDrawsItsActivity() throws {
        let (step, activity, presenter) = stroop()
        let screen = try #require(FullScreenScreens.screen(for: "stroop"))
        #expect(screen is StroopFullScreen)
        let lines = try #require(screen.frame(step, of: activity, in: presenter)).lines
        #expect(lines.contains { $0.contains("[1] R") } && lines.contains { $0.contains("[4] Y") }, "\(lines)")
        #expect(lines.contains { $0.contains("1/2") }, "\(lines)")
    }

    @Test func aFamilysScreenPlaysItsKeysOnItsActivity() throws {
        let (step, activity, presenter) = stroop()
        var screen = try #require(FullScreenScreens.screen(for: step.type))
        screen.handle(.character("3"), of: activity, in: presenter)
        let trial = try #require(activity.test.trials.first)
        #expect(trial.colorSelected == .blue && trial.endTime == 1)
    }

    @Test func aScreenGivenAnotherFamilysActivityDrawsNothingAndIgnoresKeys() throws {
        let (step, activity, presenter) = stroop()
        var screen = try #require(FullScreenScreens.screen(for: "trailmaking"))
        #expect(screen.frame(step, of: activity, in: presenter) == nil)
        screen.handle(.character("a"), of: activity, in: presenter)
        #expect(activity.test.trials.allSatisfy { $0.colorSelected == nil })
    }

    @Test func everyStepTypeIsDrawnByOneScreen() {
        let types = FullScreenScreens.all.flatMap { $0.stepTypes }
        #expect(types.count == Set(types).count, "\(types)")
        for screen in FullScreenScreens.all {
            for stepType in screen.stepTypes {
                #expect(FullScreenScreens.screen(for: stepType).map { ObjectIdentifier(type(of: $0)) } == ObjectIdentifier(screen), "\(stepType)")
            }
        }
    }

    @Test func everyActivityStepTypeOfTheStandardRegistryIsDrawable() throws {
        var activityTypes: Set<String> = []
        var seen: Set<String> = []
        func note(_ steps: [any Step]) {
            for step in steps {
                seen.insert(step.type)
                if step.isActive { activityTypes.insert(step.type) }
            }
        }
        for type in StepRegistry.standard.stepTypes {
            let json = #"{"identifier": "t", "steps": [{"type": "\#(type)", "identifier": "s", "title": "S"}]}"#
            note(TaskLoader.load(json: Array(json.utf8), registry: .standard).task?.flattenedSteps ?? [])
        }
        for predefined in PredefinedTask.allCases { note(try predefined.task().flattenedSteps) }
        let familyTypes = StandardFamilies.all.flatMap { $0.steps.map(\.name) }
        #expect(Set(familyTypes).subtracting(seen).isEmpty, "no step built of \(Set(familyTypes).subtracting(seen).sorted())")
        #expect(activityTypes.isSuperset(of: ["active", "countdown"] + familyTypes), "\(activityTypes.sorted())")
        let undrawable = activityTypes.filter { !FullScreenPresenter.canDraw(stepType: $0) }
        #expect(undrawable.isEmpty, "no full-screen screen draws \(undrawable.sorted())")
    }

    @Test func aStepTypeOfOnesOwnAndAQuestionAreNotDrawnAsActivities() {
        #expect(!FullScreenPresenter.canDraw(stepType: BreatheStep(header: StepHeader(identifier: "b"), duration: 2).type))
        #expect(!FullScreenPresenter.canDraw(stepType: "question"))
        #expect(FullScreenPresenter.canDraw(stepType: "countdown") && FullScreenPresenter.canDraw(stepType: "walking"))
    }
}

/// An activity step type of a study's own that no presenter has a screen for.
private struct BreatheTimerStep: ActivityStep {
    var header: StepHeader
    var type: String { "breatheTimer" }
    var duration: Double? { 5 }
}

/// A task with an activity step no screen draws is refused before it runs, naming the step,
/// its type and the presenter.
@Suite struct UndrawnStepTests {
    @Test func anActivityStepNoScreenDrawsIsAnErrorNamingTheStepItsTypeAndThePresenter() {
        let task = OrderedTask(identifier: "t", steps: [
            InstructionStep(kind: .instruction, header: StepHeader(identifier: "intro")),
            SectionStep(header: StepHeader(identifier: "part"), steps: [BreatheTimerStep(header: StepHeader(identifier: "breathe"))]),
        ])
        let issues = TaskValidator.drawingIssues(in: task, presenter: "present", canDraw: FullScreenPresenter.canDraw(stepType:))
        #expect(issues.map(\.path) == ["steps[1].steps[0]"])
        #expect(issues.first?.severity == .error)
        #expect(issues.first?.message.contains(#"step "breathe" of type "breatheTimer" cannot be drawn by present"#) == true, "\(issues)")
        let drawable = OrderedTask(identifier: "t", steps: [FlankerStep(header: StepHeader(identifier: "f"))])
        #expect(TaskValidator.drawingIssues(in: drawable, presenter: "present", canDraw: FullScreenPresenter.canDraw(stepType:)).isEmpty)
    }
}
