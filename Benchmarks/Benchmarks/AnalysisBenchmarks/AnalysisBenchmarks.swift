import ActiveTasks
import Analysis
import Benchmark
import Foundation
import RecordingFormat
import JSONValues

/// A consumer that only counts samples: the cost of reading and parsing alone.
private struct CountingConsumer: SampleConsumer {
    var count = 0
    mutating func consume(_ sample: Sample) { count += 1 }
    func finish() -> AnalysisResult { AnalysisResult(summary: AnalysisSummary()) }
}

/// The prepared inputs, generated once.
private enum Inputs {
    static let walkFile: URL = {
        let url = SyntheticRecordings.folder.appendingPathComponent("walk/accelerometer-000001.jsonl")
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        SyntheticRecordings.walk(seconds: 5_000, to: url)
        return url
    }()

    static let stillFile: URL = {
        let url = SyntheticRecordings.folder.appendingPathComponent("still/accelerometer-000001.jsonl")
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        SyntheticRecordings.walk(seconds: 600, to: url)
        return url
    }()

    static let tappingFile: URL = {
        let url = SyntheticRecordings.folder.appendingPathComponent("tapping/touch-000001.jsonl")
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        SyntheticRecordings.tapping(taps: 150_000, to: url)
        return url
    }()

    static let memoryFolder: URL = {
        let folder = SyntheticRecordings.folder.appendingPathComponent("memory")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        SyntheticRecordings.memory(games: 5_000, to: folder.appendingPathComponent("taskResult.json"))
        return folder
    }()

    static let batchFolder: URL = {
        let root = SyntheticRecordings.folder.appendingPathComponent("batch")
        let one = root.appendingPathComponent("walk-0000/accelerometer-000001.jsonl")
        try? FileManager.default.createDirectory(at: one.deletingLastPathComponent(), withIntermediateDirectories: true)
        SyntheticRecordings.walk(seconds: 30, to: one)
        for index in 1..<1_000 {
            let copy = root.appendingPathComponent(String(format: "walk-%04d", index))
            try? FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: one, to: copy.appendingPathComponent("accelerometer-000001.jsonl"))
        }
        return root
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.teardown = {
        try? FileManager.default.removeItem(at: SyntheticRecordings.folder)
    }
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident],
                                                maxDuration: .seconds(20), maxIterations: 5)

    Benchmark("Read only: 55 MB accelerometer JSONL", configuration: configuration) { benchmark in
        let file = Inputs.walkFile
        benchmark.startMeasurement()
        var consumer = CountingConsumer()
        blackHole(try ChunkFeed.read([file], into: &consumer))
        blackHole(consumer.count)
    }

    Benchmark("Walk: 55 MB accelerometer JSONL", configuration: configuration) { benchmark in
        let file = Inputs.walkFile
        benchmark.startMeasurement()
        var analyzer = WalkAnalyzer()
        blackHole(try ChunkFeed.read([file], into: &analyzer))
        blackHole(analyzer.finish())
    }

    Benchmark("Gait: 55 MB accelerometer JSONL (83 minutes at 100 Hz)", configuration: configuration) { benchmark in
        let file = Inputs.walkFile
        benchmark.startMeasurement()
        var analyzer = GaitAnalyzer(body: BodyMeasures(sensorHeight: 0.95))
        blackHole(try ChunkFeed.read([file], into: &analyzer))
        try analyzer.check()
        blackHole(analyzer.finish())
    }

    Benchmark("Tremor: 10 minutes of 100 Hz accelerometer", configuration: configuration) { benchmark in
        let file = Inputs.stillFile
        benchmark.startMeasurement()
        var analyzer = TremorAnalyzer()
        blackHole(try ChunkFeed.read([file], into: &analyzer))
        blackHole(analyzer.finish())
    }

    Benchmark("Balance: 10 minutes of 100 Hz accelerometer", configuration: configuration) { benchmark in
        let file = Inputs.stillFile
        benchmark.startMeasurement()
        var analyzer = BalanceAnalyzer()
        blackHole(try ChunkFeed.read([file], into: &analyzer))
        blackHole(analyzer.finish())
    }

    Benchmark("Tapping: touch JSONL", configuration: configuration) { benchmark in
        let file = Inputs.tappingFile
        benchmark.startMeasurement()
        var analyzer = TappingAnalyzer()
        blackHole(try ChunkFeed.read([file], into: &analyzer))
        blackHole(analyzer.finish())
    }

    Benchmark("Memory: taskResult.json of 5,000 games", configuration: configuration) { benchmark in
        let recording = Recording(path: "memory", chunkFiles: [],
                                  taskResult: Inputs.memoryFolder.appendingPathComponent("taskResult.json"))
        benchmark.startMeasurement()
        blackHole(RecordingAnalyzer.analyze(recording, kind: .memory))
    }

    Benchmark("JSONParser: taskResult.json of 5,000 games", configuration: configuration) { benchmark in
        let bytes = try Array(Data(contentsOf: Inputs.memoryFolder.appendingPathComponent("taskResult.json")))
        benchmark.startMeasurement()
        blackHole(try JSONParser.parse(bytes))
    }

    if RealWalks.files.isEmpty {
        FileHandle.standardError.write(Data("""
            The real walks are absent (no *.csv in \(RealWalks.source.path); the Oxford Step Counter \
            data set's validation CSVs, or set ACTIVETASK_WALKING_DATA): the "Real walks" benchmarks are skipped.

            """.utf8))
    } else {
        FileHandle.standardError.write(Data((RealWalks.summary + "\n").utf8))
        realWalkBenchmarks()
    }

    Benchmark("Batch: 1,000 thirty-second walks, 2 jobs",
              configuration: Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident],
                                                     maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
        let root = Inputs.batchFolder
        benchmark.startMeasurement()
        let recordings = try RecordingDiscovery.recordings(in: [root.path])
        blackHole(AnalysisBatch(recordings: recordings, kind: .walk).run(jobs: 2))
    }
}

/// The cases on the real walks as the recorders write them (`RealWalks`): reading and the walk
/// analysis of the six whole walks, and 300 small recordings end to end with one job, as folders
/// of chunks and as task outputs whose chunks are checked against their SHA-256 while read.
private func realWalkBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .peakMemoryResident],
                                                maxDuration: .seconds(20), maxIterations: 10)
    Benchmark("Real walks: read only, 6 whole walks at 50 Hz", configuration: configuration) { benchmark in
        let files = RealWalks.wholeWalks
        benchmark.startMeasurement()
        var consumer = CountingConsumer()
        blackHole(try ChunkFeed.read(files, into: &consumer))
        blackHole(consumer.count)
    }

    Benchmark("Real walks: read only, SHA-256 checked, 6 whole walks at 50 Hz", configuration: configuration) { benchmark in
        let files = RealWalks.wholeWalks, listed = RealWalks.wholeWalkListings
        benchmark.startMeasurement()
        var consumer = CountingConsumer()
        blackHole(try ChunkFeed.read(files, listed: listed, strict: true, into: &consumer))
        blackHole(consumer.count)
    }

    Benchmark("Real walks: walk analysis, 6 whole walks at 50 Hz", configuration: configuration) { benchmark in
        let files = RealWalks.wholeWalks
        benchmark.startMeasurement()
        for file in files {
            var analyzer = WalkAnalyzer()
            blackHole(try ChunkFeed.read([file], into: &analyzer))
            blackHole(analyzer.finish())
        }
    }

    Benchmark("Real walks: 300 recordings of 24 s end to end, 1 job", configuration: configuration) { benchmark in
        let root = RealWalks.smallRecordings
        benchmark.startMeasurement()
        let recordings = try RecordingDiscovery.recordings(in: [root.path])
        blackHole(AnalysisBatch(recordings: recordings, kind: .walk).run(jobs: 1))
    }

    Benchmark("Real walks: 300 task outputs of 24 s end to end, SHA-256 checked, 1 job", configuration: configuration) { benchmark in
        let root = RealWalks.smallTaskOutputs
        benchmark.startMeasurement()
        let recordings = try RecordingDiscovery.recordings(in: [root.path])
        blackHole(AnalysisBatch(recordings: recordings, kind: .walk).run(jobs: 1))
    }
}
