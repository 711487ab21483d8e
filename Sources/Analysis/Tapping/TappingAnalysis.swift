import ActiveTasks
import RecordingFormat
import TaskFamilies

/// The `tapping` kind: the touches a tapping step recorded, judged on its targets; when no touch
/// was recorded (keys pressed in a terminal), the taps its result counted, with a warning.
enum TappingAnalysis: KindAnalysis {
    static let kind = AnalysisKind.tapping
    static let resultType: (any TypedResult.Type)? = TappingResult.self
    static let stepTypes = ["tapping"]

    static func analyze(_ target: AnalysisTarget, feed: inout TargetFeed) throws(ActivetaskError) -> (AnalysisResult, [String]) {
        let tapping = target.stepResult?.results.first(of: TappingResult.self)
        var analyzer = TappingAnalyzer(layout: tapping.map { TappingLayout(left: $0.leftTarget, right: $0.rightTarget) } ?? .standard)
        var warnings = try feed.read(holding: [.touch], into: &analyzer)
        if !analyzer.hasTouches, let tapping, !tapping.samples.isEmpty {
            analyzer.consume(tapping.samples)
            let keys = Set(tapping.samples.compactMap(\.key)).sorted()
            warnings.append("no touch was recorded: the \(tapping.samples.count) taps counted are the step result's"
                            + (keys.isEmpty ? "" : " (keys \(keys.joined(separator: ", ")) pressed in a terminal)"))
        }
        return (analyzer.finish(), warnings)
    }
}
