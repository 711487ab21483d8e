import RecordingFormat
import ActiveTasks
import ArgumentParser
import Foundation
import Analysis
import Recorders

/// `activetask analyze`: per-step summaries of task outputs and recordings, many at once, in
/// shards on a cluster if need be.
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Summarise task outputs step by step, and folders of chunks (or trees of them).",
        discussion: """
            Each analysable step of a task output becomes one JSON object {"path", "task", \
            "taskRunUUID", "participant", "visit", "step", "kind", "summary", "units", "warnings"} (or one CSV \
            row, under the header and a #units row), of the kind its task gives it; a folder of chunks from \
            `record` is one entry. An entry \
            that cannot be analysed gets an "error" and the others go on, then the command exits with \
            status 1. --group-by participant|visit writes one summary per participant (or visit), kind and step \
            type instead. --shard I/N analyses every N-th recording into a part; --merge joins the \
            parts. docs/ANALYSIS.md defines every summary key.
            """
    )

    @Argument(help: "Task output folders, folders of chunks, chunk files, or folders holding many of them; with --merge, the parts.")
    var paths: [String]

    @Option(help: "On folders of chunks, the analysis to apply (default: tapping for touches, else walk); on task outputs, the kind of the steps to keep: \(KindAnalyses.kinds.map(\.rawValue).joined(separator: ", ")).")
    var kind: AnalysisKind?

    @Option(name: .customLong("step"), help: "Analyse only the task steps with this identifier (repeatable).")
    var steps: [String] = []

    @Option(help: "Output format: json or csv.")
    var format: AnalysisReportWriter.Format = .json

    @Option(help: "Write the output to this file instead of standard output.")
    var output: String?

    @Flag(help: "Replace the --output file when it exists.")
    var force = false

    @Option(help: "How many recordings to analyse at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Analyse one part of the recordings and write it as a part for --merge: I/N (I from 0), slurm (a job array's task), or kubernetes/N (an Indexed Job's completion index).")
    var shard: String?

    @Flag(help: "Join the parts that --shard runs wrote (the paths) into the output one run would give.")
    var merge = false

    @Option(name: .customLong("group-by"),
            help: "Summarise the entries per participant or visit (and kind and step type, so only like steps pool): runs, entries, and each numeric key's n, mean, median, min and max.")
    var groupBy: AnalysisGroups.Key?

    @Option(name: .customLong("sensor-height"),
            help: ArgumentHelp("For --kind gait: the sensor's height above the ground standing, for stride length and walking speed.", valueName: "METRES"))
    var sensorHeight: Double?

    @Option(help: ArgumentHelp("For --kind gait: the body's height, from which the sensor's is estimated when --sensor-height is not given.", valueName: "METRES"))
    var height: Double?

    @Flag(help: "Fail an entry whose chunk differs in size or SHA-256 from what its task result lists, naming the file, and an entry whose recording fails a quality check (default: a warning on the entry).")
    var strict = false

    func validate() throws {
        guard jobs >= 1 else {
            throw ValidationError("--jobs must be 1 or more; leave it out to use every core.")
        }
        if merge, shard != nil || kind != nil || !steps.isEmpty || strict {
            throw ValidationError("--merge joins parts as they are; give --shard, --kind, --step and --strict to the runs that wrote them.")
        }
        if merge, sensorHeight != nil || height != nil {
            throw ValidationError("--merge joins parts as they are; give --sensor-height and --height to the runs that wrote them.")
        }
        do {
            try body.validate()
        } catch {
            throw ValidationError("--\(sensorHeight.map { BodyMeasures.sensorHeights.contains($0) } == false ? "sensor-height" : "height"): \(error.message)")
        }
        if shard != nil, groupBy != nil {
            throw ValidationError("--shard writes a part of the entries; give --group-by to the --merge that joins the parts.")
        }
        if shard != nil, format == .csv {
            throw ValidationError("--shard writes a JSON part; give --format csv to the --merge that joins the parts.")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path) does not exist; give a task output folder, a folder of chunks or a tree of them.")
        }
    }

    func run() throws {
        try refuseExistingOutput()
        let text: String
        let failed: Bool
        if merge {
            var parts: [AnalysisPart] = []
            for path in paths {
                parts.append(try AnalysisPart(parsing: try Data(contentsOf: URL(fileURLWithPath: path)), name: path))
            }
            let entries = try AnalysisPart.merge(parts)
            text = report(entries)
            failed = entries.contains { $0.error != nil }
        } else {
            let (recordings, skipped) = try RecordingDiscovery.search(paths) { printError("warning: \($0)") }
            for folder in skipped { printError("note: \(folder): holds no recording; skipped") }
            guard !recordings.isEmpty else {
                printError("no recordings found under \(paths.joined(separator: ", ")); give task output folders or folders of chunks")
                throw ExitCode(1)
            }
            let selected = try shard.map { try AnalysisShard($0, environment: ProcessInfo.processInfo.environment) }
            let positions = recordings.indices.filter { selected?.contains($0) ?? true }
            let bar = isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil
            let batch = AnalysisBatch(recordings: positions.map { recordings[$0] }, kind: kind, steps: Set(steps), strict: strict, body: body)
            let entries = batch.runByRecording(jobs: jobs) { done, total in bar?.show(done, of: total) }
            bar?.finish()
            for note in batch.notes { printError("note: \(note)") }
            if let selected {
                text = AnalysisPart(shard: selected, recordings: recordings.count, entries: zip(positions, entries).flatMap { position, entries in
                    entries.map { AnalysisPart.PositionedEntry(recording: position, entry: $0) }
                }).text
            } else {
                text = report(entries.flatMap { $0 })
            }
            failed = entries.joined().contains { $0.error != nil }
        }
        if let output {
            do {
                try PrivateFile.writeAtomically(Data(text.utf8), to: URL(fileURLWithPath: output))
            } catch {
                printError("\(error.message); choose a writable --output path")
                throw ExitCode(1)
            }
        } else {
            print(text, terminator: "")
        }
        if failed { throw ExitCode(1) }
    }

    /// The sensor's and the body's height as given.
    private var body: BodyMeasures {
        BodyMeasures(sensorHeight: sensorHeight, height: height)
    }

    /// Refuses, before anything is analysed, an `--output` that is an existing regular file unless
    /// `--force` was given, as exports do; a FIFO or device (`/dev/stdout`) is written through.
    /// - Throws: `ExitCode(1)` after printing what to do.
    private func refuseExistingOutput() throws {
        guard let output, !force, let status = try? Syscalls.stat(output), (status.st_mode & S_IFMT) == S_IFREG else { return }
        printError("\(output) already exists and is kept; give --force to replace it, or choose another --output")
        throw ExitCode(1)
    }

    /// The entries as `--format` writes them, or their groups with `--group-by`.
    private func report(_ entries: [AnalysisEntry]) -> String {
        guard let groupBy else { return AnalysisReportWriter.write(entries, as: format) }
        return AnalysisGroups(entries, by: groupBy).text(as: format)
    }
}

extension AnalysisKind: ExpressibleByArgument {
    /// The kind named `argument`, when `analyze` knows it.
    public init?(argument: String) {
        guard KindAnalyses.kinds.contains(AnalysisKind(rawValue: argument)) else { return nil }
        self.init(rawValue: argument)
    }

    /// Every kind `analyze` knows.
    public static var allValueStrings: [String] { KindAnalyses.kinds.map(\.rawValue) }
}
extension AnalysisGroups.Key: ExpressibleByArgument {}
extension AnalysisReportWriter.Format: ExpressibleByArgument {}
