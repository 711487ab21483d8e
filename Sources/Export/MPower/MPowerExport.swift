import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// Writes a run as the JSON files mPower uploaded, which mhealthtools and the mPower analysis
/// code read (docs/EXPORT.md, "mPower"): each step's accelerometer samples as ResearchKit's
/// data logger wrote them (`accel_walking_outbound.json`, `{"items": [{"timestamp", "x", "y",
/// "z"}, …]}`, in g), and each family's result file of `MPowerResultFiles.all` (a tapping step's
/// `tapping_results.json` / `tapping_left.json`, the memory steps' `MemoryGameResults.json`). Every file's top-level object also holds the run's
/// `participantIdentifier`, `visit`, `site` and `deviceIdentifier` when it recorded them (mPower
/// kept them beside the files, in its tables' rows; readers that take the keys they know are
/// unaffected).
package enum MPowerExport {
    /// Writes the mPower files of `run` into `destination`.
    /// - Parameters:
    ///   - run: The run.
    ///   - destination: The output folder.
    /// - Returns: The files written.
    /// - Throws: `ActivetaskError` naming the chunk that is missing, changed or malformed, or the
    ///   file that could not be written. Files are renamed into place only once every one is
    ///   written, so a failed export leaves none behind.
    package static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [WrittenFile] {
        let enrolment = Enrolment(of: run.result).jsonMembers
        var finished: [(file: OutputFile, contents: String)] = []
        var steps: [String] = []
        for chunk in run.chunks where chunk.file.sensorTypes.contains(.accelerometer) {
            if let step = chunk.stepIdentifier, !steps.contains(step) { steps.append(step) }
        }
        for step in steps {
            finished.append(try accelerometer(of: run, step: step, enrolment: enrolment, to: destination))
        }
        for step in run.currentSteps {
            for case .typed(let result) in step.results {
                guard let file = MPowerResultFiles.all.lazy.compactMap({ $0.file(of: result, step: step, in: run) }).first else { continue }
                finished.append((try write(file.members, adding: enrolment, named: file.name, to: destination), file.contents))
            }
        }
        return try WrittenFile.commit(finished)
    }

    /// Streams the accelerometer samples of `step` into `accel_<step>.json`.
    private static func accelerometer(of run: TaskRunFolder, step: String, enrolment: [JSONMember],
                                      to destination: ExportDestination) throws(ActivetaskError) -> (OutputFile, String) {
        let file = try destination.file(named: MPowerNames.accelerometer(step: step))
        try file.write("{\"items\":[")
        var count = 0
        let chunks = run.chunks.filter { $0.stepIdentifier == step && $0.file.sensorTypes.contains(.accelerometer) }
        try run.forEachSample(in: chunks) { (_, sample) throws(ActivetaskError) in
            guard case .motion(let motion) = sample, motion.sensorType == .accelerometer else { return }
            try file.write((count == 0 ? "" : ",") + "{\"timestamp\":\(motion.timestamp),\"x\":\(motion.x),\"y\":\(motion.y),\"z\":\(motion.z)}")
            count += 1
        }
        try file.write("]" + enrolment.map { ",\(JSONValue.string($0.key).jsonText):\($0.value.jsonText)" }.joined() + "}\n")
        return (file, "\(count) accelerometer samples")
    }

    /// Writes the object of `members` with `enrolment`'s members after them.
    private static func write(_ members: [JSONMember], adding enrolment: [JSONMember], named name: String,
                              to destination: ExportDestination) throws(ActivetaskError) -> OutputFile {
        let file = try destination.file(named: name)
        try file.write(JSONValue.object(members + enrolment).jsonText + "\n")
        return file
    }
}
