import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies

/// A task as `export odm --metadata` describes it: the task the runs were made from, loaded
/// once in each language it has, so that every question and choice has its text in each.
package struct ODMTaskDefinition: Sendable {
    /// The task in its default language, then in each other language it offers.
    package var translations: [OrderedTask]

    /// Loads the task a run was made from, as its provenance names it: a predefined task with
    /// the parameters the run used, or the task-JSON file, which must be unchanged.
    /// - Parameter run: A run whose `taskResult.json` records its provenance.
    /// - Throws: `ActivetaskError` when the run has no provenance, or its task file is missing,
    ///   invalid or changed since the run.
    package init(run: TaskRunFolder) throws(ActivetaskError) {
        let resultFile = run.url.appendingPathComponent(TaskRunFolder.resultFileName).path
        guard let provenance = run.result.provenance else {
            throw ActivetaskError(.invalidResult, "\(resultFile): records no provenance, so the task it was made from is unknown; export it without --metadata")
        }
        let load: (LanguageTag?) throws(ActivetaskError) -> OrderedTask
        if let predefined = PredefinedTask(rawValue: provenance.task) {
            load = { (language) throws(ActivetaskError) in try predefined.task(values: provenance.parameters, language: language) }
        } else {
            let url = URL(fileURLWithPath: provenance.task)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ActivetaskError(.unreadable, "\(provenance.task): the task file \(resultFile) was made from cannot be read; export from the folder the run was started in, or without --metadata")
            }
            let digest = FileResult.sha256(of: data)
            guard provenance.taskSHA256 == nil || provenance.taskSHA256 == digest else {
                throw ActivetaskError(.invalidResult, "\(provenance.task): changed since the run in \(run.url.path) (SHA-256 \(provenance.taskSHA256 ?? "") then, \(digest) now); restore the task file the run was made from, or export without --metadata")
            }
            load = { (language) throws(ActivetaskError) in
                let outcome = TaskLoader.load(contentsOf: url, registry: .standard, language: language)
                guard let task = outcome.task else {
                    let errors = outcome.issues.filter { $0.severity == .error }.map { $0.line(in: provenance.task) }
                    throw ActivetaskError(.invalidResult, errors.joined(separator: "\n"))
                }
                return task
            }
        }
        let main = try load(nil)
        var translations = [main]
        for language in main.languages where language != main.language {
            translations.append(try load(language))
        }
        self.translations = translations
    }

    /// The task in its default language.
    package var task: OrderedTask { translations[0] }

    /// The texts of the question `identifier` of step `step` in each language: `(tag, text)`.
    func prompts(step: String, question: String) -> [(language: String, text: String)] {
        translations.compactMap { task in
            guard let found = Self.question(step: step, identifier: question, in: task) else { return nil }
            return (task.language.description, found.prompt ?? found.identifier)
        }
    }

    /// The choices' texts of the question in each language, by choice index: `[(tag, text)]`.
    func choiceTexts(step: String, question: String) -> [[(language: String, text: String)]] {
        var texts: [[(language: String, text: String)]] = []
        for task in translations {
            guard let found = Self.question(step: step, identifier: question, in: task),
                  let choices = ODMItemDefinition.choices(of: found.answerFormat) else { continue }
            for (index, choice) in choices.enumerated() {
                if texts.count <= index { texts.append([]) }
                texts[index].append((task.language.description, choice.text))
            }
        }
        return texts
    }

    private static func question(step: String, identifier: String, in task: OrderedTask) -> Question? {
        task.flattenedSteps.first { $0.identifier == step }?.questions.first { $0.identifier == identifier }
    }
}
