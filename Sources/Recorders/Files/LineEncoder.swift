import Foundation

/// Writes samples, markers and chunk headers as JSON lines into one reused byte buffer.
///
/// Numbers are written with a fixed number of decimals per field by integer arithmetic, so the
/// output is deterministic and reads back to the same `Double`; no allocation happens per sample
/// once the buffer has grown to its working size. Non-finite values are never written: a field
/// holding NaN or infinity is left out. Key order is fixed: `sensorType`, `timestamp`, `uptime`,
/// then the sensor's fields (see docs/FORMAT.md).
public struct LineEncoder: Sendable {
    /// The encoded lines since the last `removeAll()`, each ending in `\n`.
    public private(set) var bytes: [UInt8]

    /// Creates an encoder whose buffer starts with room for `capacity` bytes.
    public init(capacity: Int = 64 * 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its storage.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends one line for `sample`.
    public mutating func append(_ sample: Sample) {
        switch sample {
        case .motion(let motion): append(motion)
        case .touch(let touch): append(touch)
        case .location(let location): append(location)
        case .marker(let marker): append(marker)
        }
    }

    /// Appends one accelerometer or gyroscope line.
    public mutating func append(_ sample: MotionSample) {
        appendPrefix(sample.sensorType, sample.timestamp, sample.uptime)
        appendNumber(Keys.x, sample.x, decimals: 6)
        appendNumber(Keys.y, sample.y, decimals: 6)
        appendNumber(Keys.z, sample.z, decimals: 6)
        appendLineEnd()
    }

    /// Appends one touch line.
    public mutating func append(_ sample: TouchSample) {
        appendPrefix(.touch, sample.timestamp, sample.uptime)
        appendRaw(Keys.phase)
        appendString(sample.phase.rawValue)
        appendRaw(Keys.touchId)
        appendInteger(Int64(sample.touchId))
        appendNumber(Keys.x, sample.x, decimals: 6)
        appendNumber(Keys.y, sample.y, decimals: 6)
        appendRaw(Keys.rawX)
        appendInteger(Int64(sample.rawX))
        appendRaw(Keys.rawY)
        appendInteger(Int64(sample.rawY))
        appendLineEnd()
    }

    /// Appends one location line; unknown (`nil` or non-finite) fields are left out.
    public mutating func append(_ sample: LocationSample) {
        appendPrefix(.location, sample.timestamp, sample.uptime)
        appendNumber(Keys.latitude, sample.latitude, decimals: 9)
        appendNumber(Keys.longitude, sample.longitude, decimals: 9)
        appendNumber(Keys.altitude, sample.altitude, decimals: 3)
        appendNumber(Keys.horizontalAccuracy, sample.horizontalAccuracy, decimals: 3)
        appendNumber(Keys.verticalAccuracy, sample.verticalAccuracy, decimals: 3)
        appendNumber(Keys.speed, sample.speed, decimals: 3)
        appendNumber(Keys.course, sample.course, decimals: 4)
        if let gpsTime = sample.gpsTime, gpsTime.isFinite {
            appendRaw(Keys.gpsTime)
            appendString(ISOTime.string(fromEpochSeconds: gpsTime))
        }
        appendLineEnd()
    }

    /// Appends one marker line.
    public mutating func append(_ marker: MarkerRecord) {
        appendRaw(Keys.markerPrefix)
        appendDecimal(marker.timestamp, decimals: 6)
        appendRaw(Keys.event)
        appendString(marker.event.rawValue)
        if let step = marker.stepIdentifier {
            appendRaw(Keys.stepIdentifier)
            appendString(step)
        }
        if let message = marker.message {
            appendRaw(Keys.message)
            appendString(message)
        }
        appendLineEnd()
    }

    /// Appends the header line that opens every chunk; maps are written with sorted keys.
    public mutating func append(_ header: ChunkHeader) {
        appendRaw(Keys.headerPrefix)
        appendString(header.schema)
        appendRaw(Array(",\"schemaVersion\":".utf8))
        appendInteger(Int64(header.schemaVersion))
        appendRaw(Array(",\"recorderIdentifier\":".utf8))
        appendString(header.recorderIdentifier)
        appendRaw(Array(",\"sensorTypes\":[".utf8))
        for (index, type) in header.sensorTypes.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(type.rawValue)
        }
        appendRaw(Array("],\"units\":".utf8))
        bytes.append(UInt8(ascii: "{"))
        for (index, type) in header.units.keys.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(type)
            bytes.append(UInt8(ascii: ":"))
            appendStringMap(header.units[type] ?? [:])
        }
        bytes.append(UInt8(ascii: "}"))
        appendRaw(Array(",\"device\":{\"name\":".utf8))
        appendString(header.device.name)
        appendRaw(Array(",\"identifier\":".utf8))
        appendString(header.device.identifier)
        appendRaw(Array(",\"backend\":".utf8))
        appendString(header.device.backend)
        appendRaw(Array(",\"details\":".utf8))
        appendStringMap(header.device.details)
        appendRaw(Array("},\"sequence\":".utf8))
        appendInteger(Int64(header.sequence))
        appendRaw(Array(",\"zeroDate\":".utf8))
        appendString(ISOTime.string(fromEpochSeconds: header.zeroDate.timeIntervalSince1970))
        appendRaw(Array(",\"zeroUptime\":".utf8))
        appendDecimal(header.zeroUptime, decimals: 6)
        appendLineEnd()
    }

    // MARK: - Pieces

    private mutating func appendPrefix(_ type: SensorType, _ timestamp: Double, _ uptime: Double) {
        appendRaw(Keys.sensorTypePrefix)
        switch type {
        case .accelerometer: appendRaw(Keys.accelerometer)
        case .gyroscope: appendRaw(Keys.gyroscope)
        case .touch: appendRaw(Keys.touch)
        case .location: appendRaw(Keys.location)
        }
        appendNumber(Keys.timestamp, timestamp, decimals: 6)
        appendNumber(Keys.uptime, uptime, decimals: 6)
    }

    private mutating func appendLineEnd() {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func appendRaw(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    private mutating func appendNumber(_ key: [UInt8], _ value: Double?, decimals: Int) {
        guard let value, value.isFinite else { return }
        appendRaw(key)
        appendDecimal(value, decimals: decimals)
    }

    /// Writes `value` with exactly `decimals` decimals; magnitudes beyond exact integer scaling
    /// fall back to Swift's shortest round-trip representation.
    private mutating func appendDecimal(_ value: Double, decimals: Int) {
        let scaled = (value * LineEncoder.powersOfTen[decimals]).rounded()
        guard abs(scaled) < 9.0e15 else {
            appendRaw(Array(value.description.utf8))
            return
        }
        var magnitude = UInt64(abs(scaled))
        if scaled < 0 && magnitude != 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var written = 0
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            written += 1
            if written == decimals { bytes.append(UInt8(ascii: ".")) }
        } while magnitude != 0 || written <= decimals
        bytes[start...].reverse()
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude != 0
        bytes[start...].reverse()
    }

    private mutating func appendStringMap(_ map: [String: String]) {
        bytes.append(UInt8(ascii: "{"))
        for (index, key) in map.keys.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(key)
            bytes.append(UInt8(ascii: ":"))
            appendString(map[key] ?? "")
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes a JSON string, escaping quotes, backslashes and control characters.
    private mutating func appendString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): appendRaw([UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): appendRaw([UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): appendRaw([UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): appendRaw([UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): appendRaw([UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                appendRaw(Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xf)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10.0, Double($0)) }

    /// The fixed pieces of every line, encoded once.
    private enum Keys {
        static let sensorTypePrefix = Array("{\"sensorType\":".utf8)
        static let accelerometer = Array("\"accelerometer\"".utf8)
        static let gyroscope = Array("\"gyroscope\"".utf8)
        static let touch = Array("\"touch\"".utf8)
        static let location = Array("\"location\"".utf8)
        static let timestamp = Array(",\"timestamp\":".utf8)
        static let uptime = Array(",\"uptime\":".utf8)
        static let x = Array(",\"x\":".utf8)
        static let y = Array(",\"y\":".utf8)
        static let z = Array(",\"z\":".utf8)
        static let phase = Array(",\"phase\":".utf8)
        static let touchId = Array(",\"touchId\":".utf8)
        static let rawX = Array(",\"rawX\":".utf8)
        static let rawY = Array(",\"rawY\":".utf8)
        static let latitude = Array(",\"latitude\":".utf8)
        static let longitude = Array(",\"longitude\":".utf8)
        static let altitude = Array(",\"altitude\":".utf8)
        static let horizontalAccuracy = Array(",\"horizontalAccuracy\":".utf8)
        static let verticalAccuracy = Array(",\"verticalAccuracy\":".utf8)
        static let speed = Array(",\"speed\":".utf8)
        static let course = Array(",\"course\":".utf8)
        static let gpsTime = Array(",\"gpsTime\":".utf8)
        static let markerPrefix = Array("{\"type\":\"marker\",\"timestamp\":".utf8)
        static let event = Array(",\"event\":".utf8)
        static let stepIdentifier = Array(",\"stepIdentifier\":".utf8)
        static let message = Array(",\"message\":".utf8)
        static let headerPrefix = Array("{\"type\":\"header\",\"schema\":".utf8)
    }
}
