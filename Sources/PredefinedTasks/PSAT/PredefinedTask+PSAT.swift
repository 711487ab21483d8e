import ActiveTasks
import RecordingFormat
import TaskFamilies
import JSONValues

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
        let key = switch Self.psatMode(value) {
        case .auditory: "psat.title.auditory"
        case .both: "psat.title.both"
        case .visual: "psat.title.visual"
        }
        return localized(key)
    }

    /// ResearchKit's `PASAT_INTRO_TEXT`, `PVSAT_INTRO_TEXT` or `PAVSAT_INTRO_TEXT` for the
    /// presentation mode (its en, de, es and fr strings, the German and Spanish addressing the
    /// participant formally as the rest of the catalogue does).
    static func psatDetail(mode value: JSONValue) -> JSONValue {
        let key = switch Self.psatMode(value) {
        case .auditory: "psat.detail.auditory"
        case .both: "psat.detail.both"
        case .visual: "psat.detail.visual"
        }
        return localized(key)
    }

    /// The presentation mode a `presentationMode` value names (`visual` for anything else:
    /// values are checked before the task is built).
    private static func psatMode(_ value: JSONValue) -> PSATPresentationMode {
        if case .string(let word) = value, let mode = PSATPresentationMode(rawValue: word) { mode } else { .visual }
    }

    /// ResearchKit's `PSAT_INTRO_TEXT_2_%@` with the interval.
    static func psatDigitsEvery(seconds value: JSONValue) -> JSONValue {
        localized("psat.digitsEvery") { [spoken(seconds: value, in: $0)] }
    }
}
