import ActiveTasks
import Foundation

extension BuiltInTextTable {
    /// The texts only the ConsentPDF target shows: `Sources/ConsentPDF/strings/TAG.json`, one file per
    /// language of the core table.
    package static let consentPDF = BuiltInTextTable(name: "consentPDF", bundle: .module)
}
