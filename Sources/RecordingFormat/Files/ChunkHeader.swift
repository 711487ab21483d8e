import Foundation

/// The first line of every chunk: what the chunk holds and how to read its timestamps.
public struct ChunkHeader: Sendable, Equatable, Decodable {
    /// The schema identifier written in every header.
    public static let schemaIdentifier = "org.activetask.samples"
    /// The schema version this build writes and reads.
    public static let currentSchemaVersion = 1

    /// Always `org.activetask.samples`.
    public var schema: String
    /// The version of the sample schema; readers refuse versions they do not know.
    public var schemaVersion: Int
    /// The recorder configuration's identifier.
    public var recorderIdentifier: String
    /// The sensor types whose samples the chunk may hold.
    public var sensorTypes: [SensorType]
    /// Units of each numeric field, per sensor type.
    public var units: [String: [String: String]]
    /// The device the samples came from.
    public var device: DeviceDescription
    /// The chunk's sequence number within its recorder, from 1.
    public var sequence: Int
    /// The wall-clock time of the recording's monotonic zero.
    public var zeroDate: Date
    /// The `CLOCK_MONOTONIC` seconds of the recording's zero.
    public var zeroUptime: Double

    /// Creates the header of chunk `sequence` of a recorder.
    public init(recorderIdentifier: String, sensorTypes: [SensorType], device: DeviceDescription,
                sequence: Int, zero: RecordingZero) {
        self.schema = ChunkHeader.schemaIdentifier
        self.schemaVersion = ChunkHeader.currentSchemaVersion
        self.recorderIdentifier = recorderIdentifier
        self.sensorTypes = sensorTypes
        self.units = Dictionary(uniqueKeysWithValues: sensorTypes.map { ($0.rawValue, $0.units) })
        self.device = device
        self.sequence = sequence
        self.zeroDate = zero.date
        self.zeroUptime = zero.uptime
    }

    /// The recording's zero this header records.
    public var zero: RecordingZero { RecordingZero(uptime: zeroUptime, date: zeroDate) }

    private enum CodingKeys: String, CodingKey {
        case type, schema, schemaVersion, recorderIdentifier, sensorTypes, units, device, sequence
        case zeroDate, zeroUptime
    }

    /// Decodes a header line; `zeroDate` is an ISO 8601 UTC string with milliseconds.
    /// - Throws: `DecodingError` when a field is missing or `type` is not `header`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard type == "header" else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container,
                                                   debugDescription: "expected \"header\", found \"\(type)\"")
        }
        schema = try container.decode(String.self, forKey: .schema)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        recorderIdentifier = try container.decode(String.self, forKey: .recorderIdentifier)
        sensorTypes = try container.decode([SensorType].self, forKey: .sensorTypes)
        units = try container.decode([String: [String: String]].self, forKey: .units)
        device = try container.decode(DeviceDescription.self, forKey: .device)
        sequence = try container.decode(Int.self, forKey: .sequence)
        let dateText = try container.decode(String.self, forKey: .zeroDate)
        guard let seconds = ISOTime.epochSeconds(parsing: dateText.utf8) else {
            throw DecodingError.dataCorruptedError(forKey: .zeroDate, in: container,
                                                   debugDescription: "not an ISO 8601 UTC time: \(dateText)")
        }
        zeroDate = Date(timeIntervalSince1970: seconds)
        zeroUptime = try container.decode(Double.self, forKey: .zeroUptime)
    }
}
