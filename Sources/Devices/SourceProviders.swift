import Recorders
import RecordingFormat

/// The backends devices are resolved through, in the order `activetask devices` lists them.
public enum SourceProviders {
    /// Every backend this build knows: IIO, evdev, gpsd and replay.
    ///
    /// - Parameters:
    ///   - replay: The replay backend, with its pace and alignment.
    ///   - iio: How IIO devices are captured.
    ///   - gpsd: Where the gpsd backend looks for gpsd when no flag names it.
    public static func all(replay: ReplaySourceProvider = ReplaySourceProvider(), iio: IIOCaptureOptions = IIOCaptureOptions(),
                           gpsd: GPSEndpoint = .default) -> [any SampleSourceProvider] {
        [IIOProvider(options: iio), EvdevSourceProvider(), GPSProvider(endpoint: gpsd), replay]
    }
}
