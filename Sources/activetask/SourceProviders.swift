import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows; replays play at `replayPace`.
    static func all(replayPace: ReplayPace = .recorded) -> [any SampleSourceProvider] {
        [ReplaySourceProvider(pace: replayPace)]
    }
}
