import ActiveTasks
import Benchmark
import TaskFamilies
import Foundation

/// Task JSON of `count` steps as `activetask validate` and `run --auto` meet it: instructions,
/// every tenth an optional yes/no question, every hundredth naming its next step; with
/// `skipRules`, the first step is a yes/no question and every other step carries a skip rule on
/// it (issue 41: the validator's loop check was quadratic in such steps); with `loop`, the last
/// step (which then has no skip rule: skipping it would end the task) leads back to the first,
/// so every step is in one loop the validator must report.
private func longTask(_ count: Int, skipRules: Bool = false, loop: Bool = false) -> [UInt8] {
    var steps: [String] = []
    let skip = skipRules ? #","skipRules":[{"resultIdentifier":"s0","matchingAnswer":true}]"# : ""
    for index in 0..<count {
        let last = loop && index == count - 1
        let next = (index % 100 == 50 && index + 1 < count ? #","nextStepIdentifier":"s\#(index + 1)""# : last ? #","nextStepIdentifier":"s0""# : "")
            + (index > 0 && !last ? skip : "")
        if index % 10 == 5 || (skipRules && index == 0) {
            steps.append(#"{"type":"question","identifier":"s\#(index)","title":"Question \#(index)","optional":true,"answerFormat":{"type":"boolean"}\#(next)}"#)
        } else {
            steps.append(#"{"type":"instruction","identifier":"s\#(index)","title":"Step \#(index)","text":"Read this."\#(next)}"#)
        }
    }
    return Array(#"{"identifier":"long","steps":[\#(steps.joined(separator: ","))]}"#.utf8)
}

/// Loading and validating a task, and walking it with the runner as `run --auto` does (every
/// step ended, optional questions skipped), at 1,000, 10,000 and 100,000 steps: both grow
/// linearly with the number of steps (issue 30), and so does validating 100,000 steps with a skip
/// rule each (issue 41: under 2 s).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
                                                maxDuration: .seconds(20), maxIterations: 5)
    for count in [1_000, 10_000, 100_000] {
        let json = longTask(count)
        let label = count.formatted(.number.grouping(.automatic))
        Benchmark("Validate: \(label) steps (load, build, check)", configuration: configuration) { _ in
            let outcome = TaskLoader.load(json: json, registry: .standard)
            precondition(outcome.task != nil, "the generated task is valid")
            blackHole(outcome)
        }
        Benchmark("Run: \(label) steps through TaskRunner", configuration: configuration) { benchmark in
            guard let task = TaskLoader.load(json: json, registry: .standard).task else { preconditionFailure("the generated task is valid") }
            benchmark.startMeasurement()
            let runner = TaskRunner(task: task)
            runner.start()
            while let step = runner.currentStep {
                if step.questions.isEmpty { try runner.next() } else { try runner.skip() }
                blackHole(runner.progress)
            }
            blackHole(runner.result)
        }
    }
    let skipping = longTask(100_000, skipRules: true)
    Benchmark("Validate: 100,000 steps with a skip rule each", configuration: configuration) { _ in
        let outcome = TaskLoader.load(json: skipping, registry: .standard)
        precondition(outcome.task != nil, "the generated task is valid")
        blackHole(outcome)
    }
    let looping = longTask(100_000, skipRules: true, loop: true)
    Benchmark("Validate: 100,000 steps with a skip rule each, all in one loop", configuration: configuration) { _ in
        let outcome = TaskLoader.load(json: looping, registry: .standard)
        precondition(outcome.task == nil, "the loop is an error")
        blackHole(outcome)
    }
}
