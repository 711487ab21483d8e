import ActiveTasks
import Foundation

extension BuiltInTextTable {
    /// The predefined tasks' texts: `Tasks/strings/TAG.json`, beside the tasks' JSON, whose texts
    /// are `{"key": …}` in them as in any task with string files; the texts a parameter rewrites
    /// are there too, with `{1}` for the value (`PredefinedTask.localized(_:_:)`). Adding a
    /// language is adding its file; a key it lacks is shown in English.
    package static let predefined = BuiltInTextTable(
        name: "predefined", folder: Bundle.module.resourceURL?.appendingPathComponent("Tasks/strings", isDirectory: true))
}
