import Analysis
import RecordingFormat

extension Export {
    /// `analyze`'s entries for the run in `folder`, for exports that carry its analysis; each step
    /// that cannot be analysed is named on standard error, followed by `consequence`.
    /// - Parameters:
    ///   - folder: The run's folder.
    ///   - consequence: What the export leaves out for such a step (`it has no Observations`).
    /// - Throws: `ActivetaskError` when the folder's recordings cannot be listed.
    static func analysis(of folder: String, consequence: String) throws(ActivetaskError) -> [AnalysisEntry] {
        let recordings = try RecordingDiscovery.recordings(in: [folder]) { printError("warning: \($0)") }
        let analysis = AnalysisBatch(recordings: recordings).run(jobs: 1)
        // A run with nothing to analyse (a survey) has no entries; nothing is missing.
        for entry in analysis where entry.error != nil && entry.step != nil {
            printError("warning: \(folder): step \(entry.step ?? ""): not analysed (\(entry.error ?? "")); \(consequence)")
        }
        return analysis
    }
}
