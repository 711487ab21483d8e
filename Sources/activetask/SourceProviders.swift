import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows.
    ///
    /// - Parameters:
    ///   - replay: The replay backend, with its pace and alignment.
    ///   - iio: How IIO devices are captured.
    ///   - gpsd: Where the gpsd backend looks for gpsd when no flag names it.
    static func all(replay: ReplaySourceProvider = ReplaySourceProvider(), iio: IIOCaptureOptions = IIOCaptureOptions(),
                    gpsd: GpsEndpoint = .default) -> [any SampleSourceProvider] {
        [IIOProvider(options: iio), EvdevSourceProvider(), GpsProvider(endpoint: gpsd), replay]
    }
}
