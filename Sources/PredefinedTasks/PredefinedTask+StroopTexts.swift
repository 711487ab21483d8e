import ActiveTasks
import RecordingFormat

/// The Stroop task's texts that `numberOfAttempts` rewrites.
extension PredefinedTask {
    /// The instruction before the countdown: how many words will be shown.
    /// - Parameter value: The `numberOfAttempts` value.
    static func stroopWords(_ value: JSONValue) -> JSONValue {
        let count = value.jsonText
        return localized {
            switch $0 {
            case .english: "You will see \(count) words. Answer each as quickly and as accurately as you can. Start when you are ready."
            case .german: "Sie sehen \(count) Wörter. Beantworten Sie jedes so schnell und so genau wie möglich. Beginnen Sie, wenn Sie bereit sind."
            case .spanish: "Verá \(count) palabras. Responda a cada una lo más rápido y con la mayor precisión posible. Empiece cuando esté listo."
            case .french: "Vous allez voir \(count) mots. Répondez à chacun aussi vite et aussi précisément que possible. Commencez quand vous êtes prêt."
            }
        }
    }
}
