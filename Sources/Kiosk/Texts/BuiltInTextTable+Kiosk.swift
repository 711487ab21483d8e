import ActiveTasks
import Foundation

extension BuiltInTextTable {
    /// The texts only the Kiosk target shows: `Sources/Kiosk/strings/TAG.json`, one file per
    /// language of the core table.
    package static let kiosk = BuiltInTextTable(name: "kiosk", bundle: .module)
}
