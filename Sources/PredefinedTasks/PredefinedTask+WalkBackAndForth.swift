import ActiveTasks
import RecordingFormat

/// The walk back and forth's parameters (ResearchKit's `walkBackAndForthTaskWithIdentifier:…`
/// arguments, with its catalogue app's 30 s and 30 s) and the texts they rewrite
/// (`WALK_BACK_AND_FORTH_INSTRUCTION_FORMAT`, `WALK_BACK_AND_FORTH_STAND_INSTRUCTION_FORMAT`).
extension PredefinedTask {
    static var walkBackAndForthParameters: [PredefinedParameter] {
        [
            PredefinedParameter("walkDuration", .number, default: .int(30), "Seconds of walking back and forth.", [
                .member(step: "walking.outbound", key: "duration"),
                .text(step: "walking.outbound", make: Self.walkBackAndForth(seconds:)),
            ]),
            PredefinedParameter("restDuration", .number, default: .int(30), "Seconds standing still after a full turn.", [
                .member(step: "walking.rest", key: "duration"),
                .text(step: "walking.rest", make: Self.turnThenStandStill(seconds:)),
            ]),
        ]
    }

    static func walkBackAndForth(seconds value: JSONValue) -> JSONValue {
        localized {
            let time = spoken(seconds: value, in: $0)
            return switch $0 {
            case .english: "Walk back and forth in a straight line for \(time). Walk as you would normally."
            case .german: "Gehen Sie \(time) lang geradeaus hin und her. Gehen Sie so, wie Sie es gewohnt sind."
            case .spanish: "Camine de ida y vuelta en línea recta durante \(time). Camine como lo hace normalmente."
            case .french: "Marchez en ligne droite, aller et retour, pendant \(time). Marchez comme d’habitude."
            }
        }
    }

    static func turnThenStandStill(seconds value: JSONValue) -> JSONValue {
        localized {
            let time = spoken(seconds: value, in: $0)
            return switch $0 {
            case .english: "Turn in a full circle and then stand still for \(time)."
            case .german: "Drehen Sie sich einmal ganz im Kreis und stehen Sie dann \(time) lang still."
            case .spanish: "Dé una vuelta completa y luego quédese quieto durante \(time)."
            case .french: "Faites un tour complet sur vous-même, puis restez immobile pendant \(time)."
            }
        }
    }
}
