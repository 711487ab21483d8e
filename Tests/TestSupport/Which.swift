import Foundation

/// The full path of a command found on `PATH`, or the argument itself when it is a path.
package func which(_ command: String) throws -> String {
    if command.contains("/") { return command }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(command)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw TestSupportError("\(command) is not on PATH; run the README's setup command (apt-get install)")
}
