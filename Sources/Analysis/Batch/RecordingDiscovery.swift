import ActiveTasks
import Foundation
import RecordingFormat

/// Finds the recordings in the paths given on the command line, in a deterministic order.
///
/// A folder holding `taskResult.json`, `recording.json` or `.jsonl` chunks is one recording (its
/// chunks are collected from it and its subfolders); any other folder is searched, subfolders in
/// name order. A `.jsonl` file given directly is a recording of its own.
public enum RecordingDiscovery {
    /// The recordings under `paths`, in argument order and then path order.
    /// - Parameter paths: Files or folders, as the user typed them.
    /// - Throws: `ActivetaskError` when a path does not exist.
    public static func recordings(in paths: [String]) throws(ActivetaskError) -> [Recording] {
        try search(paths).recordings
    }

    /// The recordings under `paths`, as `recordings(in:)` finds them, and the folders inside them
    /// that hold no recording and no folder (an empty folder in a study tree), which are skipped.
    /// - Parameter paths: Files or folders, as the user typed them.
    /// - Returns: The recordings, in argument order and then path order, and the skipped folders'
    ///   paths, in the same order.
    /// - Throws: `ActivetaskError` when a path does not exist.
    public static func search(_ paths: [String]) throws(ActivetaskError) -> (recordings: [Recording], skippedFolders: [String]) {
        var found: [Recording] = []
        var skipped: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ActivetaskError(.unreadable, "\(path): no such file or folder; give a task output folder, a folder of chunks or a tree of them")
            }
            if isFolder.boolValue {
                search(URL(fileURLWithPath: path), named: path, into: &found, skipping: &skipped, isRoot: true)
            } else {
                found.append(Recording(path: path, chunkFiles: [URL(fileURLWithPath: path)]))
            }
        }
        return (found, skipped)
    }

    private static func search(_ folder: URL, named name: String, into found: inout [Recording], skipping skipped: inout [String],
                               isRoot: Bool = false) {
        let path = folder.path
        let entries = contents(of: path)
        let names = Set(entries.map(\.name))
        if names.contains("taskResult.json") || names.contains("recording.json")
            || entries.contains(where: { !$0.isFolder && $0.name.hasSuffix(".jsonl") }) {
            let taskResult = names.contains("taskResult.json") ? folder.appendingPathComponent("taskResult.json") : nil
            var chunks: [URL] = []
            collectChunks(entries, in: path, into: &chunks)
            found.append(Recording(path: name, chunkFiles: chunks, taskResult: taskResult))
            return
        }
        if !isRoot, !entries.contains(where: \.isFolder) {
            skipped.append(name)
        }
        for entry in entries where entry.isFolder {
            search(folder.appendingPathComponent(entry.name, isDirectory: true),
                   named: (name as NSString).appendingPathComponent(entry.name), into: &found, skipping: &skipped)
        }
    }

    /// The `.jsonl` files among `entries` of the folder at `path` and in its subfolders, in name
    /// order with each subfolder's files at its place.
    private static func collectChunks(_ entries: [FolderEntry], in path: String, into chunks: inout [URL]) {
        for entry in entries {
            let entryPath = path + "/" + entry.name
            if entry.isFolder {
                collectChunks(contents(of: entryPath), in: entryPath, into: &chunks)
            } else if entry.name.hasSuffix(".jsonl") {
                chunks.append(URL(fileURLWithPath: entryPath, isDirectory: false))
            }
        }
    }

    /// The folder's entries but hidden ones, sorted by name; none when it cannot be listed.
    private static func contents(of path: String) -> [FolderEntry] {
        (FolderEntry.entries(of: path) ?? []).filter { !$0.name.hasPrefix(".") }.sorted { $0.name < $1.name }
    }
}
