import ActiveTasks
import Foundation
import RecordingFormat

/// Where an export writes: checked to lie outside the run's folder (exports never change it),
/// folders created 0700 and files written 0600 through `OutputFile`.
package struct ExportDestination: Sendable {
    /// The output folder, or the folder of the output file.
    package let folder: URL
    /// The output as given, made absolute: the folder, or the one file to write.
    package let target: URL

    /// Checks `output` against the run's folder and creates the folder that will hold it.
    /// - Parameters:
    ///   - output: The output folder (`isFolder`) or file.
    ///   - isFolder: Whether `output` is a folder to fill or one file to write.
    ///   - run: The run being exported.
    /// - Throws: `ActivetaskError` when `output` lies inside the run's folder, or the folder cannot
    ///   be created.
    package init(_ output: URL, isFolder: Bool, run: TaskRunFolder) throws(ActivetaskError) {
        let target = output.standardizedFileURL.resolvingSymlinksInPath()
        let source = run.url.resolvingSymlinksInPath()
        if target.path == source.path || target.path.hasPrefix(source.path + "/") {
            throw ActivetaskError(.outputNotWritable, "\(output.path) is inside the run's folder \(run.url.path); exports never change it: choose an output outside it")
        }
        self.target = target
        let folder = isFolder ? target : target.deletingLastPathComponent()
        self.folder = try OutputDirectory(creating: folder).url
    }

    /// A new file named `name` in the folder.
    /// - Parameter name: A file name; it is sanitized so it stays in the folder.
    /// - Throws: `ActivetaskError` when the file cannot be created.
    package func file(named name: String) throws(ActivetaskError) -> OutputFile {
        try OutputFile(url: folder.appendingPathComponent(OutputDirectory.sanitizedFileName(name)))
    }

    /// The one output file, for a destination that is not a folder.
    /// - Throws: `ActivetaskError` when the file cannot be created.
    package func file() throws(ActivetaskError) -> OutputFile {
        try OutputFile(url: target)
    }
}
