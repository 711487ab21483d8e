import Export
import Foundation
import RecordingFormat

/// How a run goes to Bridge within BridgeServer2's limits: one archive when it fits, otherwise
/// one archive of its results and task-level recordings and one per step with files, as Bridge
/// apps upload one archive per step. Bridge refuses an upload over 50 MB (`UploadValidator`) and
/// an archive of more than 100 entries or with an entry over 100 MB (`BridgeServer2.conf`).
enum BridgeUploadPlan {
    /// Bridge's largest upload, in bytes.
    static let maximumUpload: Int64 = 50_000_000
    /// Bridge's most entries in one archive.
    static let maximumEntries = 100
    /// Bridge's largest entry, in bytes (uncompressed).
    static let maximumEntry = 100_000_000
    /// Room kept under `maximumUpload` for the zip's own headers, the archive's JSON files and a
    /// CMS envelope, when a part is planned by its files' uncompressed sizes.
    static let headroom: Int64 = 2_000_000

    /// The parts of `run` with their names in the outbox (empty for the whole run).
    /// - Throws: `ActivetaskError(.payloadTooLarge)` naming the file or step that cannot fit in
    ///   one upload, whatever the split.
    static func parts(of run: TaskRunFolder, options: ArchiveOptions) throws(ActivetaskError) -> [(name: String, part: ArchivePart)] {
        var options = options
        let files = try BridgeArchive.files(of: run, options: options)
        if let large = files.first(where: { $0.file.byteSize > maximumEntry }) {
            throw ActivetaskError(.payloadTooLarge, "\(run.url.path): \(large.file.relativePath) is \(large.file.byteSize) bytes, over Bridge's \(maximumEntry) bytes per archive entry (BridgeServer2.conf max.zip.entry.size); record it in shorter chunks")
        }
        if fits(files) { return [("", .whole)] }
        var parts: [(name: String, part: ArchivePart)] = [("results", .results)]
        var steps: [String] = []
        for file in files {
            if let step = file.stepIdentifier, !steps.contains(step) { steps.append(step) }
        }
        parts += steps.map { ("step-\($0)", .step($0)) }
        for (name, part) in parts {
            options.part = part
            let held = try BridgeArchive.files(of: run, options: options)
            guard fits(held) else {
                throw ActivetaskError(.payloadTooLarge, "\(run.url.path): \(name) alone holds \(held.count) files of \(held.reduce(0) { $0 + $1.file.byteSize }) bytes, more than one Bridge upload takes (\(maximumEntries) entries, \(maximumUpload) bytes); record it in fewer, smaller chunks")
            }
        }
        return parts
    }

    /// Checks the written payload against Bridge's upload limit.
    /// - Throws: `ActivetaskError(.payloadTooLarge)` naming the file when it is too large.
    static func check(_ payload: URL) throws(ActivetaskError) {
        let size = (try? Syscalls.stat(payload.path)).map { Int64($0.st_size) } ?? 0
        guard size <= maximumUpload else {
            try? Syscalls.unlink(payload.path)
            throw ActivetaskError(.payloadTooLarge, "\(payload.lastPathComponent) is \(size) bytes, over Bridge's \(maximumUpload) bytes per upload (UploadValidator MAX_UPLOAD_SIZE)")
        }
    }

    /// Whether `files` and the archive's own five fit in one upload.
    private static func fits(_ files: [RecordedFile]) -> Bool {
        files.count + BridgeArchive.ownNames.count <= maximumEntries
            && files.reduce(Int64(0)) { $0 + Int64($1.file.byteSize) } <= maximumUpload - headroom
    }
}
