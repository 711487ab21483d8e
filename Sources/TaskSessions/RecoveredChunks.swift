import ActiveTasks
import Foundation
import RecordingFormat

/// The chunks a run wrote after its last checkpoint and before it was killed: every
/// `*.jsonl` file under the output folder that the checkpoint does not list, as file results
/// (see `FileResult(recovering:relativePath:)`), so that a resumed run lists every chunk on disk.
enum RecoveredChunks {
    /// The file results of the chunks under `folder` that `saved` does not list, in path order;
    /// a chunk without a complete header line (killed while opening it) holds no sample and is
    /// left out.
    /// - Parameters:
    ///   - folder: The run's output folder.
    ///   - saved: The checkpoint the run resumes.
    static func unlisted(in folder: URL, by saved: TaskResult) -> [ResultItem] {
        let listed = Set(saved.listedFiles.map(\.relativePath))
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".jsonl") && !listed.contains($0) }.sorted()
        return paths.compactMap { path in
            (try? FileResult(recovering: folder.appendingPathComponent(path), relativePath: path)).map(ResultItem.file)
        }
    }
}
