import Recorders

/// The backends the CLI resolves devices through, in the order `activetask devices` lists them.
enum SourceProviders {
    /// Every backend this build knows; replays play at `replayPace`, IIO devices use `iio`.
    static func all(replayPace: ReplayPace = .recorded, iio: IIOCaptureOptions = IIOCaptureOptions())
        -> [any SampleSourceProvider] {
        [IIOProvider(options: iio), EvdevSourceProvider(), ReplaySourceProvider(pace: replayPace)]
    }
}
