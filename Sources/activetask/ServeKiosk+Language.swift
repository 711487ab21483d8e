import ActiveTasks
import Kiosk

extension ServeKiosk {
    /// The task in the language the participant chooses on the kiosk's first screen: `loaded`
    /// itself when `--language` chose already, the run is resumed, or the task has one language.
    /// - Parameters:
    ///   - loaded: The task in its default language (or `--language`'s).
    ///   - channel: The kiosk's channel.
    /// - Throws: `ExitCode.failure` when the task cannot be loaded again in the chosen language.
    func language(for loaded: OrderedTask, on channel: KioskChannel) async throws -> OrderedTask {
        guard options.language == nil, options.resume == nil, loaded.languages.count > 1,
              let chosen = await KioskLanguagePicker.choose(from: loaded.languages, on: channel) else { return loaded }
        return try TaskOptions.load(options.task, settings: options.settings, language: chosen)
    }
}
