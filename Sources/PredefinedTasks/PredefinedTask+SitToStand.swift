import ActiveTasks
import RecordingFormat

/// The 30-second chair stand's parameter (the CDC STEADI protocol's 30 s) and the texts it rewrites.
extension PredefinedTask {
    static var sitToStandParameters: [PredefinedParameter] {
        [
            PredefinedParameter("duration", .number, default: .int(30), "Seconds of standing up and sitting down.", [
                .member(step: "sitToStand", key: "duration"),
                .text(step: "instruction1", make: Self.standUpAndSitDown(seconds:)),
            ]),
        ]
    }

    /// The protocol's instruction (STEADI's "Assessment: 30-Second Chair Stand"), for `value` seconds.
    static func standUpAndSitDown(seconds value: JSONValue) -> JSONValue {
        localized {
            let time = spoken(seconds: value, in: $0)
            return switch $0 {
            case .english: "Put the device in a front trouser pocket. Sit in the middle of a chair without armrests, back straight, feet flat on the floor, arms crossed over your chest. When the countdown ends, stand up fully and sit down again, as many times as you can in \(time)."
            case .german: "Stecken Sie das Gerät in eine vordere Hosentasche. Setzen Sie sich in die Mitte eines Stuhls ohne Armlehnen, Rücken gerade, Füße flach auf dem Boden, Arme vor der Brust verschränkt. Wenn der Countdown endet, stehen Sie ganz auf und setzen sich wieder, so oft Sie können, \(time) lang."
            case .spanish: "Guarde el dispositivo en un bolsillo delantero del pantalón. Siéntese en el centro de una silla sin reposabrazos, con la espalda recta, los pies apoyados en el suelo y los brazos cruzados sobre el pecho. Cuando termine la cuenta atrás, levántese del todo y vuelva a sentarse tantas veces como pueda durante \(time)."
            case .french: "Mettez l’appareil dans une poche avant de votre pantalon. Asseyez-vous au milieu d’une chaise sans accoudoirs, le dos droit, les pieds à plat sur le sol, les bras croisés sur la poitrine. À la fin du compte à rebours, levez-vous complètement et rasseyez-vous autant de fois que possible pendant \(time)."
            }
        }
    }
}
