import ActiveTasks
import Foundation
import RecordingFormat

/// The six real walks of `../shared/data/walking` beside the checkout (the Oxford Step Counter
/// data set, CC BY 4.0; `ACTIVETASK_WALKING_DATA` names another folder) written as the recorders
/// write them, once per benchmark run into a temporary folder and never committed: each walk
/// resampled to 50 Hz and cut into 24-second recordings (as `scripts/compare-pdkit --seconds 24
/// --rate 50` does), every chunk written by the pipeline's `ChunkWriter` with the walk's wall
/// clock as uptime (an IIO device's CLOCK_REALTIME stamps: 16 significant digits).
enum RealWalks {
    /// Recordings in the end-to-end cases, as in the measurement.
    static let recordingCount = 300
    /// Seconds per recording.
    static let seconds = 24.0
    /// The rate the walks are resampled to, Hz.
    static let rate = 50.0

    /// The folder of the walks' CSV files.
    static let source: URL = {
        if let path = ProcessInfo.processInfo.environment["ACTIVETASK_WALKING_DATA"] { return URL(fileURLWithPath: path) }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("../shared/data/walking").standardizedFileURL
    }()

    /// The walks' CSV files; empty when the data set is absent.
    static let files: [URL] = ((try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [])
        .filter { $0.hasSuffix(".csv") }.sorted().map { source.appendingPathComponent($0) }

    /// The whole walks, one recorder-written chunk each.
    static let wholeWalks: [URL] = pieces.whole.map(\.url)

    /// The whole walks' file results (size and SHA-256), by path, as a task result lists them.
    static let wholeWalkListings: [String: FileResult] = Dictionary(uniqueKeysWithValues: pieces.whole.compactMap { walk in
        walk.file.map { (walk.url.path, $0) }
    })

    /// `recordingCount` folders of one 24-second chunk each, under one root.
    static let smallRecordings: URL = pieces.small

    /// The same recordings as task outputs: each folder a `taskResult.json` whose walking step
    /// lists its chunk with size and SHA-256, which `analyze` checks while it reads.
    static let smallTaskOutputs: URL = pieces.tasks

    /// What was converted, for the benchmark's log: megabytes of the whole walks and of the small
    /// recordings (the task outputs hold the same chunks).
    static var summary: String {
        let whole = Double(wholeWalkListings.values.reduce(0) { $0 + $1.byteSize }) / 1e6
        return String(format: "real walks from %@: %d whole walks, %.1f MB; %d recordings of %g s at %g Hz, %.1f MB",
                      source.path, wholeWalks.count, whole, recordingCount, seconds, rate, Double(pieces.smallBytes) / 1e6)
    }

    private static let pieces: (whole: [(url: URL, file: FileResult?)], small: URL, tasks: URL, smallBytes: Int) = {
        let root = SyntheticRecordings.folder.appendingPathComponent("real-walks")
        var whole: [(url: URL, file: FileResult?)] = []
        var cuts: [(clock: Double, samples: [(Double, Double, Double, Double)])] = []
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            let clock = (Double(name.split(separator: "_").last ?? "") ?? 0) / 1000
            let walk = resampled(read(file))
            let written = write(walk, clock: clock, into: root.appendingPathComponent("whole/\(name)"), task: false)
            whole.append((written.url, written.file))
            var start = 0.0
            while start + seconds <= (walk.last?.0 ?? 0) {
                cuts.append((clock + start, walk.filter { start <= $0.0 && $0.0 < start + seconds }))
                start += seconds
            }
        }
        var bytes = 0
        for index in 0..<(cuts.isEmpty ? 0 : recordingCount) {
            let (clock, piece) = cuts[index % cuts.count]
            let name = String(format: "walk-%04d", index)
            bytes += write(piece, clock: clock, into: root.appendingPathComponent("small/\(name)"), task: false).file?.byteSize ?? 0
            _ = write(piece, clock: clock, into: root.appendingPathComponent("tasks/\(name)"), task: true)
        }
        return (whole, root.appendingPathComponent("small"), root.appendingPathComponent("tasks"), bytes)
    }()

    /// (seconds from the first row, x, y, z in g) of a walk's CSV (timestamp in ns, m/s²).
    private static func read(_ file: URL) -> [(Double, Double, Double, Double)] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var rows: [(Double, Double, Double, Double)] = []
        var first: Int64?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ",")
            guard fields.count >= 4, let nanoseconds = Int64(fields[0]), let x = Double(fields[1]), let y = Double(fields[2]),
                  let z = Double(fields[3]) else { continue }
            let zero = first ?? nanoseconds
            first = zero
            rows.append((Double(nanoseconds - zero) / 1e9, x / 9.80665, y / 9.80665, z / 9.80665))
        }
        return rows
    }

    /// `rows` linearly interpolated onto a `rate` Hz grid from the first row's time.
    private static func resampled(_ rows: [(Double, Double, Double, Double)]) -> [(Double, Double, Double, Double)] {
        guard let last = rows.last?.0, rows.count > 1 else { return rows }
        var grid: [(Double, Double, Double, Double)] = []
        var index = 0
        var t = 0.0
        while t <= last {
            while rows[index + 1].0 < t { index += 1 }
            let (a, b) = (rows[index], rows[index + 1])
            let share = b.0 > a.0 ? (t - a.0) / (b.0 - a.0) : 0
            grid.append((t, a.1 + (b.1 - a.1) * share, a.2 + (b.2 - a.2) * share, a.3 + (b.3 - a.3) * share))
            t = Double(grid.count) / rate
        }
        return grid
    }

    /// Writes `samples` with a `ChunkWriter` into `folder` (a walking step's folder of a task
    /// output with its `taskResult.json` when `task`); returns the chunk and its file result.
    private static func write(_ samples: [(Double, Double, Double, Double)], clock: Double, into folder: URL,
                              task: Bool) -> (url: URL, file: FileResult?) {
        let stepFolder = task ? folder.appendingPathComponent("walking.outbound") : folder
        try? FileManager.default.createDirectory(at: stepFolder, withIntermediateDirectories: true)
        let start = samples.first?.0 ?? 0
        let writer = ChunkWriter(directory: stepFolder, relativeFolder: task ? "walking.outbound" : "",
                                 recorderIdentifier: "accelerometer", sensorTypes: [.accelerometer],
                                 device: DeviceDescription(name: "Oxford Step Counter walk", identifier: "replay", backend: "replay"),
                                 zero: RecordingZero(uptime: clock, date: Date(timeIntervalSince1970: clock)),
                                 chunkBytes: 4 << 20, chunkSeconds: 300)
        try? writer.open()
        try? writer.append(samples.map { t, x, y, z in
            .motion(MotionSample(sensorType: .accelerometer, timestamp: t - start, uptime: clock + t, x: x, y: y, z: z))
        }, dropped: 0)
        try? writer.close()
        guard let file = writer.results.first else { return (folder, nil) }
        if task {
            let date = Date(timeIntervalSince1970: clock)
            var result = TaskResult(identifier: "walk", status: .completed, startDate: date)
            result.endDate = date.addingTimeInterval(seconds)
            result.stepHistory = [StepResult(identifier: "walking.outbound", stepType: "walking", startDate: date,
                                             endDate: date.addingTimeInterval(seconds), results: [.file(file)])]
            if let data = try? TaskResult.makeEncoder().encode(result) {
                try? data.write(to: folder.appendingPathComponent("taskResult.json"))
            }
        }
        return (folder.appendingPathComponent(file.relativePath), file)
    }
}
