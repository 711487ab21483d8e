import ActiveTasks
@testable import Analysis
import Foundation
import RecordingFormat
import SignalProcessing
import TaskFamilies
import TestSupport
import Testing

@Suite struct AnalyzeBatchTests {
    private func firstLine(of fixture: String) throws -> String {
        String(try String(contentsOf: ProjectPaths.fixture(fixture), encoding: .utf8).prefix { $0 != "\n" })
    }

    /// A tree of recordings: tapping, walk, memory, a corrupt chunk and a torn last line.
    private func makeTree() throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory(prefix: "analyze-batch")
        let manager = FileManager.default
        for (name, source) in [("b-tapping", "tapping"), ("a-walk", "walk"), ("c-memory", "memory")] {
            try manager.copyItem(at: ProjectPaths.fixture("analysis/\(source)"),
                                 to: tree.url.appendingPathComponent("study/\(name)"))
        }
        let corrupt = tree.url.appendingPathComponent("study/d-corrupt")
        try manager.createDirectory(at: corrupt, withIntermediateDirectories: true)
        try Data((try firstLine(of: "analysis/tapping/touch-000001.jsonl") + "\n" + """
            {"sensorType":"touch","timestamp":1.0,"uptime":1.0,"phase":"began","touchId":1,"x":0.25,"y":0.8,"rawX":250,"rawY":560}
            {"sensorType":"touch","timestamp":1.1,"uptime":1.1,"phase":"ended","touchId":1,"x":0.25,"y":0.8
            {"sensorType":"touch","timestamp":1.5,"uptime":1.5,"phase":"began","touchId":2,"x":0.75,"y":0.8,"rawX":750,"rawY":560}

            """).utf8).write(to: corrupt.appendingPathComponent("touch-000001.jsonl"))
        let torn = tree.url.appendingPathComponent("study/e-torn")
        try manager.copyItem(at: ProjectPaths.fixture("analysis/tapping"), to: torn)
        let handle = try FileHandle(forWritingTo: torn.appendingPathComponent("touch-000001.jsonl"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"sensorType":"touch","timestamp":99.0,"pha"#.utf8))
        try handle.close()
        return tree
    }

    @Test func entriesComeInPathOrderWhateverTheNumberOfJobs() throws {
        let tree = try makeTree()
        let recordings = try RecordingDiscovery.recordings(in: [tree.url.path])
        let names = recordings.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(names == ["a-walk", "b-tapping", "c-memory", "d-corrupt", "e-torn"])
        let serial = AnalysisBatch(recordings: recordings).run(jobs: 1)
        let parallel = AnalysisBatch(recordings: recordings).run(jobs: 4)
        #expect(serial == parallel)
        #expect(serial.map(\.kind) == [.walk, .tapping, .memory, .tapping, .tapping])
    }

    @Test(.timeLimit(.minutes(1)))
    func linksBackUpTheTreeAreSkippedWithAWarningAndEachRecordingIsFoundOnce() throws {
        let tree = try makeTree()
        let study = tree.url.appendingPathComponent("study")
        try FileManager.default.createDirectory(at: study.appendingPathComponent("x"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: study.appendingPathComponent("x/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: study.appendingPathComponent("x/again").path, withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(atPath: study.appendingPathComponent("a-walk/inner").path, withDestinationPath: "..")
        var warnings: [String] = []
        let recordings = try RecordingDiscovery.recordings(in: [tree.url.path]) { warnings.append($0) }
        #expect(recordings.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["a-walk", "b-tapping", "c-memory", "d-corrupt", "e-torn"])
        #expect(warnings == [
            "\(tree.url.path)/study/a-walk/inner: skipped: it is \(tree.url.path)/study, already searched (a link makes a cycle or a second way to it)",
            "\(tree.url.path)/study/x/again: skipped: it is \(tree.url.path), already searched (a link makes a cycle or a second way to it)",
            "\(tree.url.path)/study/x/loop: skipped: it is \(tree.url.path)/study, already searched (a link makes a cycle or a second way to it)",
        ])
    }

    @Test func aCorruptChunkFailsOnlyItsOwnEntryAndNamesTheLine() throws {
        let tree = try makeTree()
        let entries = AnalysisBatch(recordings: try RecordingDiscovery.recordings(in: [tree.url.path])).run(jobs: 2)
        let corrupt = try #require(entries.first { $0.path.hasSuffix("d-corrupt") })
        #expect(corrupt.summary == nil)
        #expect(corrupt.error?.contains("touch-000001.jsonl:3") == true)
        #expect(entries.filter { $0.error == nil }.count == 4)
    }

    @Test func aTornLastLineIsSkippedWithAWarningAndTheRestCounts() throws {
        let tree = try makeTree()
        let entries = AnalysisBatch(recordings: try RecordingDiscovery.recordings(in: [tree.url.path])).run(jobs: 2)
        let torn = try #require(entries.first { $0.path.hasSuffix("e-torn") })
        let intact = try #require(entries.first { $0.path.hasSuffix("b-tapping") })
        #expect(torn.error == nil)
        #expect(torn.warnings.contains { $0.contains("torn last line") })
        #expect(torn.summary == intact.summary)
    }

    @Test func aTaskResultOfAnotherShapeIsAnErrorNamingTheFileAndTheField() throws {
        let folder = try TemporaryDirectory(prefix: "analyze-shape")
        for step in ["walking.outbound", "walking.rest"] {
            let stepFolder = folder.url.appendingPathComponent(step)
            try FileManager.default.createDirectory(at: stepFolder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: ProjectPaths.fixture("analysis/walk/accelerometer-000001.jsonl"),
                                             to: stepFolder.appendingPathComponent("accelerometer-000001.jsonl"))
        }
        let taskResult = folder.url.appendingPathComponent("taskResult.json")
        try Data(#"{"identifier":5,"steps":"x"}"#.utf8).write(to: taskResult)
        let recording = try #require(RecordingDiscovery.recordings(in: [folder.url.path]).first)
        let entries = RecordingAnalyzer.analyze(recording)
        #expect(entries.count == 1 && entries.first?.summary == nil, "the step folders' chunks are not merged into one walk: \(entries)")
        let error = try #require(entries.first?.error)
        #expect(error.contains("\(taskResult.path): not a task result") && error.contains("\"taskRunUUID\" is missing"), "\(error)")
    }

    @Test func tapsSplitAcrossChunksKeepTheirDuration() throws {
        let folder = try TemporaryDirectory(prefix: "analyze-split")
        let lines = try String(contentsOf: ProjectPaths.fixture("analysis/tapping/touch-000001.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        // Cut between a touch's "began"/"moved" and its "ended" (lines 2 and 4 of a tap triple).
        let cut = 3 * 10 + 2
        try (lines[..<cut].joined(separator: "\n") + "\n")
            .write(to: folder.url.appendingPathComponent("touch-000001.jsonl"), atomically: true, encoding: .utf8)
        try ([lines[0]] + lines[cut...]).joined(separator: "\n").appending("\n")
            .write(to: folder.url.appendingPathComponent("touch-000002.jsonl"), atomically: true, encoding: .utf8)
        let recording = try #require(RecordingDiscovery.recordings(in: [folder.url.path]).first)
        let split = try #require(RecordingAnalyzer.analyze(recording).first)
        let whole = try #require(RecordingAnalyzer.analyze(Recording(path: "whole", chunkFiles: [ProjectPaths.fixture("analysis/tapping/touch-000001.jsonl")])).first)
        #expect(split.error == nil)
        #expect(split.summary?["meanDwellTime"] == whole.summary?["meanDwellTime"])
        #expect(split.summary == whole.summary)
    }

    @Test func tapsAreSidedByTheTargetsTheirOwnStepRecorded() throws {
        let folder = try TemporaryDirectory(prefix: "analyze-targets")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("tap"), withIntermediateDirectories: true)
        let bytes = try Data(contentsOf: ProjectPaths.fixture("replay-tapping/touch-000001.jsonl"))
        try bytes.write(to: folder.url.appendingPathComponent("tap/touch-000001.jsonl"))
        let standard = try #require(RecordingAnalyzer.analyze(
            Recording(path: "standard", chunkFiles: [folder.url.appendingPathComponent("tap/touch-000001.jsonl")])).first)
        // A task whose tapping step swapped the two targets: every left tap becomes a right one.
        let swapped = TappingLayout(left: TappingLayout.standard.right, right: TappingLayout.standard.left)
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 5)
        let chunk = FileResult(identifier: "tap.touch", relativePath: "tap/touch-000001.jsonl", sequence: 1, sensorTypes: [.touch],
                               startDate: start, endDate: end, sampleCount: 1, droppedCount: 0, byteSize: bytes.count, sha256: FileResult.sha256(of: bytes))
        var result = TaskResult(identifier: "t", status: .completed, startDate: start)
        result.stepHistory = [StepResult(identifier: "tap", stepType: "tapping", startDate: start, endDate: end,
                                         results: [.typed(TappingResult(identifier: "tap", hand: "right", stepDuration: 5,
                                                                          samples: [], layout: swapped)), .file(chunk)])]
        try TaskResult.makeEncoder().encode(result).write(to: folder.url.appendingPathComponent("taskResult.json"))
        let recording = try #require(RecordingDiscovery.recordings(in: [folder.url.path]).first)
        let entries = RecordingAnalyzer.analyze(recording)
        let own = try #require(entries.first)
        #expect(entries.count == 1 && own.step == "tap" && own.kind == .tapping && own.task == "t")
        #expect(standard.error == nil && own.error == nil, "\(String(describing: own.error))")
        let left = try #require(standard.summary?["numberTapsLeft"] ?? nil), right = try #require(standard.summary?["numberTapsRight"] ?? nil)
        #expect(left > 0 && right > 0)
        #expect(own.summary?["numberTapsLeft"] == right && own.summary?["numberTapsRight"] == left)
        #expect(own.summary?["numberTaps"] == standard.summary?["numberTaps"])
    }
}
