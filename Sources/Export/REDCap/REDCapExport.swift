import Analysis
import Foundation
import RecordingFormat

/// `activetask export redcap`: runs as REDCap's flat import CSV, and the record of one run as
/// the upload destination imports it (docs/EXPORT.md, "REDCap").
package enum REDCapExport {
    /// The record of `run`, with its analysis summaries (`analyze`'s entries for the run).
    /// - Parameters:
    ///   - run: The run.
    ///   - study: The REDCap study.
    /// - Returns: The record, and a warning for each step that could not be analysed and one
    ///   naming the values no field of the project's dictionary takes.
    /// - Throws: `ActivetaskError` from `REDCapRecord`, or naming the chunk that cannot be read.
    package static func record(of run: TaskRunFolder, study: REDCapStudy) throws(ActivetaskError) -> (record: REDCapRecord, warnings: [String]) {
        let analysis = AnalysisBatch(recordings: try RecordingDiscovery.recordings(in: [run.url.path])).run(jobs: 1)
        // A run with nothing to analyse (a survey) has no entries, so no summaries.
        let warnings = analysis.filter { $0.error != nil && $0.step != nil }.map { entry in
            "warning: \(run.url.path): step \(entry.step ?? ""): not analysed (\(entry.error ?? "")); its summary fields stay empty"
        }
        let record = try REDCapRecord(run: run, analysis: analysis, study: study)
        guard !record.leftOut.isEmpty else { return (record, warnings) }
        let leftOut = "warning: no field of the project's dictionary takes these values of task \(run.result.identifier), which are left out: "
            + record.leftOut.joined(separator: ", ") + "; add a field to the project or map the value in the study file's \"fieldNames\""
        return (record, warnings + [leftOut])
    }

    /// Writes the records of `runs` as one CSV file at `output`.
    /// - Parameters:
    ///   - runs: The runs, in any order (instances are numbered by start).
    ///   - study: The REDCap study.
    ///   - output: The CSV file.
    ///   - replacing: Whether an existing file may be replaced (`--force`).
    ///   - warn: Called with each warning, once.
    /// - Returns: The file written.
    /// - Throws: `ActivetaskError` listing every run's problems, or when the file lies inside a
    ///   run's folder, exists, or cannot be written.
    package static func write(_ runs: [TaskRunFolder], study: REDCapStudy, to output: URL, replacing: Bool,
                              warn: (String) -> Void) throws(ActivetaskError) -> WrittenFile {
        var records: [REDCapRecord] = []
        var problems: [String] = []
        var warned: Set<String> = []
        for run in runs {
            do {
                let (record, warnings) = try record(of: run, study: study)
                for warning in warnings where warned.insert(warning).inserted { warn(warning) }
                records.append(record)
            } catch {
                problems.append(error.message)
            }
        }
        guard problems.isEmpty else { throw ActivetaskError(.invalidDataValue, problems.joined(separator: "\n")) }
        var destination: ExportDestination?
        for run in runs { destination = try ExportDestination(output, isFolder: false, run: run, replacing: replacing) }
        guard let file = try destination?.file() else {
            throw ActivetaskError(.invalidParameter, "no run folder given; give the output folders of `activetask run`")
        }
        let rows = try REDCapImportFile.write(records, recordIDField: study.recordIDField, to: file)
        try file.commit()
        return WrittenFile(url: file.url, byteCount: file.byteCount, contents: NumberText.counted(rows, "record", "records"))
    }
}
