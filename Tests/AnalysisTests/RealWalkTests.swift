import TestSupport
import SignalProcessing
import Analysis
import ActiveTasks
import Foundation
import RecordingFormat
import Testing

/// The step counter on real walks: `../shared/data/walking/*.csv` (Oxford Step Counter data set,
/// CC BY 4.0; a phone carried in six positions, steps counted by a separate reference device;
/// see ../shared/data/README.md). Each walk is written as accelerometer chunks with the
/// recorders' `ChunkWriter` and analysed as `activetask analyze` does.
@Suite struct RealWalkTests {
    /// `../shared/data/walking` beside this checkout.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data/walking")

    /// The walks' CSV files, in name order; empty when the folder is absent.
    static let files: [URL] = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "csv" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }

    /// One walk: its accelerometer samples in g and the counts of its last row.
    struct Walk {
        var samples: [MotionSample]
        /// The reference device's steps (column 6).
        var reference: Int
        /// The phone app's own algorithm's steps (column 5).
        var app: Int
    }

    /// Reads a CSV of `timestamp` (ns), `accx`, `accy`, `accz` (m/s²), then cumulative counts.
    static func walk(_ url: URL) throws -> Walk {
        let text = try String(contentsOf: url, encoding: .utf8)
        var samples: [MotionSample] = []
        var last: [Substring] = []
        var start: Double?
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: ",")
            guard fields.count >= 6, let nanoseconds = Double(fields[0]), let x = Double(fields[1]),
                  let y = Double(fields[2]), let z = Double(fields[3]) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(url.path):\(index + 1)"])
            }
            let uptime = nanoseconds / 1e9
            let zero = start ?? uptime
            start = zero
            let g = 9.80665
            samples.append(MotionSample(sensorType: .accelerometer, timestamp: uptime - zero, uptime: uptime,
                                        x: x / g, y: y / g, z: z / g))
            last = fields
        }
        let app = try #require(Int(last[4])), reference = try #require(Int(last[5]))
        return Walk(samples: samples, reference: reference, app: app)
    }

    /// Writes `samples` as accelerometer chunks into a new folder, analyses that recording as a
    /// walk and returns its step count.
    static func analyzedSteps(_ samples: [MotionSample]) throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = ChunkWriter(directory: folder, recorderIdentifier: "accelerometer", sensorTypes: [.accelerometer],
                                 device: DeviceDescription(name: "Galaxy S6", identifier: "oxford-step-counter", backend: "csv"),
                                 zero: RecordingZero(uptime: samples.first?.uptime ?? 0, date: Date(timeIntervalSince1970: 0)),
                                 chunkBytes: 1 << 20, chunkSeconds: 60)
        try writer.open()
        try writer.append(samples.map(Sample.motion), dropped: 0)
        try writer.close()
        let recordings = try RecordingDiscovery.recordings(in: [folder.path])
        #expect(recordings.count == 1)
        let recording = try #require(recordings.first)
        #expect(recording.chunkFiles.count > 1, "a 200 s walk spans several 60 s chunks")
        let entries = RecordingAnalyzer.analyze(recording, kind: .walk)
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        let steps = try #require(entry.summary?["stepCount"], "\(entry.error ?? "")")
        #expect(steps == steps.rounded() && steps >= 0)
        return Int(steps)
    }

    @Test(.enabled(if: !files.isEmpty, "../shared/data/walking is absent: the step counter is not checked against real walks"))
    func eachRealWalkIsCountedWithinThreePercentAndAllWithinOnePointFiveOnAverage() throws {
        var errors: [Double] = []
        for file in Self.files {
            let walk = try Self.walk(file)
            let steps = try Self.analyzedSteps(walk.samples)
            let error = Double(steps - walk.reference) / Double(walk.reference) * 100
            errors.append(abs(error))
            #expect(abs(error) <= 3, "\(file.lastPathComponent): \(steps) steps for \(walk.reference) (\(error) %; the phone app counted \(walk.app))")
        }
        let mean = errors.reduce(0, +) / Double(errors.count)
        #expect(mean <= 1.5, "mean absolute error \(mean) % over \(errors.count) walks")
    }

    @Test(.enabled(if: !files.isEmpty, "../shared/data/walking is absent: the live step counter is not checked against real walks"))
    func theLiveStepCounterCountsAsTheAnalysisDoes() throws {
        for file in Self.files {
            let walk = try Self.walk(file)
            var counter = StepCounter(target: 100_000)
            for sample in walk.samples { counter.add(sample) }
            var analyzer = WalkAnalyzer()
            for sample in walk.samples { analyzer.consume(.motion(sample)) }
            let analyzed = try #require(analyzer.finish().summary["stepCount"])
            // The analysis also counts a step the recording ends before the counter could report it.
            #expect(Int(analyzed) - counter.count == 0 || Int(analyzed) - counter.count == 1,
                    "\(file.lastPathComponent): counter \(counter.count), analysis \(analyzed)")
            #expect(abs(Double(counter.count - walk.reference)) <= 0.03 * Double(walk.reference))
        }
    }
}
