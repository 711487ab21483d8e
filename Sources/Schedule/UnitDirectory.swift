import Foundation
import RecordingFormat

/// The folder systemd reads a user's units from (`$XDG_CONFIG_HOME/systemd/user`), as far as
/// `schedule` writes, lists and removes its own units in it. Nothing outside it is written.
package struct UnitDirectory: Sendable {
    /// What installing one file did.
    package enum Change: String, Sendable, Equatable {
        /// The file was new.
        case written
        /// A different file of ours (or, with `force`, anyone's) was replaced.
        case replaced
        /// The file already held the same text.
        case unchanged
    }

    /// The folder.
    package let url: URL

    /// The unit folder at `url`.
    /// - Parameter url: The folder; created (mode 0755) when units are installed into it.
    package init(url: URL) {
        self.url = url
    }

    /// Writes `files` (name and text), each mode 0644 and atomically; a file that holds the same
    /// text is left alone.
    /// - Parameters:
    ///   - files: The units, by file name.
    ///   - force: Whether a file that holds other text may be replaced; without it, when any
    ///     does, nothing at all is written.
    /// - Returns: What was done to each file, in the given order.
    /// - Throws: `ActivetaskError(.unitExists)` naming every file that holds other text (without
    ///   `force`); `ActivetaskError(.writeFailed)` when the folder or a file cannot be written.
    package func install(_ files: [(name: String, text: String)], force: Bool) throws(ActivetaskError) -> [Change] {
        let existing = files.map { contents(of: $0.name) }
        let conflicts = zip(files, existing).compactMap { file, text in text.flatMap { $0 == file.text ? nil : file.name } }
        if !conflicts.isEmpty, !force {
            throw ActivetaskError(.unitExists, "\(conflicts.map { url.appendingPathComponent($0).path }.joined(separator: ", ")) "
                                  + "already \(conflicts.count == 1 ? "exists" : "exist") with other contents and \(conflicts.count == 1 ? "is" : "are") kept; "
                                  + "give --force to replace \(conflicts.count == 1 ? "it" : "them"), or --unit-dir for another folder")
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        } catch {
            throw ActivetaskError(.writeFailed, "cannot create the unit folder \(url.path): \(error.localizedDescription); give a writable --unit-dir")
        }
        let folder = try FolderHandle(creating: url)
        var changes: [Change] = []
        for (file, text) in zip(files, existing) {
            guard text != file.text else {
                changes.append(.unchanged)
                continue
            }
            try folder.writeAtomically(Data(file.text.utf8), to: file.name, replacing: text != nil, permissions: 0o644)
            changes.append(text == nil ? .written : .replaced)
        }
        return changes
    }

    /// The names of the schedule's units here (files whose name starts with `prefix` and whose
    /// first line is `SessionUnits.marker`), sorted.
    /// - Parameter prefix: `UnitName.prefix`, or a participant's `UnitName.participantPrefix(_:)`.
    package func units(startingWith prefix: String = UnitName.prefix) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            name.hasPrefix(prefix) && (name.hasSuffix(".timer") || name.hasSuffix(".service"))
                && contents(of: name)?.hasPrefix(SessionUnits.marker) == true
        }.sorted()
    }

    /// Deletes the schedule's units whose names start with `prefix` but for those in `kept`;
    /// other files are kept.
    /// - Parameters:
    ///   - prefix: A participant's `UnitName.participantPrefix(_:)`.
    ///   - kept: Names not to delete (the units just installed).
    /// - Returns: The names deleted, sorted.
    /// - Throws: `ActivetaskError(.writeFailed)` naming the file that could not be deleted.
    package func remove(startingWith prefix: String, keeping kept: Set<String> = []) throws(ActivetaskError) -> [String] {
        let names = units(startingWith: prefix).filter { !kept.contains($0) }
        for name in names {
            let path = url.appendingPathComponent(name).path
            do {
                try Syscalls.unlink(path)
            } catch {
                throw ActivetaskError(.writeFailed, "cannot delete \(path): \(error); check the folder's permissions", errno: error)
            }
        }
        return names
    }

    /// The text of the file `name` here, or `nil` when there is none (or it is no text).
    /// - Parameter name: A file name.
    package func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(name).path).flatMap { String(data: $0, encoding: .utf8) }
    }
}
