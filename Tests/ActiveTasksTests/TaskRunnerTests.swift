import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

@Suite struct TaskRunnerTests {
    /// A clock that advances one second per reading, from 2026-01-01T00:00:00Z.
    final class SteppingClock {
        private var next = Date(timeIntervalSince1970: 1_767_225_600)
        func now() -> Date {
            defer { next += 1 }
            return next
        }
    }

    /// Records the observer calls and attaches a file result to active steps.
    final class Recording: TaskRunnerObserver {
        var calls: [String] = []
        let file = FileResult(identifier: "walkMotion", relativePath: "walkMotion/1.ndjson", sequence: 1,
                              sensorTypes: [.accelerometer], startDate: Date(timeIntervalSince1970: 0),
                              endDate: Date(timeIntervalSince1970: 2), sampleCount: 200, droppedCount: 0,
                              byteSize: 9000, sha256: String(repeating: "a", count: 64))
        func runner(_ runner: TaskRunner, didStart step: any Step) { calls.append("start \(step.identifier)") }
        func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
            calls.append("finish \(step.identifier)")
            if let step = step as? any ActivityStep, !step.recorders.isEmpty { result.append(files: [file]) }
        }
        func runner(_ runner: TaskRunner, didLeave step: any Step) { calls.append("leave \(step.identifier)") }
        func runner(_ runner: TaskRunner, didFinish result: inout TaskResult) {
            calls.append("task \(result.status.rawValue)")
            result.asyncResults.append(.error(ErrorResult(identifier: "location", error: ActivetaskError(.connectionFailed, "gpsd at 127.0.0.1:2947 refused the connection; start gpsd"), date: result.endDate!)))
        }
    }

    @Test func observersSeeEveryStepAndAttachFileAndErrorResults() throws {
        let observer = Recording()
        let runner = TaskRunner(task: try TestTasks.load("walk.json"), observer: observer)
        runner.start()
        try runner.next()
        try runner.next()
        try runner.back()
        try runner.next()
        try runner.next()
        try runner.next(answers: ["pain": .boolean(false)])
        try runner.next()
        #expect(observer.calls == [
            "start instructions", "finish instructions", "start countdown", "finish countdown", "start walk",
            "leave walk", "start countdown", "finish countdown", "start walk", "finish walk", "start pain",
            "finish pain", "start done", "finish done", "task completed",
        ])
        let walk = try #require(runner.result.stepHistory.first { $0.identifier == "walk" })
        #expect(walk.results == [.file(observer.file)])
        guard case .error(let error)? = runner.result.asyncResults.first else { Issue.record("no async error"); return }
        #expect(error.kind == "connectionFailed")
    }

    @Test func cancelEndsTheRunAndKeepsFinishedSteps() throws {
        let runner = TaskRunner(task: try TestTasks.load("walk.json"))
        runner.start()
        try runner.next()
        runner.cancel()
        #expect(runner.result.status == .cancelled)
        #expect(runner.result.endDate != nil)
        #expect(runner.result.stepHistory.map(\.identifier) == ["instructions"])
        #expect(throws: ActivetaskError(.notRunning, #"task "shortWalk" has ended (cancelled)"#)) { try runner.next() }
    }

    @Test func aRunSavedDuringAnActiveStepResumesByStartingThatStepAgain() throws {
        let task = try TestTasks.load("walk.json")
        let runner = TaskRunner(task: task)
        runner.start()
        try runner.next()
        try runner.next()
        #expect(runner.currentStep?.identifier == "walk")
        runner.save()
        #expect(runner.result.status == .saved)
        #expect(runner.result.resumePath == ["instructions", "countdown", "walk"])
        #expect(runner.currentStep == nil)
        let resumed = try TaskRunner(task: task, resuming: runner.result)
        #expect(resumed.currentStep?.identifier == "walk")
        #expect(resumed.result.status == .running && resumed.result.resumePath == nil)
        #expect(resumed.result.taskRunUUID == runner.result.taskRunUUID)
        #expect(resumed.result.stepHistory.map(\.identifier) == ["instructions", "countdown"])
        try resumed.next()
        #expect(resumed.result.stepHistory.map(\.identifier) == ["instructions", "countdown", "walk"])
        #expect(resumed.currentStep?.identifier == "pain")
    }

    @Test func aFailureReportedWhileAStepEndsKeepsThatStepsResultAndEndsTheRun() throws {
        final class FailingRecorder: TaskRunnerObserver {
            func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
                guard step.identifier == "countdown" else { return }
                runner.fail(ActivetaskError(.writeFailed, "chunk c-000001.jsonl: write failed"), identifier: "motion")
            }
        }
        let observer = FailingRecorder()
        let runner = TaskRunner(task: try TestTasks.load("walk.json"), observer: observer)
        runner.start()
        try runner.next()
        try runner.next()
        #expect(runner.result.status == .failed)
        #expect(runner.result.stepHistory.map(\.identifier) == ["instructions", "countdown"])
        #expect(runner.result.error?.identifier == "motion" && runner.result.error?.kind == "writeFailed")
        #expect(runner.currentStep == nil)
    }

    @Test func aRunSavedAtAQuestionResumesThereWithItsAnswersAndBackPath() throws {
        let task = try TestTasks.load("survey.json")
        let runner = TaskRunner(task: task)
        runner.start()
        try runner.next()
        try runner.next(answers: ["age": .integer(30)])
        let resumed = try TaskRunner(task: task, restorationData: try runner.restorationData())
        #expect(resumed.currentStep?.identifier == "smoker")
        #expect(resumed.result.latestAnswer("age") == .integer(30))
        try resumed.back()
        #expect(resumed.currentStep?.identifier == "age")
    }

    @Test func restorationDataOfAnotherTaskIsRefused() throws {
        let runner = TaskRunner(task: try TestTasks.load("walk.json"))
        runner.start()
        let saved = try runner.restorationData()
        #expect(throws: ActivetaskError(.invalidRestorationData, #"the saved run belongs to task "shortWalk", not "smokingSurvey"; resume it with that task"#)) {
            try TaskRunner(task: try TestTasks.load("survey.json"), restorationData: saved)
        }
        #expect(throws: ActivetaskError.self) { try TaskRunner(task: try TestTasks.load("walk.json"), restorationData: Data("{}".utf8)) }
    }

    @Test func resultsEncodeDatesAsISO8601WithMillisecondsAndRoundTrip() throws {
        let clock = SteppingClock()
        let runner = TaskRunner(task: try TestTasks.load("questionnaire.json"), clock: clock.now)
        runner.start()
        try runner.next(answers: ["name": .text("JD"), "birthday": .date(Date(timeIntervalSince1970: 327_369_600)),
                                  "weight": .decimal(72.5), "pin": .integer(4821)])
        try runner.next(answers: ["bedtime": .timeOfDay(TimeOfDay(hour: 22, minute: 45)), "duration": .timeInterval(27000),
                                  "quality": .decimal(0.9), "disturbances": .choices([.string("Noise")]),
                                  "position": .choice(.string("Side"))])
        try runner.next()
        #expect(runner.result.status == .completed)
        let data = try TaskResult.makeEncoder().encode(runner.result)
        let json = try JSONParser.parse(Array(data))
        #expect(json["startDate"] == .string("2026-01-01T00:00:00.000Z"))
        guard case .array(let history)? = json["stepHistory"], case .array(let answers)? = history[0]["results"] else {
            Issue.record("no step history"); return
        }
        #expect(history[0]["startDate"] == .string("2026-01-01T00:00:01.000Z"))
        #expect(answers.map { $0["value"] } == [.string("JD"), .string("1980-05-17T00:00:00.000Z"), .double(72.5), .int(4821)])
        #expect(answers[2]["unit"] == .string("kg"))
        guard case .array(let sleep)? = history[1]["results"] else { Issue.record("no sleep results"); return }
        #expect(sleep[0]["value"] == .string("22:45:00"))
        #expect(history.count == 3)
        #expect(try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: data) == runner.result)
    }

    @Test func answersKeepTheirRaveFormatAndDateStyleThroughTheResultFile() throws {
        let task = try TestTasks.task("""
            {"identifier": "t", "steps": [
              {"type": "question", "identifier": "pin", "answerFormat": {"type": "integer", "format": "4+"}},
              {"type": "question", "identifier": "initials", "answerFormat": {"type": "text", "format": "$3"}},
              {"type": "question", "identifier": "born", "answerFormat": {"type": "date"}},
              {"type": "question", "identifier": "dose", "answerFormat": {"type": "date", "style": "dateAndTime"}},
              {"type": "question", "identifier": "kg", "answerFormat": {"type": "decimal"}}]}
            """)
        let runner = TaskRunner(task: task)
        runner.start()
        try runner.next(answers: ["pin": .integer(4821)])
        try runner.next(answers: ["initials": .text("AB")])
        try runner.next(answers: ["born": .date(Date(timeIntervalSince1970: 0))])
        try runner.next(answers: ["dose": .date(Date(timeIntervalSince1970: 0))])
        try runner.next(answers: ["kg": .decimal(70)])
        let data = try TaskResult.makeEncoder().encode(runner.result)
        let answers = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: data).stepHistory.flatMap(\.answers)
        #expect(answers.map(\.format) == [RaveFormat("4+"), RaveFormat("$3"), nil, nil, nil])
        #expect(answers.map(\.dateStyle) == [nil, nil, .date, .dateAndTime, nil])
        #expect(String(decoding: data, as: UTF8.self).contains(#""format" : "4+""#))
    }
}
