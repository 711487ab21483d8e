import ActiveTasks
import TaskFamilies
import Foundation

/// Chunk files and task results written once per benchmark run into a temporary folder, in the
/// recording pipeline's format (header line, then one sample per line).
enum SyntheticRecordings {
    /// The folder holding everything generated.
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("analysis-benchmarks-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private static func header(_ sensor: String) -> String {
        """
        {"type":"header","schema":"org.activetask.samples","schemaVersion":1,"recorderIdentifier":"\(sensor)",\
        "sensorTypes":["\(sensor)"],"units":{},"device":{"name":"benchmark","identifier":"synthetic",\
        "backend":"synthetic","details":{}},"sequence":1,"zeroDate":"2026-11-22T00:00:00.000Z","zeroUptime":1000.0}

        """
    }

    private static func write(_ lines: (inout String) -> Void, to url: URL) {
        var text = ""
        lines(&text)
        FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
    }

    private static func fixed(_ value: Double) -> String {
        String(format: "%.6f", value)
    }

    /// An accelerometer chunk of `seconds` at 100 Hz: walking at 1.8 steps/s with noise.
    static func walk(seconds: Double, to url: URL) {
        write({ text in
            text += header("accelerometer")
            var state: UInt64 = 12345
            for i in 0..<Int(seconds * 100) {
                let t = Double(i) / 100
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = Double(state >> 40) / Double(1 << 24) * 0.02 - 0.01
                let vertical = 1 + 0.3 * sin(2 * .pi * 1.8 * t) + noise
                text += "{\"sensorType\":\"accelerometer\",\"timestamp\":\(fixed(t)),\"uptime\":\(fixed(1000 + t)),"
                text += "\"x\":\(fixed(0.5 * vertical * cos(t / 5))),\"y\":\(fixed(0.5 * vertical * sin(t / 5))),\"z\":\(fixed(0.866 * vertical))}\n"
            }
        }, to: url)
    }

    /// A touch chunk of `taps` alternating taps, each a began, a moved and an ended line.
    static func tapping(taps: Int, to url: URL) {
        write({ text in
            text += header("touch")
            for i in 0..<taps {
                let t = Double(i) * 0.25
                let x = i % 2 == 0 ? 0.25 + Double(i % 7) * 0.01 : 0.75 - Double(i % 5) * 0.01
                for (phase, dt) in [("began", 0.0), ("moved", 0.04), ("ended", 0.08)] {
                    text += "{\"sensorType\":\"touch\",\"timestamp\":\(fixed(t + dt)),\"uptime\":\(fixed(1000 + t + dt)),"
                    text += "\"phase\":\"\(phase)\",\"touchId\":\(i),\"x\":\(fixed(x)),\"y\":0.800000,\"rawX\":\(Int(x * 1000)),\"rawY\":560}\n"
                }
            }
        }, to: url)
    }

    /// A task result holding one spatial span result of `games` games.
    static func memory(games: Int, to url: URL) {
        let rects = (0..<9).map { SpatialSpanRect(x: Double($0 % 3) * 40, y: Double($0 / 3) * 40, width: 30, height: 30) }
        let records = (0..<games).map { game in
            let sequence = (0..<(3 + game % 5)).map { ($0 * 4 + game) % 9 }
            let touches = sequence.enumerated().map { order, target in
                SpatialSpanTouchSample(timestamp: Double(order + 1) * 0.7, targetIndex: target,
                                       location: SpatialSpanPoint(x: rects[target].center.x + 3, y: rects[target].center.y - 2),
                                       correct: true)
            }
            return SpatialSpanGameRecord(seed: UInt32(game), sequence: sequence, gameSize: 9, targetRects: rects,
                                         touchSamples: touches, gameStatus: .success, score: sequence.count * 5)
        }
        let result = SpatialSpanMemoryResult(identifier: "memory", score: records.reduce(0) { $0 + $1.score },
                                             numberOfGames: games, numberOfFailures: 0, gameRecords: records)
        struct Task: Encodable { var identifier: String; var stepHistory: [SpatialSpanMemoryResult] }
        let data = try? JSONEncoder().encode(Task(identifier: "memoryTask", stepHistory: [result]))
        FileManager.default.createFile(atPath: url.path, contents: data)
    }

    /// The size of the file at `url` in bytes.
    static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    }
}
