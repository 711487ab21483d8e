import Foundation

/// One row of a REDCap data dictionary: one field (variable) of a form, its 18 columns by name.
package struct REDCapField: Sendable, Equatable {
    /// The line of the dictionary the row starts on (the header is line 1).
    package var line: Int
    /// Variable / Field Name.
    package var name: String
    /// Form Name.
    package var form: String
    /// Section Header.
    package var sectionHeader: String
    /// Field Type (`text`, `radio`, `checkbox`, …).
    package var type: String
    /// Field Label.
    package var label: String
    /// Choices, Calculations, OR Slider Labels.
    package var choices: String
    /// Field Note.
    package var note: String
    /// Text Validation Type OR Show Slider Number.
    package var validation: String
    /// Text Validation Min.
    package var minimum: String
    /// Text Validation Max.
    package var maximum: String
    /// Identifier? (`y` for identifying data).
    package var identifier: String
    /// Branching Logic (Show field only if...).
    package var branchingLogic: String
    /// Required Field? (`y`).
    package var required: String
    /// Custom Alignment.
    package var alignment: String
    /// Question Number (surveys only).
    package var questionNumber: String
    /// Matrix Group Name.
    package var matrixGroup: String
    /// Matrix Ranking?
    package var matrixRanking: String
    /// Field Annotation (action tags such as `@HIDDEN`, and notes).
    package var annotation: String

    /// The field from the 18 columns of one row, in REDCap's order; missing trailing columns are empty.
    /// - Parameters:
    ///   - columns: The row's cells.
    ///   - line: The line the row starts on.
    package init(columns: [String], line: Int) {
        let cell = { (index: Int) in index < columns.count ? columns[index].trimmingCharacters(in: .whitespaces) : "" }
        self.line = line
        name = cell(0)
        form = cell(1)
        sectionHeader = cell(2)
        type = cell(3)
        label = cell(4)
        choices = cell(5)
        note = cell(6)
        validation = cell(7)
        minimum = cell(8)
        maximum = cell(9)
        identifier = cell(10)
        branchingLogic = cell(11)
        required = cell(12)
        alignment = cell(13)
        questionNumber = cell(14)
        matrixGroup = cell(15)
        matrixRanking = cell(16)
        annotation = cell(17)
    }

    /// The raw codes of a radio, dropdown or checkbox field's choices (`1, Yes | 2, No` → `1`,
    /// `2`), as REDCap stores them; a choice without a comma has none.
    package var choiceCodes: [String] {
        choices.split(separator: "|").compactMap { option in
            option.firstIndex(of: ",").map { option[..<$0].trimmingCharacters(in: .whitespaces) }
        }
    }

    /// Where the field is, for notes: `line 14 (q3)`.
    package var location: String { "line \(line) (\(name))" }
}
