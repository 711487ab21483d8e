import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows.
    ///
    /// - Parameter gpsd: Where the gpsd backend looks for gpsd.
    static func all(gpsd: GpsEndpoint = .default) -> [any SampleSourceProvider] {
        [GpsProvider(endpoint: gpsd)]
    }
}
