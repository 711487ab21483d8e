import RecordingFormat
import Foundation

/// The replay backend: a device selector is a folder of recorded chunks.
public struct ReplaySourceProvider: SampleSourceProvider {
    /// The pace sources from this provider play at.
    public let pace: ReplayPace
    /// Where sources from this provider put the recording on the new timeline.
    public let alignment: ReplayAlignment

    /// Creates the provider.
    /// - Parameters:
    ///   - pace: Recorded pace (default) or as fast as possible.
    ///   - alignment: Recorded timestamps (default), or starting over when each source starts.
    public init(pace: ReplayPace = .recorded, alignment: ReplayAlignment = .recording) {
        self.pace = pace
        self.alignment = alignment
    }

    /// `replay`.
    public var backend: String { "replay" }

    /// Every sensor type: a recording may hold any.
    public var sensorTypes: Set<SensorType> { Set(SensorType.allCases) }

    /// Always `nil`: a replay is never chosen unless asked for.
    public func autodetect(_ type: SensorType) -> String? { nil }

    /// Opens a `ReplaySource` on the folder `selector` for the configurations' types.
    /// - Throws: `ActivetaskError(.deviceNotFound)` naming the folder when it lacks those types.
    public func makeSource(selector: String, configurations: [RecorderConfiguration]) throws -> any SampleSource {
        try ReplaySource(directory: URL(fileURLWithPath: selector), sensorTypes: Set(configurations.map(\.type)), pace: pace,
                         alignment: alignment)
    }

    /// Replay sees no devices; recordings are passed by folder.
    public func report() -> DeviceReport {
        DeviceReport(backend: backend, devices: [], problems: [])
    }
}
