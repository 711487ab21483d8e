/// Something of the source an importer could not carry into task JSON, or carried only in part:
/// one line of the import's report.
package struct ImportNote: Sendable, Equatable {
    /// Where in the source: `line 14 (q3)` for a REDCap field, `item[2].item[0] (linkId q3)` for a
    /// FHIR item.
    package var location: String
    /// What was not mapped, and what the task does instead.
    package var message: String

    /// Creates a note.
    /// - Parameters:
    ///   - location: Where in the source.
    ///   - message: What was not mapped and what the task does instead.
    package init(_ location: String, _ message: String) {
        self.location = location
        self.message = message
    }

    /// The note as one report line: `DICTIONARY.csv: line 14 (q3): message`.
    /// - Parameter source: The imported file's path as the user gave it.
    package func line(in source: String) -> String {
        "\(source): \(location): \(message)"
    }
}
