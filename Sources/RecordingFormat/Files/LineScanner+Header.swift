import Foundation

extension LineScanner {
    /// A header line exactly as `LineEncoder` writes it (its keys in their order, no spaces, no
    /// escapes in its strings, known sensor types), read without Foundation's `JSONDecoder`:
    /// the first line of every chunk the recorders write. `nil` for any other header, which the
    /// reader then decodes with `JSONDecoder` (and names what is wrong with it).
    /// - Parameter line: The header line, without its newline.
    static func parseWrittenHeader(_ line: UnsafeRawBufferPointer) -> ChunkHeader? {
        guard let base = line.baseAddress, line.count > 0 else { return nil }
        var scanner = LineScanner(base: base.assumingMemoryBound(to: UInt8.self), count: line.count)
        return scanner.scanWrittenHeader()
    }

    private mutating func scanWrittenHeader() -> ChunkHeader? {
        guard skip("{\"type\":\"header\",\"schema\":"), let schema = try? scanStringRange(),
              skip(",\"schemaVersion\":"), let schemaVersion = writtenInteger(),
              skip(",\"recorderIdentifier\":"), let recorder = try? scanStringRange(),
              skip(",\"sensorTypes\":"), let sensorTypes = writtenSensorTypes(),
              skip(",\"units\":{") else { return nil }
        var units: [String: [String: String]] = [:]
        if !skip("}") {
            repeat {
                guard let type = try? scanStringRange(), skip(":"), let fields = writtenStringMap() else { return nil }
                units[text(type)] = fields
            } while skip(",")
            guard skip("}") else { return nil }
        }
        guard skip(",\"device\":{\"name\":"), let name = try? scanStringRange(),
              skip(",\"identifier\":"), let identifier = try? scanStringRange(),
              skip(",\"backend\":"), let backend = try? scanStringRange(),
              skip(",\"details\":"), let details = writtenStringMap(),
              skip("},\"sequence\":"), let sequence = writtenInteger(),
              skip(",\"zeroDate\":"), let date = try? scanStringRange(),
              let seconds = ISOTime.epochSeconds(parsing: UnsafeBufferPointer(start: base + date.lowerBound, count: date.count)),
              skip(",\"zeroUptime\":"), let zeroUptime = try? scanNumber(field: "zeroUptime"),
              skip("}"), index == count else { return nil }
        var header = ChunkHeader(recorderIdentifier: text(recorder), sensorTypes: sensorTypes,
                                 device: DeviceDescription(name: text(name), identifier: text(identifier),
                                                           backend: text(backend), details: details),
                                 sequence: sequence, zero: RecordingZero(uptime: zeroUptime, date: Date(timeIntervalSince1970: seconds)))
        header.schema = text(schema)
        header.schemaVersion = schemaVersion
        header.units = units
        return header
    }

    /// A whole number, as the encoder writes counts.
    private mutating func writtenInteger() -> Int? {
        (try? scanNumber(field: "integer")).flatMap { Int(exactly: $0) }
    }

    /// `[` known sensor types `]`.
    private mutating func writtenSensorTypes() -> [SensorType]? {
        guard skip("[") else { return nil }
        var types: [SensorType] = []
        if skip("]") { return types }
        repeat {
            guard let range = try? scanStringRange(), let type = SensorType(rawValue: text(range)) else { return nil }
            types.append(type)
        } while skip(",")
        return skip("]") ? types : nil
    }

    /// `{` string keys and values `}`.
    private mutating func writtenStringMap() -> [String: String]? {
        guard skip("{") else { return nil }
        var map: [String: String] = [:]
        if skip("}") { return map }
        repeat {
            guard let key = try? scanStringRange(), skip(":"), let value = try? scanStringRange() else { return nil }
            map[text(key)] = text(value)
        } while skip(",")
        return skip("}") ? map : nil
    }
}
