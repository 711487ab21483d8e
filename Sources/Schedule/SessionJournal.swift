import ActiveTasks
import Foundation
import RecordingFormat
import Study

/// The adherence journal: `schedule-journal.jsonl` in the state folder, one `SessionRunRecord`
/// per line, appended as each run with `--session` ends (docs/STUDY.md, The journal).
package struct SessionJournal: Sendable {
    /// The journal's file name in the state folder.
    package static let fileName = "schedule-journal.jsonl"

    /// The state folder.
    package let folder: URL

    /// The journal in `folder`.
    /// - Parameter folder: The state folder (`--state`, by default `$XDG_STATE_HOME/activetask`).
    package init(folder: URL) {
        self.folder = folder
    }

    /// The journal file.
    package var url: URL { folder.appendingPathComponent(Self.fileName) }

    /// Appends `record` as one line, with one write to a file opened for appending (mode 0600,
    /// never through a symbolic link), then fsyncs it; the folder is created (mode 0700) first.
    /// - Parameter record: The run.
    /// - Throws: `ActivetaskError(.journalUnavailable)` naming the file and the reason.
    package func append(_ record: SessionRunRecord) throws(ActivetaskError) {
        let encoder = ResultJSON.encoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var line = try? encoder.encode(record) else {
            throw ActivetaskError(.journalUnavailable, "cannot encode the run of session \(record.session) for \(url.path)")
        }
        line.append(UInt8(ascii: "\n"))
        do {
            _ = try FolderHandle(creating: folder)
        } catch {
            throw ActivetaskError(.journalUnavailable, "cannot create the state folder \(folder.path): \(error.message); give a writable --state")
        }
        let descriptor: CInt
        do {
            descriptor = try Syscalls.open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, permissions: 0o600)
        } catch {
            throw ActivetaskError(.journalUnavailable, "cannot open \(url.path): \(error); give a writable --state", errno: error)
        }
        defer { try? Syscalls.close(descriptor) }
        var failure = line.withUnsafeBytes { Syscalls.writeAll(descriptor, $0).error }
        if failure == nil {
            do { try Syscalls.fsync(descriptor) } catch { failure = error }
        }
        if let failure {
            throw ActivetaskError(.journalUnavailable, "cannot write \(url.path): \(failure); free space on its disk", errno: failure)
        }
    }

    /// Every record in the journal, in order; no journal is no records.
    /// - Throws: `ActivetaskError(.journalUnavailable)` naming the file and line that is not a record.
    package func records() throws(ActivetaskError) -> [SessionRunRecord] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw ActivetaskError(.journalUnavailable, "cannot read \(url.path); check its permissions")
            }
            return []
        }
        let decoder = ResultJSON.decoder()
        var records: [SessionRunRecord] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            do {
                records.append(try decoder.decode(SessionRunRecord.self, from: Data(line)))
            } catch {
                throw ActivetaskError(.journalUnavailable, "\(url.path):\(index + 1): not a run record (\(error)); "
                                      + "the journal is written by `run`/`kiosk --session` only: restore the line or remove it")
            }
        }
        return records
    }
}
