import ActiveTasks
import Foundation
import RecordingFormat

/// Where an export writes: checked to lie outside the run's folder (exports never change it),
/// folders created 0700 and files written 0600 through `OutputFile`. Nothing already there is
/// replaced unless the export was given `--force`.
package struct ExportDestination: Sendable {
    /// The output folder, or the folder of the output file.
    package let folder: URL
    /// The output as given, made absolute: the folder, or the one file to write.
    package let target: URL
    /// Whether files already there may be replaced (`--force`).
    package let replacing: Bool

    /// Checks `output` against the run's folder and what is already there, and creates the folder
    /// that will hold it.
    /// - Parameters:
    ///   - output: The output folder (`isFolder`) or file.
    ///   - isFolder: Whether `output` is a folder to fill or one file to write.
    ///   - run: The run being exported.
    ///   - replacing: Whether files already there may be replaced (`--force`); without it a
    ///     folder holding anything, or an existing file, is refused.
    /// - Throws: `ActivetaskError` when `output` lies inside the run's folder, is taken and may
    ///   not be replaced (`.outputExists`), or the folder cannot be created, or (for a folder)
    ///   is another user's or may be written by others.
    package init(_ output: URL, isFolder: Bool, run: TaskRunFolder, replacing: Bool = false) throws(ActivetaskError) {
        let target = output.standardizedFileURL.resolvingSymlinksInPath()
        let source = run.url.resolvingSymlinksInPath()
        if target.path == source.path || target.path.hasPrefix(source.path + "/") {
            throw ActivetaskError(.outputNotWritable, "\(output.path) is inside the run's folder \(run.url.path); exports never change it: choose an output outside it")
        }
        if !replacing {
            if isFolder, let names = try? FileManager.default.contentsOfDirectory(atPath: target.path), !names.isEmpty {
                throw ActivetaskError(.outputExists, "\(output.path) already holds files (\(names.sorted().prefix(3).joined(separator: ", "))"
                                      + "\(names.count > 3 ? ", …" : "")), which an export never mixes with its own; choose a new or empty "
                                      + "--output, or give --force to replace the files of the same names")
            }
            if !isFolder, FileManager.default.fileExists(atPath: target.path) {
                throw ActivetaskError(.outputExists, "\(output.path) already exists and is kept; give --force to replace it, or choose another --output")
            }
        }
        self.target = target
        self.replacing = replacing
        let folder = try OutputDirectory(creating: isFolder ? target : target.deletingLastPathComponent())
        if isFolder { try folder.requirePrivate("output folder", code: .outputNotWritable, way: "choose another --output") }
        self.folder = folder.url
    }

    /// A new file named `name` in the folder.
    /// - Parameter name: A file name made of `SafeFileName` parts and fixed words, so it stays in
    ///   the folder (a `/` in it is refused).
    /// - Throws: `ActivetaskError` when the file cannot be created.
    package func file(named name: String) throws(ActivetaskError) -> OutputFile {
        guard !name.contains("/"), !name.hasPrefix(".") else {
            throw ActivetaskError(.outputNotWritable, "\(name) is not a file name an export writes; this is a bug, report it")
        }
        return try OutputFile(url: folder.appendingPathComponent(name), replacing: replacing)
    }

    /// The one output file, for a destination that is not a folder.
    /// - Throws: `ActivetaskError` when the file cannot be created.
    package func file() throws(ActivetaskError) -> OutputFile {
        try OutputFile(url: target, replacing: replacing)
    }
}
