import ActiveTasks
import RecordingFormat

/// The predefined tasks' texts that their parameters rewrite, in every built-in language, as
/// language objects the loader resolves.
extension PredefinedTask {
    /// The languages the predefined tasks' texts are written in: in Swift, until they move to
    /// string files as the tool's own texts have (`BuiltInTextTable`).
    enum TextLanguage: String, CaseIterable {
        /// English.
        case english = "en"
        /// German.
        case german = "de"
        /// Spanish.
        case spanish = "es"
        /// French.
        case french = "fr"

        /// `number` as the language writes it (`BuiltInLanguage.format(_:)`).
        /// - Parameter number: A value.
        func format(_ number: Double) -> String {
            let language: BuiltInLanguage = switch self {
            case .english: .english
            case .german: .german
            case .spanish: .spanish
            case .french: .french
            }
            return language.format(number)
        }
    }

    /// A language object with `make`'s text for every language the texts are written in.
    /// - Parameter make: The text in one language.
    static func localized(_ make: (TextLanguage) -> String) -> JSONValue {
        .object(TextLanguage.allCases.map { JSONMember(key: $0.rawValue, value: .string(make($0))) })
    }

    /// `seconds` as a participant reads a duration: `6 minutes`, `20 seconds`, `1 minute 30 seconds`
    /// (`6 Minuten`, `1 minuto 30 segundos`, `0,5 seconde`).
    /// - Parameters:
    ///   - value: A number of seconds.
    ///   - language: The language to write it in.
    static func spoken(seconds value: JSONValue, in language: TextLanguage = .english) -> String {
        let total = value.doubleValue ?? 0
        let whole = Int(total.rounded())
        guard total == Double(whole) else { return "\(language.format(total)) \(unit(.second, plural: total >= 2 || language != .french, in: language))" }
        let (minutes, seconds) = (whole / 60, whole % 60)
        let plural = { (count: Int) in language == .french ? count >= 2 : count != 1 }
        let parts = [minutes > 0 ? "\(minutes) \(unit(.minute, plural: plural(minutes), in: language))" : nil,
                     seconds > 0 || minutes == 0 ? "\(seconds) \(unit(.second, plural: plural(seconds), in: language))" : nil]
        return parts.compactMap { $0 }.joined(separator: " ")
    }

    private enum TimeUnit { case minute, second }

    private static func unit(_ unit: TimeUnit, plural: Bool, in language: TextLanguage) -> String {
        switch (language, unit) {
        case (.english, .minute): plural ? "minutes" : "minute"
        case (.english, .second): plural ? "seconds" : "second"
        case (.german, .minute): plural ? "Minuten" : "Minute"
        case (.german, .second): plural ? "Sekunden" : "Sekunde"
        case (.spanish, .minute): plural ? "minutos" : "minuto"
        case (.spanish, .second): plural ? "segundos" : "segundo"
        case (.french, .minute): plural ? "minutes" : "minute"
        case (.french, .second): plural ? "secondes" : "seconde"
        }
    }

    private static func number(_ value: JSONValue, _ language: TextLanguage) -> String {
        value.doubleValue.map(language.format) ?? value.jsonText
    }

    static func walkUpTo(steps value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Walk up to \(number(value, $0)) steps in a straight line."
            case .german: "Gehen Sie bis zu \(number(value, $0)) Schritte geradeaus."
            case .spanish: "Camine hasta \(number(value, $0)) pasos en línea recta."
            case .french: "Marchez jusqu’à \(number(value, $0)) pas en ligne droite."
            }
        }
    }

    static func findPlaceToWalk(steps value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Find a place where you can safely walk unassisted for about \(number(value, $0)) steps in a straight line. Put the device in a pocket or bag."
            case .german: "Suchen Sie sich einen Ort, an dem Sie ohne Hilfe sicher etwa \(number(value, $0)) Schritte geradeaus gehen können. Stecken Sie das Gerät in eine Hosentasche oder Tasche."
            case .spanish: "Busque un lugar donde pueda caminar con seguridad y sin ayuda unos \(number(value, $0)) pasos en línea recta. Guarde el dispositivo en un bolsillo o un bolso."
            case .french: "Trouvez un endroit où vous pouvez marcher sans aide et en toute sécurité sur environ \(number(value, $0)) pas en ligne droite. Mettez l’appareil dans une poche ou un sac."
            }
        }
    }

    static func standStill(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Stand still for \(number(value, $0)) seconds."
            case .german: "Stehen Sie \(number(value, $0)) Sekunden lang still."
            case .spanish: "Quédese quieto durante \(number(value, $0)) segundos."
            case .french: "Restez immobile pendant \(number(value, $0)) secondes."
            }
        }
    }

    static func walkUpTo(meters value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Walk up to \(number(value, $0)) m."
            case .german: "Gehen Sie bis zu \(number(value, $0)) m."
            case .spanish: "Camine hasta \(number(value, $0)) m."
            case .french: "Marchez jusqu’à \(number(value, $0)) m."
            }
        }
    }

    static func findPlaceToWalk(meters value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Find a place where you can walk \(number(value, $0)) m in a straight line, as quickly as possible but safely. Do not slow down until after you have passed the finish line."
            case .german: "Suchen Sie sich einen Ort, an dem Sie \(number(value, $0)) m geradeaus gehen können, so schnell wie möglich, aber sicher. Werden Sie erst langsamer, wenn Sie die Ziellinie überquert haben."
            case .spanish: "Busque un lugar donde pueda caminar \(number(value, $0)) m en línea recta, lo más rápido posible pero con seguridad. No reduzca la velocidad hasta haber cruzado la línea de meta."
            case .french: "Trouvez un endroit où vous pouvez marcher \(number(value, $0)) m en ligne droite, aussi vite que possible mais en toute sécurité. Ne ralentissez qu’après avoir franchi la ligne d’arrivée."
            }
        }
    }

    static func tappingText(hand: String, seconds value: JSONValue) -> JSONValue {
        let left = hand == "left"
        return localized {
            switch $0 {
            case .english:
                "Rest the device on a flat surface. Use two fingers of your \(left ? "left" : "right") hand to tap the two targets alternately, as evenly as you can, for \(number(value, $0)) seconds. The time starts at your first tap on a target."
            case .german:
                "Legen Sie das Gerät auf eine ebene Fläche. Tippen Sie mit zwei Fingern der \(left ? "linken" : "rechten") Hand so gleichmäßig wie möglich abwechselnd auf die beiden Ziele, \(number(value, $0)) Sekunden lang. Die Zeit beginnt mit Ihrem ersten Tippen auf ein Ziel."
            case .spanish:
                "Apoye el dispositivo sobre una superficie plana. Con dos dedos de la mano \(left ? "izquierda" : "derecha"), toque los dos objetivos de forma alterna, lo más regularmente posible, durante \(number(value, $0)) segundos. El tiempo empieza con su primer toque en un objetivo."
            case .french:
                "Posez l’appareil sur une surface plane. Avec deux doigts de la main \(left ? "gauche" : "droite"), touchez les deux cibles en alternance, aussi régulièrement que possible, pendant \(number(value, $0)) secondes. Le temps commence à votre premier toucher sur une cible."
            }
        }
    }

    static func fitnessIntroduction(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "This activity measures how far you walk in \(spoken(seconds: value, in: $0)), then your movement while you rest."
            case .german: "Diese Aktivität misst, wie weit Sie in \(spoken(seconds: value, in: $0)) gehen, und danach Ihre Bewegung, während Sie sich ausruhen."
            case .spanish: "Esta actividad mide cuánto camina en \(spoken(seconds: value, in: $0)) y después su movimiento mientras descansa."
            case .french: "Cette activité mesure la distance que vous parcourez en \(spoken(seconds: value, in: $0)), puis vos mouvements pendant que vous vous reposez."
            }
        }
    }

    static func fitnessInstruction(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Walk outdoors at your fastest possible pace for \(spoken(seconds: value, in: $0)), then sit and rest. Keep the device with you."
            case .german: "Gehen Sie \(spoken(seconds: value, in: $0)) lang im Freien so schnell Sie können, setzen Sie sich dann und ruhen Sie sich aus. Behalten Sie das Gerät bei sich."
            case .spanish: "Camine al aire libre lo más rápido que pueda durante \(spoken(seconds: value, in: $0)); después siéntese y descanse. Lleve el dispositivo consigo."
            case .french: "Marchez dehors le plus vite possible pendant \(spoken(seconds: value, in: $0)), puis asseyez-vous et reposez-vous. Gardez l’appareil sur vous."
            }
        }
    }

    static func walkFast(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Walk as fast as you can for \(spoken(seconds: value, in: $0))."
            case .german: "Gehen Sie \(spoken(seconds: value, in: $0)) lang so schnell Sie können."
            case .spanish: "Camine lo más rápido que pueda durante \(spoken(seconds: value, in: $0))."
            case .french: "Marchez aussi vite que vous le pouvez pendant \(spoken(seconds: value, in: $0))."
            }
        }
    }

    static func sitComfortably(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Sit comfortably for \(spoken(seconds: value, in: $0))."
            case .german: "Sitzen Sie \(spoken(seconds: value, in: $0)) lang bequem."
            case .spanish: "Siéntese cómodamente durante \(spoken(seconds: value, in: $0))."
            case .french: "Asseyez-vous confortablement pendant \(spoken(seconds: value, in: $0))."
            }
        }
    }

    static func sixMinuteWalkIntroduction(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "This activity measures how far you can walk in \(spoken(seconds: value, in: $0))."
            case .german: "Diese Aktivität misst, wie weit Sie in \(spoken(seconds: value, in: $0)) gehen können."
            case .spanish: "Esta actividad mide cuánto puede caminar en \(spoken(seconds: value, in: $0))."
            case .french: "Cette activité mesure la distance que vous pouvez parcourir en \(spoken(seconds: value, in: $0))."
            }
        }
    }

    static func sixMinuteWalkInstruction(seconds value: JSONValue) -> JSONValue {
        localized {
            switch $0 {
            case .english: "Walk back and forth along a flat, straight path as far as you can for \(spoken(seconds: value, in: $0)). You may slow down or rest if you need to."
            case .german: "Gehen Sie \(spoken(seconds: value, in: $0)) lang auf einem ebenen, geraden Weg hin und her, so weit Sie können. Sie dürfen langsamer werden oder eine Pause machen, wenn Sie es brauchen."
            case .spanish: "Camine de ida y vuelta por un camino llano y recto, lo más lejos que pueda, durante \(spoken(seconds: value, in: $0)). Puede ir más despacio o descansar si lo necesita."
            case .french: "Faites des allers-retours sur un chemin plat et droit, aussi loin que possible, pendant \(spoken(seconds: value, in: $0)). Vous pouvez ralentir ou vous reposer si besoin."
            }
        }
    }
}
