#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder as `readdir(3)` lists it: its name and whether it is a folder, from the
/// entry's type without a `stat` of its own (a link, or a file system that does not say, is
/// followed with `stat` as `FileManager.fileExists(atPath:isDirectory:)` would).
package struct FolderEntry: Sendable, Equatable {
    /// The entry's name within its folder.
    package var name: String
    /// Whether the entry is a folder (or a link to one).
    package var isFolder: Bool

    /// The entries of the folder at `path` but `.` and `..`, hidden ones included, in the order
    /// the file system lists them; `nil` when the folder cannot be opened.
    /// - Parameter path: The folder.
    package static func entries(of path: String) -> [FolderEntry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let type = entry.pointee.d_type
            var isFolder = type == UInt8(DT_DIR)
            if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                var status = stat()
                isFolder = stat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            entries.append(FolderEntry(name: name, isFolder: isFolder))
        }
        return entries
    }
}
