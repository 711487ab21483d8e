import ActiveTasks

/// The kiosk's language screen, a step of its start before the task: every language the task
/// offers as a big button named in that language; the participant's choice is the language
/// the task is then loaded in, so every text of the run is in it from the first step.
package enum KioskLanguagePicker {
    /// Shows `languages` on every page of `channel` and waits for a choice.
    /// - Parameters:
    ///   - languages: The task's languages, its default first.
    ///   - channel: The kiosk's channel; the last page size it reported is handed on to the
    ///     presenter that follows.
    /// - Returns: The chosen language, or `nil` when the channel closed first.
    package static func choose(from languages: [LanguageTag], on channel: KioskChannel) async -> LanguageTag? {
        var screen = KioskScreen(key: "language", kind: "language")
        screen.canCancel = false
        screen.languages = languages.map { KioskLanguage(tag: $0.text, name: $0.endonym) }
        let offered = languages.compactMap(BuiltInLanguage.init(tag:))
        let shipped = offered.isEmpty ? [BuiltInLanguage.english] : offered
        screen.title = shipped.reduce(into: [String]()) { titles, language in
            let title = BuiltInText.chooseLanguage.text(in: language)
            if !titles.contains(title) { titles.append(title) }
        }.joined(separator: " · ")
        screen.labels = KioskLabels.labels(in: shipped[0])
        KioskPresenter.publish(screen, on: channel)
        var viewport: KioskCommand?
        var events = channel.events.makeAsyncIterator()
        while let event = await events.next() {
            switch event {
            case .command(.viewport(let width, let height)):
                viewport = .viewport(width: width, height: height)
            case .command(.language(let tag)):
                guard let chosen = languages.first(where: { $0.text == tag }) else { continue }
                if let viewport { channel.post(viewport) }
                return chosen
            default:
                continue
            }
        }
        return nil
    }
}
