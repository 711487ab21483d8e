import ActiveTasks
import RecordingFormat
import TaskFamilies

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
                                "visual: digits shown; auditory: spoken (PASAT); both.",
                                [.member(step: step, key: "presentationMode"), .text(step: "instruction", key: "detail", make: Self.psatDetail(mode:))]
                                    + ["instruction", "instruction1", "countdown", step].map { .text(step: $0, key: "title", make: Self.psatTitle(mode:)) }),
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

    /// ResearchKit's `PASAT_TITLE`, `PVSAT_TITLE` or `PAVSAT_TITLE` for the presentation mode
    /// (`ORKOrderedTask+ORKPredefinedActiveTask.m` lines 2819–2830), the title of every step
    /// before the addition's end.
    static func psatTitle(mode value: JSONValue) -> JSONValue {
        let title = switch Self.psatMode(value) {
        case .auditory: "PASAT"
        case .both: "PAVSAT"
        case .visual: "PVSAT"
        }
        return localized { _ in title }
    }

    /// ResearchKit's `PASAT_INTRO_TEXT`, `PVSAT_INTRO_TEXT` or `PAVSAT_INTRO_TEXT` for the
    /// presentation mode (its en, de, es and fr strings, the German and Spanish addressing the
    /// participant formally as the rest of the catalogue does).
    static func psatDetail(mode value: JSONValue) -> JSONValue {
        let mode = Self.psatMode(value)
        return localized { language in
            switch (mode, language) {
            case (.auditory, .english): "The Paced Auditory Serial Addition Test measures your auditory information processing speed and calculation ability."
            case (.auditory, .german): "Der akustische Serienaddiertest mit Zeitlimit (PASAT, Paced Auditory Serial Addition Test) misst, wie schnell Sie akustische Informationen verarbeiten und rechnen können."
            case (.auditory, .spanish): "La prueba de suma seriada auditiva por pasos mide su velocidad de procesamiento de información auditiva y su capacidad de cálculo."
            case (.auditory, .french): "Le test PASAT (Paced Auditory Serial Addition Test) mesure votre vitesse de traitement des informations audio et votre capacité à calculer."
            case (.both, .english): "The Paced Auditory and Visual Serial Addition Test measures your auditory and visual information processing speed and calculation ability."
            case (.both, .german): "Der audiovisuelle Serienaddiertest mit Zeitlimit (PAVSAT, Paced Auditory and Visual Serial Addition Test) misst, wie schnell Sie akustische und optische Informationen verarbeiten und rechnen können."
            case (.both, .spanish): "La prueba de suma seriada auditiva y visual por pasos (PAVSAT) mide su velocidad de procesamiento de información auditiva y visual y su capacidad de cálculo."
            case (.both, .french): "Le test PAVSAT (Paced Auditory and Visual Serial Addition Test) mesure votre vitesse de traitement des informations audio et visuelles et votre capacité à calculer."
            case (.visual, .english): "The Paced Visual Serial Addition Test measures your visual information processing speed and calculation ability."
            case (.visual, .german): "Der visuelle Serienaddiertest mit Zeitlimit (PVSAT, Paced Visual Serial Addition Test) misst, wie schnell Sie optische Informationen verarbeiten und rechnen können."
            case (.visual, .spanish): "La prueba de suma seriada visual por pasos mide su velocidad de procesamiento de información visual y su capacidad de cálculo."
            case (.visual, .french): "Le test PVSAT (Paced Visual Serial Addition Test) mesure votre vitesse de traitement des informations visuelles et votre capacité à calculer."
            }
        }
    }

    /// The presentation mode a `presentationMode` value names (`visual` for anything else:
    /// values are checked before the task is built).
    private static func psatMode(_ value: JSONValue) -> PSATPresentationMode {
        if case .string(let word) = value, let mode = PSATPresentationMode(rawValue: word) { mode } else { .visual }
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
