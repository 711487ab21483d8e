import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows; replays play as `replay` says, IIO devices are captured with `iio`.
    static func all(replay: ReplaySourceProvider = ReplaySourceProvider(), iio: IIOCaptureOptions = IIOCaptureOptions())
        -> [any SampleSourceProvider] {
        [IIOProvider(options: iio), EvdevSourceProvider(), replay]
    }
}
