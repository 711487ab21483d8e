extension ActivetaskError {
    /// The kind of a failure: a string that new kinds extend without breaking readers, written as
    /// `kind` in result files.
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The code as written in result files, `writeFailed`.
        public let rawValue: String

        /// Creates a code.
        /// - Parameter rawValue: The code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name.
        public var description: String { rawValue }

        // MARK: Devices and recording

        /// No device serves the requested sensor.
        public static let deviceNotFound = Code(rawValue: "deviceNotFound")
        /// The device node or sysfs file could not be opened for lack of permission.
        public static let permissionDenied = Code(rawValue: "permissionDenied")
        /// The device disappeared or failed while recording.
        public static let deviceLost = Code(rawValue: "deviceLost")
        /// A daemon (gpsd) could not be reached or went away.
        public static let connectionFailed = Code(rawValue: "connectionFailed")
        /// The device or configuration does not support what was asked.
        public static let unsupported = Code(rawValue: "unsupported")
        /// Writing a chunk or result file failed (disk full, file too large, I/O error).
        public static let writeFailed = Code(rawValue: "writeFailed")
        /// The output folder cannot be created or written.
        public static let outputNotWritable = Code(rawValue: "outputNotWritable")
        /// The output folder already holds a result, which is never overwritten.
        public static let outputExists = Code(rawValue: "outputExists")
        /// Another run holds the output folder (its lock file names the process).
        public static let outputBusy = Code(rawValue: "outputBusy")
        /// The output folder holds a run that ended without its result (a crash or power cut):
        /// resume it.
        public static let unfinishedRun = Code(rawValue: "unfinishedRun")
        /// A chunk or recording could not be read or parsed.
        public static let malformedRecording = Code(rawValue: "malformedRecording")
        /// A recorder configuration (or a fault list) is invalid.
        public static let invalidConfiguration = Code(rawValue: "invalidConfiguration")

        // MARK: Running a task

        /// The task is not running (not started, completed or cancelled).
        public static let notRunning = Code(rawValue: "notRunning")
        /// A required question has no answer.
        public static let answerRequired = Code(rawValue: "answerRequired")
        /// An answer was given for a question the current step does not ask.
        public static let unexpectedAnswer = Code(rawValue: "unexpectedAnswer")
        /// Back navigation is not possible here.
        public static let backNotAllowed = Code(rawValue: "backNotAllowed")
        /// Restoration data is malformed or belongs to another task.
        public static let invalidRestorationData = Code(rawValue: "invalidRestorationData")
        /// An answer is not acceptable for its answer format (`300 is above the maximum 120`).
        public static let invalidAnswer = Code(rawValue: "invalidAnswer")
        /// A predefined task's parameters are unknown, of the wrong kind or refused by validation;
        /// the message has one line per problem.
        public static let invalidParameter = Code(rawValue: "invalidParameter")
        /// A presenter stopped before the task ended (no terminal, input ended, answers loop).
        public static let presenterStopped = Code(rawValue: "presenterStopped")

        // MARK: Analysis

        /// The path does not exist or cannot be read.
        public static let unreadable = Code(rawValue: "unreadable")
        /// A line of a chunk is not a valid sample line.
        public static let corruptLine = Code(rawValue: "corruptLine")
        /// The folder holds nothing the requested analysis can use.
        public static let nothingToAnalyse = Code(rawValue: "nothingToAnalyse")
        /// A recording failed a quality check (gaps, clipping, calibration, not moved) under `--strict`.
        public static let failedQuality = Code(rawValue: "failedQuality")
        /// A result file does not have the expected shape.
        public static let invalidResult = Code(rawValue: "invalidResult")
        /// A `--shard` value, or the environment it reads, is not a valid shard.
        public static let invalidShard = Code(rawValue: "invalidShard")
        /// The parts given to `--merge` are not the complete parts of one sharded run.
        public static let invalidPart = Code(rawValue: "invalidPart")
    }
}
