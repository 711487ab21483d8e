import ActiveTasks
import Foundation
import RecordingFormat

/// Finds the recordings in the paths given on the command line, in a deterministic order.
///
/// A folder holding `taskResult.json`, `recording.json` or `.jsonl` chunks is one recording (its
/// chunks are collected from it and its subfolders); any other folder is searched, subfolders in
/// name order. A `.jsonl` file given directly is a recording of its own. Links are followed, but
/// within one path each folder is entered once (by device and inode): a link back up the tree,
/// or a second way to a folder already searched, is skipped with a warning, so a cycle neither
/// repeats a recording nor runs without end.
public enum RecordingDiscovery {
    /// The recordings under `paths`, in argument order and then path order.
    /// - Parameters:
    ///   - paths: Files or folders, as the user typed them.
    ///   - warn: Called with a sentence for each folder skipped because it was already entered.
    /// - Throws: `ActivetaskError` when a path does not exist.
    public static func recordings(in paths: [String], warn: (String) -> Void = { _ in }) throws(ActivetaskError) -> [Recording] {
        try search(paths, warn: warn).recordings
    }

    /// The recordings under `paths`, as `recordings(in:warn:)` finds them, and the folders inside
    /// them that hold no recording and no folder (an empty folder in a study tree), which are skipped.
    /// - Parameters:
    ///   - paths: Files or folders, as the user typed them.
    ///   - warn: Called with a sentence for each folder skipped because it was already entered.
    /// - Returns: The recordings, in argument order and then path order, and the skipped folders'
    ///   paths, in the same order.
    /// - Throws: `ActivetaskError` when a path does not exist.
    public static func search(_ paths: [String], warn: (String) -> Void = { _ in }) throws(ActivetaskError)
        -> (recordings: [Recording], skippedFolders: [String]) {
        var found: [Recording] = []
        var skipped: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ActivetaskError(.unreadable, "\(path): no such file or folder; give a task output folder, a folder of chunks or a tree of them")
            }
            if isFolder.boolValue {
                var walk = Walk()
                walk.search(URL(fileURLWithPath: path), named: path, isRoot: true)
                found += walk.found
                skipped += walk.skipped
                walk.warnings.forEach(warn)
            } else {
                found.append(Recording(path: path, chunkFiles: [URL(fileURLWithPath: path)]))
            }
        }
        return (found, skipped)
    }
}

/// The search of one folder given on the command line: what was found, and the folders entered.
private struct Walk {
    /// The recordings found so far, in order.
    var found: [Recording] = []
    /// The folders inside that hold no recording and no folder, skipped.
    var skipped: [String] = []
    /// A sentence for each folder skipped because it was already entered.
    var warnings: [String] = []
    /// The folders entered so far, with the path each was first entered by.
    private var entered: [FileIdentity: String] = [:]

    /// Whether the folder at `path` is entered for the first time; a warning names it when not.
    private mutating func enters(_ path: String, named name: String) -> Bool {
        guard let identity = FileIdentity(path: path) else { return true }
        if let first = entered[identity] {
            warnings.append("\(name): skipped: it is \(first), already searched (a link makes a cycle or a second way to it)")
            return false
        }
        entered[identity] = name
        return true
    }

    mutating func search(_ folder: URL, named name: String, isRoot: Bool = false) {
        let path = folder.path
        guard enters(path, named: name) else { return }
        let entries = contents(of: path)
        let names = Set(entries.map(\.name))
        if names.contains("taskResult.json") || names.contains("recording.json")
            || entries.contains(where: { !$0.isFolder && $0.name.hasSuffix(".jsonl") }) {
            let taskResult = names.contains("taskResult.json") ? folder.appendingPathComponent("taskResult.json") : nil
            var chunks: [URL] = []
            collectChunks(entries, in: path, named: name, into: &chunks)
            found.append(Recording(path: name, chunkFiles: chunks, taskResult: taskResult))
            return
        }
        if !isRoot, !entries.contains(where: \.isFolder) {
            skipped.append(name)
        }
        for entry in entries where entry.isFolder {
            search(folder.appendingPathComponent(entry.name, isDirectory: true),
                   named: (name as NSString).appendingPathComponent(entry.name))
        }
    }

    /// The `.jsonl` files among `entries` of the folder at `path` and in its subfolders, in name
    /// order with each subfolder's files at its place.
    private mutating func collectChunks(_ entries: [FolderEntry], in path: String, named name: String, into chunks: inout [URL]) {
        for entry in entries {
            let entryPath = path + "/" + entry.name
            if entry.isFolder {
                let entryName = (name as NSString).appendingPathComponent(entry.name)
                guard enters(entryPath, named: entryName) else { continue }
                collectChunks(contents(of: entryPath), in: entryPath, named: entryName, into: &chunks)
            } else if entry.name.hasSuffix(".jsonl") {
                chunks.append(URL(fileURLWithPath: entryPath, isDirectory: false))
            }
        }
    }

    /// The folder's entries but hidden ones, sorted by name; none when it cannot be listed.
    private func contents(of path: String) -> [FolderEntry] {
        (FolderEntry.entries(of: path) ?? []).filter { !$0.name.hasPrefix(".") }.sorted { $0.name < $1.name }
    }
}
