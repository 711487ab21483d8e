import ActiveTasks
import RecordingFormat

/// The spatial span memory task's texts that `requireReversal` rewrites.
extension PredefinedTask {
    /// The instruction before the games: repeat the targets in the order they lit up or, with
    /// `requireReversal`, in the reverse of that order (ResearchKit's
    /// `SPATIAL_SPAN_MEMORY_INTRO_2_TEXT_%@%@` and `…_TEXT_REVERSE_%@%@`).
    /// - Parameter value: The `requireReversal` value, `true` or `false`.
    static func memoryOrder(reversed value: JSONValue) -> JSONValue {
        let reversed = value == .bool(true)
        return localized {
            switch ($0, reversed) {
            case (.english, false):
                "Some of the targets will light up one at a time. Tap them in the same order they lit up. Start when you are ready."
            case (.english, true):
                "Some of the targets will light up one at a time. Tap them in the reverse of the order they lit up: the last one first. Start when you are ready."
            case (.german, false):
                "Einige Ziele leuchten nacheinander auf. Tippen Sie sie in derselben Reihenfolge an, in der sie aufgeleuchtet sind. Beginnen Sie, wenn Sie bereit sind."
            case (.german, true):
                "Einige Ziele leuchten nacheinander auf. Tippen Sie sie in umgekehrter Reihenfolge an, das zuletzt aufgeleuchtete zuerst. Beginnen Sie, wenn Sie bereit sind."
            case (.spanish, false):
                "Algunos objetivos se iluminarán uno a uno. Tóquelos en el mismo orden en que se iluminaron. Empiece cuando esté listo."
            case (.spanish, true):
                "Algunos objetivos se iluminarán uno a uno. Tóquelos en orden inverso al que se iluminaron: el último primero. Empiece cuando esté listo."
            case (.french, false):
                "Certaines cibles vont s’allumer l’une après l’autre. Touchez-les dans l’ordre où elles se sont allumées. Commencez quand vous êtes prêt."
            case (.french, true):
                "Certaines cibles vont s’allumer l’une après l’autre. Touchez-les dans l’ordre inverse de leur allumage : la dernière en premier. Commencez quand vous êtes prêt."
            }
        }
    }
}
