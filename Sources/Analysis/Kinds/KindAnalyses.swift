import ActiveTasks

/// Every kind of analysis `analyze` knows, one line each: registering a kind here is all its
/// steps need to be analysed, batched, grouped and chosen with `--kind`.
package enum KindAnalyses {
    /// Every kind's analysis.
    static let all: [any KindAnalysis.Type] = [
        WalkAnalysis.self,
        GaitAnalysis.self,
        BalanceAnalysis.self,
        TappingAnalysis.self,
        MemoryAnalysis.self,
        StroopAnalysis.self,
        TouchAbilityAnalysis.self,
        PSATAnalysis.self,
        TimedWalkAnalysis.self,
        TremorAnalysis.self,
        SitToStandAnalysis.self,
        WalkBackAndForthAnalysis.self,
        TimedUpAndGoAnalysis.self,
        RangeOfMotionAnalysis.self,
        ReactionTimeAnalysis.self,
        HolePegAnalysis.self,
        AmslerGridAnalysis.self,
        ScoresAnalysis.self,
        TrailMakingAnalysis.self,
        TowerOfHanoiAnalysis.self,
        NormalizedReactionTimeAnalysis.self,
        FlankerAnalysis.self,
    ]

    /// Every kind `analyze` can give, in `all`'s order.
    package static var kinds: [AnalysisKind] { all.map { $0.kind } }

    /// The analysis of `kind`, or `nil` for a kind nothing analyses.
    /// - Parameter kind: The kind.
    static func analysis(of kind: AnalysisKind) -> (any KindAnalysis.Type)? {
        byKind[kind]
    }

    /// The kind a step result's typed result gives its step, by `resultType`.
    static let byResultType: [String: AnalysisKind] = Dictionary(all.compactMap { analysis in
        analysis.resultType.map { ($0.resultType, analysis.kind) }
    }) { first, _ in first }

    /// The kind a step's type gives it when its result has no typed result.
    static let byStepType: [String: AnalysisKind] = Dictionary(all.flatMap { analysis in
        analysis.stepTypes.map { ($0, analysis.kind) }
    }) { first, _ in first }

    private static let byKind = Dictionary(all.map { ($0.kind, $0) }) { first, _ in first }
}
