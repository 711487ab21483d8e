import Foundation

/// Where the project's fixtures and the shared device data are.
package enum ProjectPaths {
    /// The package root (the folder holding Package.swift).
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder under `fixtures/`.
    package static func fixture(_ relativePath: String) -> URL {
        root.appendingPathComponent("fixtures").appendingPathComponent(relativePath)
    }

    /// A file or folder under `../shared/data/`, or `nil` when that folder is absent
    /// (it sits beside the checkout on the developers' machines and in CI).
    package static func sharedData(_ relativePath: String) -> URL? {
        let url = root.deletingLastPathComponent()
            .appendingPathComponent("shared/data").appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
