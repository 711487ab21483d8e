import Foundation

/// Writes samples, markers and chunk headers as JSON lines into one reused byte buffer.
///
/// Numbers are written with a fixed number of decimals per field by integer arithmetic, so the
/// output is deterministic and reads back to the same `Double`; no allocation happens per sample
/// once the buffer has grown to its working size. Non-finite values are never written: a field
/// holding NaN or infinity is left out. Key order is fixed: `sensorType`, `timestamp`, `uptime`,
/// then the sensor's fields (see docs/FORMAT.md).
///
/// Noncopyable: it owns its buffer, which one writer fills and empties on one queue. Public only
/// to the benchmarks (`@_spi(Benchmarks)`); `ChunkWriter` is the format's writer.
@_spi(Benchmarks) public struct LineEncoder: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of encoded bytes since the last `removeAll()`.
    public private(set) var count = 0

    /// Room reserved before a sample line: more than the longest one (a location line whose
    /// nine numbers all take the 24-byte fallback form stays under 450 bytes).
    private static let sampleLineReserve = 512

    /// Creates an encoder whose buffer starts with room for `capacity` bytes.
    public init(capacity: Int = 64 * 1024) {
        self.capacity = max(capacity, LineEncoder.sampleLineReserve)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Calls `body` with the encoded lines since the last `removeAll()`, each ending in `\n`.
    public func withBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Empties the buffer, keeping its storage.
    public mutating func removeAll() {
        count = 0
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let larger = max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = larger
    }

    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
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
        reserve(LineEncoder.sampleLineReserve)
        appendPrefix(sample.sensorType, sample.timestamp, sample.uptime)
        appendNumber(Keys.x, sample.x, decimals: 6)
        appendNumber(Keys.y, sample.y, decimals: 6)
        appendNumber(Keys.z, sample.z, decimals: 6)
        appendLineEnd()
    }

    /// Appends one touch line.
    public mutating func append(_ sample: TouchSample) {
        reserve(LineEncoder.sampleLineReserve)
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
        reserve(LineEncoder.sampleLineReserve)
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
        reserve(LineEncoder.sampleLineReserve)
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
        reserve(LineEncoder.sampleLineReserve)
        appendRaw(Keys.headerPrefix)
        appendString(header.schema)
        appendRaw(",\"schemaVersion\":")
        appendInteger(Int64(header.schemaVersion))
        appendRaw(",\"recorderIdentifier\":")
        appendString(header.recorderIdentifier)
        appendRaw(",\"sensorTypes\":[")
        for (index, type) in header.sensorTypes.enumerated() {
            if index > 0 { put(UInt8(ascii: ",")) }
            appendString(type.rawValue)
        }
        appendRaw("],\"units\":")
        put(UInt8(ascii: "{"))
        for (index, type) in header.units.keys.sorted().enumerated() {
            if index > 0 { put(UInt8(ascii: ",")) }
            appendString(type)
            put(UInt8(ascii: ":"))
            appendStringMap(header.units[type] ?? [:])
        }
        put(UInt8(ascii: "}"))
        appendRaw(",\"device\":{\"name\":")
        appendString(header.device.name)
        appendRaw(",\"identifier\":")
        appendString(header.device.identifier)
        appendRaw(",\"backend\":")
        appendString(header.device.backend)
        appendRaw(",\"details\":")
        appendStringMap(header.device.details)
        appendRaw("},\"sequence\":")
        appendInteger(Int64(header.sequence))
        appendRaw(",\"zeroDate\":")
        appendString(ISOTime.string(fromEpochSeconds: header.zeroDate.timeIntervalSince1970))
        appendRaw(",\"zeroUptime\":")
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
        put(UInt8(ascii: "}"))
        put(UInt8(ascii: "\n"))
    }

    private mutating func appendRaw(_ raw: StaticString) {
        let length = raw.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: raw.utf8Start, count: length)
        count += length
    }

    private mutating func appendNumber(_ key: StaticString, _ value: Double?, decimals: Int) {
        guard let value, value.isFinite else { return }
        appendRaw(key)
        appendDecimal(value, decimals: decimals)
    }

    /// Writes `value` with exactly `decimals` decimals; magnitudes beyond exact integer scaling
    /// fall back to Swift's shortest round-trip representation.
    private mutating func appendDecimal(_ value: Double, decimals: Int) {
        let scaled = (value * LineEncoder.powersOfTen[decimals]).rounded()
        guard abs(scaled) < 9.0e15 else {
            appendText(value.description)
            return
        }
        var magnitude = UInt64(abs(scaled))
        if scaled < 0 && magnitude != 0 { put(UInt8(ascii: "-")) }
        let start = count
        var written = 0
        repeat {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            written += 1
            if written == decimals { put(UInt8(ascii: ".")) }
        } while magnitude != 0 || written <= decimals
        reverseBytes(from: start)
    }

    private mutating func reverseBytes(from start: Int) {
        var low = base + start
        var high = base + count - 1
        while low < high {
            swap(&low.pointee, &high.pointee)
            low += 1
            high -= 1
        }
    }

    private mutating func appendText(_ text: String) {
        reserve(text.utf8.count)
        for byte in text.utf8 { put(byte) }
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { put(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = count
        repeat {
            put(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude != 0
        reverseBytes(from: start)
    }

    private mutating func appendStringMap(_ map: [String: String]) {
        put(UInt8(ascii: "{"))
        for (index, key) in map.keys.sorted().enumerated() {
            if index > 0 { put(UInt8(ascii: ",")) }
            appendString(key)
            put(UInt8(ascii: ":"))
            appendString(map[key] ?? "")
        }
        put(UInt8(ascii: "}"))
    }

    /// Writes a JSON string, escaping quotes, backslashes and control characters.
    private mutating func appendString(_ string: String) {
        reserve(string.utf8.count * 6 + 2)
        put(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): appendRaw(#"\""#)
            case UInt8(ascii: "\\"): appendRaw(#"\\"#)
            case UInt8(ascii: "\n"): appendRaw(#"\n"#)
            case UInt8(ascii: "\r"): appendRaw(#"\r"#)
            case UInt8(ascii: "\t"): appendRaw(#"\t"#)
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                appendRaw(#"\u00"#)
                put(hex.utf8Start[Int(byte >> 4)])
                put(hex.utf8Start[Int(byte & 0xf)])
            default: put(byte)
            }
        }
        put(UInt8(ascii: "\""))
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10.0, Double($0)) }

    /// The fixed pieces of every line, encoded once.
    private enum Keys {
        static let sensorTypePrefix: StaticString = "{\"sensorType\":"
        static let accelerometer: StaticString = "\"accelerometer\""
        static let gyroscope: StaticString = "\"gyroscope\""
        static let touch: StaticString = "\"touch\""
        static let location: StaticString = "\"location\""
        static let timestamp: StaticString = ",\"timestamp\":"
        static let uptime: StaticString = ",\"uptime\":"
        static let x: StaticString = ",\"x\":"
        static let y: StaticString = ",\"y\":"
        static let z: StaticString = ",\"z\":"
        static let phase: StaticString = ",\"phase\":"
        static let touchId: StaticString = ",\"touchId\":"
        static let rawX: StaticString = ",\"rawX\":"
        static let rawY: StaticString = ",\"rawY\":"
        static let latitude: StaticString = ",\"latitude\":"
        static let longitude: StaticString = ",\"longitude\":"
        static let altitude: StaticString = ",\"altitude\":"
        static let horizontalAccuracy: StaticString = ",\"horizontalAccuracy\":"
        static let verticalAccuracy: StaticString = ",\"verticalAccuracy\":"
        static let speed: StaticString = ",\"speed\":"
        static let course: StaticString = ",\"course\":"
        static let gpsTime: StaticString = ",\"gpsTime\":"
        static let markerPrefix: StaticString = "{\"type\":\"marker\",\"timestamp\":"
        static let event: StaticString = ",\"event\":"
        static let stepIdentifier: StaticString = ",\"stepIdentifier\":"
        static let message: StaticString = ",\"message\":"
        static let headerPrefix: StaticString = "{\"type\":\"header\",\"schema\":"
    }
}
