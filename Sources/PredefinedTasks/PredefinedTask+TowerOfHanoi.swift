import ActiveTasks
import RecordingFormat

/// The Tower of Hanoi task's text that `numberOfDisks` rewrites.
extension PredefinedTask {
    /// The puzzle step's text: ResearchKit's `TOWER_OF_HANOI_TASK_INTRO_TEXT` with the number of disks.
    /// - Parameter value: The `numberOfDisks` value.
    static func towerOfHanoiText(_ value: JSONValue) -> JSONValue {
        let count = value.jsonText
        return localized {
            switch $0 {
            case .english: "Move the entire stack of \(count) disks to the highlighted tower in as few moves as possible."
            case .german: "Legen Sie den ganzen Stapel aus \(count) Scheiben in so wenigen Zügen wie möglich auf den markierten Turm."
            case .spanish: "Mueva toda la pila de \(count) discos a la torre resaltada en el mínimo número de movimientos posible."
            case .french: "Déplacez toute la pile de \(count) disques sur la tour en surbrillance en un minimum de déplacements."
            }
        }
    }
}
