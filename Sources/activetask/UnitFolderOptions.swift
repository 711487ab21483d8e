import ArgumentParser
import Foundation
import Schedule
import Upload

/// `--unit-dir`: the systemd user unit folder `schedule install`, `list` and `remove` work in.
struct UnitFolderOptions: ParsableArguments {
    @Option(name: .customLong("unit-dir"), help: ArgumentHelp("The systemd user unit folder (default: $XDG_CONFIG_HOME/systemd/user).",
                                                               valueName: "DIR"))
    var unitDirectory: String?

    /// The unit folder.
    var folder: UnitDirectory {
        UnitDirectory(url: unitDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL }
                      ?? XDGFolder.config.url().appendingPathComponent("systemd/user"))
    }
}
