import ActiveTasks
import JSONValues

/// One task an importer made: its task JSON and what of the source it could not map.
package struct ImportedTask: Sendable {
    /// The task's identifier (a REDCap form name, a Questionnaire's id).
    package var identifier: String
    /// The task JSON.
    package var json: JSONValue
    /// What could not be mapped, in source order.
    package var notes: [ImportNote]

    /// Creates an imported task.
    /// - Parameters:
    ///   - identifier: The task's identifier.
    ///   - json: The task JSON.
    ///   - notes: What could not be mapped.
    package init(identifier: String, json: JSONValue, notes: [ImportNote]) {
        self.identifier = identifier
        self.json = json
        self.notes = notes
    }
}
