import ActiveTasks
import Foundation
import RecordingFormat
import ZIPFoundation
import JSONValues

/// Writes one run (or one part of it) as the zip archive Sage's Bridge and SageResearch upload
/// (docs/EXPORT.md, "Archive"): every file the task result lists (chunks, the signed consent PDF)
/// under a flat name (`ArchiveFileName`), `taskResult.json`, `answers.json` (the
/// `dataFilename`), SageResearch's `metadata.json` (each file's original relative path kept),
/// Bridge's v2_generic `info.json`, and `manifest.sha256` with the SHA-256 of every other file in
/// `sha256sum` form. A consent run's names, strokes and PDF are left out unless asked for.
/// Optionally encrypted for the study's certificate as CMS enveloped data.
package enum BridgeArchive {
    /// Writes the archive of `run` to `destination`'s file.
    /// - Parameters:
    ///   - run: The run.
    ///   - destination: The archive file to write.
    ///   - options: App name and version, time zone, and the certificate to encrypt for.
    /// - Returns: The archive written.
    /// - Throws: `ActivetaskError` naming the file that is missing or changed (checked while it is
    ///   compressed), the certificate that cannot be used, or the file that cannot be written.
    package static func write(_ run: TaskRunFolder, to destination: ExportDestination,
                             options: ArchiveOptions) throws(ActivetaskError) -> WrittenFile {
        try writeZip(to: destination.target, replacing: destination.replacing,
                     certificate: options.recipientCertificate) { (archive) throws(ActivetaskError) in
            try fill(archive, from: run, options: options, target: destination.target)
        }
    }

    /// Writes a zip archive to `target`, filled by `fill`, as CMS enveloped data for
    /// `certificate` when one is given; nothing is left at `target` unless it is complete.
    /// - Parameters:
    ///   - target: The archive file.
    ///   - replacing: Whether a file already at `target` may be replaced.
    ///   - certificate: A PEM X.509 certificate to encrypt for.
    ///   - fill: Adds the entries to the archive and returns how many.
    /// - Returns: The archive written.
    /// - Throws: `ActivetaskError` naming the file that cannot be written or the certificate that
    ///   cannot be used, or what `fill` throws.
    static func writeZip(to target: URL, replacing: Bool, certificate: URL?,
                         fill: (Archive) throws(ActivetaskError) -> Int) throws(ActivetaskError) -> WrittenFile {
        let zip = try OutputFile(url: certificate == nil ? target : target.appendingPathExtension("zip"), replacing: replacing)
        try zip.closeForHandOver()
        // ZIPFoundation creates the archive itself: the empty temporary file makes way for it,
        // and the file it creates is made private again before anything is written into it.
        try? Syscalls.unlink(zip.temporaryPath)
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: zip.temporaryPath), accessMode: .create)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: zip.temporaryPath)
        } catch {
            throw ActivetaskError(.outputNotWritable, "cannot create \(target.path): \(error); check that its folder is writable")
        }
        let entries = try fill(archive)
        if let certificate {
            let envelope = try OutputFile(url: target, replacing: replacing)
            try envelope.closeForHandOver()
            try CMSEnvelope.encrypt(zip.temporaryPath, for: certificate, to: envelope.temporaryPath)
            try envelope.commit()
            return WrittenFile(url: target, byteCount: fileSize(target), contents: "zip of \(entries) files, CMS enveloped for \(certificate.lastPathComponent)")
        }
        try zip.commit()
        return WrittenFile(url: target, byteCount: fileSize(target), contents: "zip of \(entries) files")
    }

    /// The names of the archive's own files, never given to a run's file.
    package static let ownNames = [TaskRunFolder.resultFileName, "answers.json", "metadata.json", "info.json", manifestName]

    /// The run's files `options` put in the archive, in the order of `run.files`.
    /// - Throws: `ActivetaskError(.writeFailed)` when a consent run's result cannot be redacted.
    package static func files(of run: TaskRunFolder, options: ArchiveOptions) throws(ActivetaskError) -> [RecordedFile] {
        let excluded = options.includesConsent ? [] : try ConsentRedaction(run: run).excludedPaths
        return run.files.filter { options.part.holds($0) && !excluded.contains($0.file.relativePath) }
    }

    /// Adds every file to `archive`; returns how many.
    private static func fill(_ archive: Archive, from run: TaskRunFolder, options: ArchiveOptions,
                             target: URL) throws(ActivetaskError) -> Int {
        let result = run.result
        let clock = ArchiveClock(zone: options.timeZone)
        let finished = result.endDate ?? result.startDate
        var names = ArchiveFileName(reserved: ownNames)
        var entries: [ArchiveEntry] = []
        var devices: [DeviceDescription] = []
        for recorded in try files(of: run, options: options) {
            let location = try run.location(of: recorded.file)
            let name = names.name(for: recorded.file.relativePath)
            try addFile(recorded.file, at: location, named: name, to: archive, target: target)
            if recorded.isChunk {
                let header: ChunkHeader
                do {
                    header = try ChunkReader(url: location).header
                } catch {
                    throw ActivetaskError(.malformedRecording, "\(error)", underlying: error)
                }
                if !devices.contains(header.device) { devices.append(header.device) }
            }
            entries.append(ArchiveEntry(filename: name, timestamp: recorded.file.endDate,
                                        contentType: recorded.file.contentType, identifier: recorded.file.identifier,
                                        stepPath: [result.identifier, recorded.stepIdentifier].compactMap { $0 }.joined(separator: "/"),
                                        relativePath: recorded.file.relativePath, sha256: recorded.file.sha256))
        }
        func add(_ name: String, _ data: Data, contentType: String = "application/json") throws(ActivetaskError) {
            try addData(data, named: name, date: finished, to: archive, target: target)
            entries.append(ArchiveEntry(filename: name, timestamp: finished, contentType: contentType,
                                        sha256: FileResult.sha256(of: data)))
        }
        if options.part.holdsResults {
            try add(TaskRunFolder.resultFileName, options.includesConsent ? run.resultData : try ConsentRedaction(run: run).resultData)
            try add("answers.json", try encoded(ArchiveAnswers.json(of: run)))
        }
        let deviceInfo = devices.isEmpty ? "no sensors recorded" : devices.map { "\($0.name) (\($0.backend))" }.joined(separator: ", ")
        let deviceType = devices.isEmpty ? "none" : Array(Set(devices.map(\.backend))).sorted().joined(separator: ", ")
        let enrolment = Enrolment(of: result).jsonMembers
        let metadata: JSONValue = .object([
            JSONMember(key: "deviceInfo", value: .string(deviceInfo)),
            JSONMember(key: "deviceTypeIdentifier", value: .string(deviceType)),
            JSONMember(key: "appName", value: .string(options.appName)),
            JSONMember(key: "appVersion", value: .string(options.appVersion)),
            JSONMember(key: "rsdFrameworkVersion", value: .string(options.appVersion)),
            JSONMember(key: "taskIdentifier", value: .string(result.identifier)),
            JSONMember(key: "taskRunUUID", value: .string(result.taskRunUUID.uuidString)),
            JSONMember(key: "taskStatus", value: .string(result.status.rawValue)),
            JSONMember(key: "startDate", value: .string(clock.string(result.startDate))),
            JSONMember(key: "endDate", value: .string(clock.string(finished))),
            JSONMember(key: "files", value: .array(entries.map { $0.metadataJSON(clock) })),
        ] + enrolment)
        try add("metadata.json", try encoded(metadata))
        let manifestEntry = ArchiveEntry(filename: manifestName, timestamp: finished, contentType: "text/plain", sha256: "")
        var info: [JSONMember] = [
            JSONMember(key: "files", value: .array((entries + [manifestEntry]).map { $0.infoJSON(clock) })),
            JSONMember(key: "item", value: .string(result.identifier)),
        ]
        if let revision = options.schemaRevision {
            info.append(JSONMember(key: "schemaRevision", value: .int(revision)))
        }
        info += [
            JSONMember(key: "appName", value: .string(options.appName)),
            JSONMember(key: "appVersion", value: .string("version \(options.appVersion)")),
            JSONMember(key: "phoneInfo", value: .string(String(deviceInfo.prefix(48)))),
            JSONMember(key: "createdOn", value: .string(clock.string(finished))),
            JSONMember(key: "format", value: .string("v2_generic")),
        ] + enrolment
        if options.part.holdsResults {
            info.append(JSONMember(key: "dataFilename", value: .string("answers.json")))
        }
        try add("info.json", try encoded(.object(info)))
        let manifest = entries.map { "\($0.sha256)  \($0.filename)\n" }.joined()
        try addData(Data(manifest.utf8), named: manifestName, date: finished, to: archive, target: target)
        return entries.count + 1
    }

    /// The name of the checksum manifest inside the archive.
    static let manifestName = "manifest.sha256"

    /// Streams the file at `location` (a chunk, a consent PDF) into the archive, checking its
    /// size and SHA-256 against its file result as it goes.
    private static func addFile(_ file: FileResult, at location: URL, named name: String, to archive: Archive,
                                 target: URL) throws(ActivetaskError) {
        let descriptor = try FileDigest.open(location)
        defer { try? Syscalls.close(descriptor) }
        var digest = FileDigest(file, at: location)
        var consumed: Int64 = 0
        try add(to: archive, named: name, size: Int64(file.byteSize), date: file.endDate, target: target) { position, size in
            guard position == consumed else {
                throw ActivetaskError(.unreadable, "\(location.path): read out of order at byte \(position)")
            }
            let block = try FileDigest.read(descriptor, upTo: size, of: location)
            block.withUnsafeBytes { digest.update($0) }
            consumed += Int64(block.count)
            return block
        }
        try digest.check()
    }

    /// Adds `data` to `archive` as the file `name`, last changed at `date`.
    /// - Throws: `ActivetaskError(.writeFailed)` naming `target` when the entry cannot be added.
    static func addData(_ data: Data, named name: String, date: Date, to archive: Archive,
                        target: URL) throws(ActivetaskError) {
        try add(to: archive, named: name, size: Int64(data.count), date: date, target: target) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }

    private static func add(to archive: Archive, named name: String, size: Int64, date: Date, target: URL,
                            provider: @escaping Provider) throws(ActivetaskError) {
        do {
            try archive.addEntry(with: name, type: .file, uncompressedSize: size, modificationDate: date,
                                 permissions: 0o600, compressionMethod: .deflate, provider: provider)
        } catch let error as ActivetaskError {
            throw error
        } catch {
            throw ActivetaskError(.writeFailed, "cannot add \(name) to \(target.path): \(error); free space or choose another output")
        }
    }

    /// `json` as the archive's JSON files are written.
    /// - Throws: `ActivetaskError(.writeFailed)` when it cannot be encoded.
    static func encoded(_ json: JSONValue) throws(ActivetaskError) -> Data {
        do {
            return try ResultJSON.encoder().encode(json)
        } catch {
            throw ActivetaskError(.writeFailed, "cannot encode archive JSON: \(error)")
        }
    }

    private static func fileSize(_ url: URL) -> Int {
        (try? Syscalls.stat(url.path)).map { Int($0.st_size) } ?? 0
    }
}
