import ActiveTasks
import ArgumentParser
import Foundation
import Kiosk
import TaskFamilies
import TerminalUI

/// `activetask validate TASK.json`: checks a task definition before it is deployed.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a task-JSON file and list every problem with its JSON path.",
        discussion: """
            Exits 0 when the task can run (warnings, such as unreachable steps or a text without a translation in one \
            of the task's languages, are listed but do not fail), 1 otherwise.
            """
    )

    @Argument(help: "The task-JSON file to check.")
    var task: String

    @Option(name: .long, help: ArgumentHelp("Also check that the task offers this language (a BCP 47 tag).", valueName: "TAG"))
    var language: String?

    /// The presenters a task must be drawable by: the full-screen terminal and the kiosk.
    static let presenters: [(name: String, canDraw: @Sendable (String) -> Bool)] = [
        ("present", FullScreenPresenter.canDraw(stepType:)),
        ("kiosk", KioskPresenter.canDraw(stepType:)),
    ]

    func validate() throws {
        try TaskOptions.validateLanguage(language)
    }

    func run() throws {
        let outcome = TaskLoader.load(contentsOf: URL(fileURLWithPath: task), registry: .standard, language: language.flatMap(LanguageTag.init))
        for issue in outcome.issues { print(issue.line(in: task)) }
        guard let loaded = outcome.task else { throw ExitCode.failure }
        let undrawn = Self.presenters.flatMap { TaskValidator.drawingIssues(in: loaded, presenter: $0.name, canDraw: $0.canDraw) }
        for issue in undrawn { print(issue.line(in: task)) }
        guard undrawn.isEmpty else { throw ExitCode.failure }
        let languages = loaded.languages.count > 1 ? "; languages \(loaded.languages.map(\.text).joined(separator: ", "))" : ""
        print("\(task): task \"\(loaded.identifier)\" is valid (\(loaded.flattenedSteps.count) steps\(languages))")
    }
}
