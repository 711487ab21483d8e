import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// A JSON object in a file that holds passwords (the destinations file, `participants.json`): read
/// only when it belongs to the user and no one else can read it (mode 0600 or 0400).
enum PrivateJSONFile {
    /// Reads the object in `url`.
    /// - Parameters:
    ///   - url: The file.
    ///   - keyedBy: What the object's keys are, for the message (`destination name`).
    /// - Throws: `ActivetaskError(.invalidConfiguration)` when the file is missing, another user's,
    ///   readable by others, not a JSON object, or gives a key twice; the message names the file
    ///   and the way out.
    static func object(at url: URL, keyedBy: String) throws(ActivetaskError) -> [String: Any] {
        let status: stat
        do {
            status = try Syscalls.stat(url.path)
        } catch {
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path): cannot be read (\(error)); create it as docs/UPLOAD.md shows or pass --config FILE", errno: error)
        }
        guard status.st_uid == geteuid() else {
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path) holds passwords but belongs to uid \(status.st_uid), not to you (uid \(geteuid())), so its owner can change where your results go; use a file of your own")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw ActivetaskError(.invalidConfiguration,
                                  "\(url.path) holds passwords but others may read it (mode \(String(status.st_mode & 0o777, radix: 8))); run `chmod 600 \(url.path)`")
        }
        do {
            let data = try Data(contentsOf: url)
            if let root = try? JSONParser.parse(Array(data)), let duplicate = JSONValue.duplicateKeyPaths(in: root, at: "").first {
                throw ActivetaskError(.invalidConfiguration, "\(url.path): \(duplicate) is a duplicate key: an earlier member of this object has the same name, and only one value can count; remove one")
            }
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ActivetaskError(.invalidConfiguration, "\(url.path): not a JSON object keyed by \(keyedBy)")
            }
            return parsed
        } catch let error as ActivetaskError {
            throw error
        } catch {
            throw ActivetaskError(.invalidConfiguration, "\(url.path): not valid JSON (\((error as NSError).localizedDescription))")
        }
    }
}
