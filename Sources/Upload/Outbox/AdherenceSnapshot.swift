import ActiveTasks
import Crypto
import Foundation
import RecordingFormat
import Study

/// An adherence report as `schedule status --output` wrote it, read for the outbox: its bytes,
/// which are sent unchanged, and the state they describe. Two reports that differ only in `asOf`
/// (the report recomputed while nothing changed) are one snapshot; a window that changed state or
/// was added makes a new one (docs/UPLOAD.md, "The adherence report").
package struct AdherenceSnapshot: Sendable {
    /// The report's file.
    package let url: URL
    /// Its bytes.
    package let data: Data
    /// The report.
    package let report: AdherenceReport
    /// The snapshot's identity in the outbox: the first 16 bytes of the SHA-256 of the report
    /// without its `asOf`, encoded with sorted keys.
    package let identifier: UUID

    /// The part outbox items of adherence reports carry.
    package static let part = "adherence"

    /// Reads the report at `url`.
    /// - Parameter url: An `adherence.json` written by `schedule status --output`.
    /// - Throws: `ActivetaskError(.unreadable)` when the file cannot be read,
    ///   `.invalidResult` when it is not an adherence report or names no participant.
    package init(contentsOf url: URL) throws(ActivetaskError) {
        let advice = "give the file `activetask schedule status --output FILE` writes"
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ActivetaskError(.unreadable, "\(url.path) is a folder, not an adherence report; \(advice)")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ActivetaskError(.unreadable, "cannot read the adherence report \(url.path); check that it exists and is readable")
        }
        let report: AdherenceReport
        do {
            report = try ResultJSON.decoder().decode(AdherenceReport.self, from: data)
        } catch {
            throw ActivetaskError(.invalidResult, "\(url.path) is not an adherence report (\(error)); \(advice)")
        }
        guard !report.participant.isEmpty else {
            throw ActivetaskError(.invalidResult, "\(url.path): \"participant\" is empty; \(advice) with --participant ID")
        }
        var state = report
        state.asOf = Date(timeIntervalSince1970: 0)
        let encoder = ResultJSON.encoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let canonical = try? encoder.encode(state) else {
            throw ActivetaskError(.invalidResult, "\(url.path): the adherence report cannot be encoded again; \(advice)")
        }
        let digest = Array(SHA256.hash(data: canonical).prefix(16))
        self.url = url.standardizedFileURL
        self.data = data
        self.report = report
        identifier = UUID(uuid: (digest[0], digest[1], digest[2], digest[3], digest[4], digest[5], digest[6], digest[7],
                                 digest[8], digest[9], digest[10], digest[11], digest[12], digest[13], digest[14], digest[15]))
    }
}
