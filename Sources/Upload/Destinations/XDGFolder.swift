import Foundation

/// The XDG base directories the upload command keeps its files in.
package enum XDGFolder: Sendable {
    /// `$XDG_CONFIG_HOME`, `~/.config` by default: the destinations file.
    case config
    /// `$XDG_STATE_HOME`, `~/.local/state` by default: the outbox.
    case state

    /// The folder: the variable's value when it is an absolute path (the XDG rule), the default
    /// under `$HOME` otherwise.
    /// - Parameter environment: The process environment.
    package func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let (variable, fallback) = switch self {
        case .config: ("XDG_CONFIG_HOME", ".config")
        case .state: ("XDG_STATE_HOME", ".local/state")
        }
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value)
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(fallback)
    }
}
