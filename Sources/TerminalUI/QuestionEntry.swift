import ActiveTasks
import Markup

/// One question being answered on the full-screen presenter, key by key.
///
/// Yes/no and single-choice questions with at most nine choices take the choice's number (or
/// `y`/`n`) at once; multiple-choice questions toggle choices by number and take them with
/// Enter; every other format is typed into an edit line (Backspace deletes) and taken with
/// Enter, where a line of just `s` skips an optional question and `b` goes back. `-` answers
/// "I don't know" where the question offers it, and `?` shows its learn-more text. What is entered
/// is read by the answer format's own `answer(fromText:in:)`; when it refuses, its message is shown.
struct QuestionEntry {
    /// What a key press decided.
    enum Outcome: Equatable {
        /// The question is answered.
        case answered(AnswerValue)
        /// The (optional) question is skipped.
        case skipped
        /// Enter on an empty line where that is no answer (a scale left untouched): the flow
        /// refuses it for a required question and skips an optional one.
        case unanswered
        /// The participant does not know the answer.
        case dontKnow
        /// The participant goes back.
        case back
        /// The participant cancels the task.
        case cancelled
    }

    /// The question being answered.
    let question: Question
    /// What is shown and accepted beyond the numbered options.
    let display: QuestionDisplay
    /// Whether `b` may go back.
    let canGoBack: Bool
    /// The language of the keys and messages.
    let language: BuiltInLanguage
    /// The text typed so far (formats without number keys).
    private(set) var line = ""
    /// The chosen option indices (multiple choice).
    private(set) var selected: Set<Int> = []
    /// Why the last entry was not accepted.
    var notice: String?
    /// Whether the learn-more text is shown.
    private(set) var showsLearnMore = false
    /// Whether `lines` begin with the prompt: not where the screen shows it already (a question
    /// step with only a title asks with its title, which the heading shows).
    var showsPrompt = true

    /// The key (or line) that answers "I don't know".
    static let dontKnowKey: Character = "-"
    /// The key (or line) that shows the learn-more text.
    static let learnMoreKey: Character = "?"

    /// Starts answering `question`.
    /// - Parameters:
    ///   - question: The question.
    ///   - canGoBack: Whether `b` may go back.
    ///   - currentLocation: The device's current location, offered for a location question.
    ///   - language: The language of the keys and messages.
    init(question: Question, canGoBack: Bool, currentLocation: @escaping () -> LocationAnswer? = { nil },
         language: BuiltInLanguage = .english) {
        self.question = question
        self.canGoBack = canGoBack
        self.language = language
        display = QuestionDisplay(question: question, currentLocation: currentLocation)
    }

    private var options: [String] { question.answerFormat.options(in: language) }

    /// Whether choices are taken by pressing their number.
    private var picksByKey: Bool { !options.isEmpty && options.count <= 9 }

    private var isMultipleChoice: Bool { display.isMultipleChoice }

    /// Applies one key press.
    /// - Returns: What the key decided, or `nil` while the question stays open.
    mutating func handle(_ key: TerminalKey) -> Outcome? {
        switch key {
        case .cancel:
            return .cancelled
        case .character(let character) where picksByKey:
            return pick(character)
        case .enter where picksByKey && isMultipleChoice:
            guard !selected.isEmpty else {
                notice = BuiltInText.chooseAtLeastOneByNumber.text(in: language)
                return nil
            }
            return read(selected.sorted().map { String($0 + 1) }.joined(separator: ","))
        case .enter where !picksByKey:
            switch line.trimmingSpaces {
            case "s" where question.isOptional: return .skipped
            case "b" where canGoBack: return .back
            case String(Self.dontKnowKey) where question.dontKnowText != nil: return .dontKnow
            case String(Self.learnMoreKey) where question.learnMore != nil:
                (showsLearnMore, line) = (true, "")
                return nil
            default: return read(line)
            }
        case .character(let character):
            line.append(character)
        case .backspace:
            if !line.isEmpty { line.removeLast() }
        default:
            break
        }
        return nil
    }

    private mutating func pick(_ character: Character) -> Outcome? {
        switch character {
        case "s" where question.isOptional: return .skipped
        case "b" where canGoBack: return .back
        case "y" where question.answerFormat.inputKind == .boolean, "n" where question.answerFormat.inputKind == .boolean:
            return read(String(character))
        case Self.dontKnowKey where question.dontKnowText != nil: return .dontKnow
        case Self.learnMoreKey where question.learnMore != nil:
            showsLearnMore = true
            return nil
        default: break
        }
        guard let number = character.wholeNumberValue, (1...options.count).contains(number) else { return nil }
        guard isMultipleChoice else { return read(String(number)) }
        if selected.remove(number - 1) == nil { selected.insert(number - 1) }
        notice = nil
        return nil
    }

    private mutating func read(_ text: String) -> Outcome? {
        do {
            return try display.answer(fromText: text, in: language).map(Outcome.answered) ?? .unanswered
        } catch {
            notice = error.message
            return nil
        }
    }

    /// The lines to show: the prompt (unless `showsPrompt` is off), the numbered options (marked
    /// when chosen) or the edit line, and the notice.
    var lines: [String] {
        var lines = showsPrompt ? question.prompt.map { [$0, ""] } ?? [] : []
        if showsLearnMore, let more = question.learnMore { lines += ["\(BuiltInText.learnMore.text(in: language)): \(more)", ""] }
        for (index, option) in options.enumerated() where picksByKey {
            lines.append((isMultipleChoice ? (selected.contains(index) ? "[x] " : "[ ] ") : "") + "\(index + 1). \(option)")
        }
        if picksByKey {
            lines.append("")
            lines.append(isMultipleChoice ? BuiltInText.numbersChooseEnterConfirms.text(in: language)
                         : BuiltInText.pressANumber.text(in: language) + (question.answerFormat.inputKind == .boolean ? BuiltInText.orYesNoKeys.text(in: language) : ""))
        } else {
            for (index, option) in options.enumerated() { lines.append("\(index + 1). \(option)") }
            lines += display.lines
            lines.append(question.answerFormat.hint(in: language))
            lines.append("> " + line + "_")
        }
        lines.append(notice.map { BuiltInText.notAccepted.text(in: language, $0) } ?? "")
        return lines
    }

    /// The keys that confirm, skip and go back here, for the footer.
    var help: String {
        let (skip, back): (BuiltInText, BuiltInText) = picksByKey ? (.footerSkipKey, .footerBack) : (.footerSkipTyped, .footerBackTyped)
        let suffix = picksByKey ? "" : " Enter"
        let dontKnow = question.dontKnowText.map { "\(Self.dontKnowKey)\(suffix): \($0)" }
        let learnMore = question.learnMore == nil || showsLearnMore ? nil : "\(Self.learnMoreKey)\(suffix): \(BuiltInText.learnMore.text(in: language).lowercased())"
        let keys = [picksByKey ? nil : BuiltInText.footerConfirm, question.isOptional ? skip : nil, canGoBack ? back : nil]
        return (keys.compactMap { $0?.text(in: language) } + [dontKnow, learnMore].compactMap { $0 }).joined(separator: "   ")
    }
}
