import ActiveTasks
import Foundation

extension BuiltInTextTable {
    /// The texts only the TerminalUI target shows: `Sources/TerminalUI/strings/TAG.json`, one file per
    /// language of the core table.
    package static let terminal = BuiltInTextTable(name: "terminal", bundle: .module)
}
