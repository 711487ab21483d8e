import ActiveTasks
import Foundation
import Recorders
import RecordingFormat
import TaskFamilies

extension TaskResult {
    /// The taskResult.json `activetask run` wrote into `folder`.
    static func read(in folder: URL) throws -> TaskResult {
        try makeDecoder(registry: .standard).decode(TaskResult.self, from: Data(contentsOf: folder.appendingPathComponent("taskResult.json")))
    }

    /// The cells every exported CSV row starts its run's part with: the run's id, participant,
    /// visit, site and device (empty when not recorded), joined by commas.
    var csvRunCells: String {
        [taskRunUUID.uuidString, participantIdentifier ?? "", visit ?? "", site ?? "", deviceIdentifier ?? ""].joined(separator: ",")
    }

    /// The result of the step `identifier`, the last visit when it ran more than once.
    func step(_ identifier: String) -> StepResult? {
        stepHistory.last { $0.identifier == identifier }
    }
}

extension Array where Element == ResultItem {
    /// The chunk files listed.
    var files: [FileResult] {
        compactMap { if case .file(let file) = $0 { return file } else { return nil } }
    }

    /// The errors listed.
    var errors: [ErrorResult] {
        compactMap { if case .error(let error) = $0 { return error } else { return nil } }
    }

    /// The tapping results listed.
    var tapping: [TappingResult] {
        compactMap { if let tapping = $0.typed(as: TappingResult.self) { return tapping } else { return nil } }
    }

    /// The spatial span memory results listed.
    var memory: [SpatialSpanMemoryResult] {
        compactMap { if let memory = $0.typed(as: SpatialSpanMemoryResult.self) { return memory } else { return nil } }
    }
}
