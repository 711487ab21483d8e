import RecordingFormat

extension TaskResult {
    /// Every file the result lists: each step visit's in visit order, then the task-level ones.
    public var listedFiles: [FileResult] {
        (stepHistory.flatMap(\.results) + asyncResults).compactMap { item in
            if case .file(let file) = item { file } else { nil }
        }
    }
}
