import ArgumentParser

/// `activetask import`: task JSON from other tools' instruments.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write task JSON from a REDCap data dictionary or a FHIR R4 Questionnaire.",
        discussion: """
            Every part of the source that has no counterpart in task JSON is printed, one line each \
            (FILE: PLACE: what and why), and with --report written to a file; nothing is dropped \
            silently. The task written is checked as `activetask validate` checks it. docs/IMPORT.md \
            has the mapping tables.
            """,
        subcommands: [REDCap.self, FHIR.self]
    )
}
