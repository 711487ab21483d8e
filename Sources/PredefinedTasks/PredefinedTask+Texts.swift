import ActiveTasks
import RecordingFormat
import JSONValues

/// The texts the predefined tasks' parameters rewrite, read from the catalogue's string files
/// (`BuiltInTextTable.predefined`) in every language they hold, as language objects the loader
/// resolves.
extension PredefinedTask {
    /// A language object with the text of `key` in every language of the catalogue's string files
    /// (English first; English's text where a file lacks the key), `values` in place of `{1}`,
    /// `{2}`…
    /// - Parameters:
    ///   - key: The text's key in `Tasks/strings/TAG.json`.
    ///   - values: The values as one language writes them, in order.
    static func localized(_ key: String, _ values: (BuiltInLanguage) -> [String] = { _ in [] }) -> JSONValue {
        let table = BuiltInTextTable.predefined
        let text = BuiltInText(key, table: table)
        let tags = table.languages.filter { $0 == .english } + table.languages.filter { $0 != .english }
        return .object(tags.compactMap { tag in
            BuiltInLanguage(tag: tag, offeredBy: table).map { language in
                JSONMember(key: tag.text, value: .string(text.text(in: language, values: values(language))))
            }
        })
    }

    /// `seconds` as a participant reads a duration: `6 minutes`, `20 seconds`, `1 minute 30 seconds`
    /// (`6 Minuten`, `1 minuto 30 segundos`, `0,5 seconde`), from the string files' `duration.…`
    /// texts: each language writes its own forms for one, below two and more.
    /// - Parameters:
    ///   - value: A number of seconds.
    ///   - language: The language to write it in.
    static func spoken(seconds value: JSONValue, in language: BuiltInLanguage = .english) -> String {
        let total = value.doubleValue ?? 0
        let whole = Int(total.rounded())
        guard total == Double(whole) else { return seconds(total, written: language.format(total), in: language) }
        let (minutes, rest) = (whole / 60, whole % 60)
        let secondsText = seconds(Double(rest), written: "\(rest)", in: language)
        guard minutes > 0 else { return secondsText }
        let minutesText = text(minutes == 1 ? "duration.minutes.one" : "duration.minutes.other", in: language, "\(minutes)")
        return rest > 0 ? text("duration.minutesAndSeconds", in: language, minutesText, secondsText) : minutesText
    }

    /// `count` seconds, written `written`, in the form for one, below two or more.
    private static func seconds(_ count: Double, written: String, in language: BuiltInLanguage) -> String {
        let key = count == 1 ? "duration.seconds.one" : count < 2 ? "duration.seconds.belowTwo" : "duration.seconds.other"
        return text(key, in: language, written)
    }

    /// The catalogue's text of `key` in `language` with `values` filled in.
    private static func text(_ key: String, in language: BuiltInLanguage, _ values: String...) -> String {
        BuiltInText(key, table: .predefined).text(in: language, values: values)
    }

    /// A parameter's number as `language` writes it (`7,5` in German); its JSON otherwise.
    /// - Parameters:
    ///   - value: The parameter's value.
    ///   - language: The language.
    static func number(_ value: JSONValue, _ language: BuiltInLanguage) -> String {
        value.doubleValue.map(language.format) ?? value.jsonText
    }
}
