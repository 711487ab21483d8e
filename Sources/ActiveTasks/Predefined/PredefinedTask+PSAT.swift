import RecordingFormat

/// The PSAT task's parameters, ResearchKit's `PSATTaskWithIdentifier:…` arguments with the values
/// its catalogue app passes (`samples/ORKCatalog/ORKCatalog/Tasks/TaskListRow.swift`, line 1709:
/// 3 s, 1 s, 60 additions; `presentationMode` is `PSATTaskWithIdentifier`'s argument,
/// `ORKOrderedTask+ORKPredefinedActiveTask.m` line 2812), and the introduction they rewrite.
extension PredefinedTask {
    /// The step every parameter sets (ResearchKit's `ORKPSATStepIdentifier`).
    static let psatStep = "psat"

    static var psatParameters: [PredefinedParameter] {
        let step = psatStep
        return [
            PredefinedParameter("presentationMode", .choice(PSATPresentationMode.allCases.map(\.rawValue)), default: .string("visual"),
                                "visual: digits shown; auditory: spoken (PASAT); both.", [.member(step: step, key: "presentationMode")]),
            PredefinedParameter("interStimulusInterval", .number, default: .int(3), "Seconds from one digit to the next, 1 … 5.", [
                .member(step: step, key: "interStimulusInterval"),
                .text(step: "instruction1", make: Self.psatDigitsEvery(seconds:)),
            ]),
            PredefinedParameter("stimulusDuration", .number, default: .int(1),
                                "Seconds each digit is shown, 0.2 … the interval.", [.member(step: step, key: "stimulusDuration")]),
            PredefinedParameter("seriesLength", .integer, default: .int(60), "Additions asked for, 3 … 120.",
                                [.member(step: step, key: "seriesLength")]),
            PredefinedParameter("seed", .integer, default: nil, "Fixes the digits (any whole number from 0).",
                                [.member(step: step, key: "seed")]),
        ]
    }

    /// ResearchKit's `PSAT_INTRO_TEXT_2_%@` with the interval.
    static func psatDigitsEvery(seconds value: JSONValue) -> JSONValue {
        localized {
            let every = spoken(seconds: value, in: $0)
            return switch $0 {
            case .english: "Single digits are presented every \(every). You must add each new digit to the one immediately prior to it. Attention: do not calculate a running total, only the sum of the last two numbers."
            case .german: "Alle \(every) wird eine einzelne Zahl gezeigt. Addieren Sie jede neue Zahl zu der unmittelbar vorhergehenden. Achtung: Bilden Sie nicht die Gesamtsumme, sondern nur die Summe der beiden letzten Zahlen."
            case .spanish: "Cada \(every) se muestra un dígito. Sume cada dígito nuevo al inmediatamente anterior. Atención: no calcule la suma total de todos los dígitos, solo la suma de los dos últimos números."
            case .french: "Un chiffre s’affiche toutes les \(every). Ajoutez chaque nouveau chiffre à celui qui l’a immédiatement précédé. Attention : ne calculez pas de total, seulement la somme des deux derniers chiffres."
            }
        }
    }
}
