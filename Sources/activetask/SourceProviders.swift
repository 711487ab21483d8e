import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows.
    ///
    /// - Parameters:
    ///   - replayPace: The pace replays play at.
    ///   - gpsd: Where the gpsd backend looks for gpsd.
    static func all(replayPace: ReplayPace = .recorded, gpsd: GpsEndpoint = .default) -> [any SampleSourceProvider] {
        [ReplaySourceProvider(pace: replayPace), GpsProvider(endpoint: gpsd)]
    }
}
