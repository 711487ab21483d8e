import ActiveTasks
import Foundation
import RecordingFormat

/// Writes a run as tidy CSV for R and pandas (docs/EXPORT.md, "CSV"): `answers.csv`,
/// `steps.csv`, one file per step and sensor (`walking.outbound.accelerometer.csv`; a task-level
/// recorder's samples in `location.csv`), every table of `CSVTables.all` (each family's trials in
/// `STEP.SUFFIX.csv`: `STEP.taps.csv`, `STEP.stroop.csv`, …; `scores.csv`), and `markers.csv`
/// when the recordings hold markers.
package enum CSVExport {
    /// The `value` of a don't-know answer in `answers.csv`.
    package static let dontKnowValue = "DONT_KNOW"
    /// The `value` of a question its visibility rule hid, in `answers.csv`.
    package static let notShownValue = "NOT_SHOWN"

    /// Writes the CSV files of `run` into `destination`.
    /// - Parameters:
    ///   - run: The run.
    ///   - destination: The output folder.
    /// - Returns: The files written, in the order written.
    /// - Throws: `ActivetaskError` naming the chunk that is missing, changed or malformed, or the
    ///   file that could not be written. Files are renamed into place only once every one is
    ///   written, so a failed export leaves none behind.
    package static func write(_ run: TaskRunFolder, to destination: ExportDestination) throws(ActivetaskError) -> [WrittenFile] {
        var finished = [try answers(of: run, to: destination), try steps(of: run, to: destination)]
        for table in CSVTables.all { finished += try table.write(run, to: destination) }
        var markers: CSVWriter?
        let chunks = run.chunks
        let runID = RunColumns.values(of: run.result)
        var scopes: [String?] = []
        for chunk in chunks where !scopes.contains(chunk.stepIdentifier) { scopes.append(chunk.stepIdentifier) }
        for scope in scopes {
            var sensors: [SensorType: CSVWriter] = [:]
            var order: [SensorType] = []
            try run.forEachSample(in: chunks.filter { $0.stepIdentifier == scope }) { (chunk, sample) throws(ActivetaskError) in
                let recorder = chunk.file.identifier
                guard let sensor = sample.sensorType else {
                    guard case .marker(let marker) = sample else { return }
                    if markers == nil {
                        markers = try CSVWriter(file: destination.file(named: "markers.csv"),
                                                header: RunColumns.header + ["step", "recorder", "timestamp_s", "event", "stepIdentifier", "message"])
                    }
                    try markers?.write(runID + [scope ?? "", recorder, SensorColumns.number(marker.timestamp), marker.event.rawValue,
                                        marker.stepIdentifier ?? "", marker.message ?? ""])
                    return
                }
                if sensors[sensor] == nil {
                    let name = (scope.map { SafeFileName.from($0) + "." } ?? "") + sensor.rawValue + ".csv"
                    sensors[sensor] = try CSVWriter(file: destination.file(named: name), header: RunColumns.header + SensorColumns.header(of: sensor))
                    order.append(sensor)
                }
                try sensors[sensor]?.write(runID + [recorder] + SensorColumns.values(of: sample))
            }
            finished += order.compactMap { sensors[$0] }.map { ($0, NumberText.counted($0.rowCount, "sample", "samples")) }
        }
        if let markers { finished.append((markers, NumberText.counted(markers.rowCount, "marker", "markers"))) }
        return try WrittenFile.commit(finished.map { (file: $0.0.file, contents: $0.1) })
    }

    private static func answers(of run: TaskRunFolder,
                                to destination: ExportDestination) throws(ActivetaskError) -> (CSVWriter, String) {
        let result = run.result
        var writer = try CSVWriter(file: destination.file(named: "answers.csv"),
                                   header: ["task"] + RunColumns.header + ["step", "item", "type", "value", "unit", "start", "end"])
        for step in run.currentSteps {
            for answer in step.answers {
                let value: String
                switch answer.value {
                case .dontKnow: value = dontKnowValue
                case .notShown: value = notShownValue
                default:
                    if case .string(let text) = answer.value.jsonValue { value = text } else { value = answer.value.jsonValue.jsonText }
                }
                try writer.write([result.identifier] + RunColumns.values(of: result) + [step.identifier,
                                  answer.identifier == step.identifier ? "" : answer.identifier, answer.answerType, value,
                                  answer.unit ?? "", DateText.string(from: step.startDate), DateText.string(from: step.endDate)])
            }
        }
        return (writer, NumberText.counted(writer.rowCount, "answer", "answers"))
    }

    private static func steps(of run: TaskRunFolder,
                              to destination: ExportDestination) throws(ActivetaskError) -> (CSVWriter, String) {
        let result = run.result
        var writer = try CSVWriter(file: destination.file(named: "steps.csv"),
                                   header: ["task"] + RunColumns.header + ["taskStatus", "step", "type", "start", "end", "skipped", "isPrevious"])
        for step in result.stepHistory {
            try writer.write([result.identifier] + RunColumns.values(of: result) + [result.status.rawValue, step.identifier, step.stepType,
                              DateText.string(from: step.startDate), DateText.string(from: step.endDate),
                              String(step.skipped), String(step.isPrevious)])
        }
        return (writer, NumberText.counted(writer.rowCount, "step visit", "step visits"))
    }
}
