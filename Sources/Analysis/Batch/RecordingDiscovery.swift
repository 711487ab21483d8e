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
        var found: [Recording] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ActivetaskError(.unreadable, "\(path): no such file or folder; give a task output folder, a folder of chunks or a tree of them")
            }
            if isFolder.boolValue {
                search(URL(fileURLWithPath: path), named: path, into: &found)
            } else {
                found.append(Recording(path: path, chunkFiles: [URL(fileURLWithPath: path)]))
            }
        }
        return found
    }

    private static func search(_ folder: URL, named name: String, into found: inout [Recording]) {
        let entries = contents(of: folder)
        let names = Set(entries.map(\.lastPathComponent))
        if names.contains("taskResult.json") || names.contains("recording.json")
            || entries.contains(where: { $0.pathExtension == "jsonl" }) {
            let taskResult = names.contains("taskResult.json") ? folder.appendingPathComponent("taskResult.json") : nil
            found.append(Recording(path: name, chunkFiles: chunks(under: folder), taskResult: taskResult))
            return
        }
        for entry in entries where isFolder(entry) {
            search(entry, named: (name as NSString).appendingPathComponent(entry.lastPathComponent), into: &found)
        }
    }

    private static func chunks(under folder: URL) -> [URL] {
        var files: [URL] = []
        for entry in contents(of: folder) {
            if isFolder(entry) {
                files += chunks(under: entry)
            } else if entry.pathExtension == "jsonl" {
                files.append(entry)
            }
        }
        return files
    }

    private static func contents(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
