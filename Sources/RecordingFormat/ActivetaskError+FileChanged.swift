extension ActivetaskError.Code {
    /// A file a task result lists no longer has the size or SHA-256 the result recorded (found by
    /// `export` before it ships the file and by `analyze --strict` as it reads a chunk).
    package static let fileChanged = ActivetaskError.Code(rawValue: "fileChanged")
}
