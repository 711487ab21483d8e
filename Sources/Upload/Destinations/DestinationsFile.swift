import Foundation
import RecordingFormat

/// The destinations file: a JSON object keyed by destination name, each
/// `{"type": "rave"|"bridge", "baseURL", "user", "password", "caFile"?}`. It holds passwords, so
/// it is read only when no one but its owner can read it (mode 0600 or 0400).
package struct DestinationsFile: Sendable {
    /// The file.
    package let url: URL
    /// The destinations by name.
    package let destinations: [String: UploadDestination]

    /// `$XDG_CONFIG_HOME/activetask/destinations.json`, `~/.config/activetask/destinations.json`
    /// when `XDG_CONFIG_HOME` is unset.
    /// - Parameter environment: The process environment.
    package static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGFolder.config.url(environment: environment).appendingPathComponent("activetask/destinations.json")
    }

    /// Reads and checks the file.
    /// - Parameter url: The destinations file.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when the file is missing, readable by
    ///   others, not JSON, or an entry lacks a field or has a wrong one; the message names the
    ///   file, the destination and the field.
    package init(url: URL) throws(ActivetaskError) {
        self.url = url
        let status: stat
        do {
            status = try Syscalls.stat(url.path)
        } catch {
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path): cannot be read (\(error)); create it as docs/UPLOAD.md shows or pass --config FILE", errno: error)
        }
        guard status.st_mode & 0o077 == 0 else {
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path) holds passwords but others may read it (mode \(String(status.st_mode & 0o777, radix: 8))); run `chmod 600 \(url.path)`")
        }
        let object: [String: Any]
        do {
            let data = try Data(contentsOf: url)
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ActivetaskError(.invalidConfiguration, "\(url.path): not a JSON object keyed by destination name")
            }
            object = parsed
        } catch let error as ActivetaskError {
            throw error
        } catch {
            throw ActivetaskError(.invalidConfiguration, "\(url.path): not valid JSON (\((error as NSError).localizedDescription))")
        }
        var destinations: [String: UploadDestination] = [:]
        for (name, value) in object {
            destinations[name] = try Self.destination(name, value, in: url)
        }
        self.destinations = destinations
    }

    /// The destination called `name`.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` listing the names the file has.
    package func destination(_ name: String) throws(ActivetaskError) -> UploadDestination {
        guard let destination = destinations[name] else {
            let known = destinations.keys.sorted().joined(separator: ", ")
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path) has no destination \(name); it has: \(known.isEmpty ? "none" : known)")
        }
        return destination
    }

    private static func destination(_ name: String, _ value: Any, in url: URL) throws(ActivetaskError) -> UploadDestination {
        let place = "\(url.path): destination \(name)"
        guard let entry = value as? [String: Any] else {
            throw ActivetaskError(.invalidConfiguration, "\(place): not an object with type, baseURL, user and password")
        }
        func text(_ key: String) throws(ActivetaskError) -> String {
            guard let text = entry[key] as? String, !text.isEmpty else {
                throw ActivetaskError(.invalidConfiguration, "\(place): \"\(key)\" is missing or not a non-empty string")
            }
            return text
        }
        let unknown = Set(entry.keys).subtracting(["type", "baseURL", "user", "password", "caFile"])
        guard unknown.isEmpty else {
            throw ActivetaskError(.invalidConfiguration,
                                  "\(place): unknown field \(unknown.sorted().joined(separator: ", ")); the fields are type, baseURL, user, password and caFile")
        }
        guard let kind = UploadDestination.Kind(rawValue: try text("type")) else {
            throw ActivetaskError(.invalidConfiguration, "\(place): \"type\" must be \"rave\" or \"bridge\"")
        }
        guard let baseURL = URL(string: try text("baseURL")) else {
            throw ActivetaskError(.invalidConfiguration, "\(place): \"baseURL\" is not a URL")
        }
        let caFile = entry["caFile"] == nil ? nil
            : URL(fileURLWithPath: try text("caFile"), relativeTo: url.deletingLastPathComponent()).standardizedFileURL
        return try UploadDestination(name: name, kind: kind, baseURL: baseURL, user: try text("user"),
                                     password: try text("password"), caFile: caFile)
    }
}
