import ActiveTasks
import PredefinedTasks
import TaskSessions
import TestSupport
import Testing

@Suite struct SpokenCuePlanTests {
    private func summary(_ cues: [SpokenCue]) -> [String] {
        cues.map { "\($0.kind.rawValue)\($0.text.map { ":" + $0 } ?? "")@\($0.delay)" }
    }

    @Test func shortWalkSpeaksTheLegsTheRestAndTheLastSecondsOfItsCountdownWithoutAnyJSONKeys() throws {
        let task = try PredefinedTask.shortWalk.task()
        let plan = SpokenCuePlan(task: task)
        let steps = Dictionary(uniqueKeysWithValues: task.flattenedSteps.map { ($0.identifier, $0) })
        let countdown = try #require(steps["countdown"])
        #expect(summary(plan.cuesOnStart(of: countdown)) == ["countdown:3@2.0", "countdown:2@3.0", "countdown:1@4.0"])
        #expect(plan.cuesOnFinish(of: countdown).isEmpty)
        for leg in ["walking.outbound", "walking.return", "walking.rest"] {
            let step = try #require(steps[leg])
            let text = try #require(step.text)
            #expect(summary(plan.cuesOnStart(of: step)) == ["startTone@0.0", "instruction:\(text)@0.0"], "\(leg)")
            #expect(summary(plan.cuesOnFinish(of: step)) == ["stopTone@0.0"], "\(leg)")
        }
        for quiet in ["instruction", "instruction1", "conclusion"] {
            let step = try #require(steps[quiet])
            #expect(plan.cuesOnStart(of: step).isEmpty && plan.cuesOnFinish(of: step).isEmpty, "\(quiet)")
        }
        #expect(plan.texts(of: task) == ["3", "2", "1", steps["walking.outbound"]?.text, steps["walking.return"]?.text,
                                         steps["walking.rest"]?.text].compactMap { $0 })
    }

    @Test func stepsHeldInTheHandAreSilentByDefault() throws {
        let task = try PredefinedTask.tremor.task()
        let plan = SpokenCuePlan(task: task)
        #expect(task.flattenedSteps.allSatisfy { plan.cuesOnStart(of: $0).isEmpty && plan.cuesOnFinish(of: $0).isEmpty })
    }

    @Test func theResearchKitKeysOverrideTheDefaultsOfEveryActiveStepType() throws {
        let task = try TestTasks.task("""
            {"identifier": "t", "steps": [
              {"type": "countdown", "identifier": "c", "duration": 2, "shouldSpeakCountDown": true},
              {"type": "active", "identifier": "hand", "duration": 5, "spokenInstruction": "Hold still.",
               "finishedSpokenInstruction": "Done.", "shouldPlaySoundOnFinish": true},
              {"type": "walking", "identifier": "w", "numberOfSteps": 5, "shouldPlaySoundOnStart": false,
               "spokenInstruction": "", "shouldPlaySoundOnFinish": false},
              {"type": "timedWalk", "identifier": "tw", "distanceInMeters": 10, "timeLimit": 30,
               "spokenInstruction": "Geh los.", "finishedSpokenInstruction": "Halt."}
            ]}
            """)
        let plan = SpokenCuePlan(task: task)
        let steps = task.flattenedSteps
        // A countdown before a step held in the hand speaks only when asked, and never more seconds than it has.
        #expect(summary(plan.cuesOnStart(of: steps[0])) == ["countdown:2@0.0", "countdown:1@1.0"])
        #expect(summary(plan.cuesOnStart(of: steps[1])) == ["instruction:Hold still.@0.0"])
        #expect(summary(plan.cuesOnFinish(of: steps[1])) == ["stopTone@0.0", "finishedInstruction:Done.@0.0"])
        #expect(plan.cuesOnStart(of: steps[2]).isEmpty && plan.cuesOnFinish(of: steps[2]).isEmpty)
        #expect(summary(plan.cuesOnStart(of: steps[3])) == ["startTone@0.0", "instruction:Geh los.@0.0"])
        #expect(summary(plan.cuesOnFinish(of: steps[3])) == ["stopTone@0.0", "finishedInstruction:Halt.@0.0"])
    }

    @Test func aSpeechKeyOfTheWrongTypeIsAnErrorNamingItsPath() {
        let issues = TestTasks.issues("""
            {"identifier": "t", "steps": [
              {"type": "active", "identifier": "a", "duration": 5, "spokenInstruction": 3, "shouldSpeakCountDown": "yes"}
            ]}
            """)
        #expect(issues.contains { $0.contains("steps[0].spokenInstruction") && $0.contains("expected a text") }, "\(issues)")
        #expect(issues.contains { $0.contains("steps[0].shouldSpeakCountDown") && $0.contains("expected true or false") }, "\(issues)")
    }
}
