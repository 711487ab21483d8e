import Foundation

extension URL {
    /// Creates the folder (and its parents) and returns it.
    func creatingDirectory() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
