import ActiveTasks
import Foundation

extension BuiltInTextTable {
    /// The task families' texts: `Sources/TaskFamilies/strings/TAG.json`, one file per language
    /// of the core table.
    package static let families = BuiltInTextTable(name: "families", bundle: .module)
}
