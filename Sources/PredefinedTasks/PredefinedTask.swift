import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import JSONValues

/// The predefined active tasks (ResearchKit's `ORKOrderedTask` factory methods), shipped as
/// ordinary task JSON in `Tasks/NAME.json` that study engineers can copy and change, their texts
/// in the string files beside them (`Tasks/strings/TAG.json`, `BuiltInTextTable.predefined`).
/// Each family's parameters and the texts they rewrite are in its folder (`Stroop/`).
///
/// `task(values:)` substitutes parameter values into that JSON and loads it through
/// `TaskLoader`, so a predefined task is validated like any other.
public enum PredefinedTask: String, CaseIterable, Sendable {
    /// Walk 20 steps out, 20 back, stand still: accelerometer and gyroscope at 100 Hz.
    case shortWalk
    /// Walk a distance twice with a turn-around: accelerometer, gyroscope and location.
    case timedWalk
    /// Tap two targets alternately per hand: accelerometer at 100 Hz and touches.
    case twoFingerTapping
    /// Repeat sequences of lit targets of growing length.
    case spatialSpanMemory
    /// Choose the colour each word is printed in, not the colour it names (ResearchKit's Stroop test).
    case stroop
    /// Add each new digit to the one before it and touch the sum on a keypad (ResearchKit's visual
    /// Paced Serial Addition Test, `PSATTaskWithIdentifier`).
    case psat
    /// Tap 13 circles in order: numbers (trail A), then numbers and letters alternating (trail B).
    case trailMaking
    /// Move a stack of disks to the last of three towers (ResearchKit's Tower of Hanoi).
    case towerOfHanoi
    /// Walk, then rest: accelerometer and location.
    case fitnessCheck
    /// Walk for six minutes, then rate breathlessness and fatigue.
    case sixMinuteWalk
    /// Hold the device still in five positions per hand: accelerometer and gyroscope.
    case tremor
    /// Shake the device as soon as a signal appears, three times: accelerometer at 100 Hz
    /// (ResearchKit's `reactionTimeTask`).
    case reactionTime
    /// The 30-second chair stand (CDC STEADI; not in ResearchKit): stand up and sit down as
    /// often as possible with the device in a front trouser pocket: accelerometer at 100 Hz.
    case sitToStand
    /// Walk back and forth for a time, turning at the ends, then turn in a circle and stand
    /// still: accelerometer and gyroscope at 100 Hz (ResearchKit's `walkBackAndForthTask`).
    case walkBackAndForth
    /// The Timed Up and Go (Podsiadlo & Richardson 1991; not in ResearchKit): stand up, walk 3 m,
    /// turn, walk back and sit down, with the device in a front trouser pocket: accelerometer and
    /// gyroscope at 100 Hz.
    case timedUpAndGo
    /// Extend a knee as far as it goes with the device on it: orientation from accelerometer and
    /// gyroscope at 100 Hz (ResearchKit's `kneeRangeOfMotionTask`).
    case kneeRangeOfMotion
    /// Raise an arm as far as it goes with the device on the shoulder (ResearchKit's
    /// `shoulderRangeOfMotionTask`).
    case shoulderRangeOfMotion
    /// Tap, hold and swipe as each target asks (ResearchKit's touch-ability tap, long-press and
    /// swipe steps): touches.
    case touchAbility
    /// Informed consent: a document of every section type, the visual consent sequence, the
    /// sharing choice and the review with name and signature (the signed PDF is written when the
    /// review ends); touches are recorded during the review for the drawn signature.
    case consent
    /// The Patient Health Questionnaire's nine depression items and its difficulty item, scored
    /// as its manual scores them (`phq9_total`, 0–27, five bands). Free to use (Pfizer).
    case phq9
    /// The PHQ-9's first two items, the PHQ-2 screen (`phq2_total`, 0–6; 3 or more screens positive).
    case phq2
    /// The Generalized Anxiety Disorder scale's seven items (`gad7_total`, 0–21, four bands). Free to use (Pfizer).
    case gad7
    /// Drag a peg with two fingers into a hole and out again, nine times per hand: touches
    /// (ResearchKit's `holePegTestTask`, the 9-Hole Peg Test on a screen).
    case holePeg
    /// Mark where the lines of a square grid look wavy or missing, one eye closed, then the
    /// other: touches (ResearchKit's `amslerGridTask`).
    case amslerGrid
    /// Touch the screen as soon as a blue circle appears, three times: touches (ResearchKit's
    /// `normalizedReactionTimeTask`).
    case normalizedReactionTime
    /// Answer which way the middle of five arrows points, flankers pointing the same way or the
    /// other (the Eriksen flanker test; NIH Toolbox's Flanker): touches.
    case flanker

    /// The task's parameters with ResearchKit's defaults.
    public var parameters: [PredefinedParameter] {
        switch self {
        case .shortWalk: Self.shortWalkParameters + Self.gaitParameters
        case .timedWalk: Self.timedWalkParameters
        case .twoFingerTapping: Self.twoFingerTappingParameters
        case .spatialSpanMemory: Self.spatialSpanMemoryParameters
        case .stroop: Self.stroopParameters
        case .psat: Self.psatParameters
        case .trailMaking: Self.trailMakingParameters
        case .towerOfHanoi: Self.towerOfHanoiParameters
        case .fitnessCheck: Self.fitnessCheckParameters
        case .sixMinuteWalk: Self.sixMinuteWalkParameters + Self.gaitParameters
        case .tremor: Self.tremorParameters
        case .reactionTime: Self.reactionTimeParameters
        case .sitToStand: Self.sitToStandParameters
        case .walkBackAndForth: Self.walkBackAndForthParameters + Self.gaitParameters
        case .timedUpAndGo: Self.timedUpAndGoParameters + Self.gaitParameters
        case .touchAbility: Self.touchAbilityParameters
        case .holePeg: Self.holePegParameters
        case .normalizedReactionTime: Self.normalizedReactionTimeParameters
        case .flanker: Self.flankerParameters
        case .kneeRangeOfMotion: Self.rangeOfMotionParameters(.knee)
        case .shoulderRangeOfMotion: Self.rangeOfMotionParameters(.shoulder)
        case .amslerGrid, .consent, .phq9, .phq2, .gad7: []
        }
    }

    /// The folder of the task's JSON among the resources: `Tasks`, beside the string files of its
    /// texts, or `Tasks/Instruments` for the validated instruments, which stay English only (no
    /// string files beside them).
    private var folder: String {
        switch self {
        case .phq9, .phq2, .gad7: "Tasks/Instruments"
        default: "Tasks"
        }
    }

    /// The shipped task JSON, unchanged.
    /// - Throws: `ActivetaskError(.unreadable)` when the resource is missing from the build.
    public func resourceURL() throws(ActivetaskError) -> URL {
        guard let url = Bundle.module.url(forResource: rawValue, withExtension: "json", subdirectory: folder) else {
            throw ActivetaskError(.unreadable, "\(rawValue).json is missing from the PredefinedTasks resources; rebuild the package")
        }
        return url
    }

    /// The task with `values` substituted for its parameters (defaults for the rest), loaded and
    /// validated by `TaskLoader`.
    /// - Parameters:
    ///   - values: Parameter values by name.
    ///   - registry: The step types known.
    ///   - random: Decides the hand order when both hands are tested.
    ///   - language: The language of the texts (with fallback to English); `nil` for English.
    /// - Returns: The task.
    /// - Throws: `ActivetaskError(.invalidParameter)`, one line per problem, naming each unknown parameter, value of the wrong kind, or
    ///   value the task's validation refuses (with the parameter's name); `.unsupported`, saying why, for a validated
    ///   instrument asked for in another language than English.
    public func task(values: [String: JSONValue] = [:], registry: StepRegistry = .standard,
                     random: inout some RandomNumberGenerator, language: LanguageTag? = nil) throws(ActivetaskError) -> OrderedTask {
        if folder == "Tasks/Instruments", let language, !language.fallbacks.contains(where: { $0.text == "en" }) {
            throw ActivetaskError(.unsupported, "\(rawValue) is a validated instrument and ships in English only: in \(language) it must be "
                                  + "given in its official translation, not an ad-hoc one; run it without --language, or copy \(folder)/\(rawValue).json "
                                  + "from Sources/PredefinedTasks and add the licensed \(language) translation as a language object (docs/TASK-JSON.md, Languages)")
        }
        let (json, origins) = try substituted(values: values, random: &random)
        let outcome = TaskLoader.load(json: Array(json.jsonText.utf8), registry: registry,
                                     baseDirectory: try resourceURL().deletingLastPathComponent(), language: language)
        if let task = outcome.task { return task }
        throw ActivetaskError(.invalidParameter, outcome.issues.filter { $0.severity == .error }.map { issue in
            if let origin = origins.first(where: { issue.path == $0.path || issue.path.hasPrefix($0.path + ".") }) {
                return "\(origin.parameter) = \(origin.value.jsonText): \(issue.message)"
            }
            return "\(rawValue).json: \(issue.description)"
        }.joined(separator: "\n"))
    }

    /// The task with `values` substituted, the system's generator deciding the hand order.
    /// - Parameters:
    ///   - values: Parameter values by name.
    ///   - registry: The step types known.
    ///   - language: The language of the texts (with fallback to English); `nil` for English.
    /// - Throws: `ActivetaskError`, as `task(values:registry:random:language:)`.
    public func task(values: [String: JSONValue] = [:], registry: StepRegistry = .standard,
                     language: LanguageTag? = nil) throws(ActivetaskError) -> OrderedTask {
        var random = SystemRandomNumberGenerator()
        return try task(values: values, registry: registry, random: &random, language: language)
    }

    private struct Origin {
        var path: String
        var parameter: String
        var value: JSONValue
    }

    private func substituted(values: [String: JSONValue],
                             random: inout some RandomNumberGenerator) throws(ActivetaskError) -> (JSONValue, [Origin]) {
        let parameters = parameters
        var problems: [String] = []
        for name in values.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            let way = parameters.isEmpty ? "it takes none; copy \(rawValue).json from Sources/PredefinedTasks/\(folder), with any strings folder beside it, to change it"
                                         : "use one of \(parameters.map(\.name).joined(separator: ", "))"
            problems.append("\(name): \(rawValue) has no such parameter; \(way)")
        }
        for parameter in parameters {
            if let value = values[parameter.name], !parameter.accepts(value) {
                problems.append("\(parameter.name) = \(value.jsonText): expected \(parameter.expectation)")
            }
        }
        guard problems.isEmpty else { throw ActivetaskError(.invalidParameter, problems.joined(separator: "\n")) }
        let url = try resourceURL()
        guard let data = try? Data(contentsOf: url), let root = try? JSONParser.parse(Array(data)),
              case .object(var members) = root,
              let stepsIndex = members.firstIndex(where: { $0.key == "steps" }),
              case .array(var steps) = members[stepsIndex].value else {
            throw ActivetaskError(.unreadable, "\(url.path): not a task with a steps array; reinstall the package")
        }
        var settings: [(parameter: String, step: String, key: String, value: JSONValue)] = []
        for parameter in parameters {
            guard let value = values[parameter.name] ?? parameter.defaultValue else { continue }
            for target in parameter.targets {
                switch target {
                case .member(let step, let key):
                    settings.append((parameter.name, step, key, value))
                case .text(let step, let key, let make):
                    settings.append((parameter.name, step, key, make(value)))
                case .include(let step):
                    if value == .bool(false) { steps.removeAll { $0["identifier"] == .string(step) } }
                case .hands:
                    steps = Self.arrange(steps, hands: value, random: &random)
                case .trails:
                    steps = Self.keepTrails(steps, value)
                }
            }
        }
        var origins: [Origin] = []
        for setting in settings {
            guard let index = steps.firstIndex(where: { $0["identifier"] == .string(setting.step) }),
                  case .object(var step) = steps[index] else { continue }
            if let member = step.firstIndex(where: { $0.key == setting.key }) {
                step[member].value = setting.value
            } else {
                step.append(JSONMember(key: setting.key, value: setting.value))
            }
            steps[index] = .object(step)
            origins.append(Origin(path: "steps[\(index)].\(setting.key)", parameter: setting.parameter,
                                  value: values[setting.parameter] ?? setting.value))
        }
        members[stepsIndex].value = .array(steps)
        return (.object(members), origins)
    }

    /// Keeps the steps of the hand(s) chosen; for `both`, the right-hand block and the left-hand
    /// block change places on a coin toss.
    private static func arrange(_ steps: [JSONValue], hands: JSONValue, random: inout some RandomNumberGenerator) -> [JSONValue] {
        func hand(of step: JSONValue) -> String? {
            guard case .string(let identifier)? = step["identifier"] else { return nil }
            if identifier.hasSuffix(".right") { return "right" }
            if identifier.hasSuffix(".left") { return "left" }
            return nil
        }
        switch hands {
        case .string("left"): return steps.filter { hand(of: $0) != "right" }
        case .string("right"): return steps.filter { hand(of: $0) != "left" }
        default:
            guard Bool.random(using: &random), let first = steps.firstIndex(where: { hand(of: $0) != nil }) else { return steps }
            let right = steps.filter { hand(of: $0) == "right" }
            let left = steps.filter { hand(of: $0) == "left" }
            let rest = steps.filter { hand(of: $0) == nil }
            return Array(rest[..<first]) + left + right + Array(rest[first...])
        }
    }
}
