import RecordingFormat
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The values of the sysfs files a capture changes on an IIO device, read before the change and
/// written back on stop.
struct IIOSysfsSnapshot {
    /// The device's sysfs folder, e.g. `/sys/bus/iio/devices/iio:device1`.
    let folder: String
    /// Each saved file (relative to `folder`) and its content, in the order they are restored.
    let saved: [(file: String, content: Data)]

    /// Reads `files` (relative to the device's folder) plus every `scan_elements/*_en`; files
    /// that do not exist are skipped.
    init(deviceIdentifier: String, files: [String]) {
        folder = "/sys/bus/iio/devices/\(deviceIdentifier)"
        let enables = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/scan_elements")) ?? [])
            .filter { $0.hasSuffix("_en") }.sorted().map { "scan_elements/\($0)" }
        let folder = self.folder
        saved = (enables + files).compactMap { file in
            FileManager.default.contents(atPath: "\(folder)/\(file)").map { (file, $0) }
        }
    }

    /// Writes every saved value back, each with one `write` into the truncated file, as sysfs wants.
    ///
    /// - Returns: The files that could not be restored.
    @discardableResult
    func restore() -> [String] {
        saved.compactMap { file, content in
            guard let descriptor = try? Syscalls.open("\(folder)/\(file)", O_WRONLY | O_TRUNC | O_CLOEXEC) else { return file }
            defer { try? Syscalls.close(descriptor) }
            let written = content.withUnsafeBytes { try? Syscalls.write(descriptor, $0) }
            return written == content.count ? nil : file
        }
    }
}
