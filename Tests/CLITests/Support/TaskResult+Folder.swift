import ActiveTasks
import Foundation
import Recorders

extension TaskResult {
    /// The `taskResult.json` that a run wrote into `folder`.
    static func written(in folder: URL) throws -> TaskResult {
        try makeDecoder().decode(TaskResult.self, from: Data(contentsOf: folder.appendingPathComponent("taskResult.json")))
    }
}

extension Array where Element == ResultItem {
    /// The recorded chunks among the results.
    var files: [FileResult] {
        compactMap { if case .file(let file) = $0 { return file } else { return nil } }
    }
}
