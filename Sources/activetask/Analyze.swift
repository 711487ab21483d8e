import RecordingFormat
import ActiveTasks
import ArgumentParser
import Foundation
import Recorders

/// `activetask analyze`: walk, tapping and memory summaries of recordings, many at once.
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Summarise walk, tapping or memory recordings (folders of chunks, task outputs, or trees of them).",
        discussion: """
            Each recording becomes one JSON object {"path", "kind", "summary", "warnings"} (or one \
            CSV row); a recording that cannot be analysed gets an "error" and the others go on, \
            then the command exits with status 1. docs/ANALYSIS.md defines every summary key.
            """
    )

    @Argument(help: "Task output folders, folders of chunks, chunk files, or folders holding many of them.")
    var paths: [String]

    @Option(help: "The analysis to apply: walk, tapping or memory (default: inferred per recording).")
    var kind: AnalysisKind?

    @Option(help: "Output format: json or csv.")
    var format: AnalysisReportWriter.Format = .json

    @Option(help: "Write the output to this file instead of standard output.")
    var output: String?

    @Option(help: "How many recordings to analyse at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else {
            throw ValidationError("--jobs must be 1 or more; leave it out to use every core.")
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path) does not exist; give a task output folder, a folder of chunks or a tree of them.")
        }
    }

    func run() throws {
        let recordings = try RecordingDiscovery.recordings(in: paths)
        let bar = isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil
        let entries = AnalysisBatch(recordings: recordings, kind: kind).run(jobs: jobs) { done, total in
            bar?.show(done, of: total)
        }
        bar?.finish()
        let text = AnalysisReportWriter.write(entries, as: format)
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
        if recordings.isEmpty {
            printError("no recordings found under \(paths.joined(separator: ", "))")
        }
        if entries.contains(where: { $0.error != nil }) { throw ExitCode(1) }
    }
}

extension AnalysisKind: ExpressibleByArgument {}
extension AnalysisReportWriter.Format: ExpressibleByArgument {}
