import ActiveTasks
import SignalProcessing
import TaskFamilies

/// Summary of one touch-ability step from its `touchAbility` result, per gesture the step asked
/// for: accuracy, durations, how far taps and presses landed from the target's centre, the
/// path, straightness and speed of swipes, and how far scrolls stopped from their target offset.
///
/// Keys, for each gesture `G` (`tap`, `longPress`, `swipe`, `scroll`) the step ran: `GTrials`,
/// `GSuccesses`, `GAccuracy`, `GMeanDuration`; for tap and long press `GMeanOffset` (px) and
/// `GMeanOffsetFraction` (of the target's width); for swipe `swipeMeanPathLength` (px),
/// `swipeMeanStraightness` and `swipeMeanSpeed` (px/s); for scroll `scrollMeanOffsetError` (px),
/// `scrollMeanOffsetErrorItems` (of an item's length) and `scrollMeanPathLength` (px); for pinch
/// `pinchMeanScaleError` (|result − target scale|) and `pinchMeanScaleRatio` (result / target);
/// for rotation `rotationMeanAngleError` (|result − target|, deg) and `rotationMeanAngle`
/// (result − target, deg, signed); over all trials `numberOfTrials`,
/// `numberOfSuccesses` and `accuracy`. Formulas and references: docs/ANALYSIS.md.
public enum TouchAbilityAnalyzer {
    /// Distances on the page: 0.1 px, a unit UCUM has not (FHIR gets it as text).
    static let pixels = SummaryPrecision(decimals: 1, unit: "px", isUCUM: false)
    /// Speeds on the page: 0.1 px/s, a unit UCUM has not (FHIR gets it as text).
    static let pixelsPerSecond = SummaryPrecision(decimals: 1, unit: "px/s", isUCUM: false)

    /// Summarises the step result of a touch-ability step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        var warnings: [String] = []
        let results = step.results.compactMap { item -> TouchAbilityResult? in
            if let result = item.typed(as: TouchAbilityResult.self) { return result }
            return nil
        }
        let trials = results.flatMap(\.trials)
        let (width, height) = (results.first?.pixelWidth ?? TouchAbilityLayout.pixelWidth, results.first?.pixelHeight ?? TouchAbilityLayout.pixelHeight)
        func distance(_ a: SpatialSpanPoint, _ b: SpatialSpanPoint) -> Double {
            let dx = (b.x - a.x) * width, dy = (b.y - a.y) * height
            return (dx * dx + dy * dy).squareRoot()
        }
        func pathLength(_ track: [TouchAbilityTouch]) -> Double {
            zip(track, track.dropFirst()).reduce(0) { $0 + distance($1.0.point, $1.1.point) }
        }
        summary.set("numberOfTrials", count: trials.count)
        summary.set("numberOfSuccesses", count: trials.filter(\.success).count)
        summary.set("accuracy", share(trials.filter(\.success).count, of: trials.count), .ratio)
        for gesture in TouchAbilityGesture.allCases {
            let ofGesture = trials.filter { $0.gesture == gesture }
            guard !ofGesture.isEmpty else { continue }
            let name = gesture.rawValue
            summary.set(name + "Trials", count: ofGesture.count)
            summary.set(name + "Successes", count: ofGesture.filter(\.success).count)
            summary.set(name + "Accuracy", share(ofGesture.filter(\.success).count, of: ofGesture.count), .ratio)
            summary.set(name + "MeanDuration", Statistics.mean(ofGesture.compactMap(\.duration)), .seconds)
            switch gesture {
            case .tap, .longPress:
                let offsets = ofGesture.compactMap { trial -> (Double, Double)? in
                    guard let location = trial.location, let rect = trial.targetRect else { return nil }
                    return (distance(rect.center, location), rect.width * width)
                }
                summary.set(name + "MeanOffset", Statistics.mean(offsets.map(\.0)), pixels)
                summary.set(name + "MeanOffsetFraction", Statistics.mean(offsets.map { $0.0 / $0.1 }), .ratio)
            case .swipe:
                let paths = ofGesture.compactMap { trial -> (length: Double, displacement: Double, duration: Double)? in
                    guard let track = trial.tracks.first, let first = track.first, let last = track.last else { return nil }
                    return (pathLength(track), distance(first.point, last.point), last.time - first.time)
                }
                summary.set("swipeMeanPathLength", Statistics.mean(paths.map(\.length)), pixels)
                summary.set("swipeMeanStraightness", Statistics.mean(paths.filter { $0.length > 0 }.map { $0.displacement / $0.length }), .ratio)
                summary.set("swipeMeanSpeed", Statistics.mean(paths.filter { $0.duration > 0 }.map { $0.displacement / $0.duration }), pixelsPerSecond)
            case .scroll:
                let errors = ofGesture.compactMap { trial -> (pixels: Double, items: Double)? in
                    guard let end = trial.endOffset, let target = trial.targetOffsetLowerBound, let upper = trial.targetOffsetUpperBound,
                          upper > target else { return nil }
                    return (abs(end - target), abs(end - target) / (upper - target))
                }
                summary.set("scrollMeanOffsetError", Statistics.mean(errors.map(\.pixels)), pixels)
                summary.set("scrollMeanOffsetErrorItems", Statistics.mean(errors.map(\.items)), .ratio)
                summary.set("scrollMeanPathLength", Statistics.mean(ofGesture.compactMap { $0.tracks.first.map(pathLength) }), pixels)
            case .pinch:
                let pairs = ofGesture.compactMap { trial in trial.resultScale.flatMap { result in trial.targetScale.map { (result, $0) } } }
                summary.set("pinchMeanScaleError", Statistics.mean(pairs.map { abs($0.0 - $0.1) }), .ratio)
                summary.set("pinchMeanScaleRatio", Statistics.mean(pairs.map { $0.0 / $0.1 }), .ratio)
            case .rotation:
                let pairs = ofGesture.compactMap { trial in trial.resultRotation.flatMap { result in trial.targetRotation.map { (result, $0) } } }
                summary.set("rotationMeanAngleError", Statistics.mean(pairs.map { abs($0.0 - $0.1) }), .degrees)
                summary.set("rotationMeanAngle", Statistics.mean(pairs.map { $0.0 - $0.1 }), .degrees)
            }
            let skipped = ofGesture.filter { $0.skipped == true }.count
            if skipped > 0 { warnings.append("\(step.identifier): \(skipped) \(name) trials were skipped: keys cannot make them; they count as failures") }
            let untouched = ofGesture.filter { $0.tracks.isEmpty && $0.skipped != true }.count
            if untouched > 0 { warnings.append("\(step.identifier): \(untouched) \(name) trials timed out untouched; they count as failures") }
        }
        if trials.isEmpty { warnings.append("\(step.identifier): no touch-ability trial: its keys are empty") }
        return AnalysisResult(summary: summary, warnings: warnings)
    }

    private static func share(_ part: Int, of whole: Int) -> Double? {
        whole == 0 ? nil : Double(part) / Double(whole)
    }
}
