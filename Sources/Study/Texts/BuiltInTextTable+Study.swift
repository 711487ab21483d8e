import ActiveTasks
import Foundation

extension BuiltInTextTable {
    /// The study's texts: `Sources/Study/strings/TAG.json`, one file per language of the core table.
    package static let study = BuiltInTextTable(name: "study", bundle: .module)
}
