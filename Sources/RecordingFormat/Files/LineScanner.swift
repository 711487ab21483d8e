import Foundation

/// Parses one flat sample or marker line into a `Sample`, byte by byte, without Foundation's JSON.
///
/// Understands exactly what docs/FORMAT.md allows on sample and marker lines: one object of
/// string, number, boolean and null values. Numbers are converted by `DecimalNumber` (exactly,
/// without the C library, for up to 19 significant digits). Unknown keys with scalar values are skipped, so newer writers stay
/// readable.
struct LineScanner {
    /// Why a line could not be parsed; the reader prefixes file and line number.
    struct Failure: Error {
        let reason: String
    }

    /// What a line was: a sample or marker, or a header.
    enum Line {
        case sample(Sample)
        case header
    }

    /// The line, and the position of the next byte to read.
    private var cursor: LineCursor
    /// The line's first byte.
    var base: UnsafePointer<UInt8> { cursor.base }
    /// The line's length in bytes.
    var count: Int { cursor.count }
    /// The position of the next byte to read.
    var index: Int {
        get { cursor.index }
        set { cursor.index = newValue }
    }

    // Fields seen on the line.
    private var type: Substring?
    private var sensorType: SensorType?
    private var timestamp = Double.nan
    private var uptime = Double.nan
    private var x = Double.nan, y = Double.nan, z = Double.nan
    private var phase: TouchPhase?
    private var touchId: Int?
    private var rawX: Int?, rawY: Int?
    private var latitude = Double.nan, longitude = Double.nan
    private var altitude: Double?, horizontalAccuracy: Double?, verticalAccuracy: Double?
    private var speed: Double?, course: Double?, gpsTime: Double?
    private var event: String?, stepIdentifier: String?, message: String?
    private var isHeader = false

    /// Parses `line` (without its newline).
    /// - Throws: `Failure` naming the field or byte offset that is wrong.
    static func parse(_ line: UnsafeRawBufferPointer) throws(Failure) -> Line {
        guard let base = line.baseAddress, line.count > 0 else { throw Failure(reason: "empty line") }
        // The cursor alone, without the fields of a line read key by key: nothing to set up or
        // release for most lines of most recordings.
        var motion = LineCursor(base: base.assumingMemoryBound(to: UInt8.self), count: line.count)
        if let sample = motion.scanWrittenMotionLine() { return .sample(.motion(sample)) }
        return try parseKeyByKey(line)
    }

    /// Parses `line` key by key, for a caller that has already tried the cursor's motion line.
    /// - Throws: `Failure` naming the field or byte offset that is wrong.
    static func parseKeyByKey(_ line: UnsafeRawBufferPointer) throws(Failure) -> Line {
        guard let base = line.baseAddress, line.count > 0 else { throw Failure(reason: "empty line") }
        var scanner = LineScanner(base: base.assumingMemoryBound(to: UInt8.self), count: line.count)
        return try scanner.scanLine()
    }

    init(base: UnsafePointer<UInt8>, count: Int) {
        cursor = LineCursor(base: base, count: count)
    }

    /// Reads the line key by key: any line docs/FORMAT.md allows, naming what is wrong in any other.
    mutating func scanLine() throws(Failure) -> Line {
        skipSpace()
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            throw Failure(reason: "empty object")
        }
        while true {
            skipSpace()
            let key = try scanStringRange()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try scanValue(forKey: key)
            if isHeader { return .header }
            skipSpace()
            let next = try take()
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ",") else {
                throw Failure(reason: "expected ',' or '}' at byte \(index - 1)")
            }
        }
        skipSpace()
        guard index == count else { throw Failure(reason: "unexpected bytes after the object at byte \(index)") }
        return .sample(try makeSample())
    }

    // MARK: - Values

    private mutating func scanValue(forKey key: Range<Int>) throws(Failure) {
        let length = key.count
        let start = base + key.lowerBound
        func named(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == length && memcmp(start, name.utf8Start, length) == 0
        }
        switch length {
        case 1:
            switch start.pointee {
            case UInt8(ascii: "x"): x = try scanNumber(field: "x")
            case UInt8(ascii: "y"): y = try scanNumber(field: "y")
            case UInt8(ascii: "z"): z = try scanNumber(field: "z")
            default: try skipValue()
            }
        case 4:
            if named("type") {
                let range = try scanStringRange()
                if matches(range, "header") { isHeader = true } else if !matches(range, "marker") {
                    throw Failure(reason: "\"type\" must be \"marker\" on a line after the header, found \"\(text(range))\"")
                }
                type = "marker"
            } else if named("rawX") { rawX = try scanInteger(field: "rawX") }
            else if named("rawY") { rawY = try scanInteger(field: "rawY") }
            else { try skipValue() }
        case 5:
            if named("phase") {
                let range = try scanStringRange()
                guard let value = TouchPhase(rawValue: text(range)) else {
                    throw Failure(reason: "\"phase\" must be began, moved, ended or cancelled, found \"\(text(range))\"")
                }
                phase = value
            } else if named("event") { event = try scanString() }
            else if named("speed") { speed = try scanNumber(field: "speed") }
            else { try skipValue() }
        case 6:
            if named("uptime") { uptime = try scanNumber(field: "uptime") }
            else if named("course") { course = try scanNumber(field: "course") }
            else { try skipValue() }
        case 7:
            if named("touchId") { touchId = try scanInteger(field: "touchId") }
            else if named("message") { message = try scanString() }
            else if named("gpsTime") {
                let range = try scanStringRange()
                guard let seconds = ISOTime.epochSeconds(parsing: UnsafeBufferPointer(start: base + range.lowerBound,
                                                                                      count: range.count)) else {
                    throw Failure(reason: "\"gpsTime\" is not an ISO 8601 UTC time: \"\(text(range))\"")
                }
                gpsTime = seconds
            } else { try skipValue() }
        case 8:
            if named("latitude") { latitude = try scanNumber(field: "latitude") }
            else if named("altitude") { altitude = try scanNumber(field: "altitude") }
            else { try skipValue() }
        case 9:
            if named("timestamp") { timestamp = try scanNumber(field: "timestamp") }
            else if named("longitude") { longitude = try scanNumber(field: "longitude") }
            else { try skipValue() }
        case 10:
            if named("sensorType") {
                let range = try scanStringRange()
                if matches(range, "accelerometer") { sensorType = .accelerometer }
                else if matches(range, "gyroscope") { sensorType = .gyroscope }
                else if matches(range, "touch") { sensorType = .touch }
                else if matches(range, "location") { sensorType = .location }
                else { throw Failure(reason: "unknown \"sensorType\" \"\(text(range))\"") }
            } else { try skipValue() }
        case 14 where named("stepIdentifier"): stepIdentifier = try scanString()
        case 16 where named("verticalAccuracy"): verticalAccuracy = try scanNumber(field: "verticalAccuracy")
        case 18 where named("horizontalAccuracy"): horizontalAccuracy = try scanNumber(field: "horizontalAccuracy")
        default: try skipValue()
        }
    }

    private func makeSample() throws(Failure) -> Sample {
        func require(_ value: Double, _ field: String, _ kind: String) throws(Failure) -> Double {
            guard !value.isNaN else { throw Failure(reason: "\(kind) line lacks \"\(field)\"") }
            return value
        }
        func integer(_ value: Int?, _ field: String) throws(Failure) -> Int {
            guard let value else { throw Failure(reason: "touch line lacks \"\(field)\"") }
            return value
        }
        if type != nil {
            guard sensorType == nil else { throw Failure(reason: "a marker line must not carry \"sensorType\"") }
            guard let event else { throw Failure(reason: "marker line lacks \"event\"") }
            return .marker(MarkerRecord(timestamp: try require(timestamp, "timestamp", "marker"),
                                        event: MarkerEvent(rawValue: event),
                                        stepIdentifier: stepIdentifier, message: message))
        }
        guard let sensorType else { throw Failure(reason: "line has neither \"sensorType\" nor \"type\"") }
        let kind = sensorType.rawValue
        let time = try require(timestamp, "timestamp", kind)
        let clock = try require(uptime, "uptime", kind)
        switch sensorType {
        case .accelerometer, .gyroscope:
            return .motion(MotionSample(sensorType: sensorType, timestamp: time, uptime: clock,
                                        x: try require(x, "x", kind), y: try require(y, "y", kind),
                                        z: try require(z, "z", kind)))
        case .touch:
            guard let phase else { throw Failure(reason: "touch line lacks \"phase\"") }
            return .touch(TouchSample(timestamp: time, uptime: clock, phase: phase,
                                      touchId: try integer(touchId, "touchId"),
                                      x: try require(x, "x", kind), y: try require(y, "y", kind),
                                      rawX: try integer(rawX, "rawX"), rawY: try integer(rawY, "rawY")))
        case .location:
            return .location(LocationSample(timestamp: time, uptime: clock,
                                            latitude: try require(latitude, "latitude", kind),
                                            longitude: try require(longitude, "longitude", kind),
                                            altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                                            verticalAccuracy: verticalAccuracy, speed: speed, course: course,
                                            gpsTime: gpsTime))
        }
    }

    // MARK: - Lexing

    private func peek() -> UInt8? {
        index < count ? base[index] : nil
    }

    private mutating func take() throws(Failure) -> UInt8 {
        guard index < count else { throw Failure(reason: "line ends inside the object") }
        defer { index += 1 }
        return base[index]
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        let found = try take()
        guard found == byte else {
            throw Failure(reason: "expected '\(Character(UnicodeScalar(byte)))' at byte \(index - 1)")
        }
    }

    private mutating func skipSpace() {
        while index < count, base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x0D { index += 1 }
    }

    private func matches(_ range: Range<Int>, _ name: StaticString) -> Bool {
        name.utf8CodeUnitCount == range.count && memcmp(base + range.lowerBound, name.utf8Start, range.count) == 0
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// The byte range between the quotes of a string without escapes.
    mutating func scanStringRange() throws(Failure) -> Range<Int> {
        let (range, escaped) = try scanRawString()
        guard !escaped else { throw Failure(reason: "unexpected escape in a key or enumerated value at byte \(range.lowerBound)") }
        return range
    }

    /// The range between the quotes (escapes left in place) and whether it holds escapes.
    private mutating func scanRawString() throws(Failure) -> (Range<Int>, Bool) {
        try expect(UInt8(ascii: "\""))
        let start = index
        var escaped = false
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start..<(index - 1), escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            }
            index += 1
        }
        throw Failure(reason: "unterminated string starting at byte \(start - 1)")
    }

    /// A string value, unescaped.
    private mutating func scanString() throws(Failure) -> String {
        let (range, escaped) = try scanRawString()
        guard escaped else { return text(range) }
        let quoted = Data(UnsafeBufferPointer(start: base + range.lowerBound - 1, count: range.count + 2))
        guard let value = try? JSONDecoder().decode(String.self, from: quoted) else {
            throw Failure(reason: "invalid escape in the string at byte \(range.lowerBound - 1)")
        }
        return value
    }

    private mutating func skipValue() throws(Failure) {
        switch peek() {
        case UInt8(ascii: "\""): _ = try scanRawString()
        case UInt8(ascii: "t"): try skipWord("true")
        case UInt8(ascii: "f"): try skipWord("false")
        case UInt8(ascii: "n"): try skipWord("null")
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            throw Failure(reason: "nested value at byte \(index): sample lines are flat")
        default: _ = try scanNumber(field: "value")
        }
    }

    private mutating func skipWord(_ word: StaticString) throws(Failure) {
        guard skip(word) else { throw Failure(reason: "invalid literal at byte \(index)") }
    }

    /// Moves past `literal` if the line continues with it.
    mutating func skip(_ literal: StaticString) -> Bool {
        cursor.skip(literal)
    }

    /// A JSON number that must be a whole number from `Int.min` to `Int.max`: digits read as an
    /// integer, so every integer the writer writes reads back exactly (a double would round
    /// `Int.max` past it); a number with a fraction or exponent is read as a double and must be
    /// whole (`3.0`, `1e3`).
    /// - Throws: `Failure` naming `field` when the number is not whole or out of range.
    mutating func scanInteger(field: StaticString) throws(Failure) -> Int {
        let start = index
        let negative = peek() == UInt8(ascii: "-")
        var position = negative ? index + 1 : index
        var magnitude: UInt64 = 0
        var overflow = false
        while position < count, case let digit = base[position] &- UInt8(ascii: "0"), digit < 10 {
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            overflow = overflow || o1 || o2
            magnitude = sum
            position += 1
        }
        let digits = position - (negative ? index + 1 : index)
        let continues = position < count && (base[position] == UInt8(ascii: ".") || base[position] | 0x20 == UInt8(ascii: "e"))
        guard digits > 0, !continues else {
            let value = try scanNumber(field: field)
            guard let exact = Int(exactly: value) else {
                throw Failure(reason: "\"\(field)\" must be a whole number from \(Int.min) to \(Int.max), found \(text(start..<index).prefix(80))")
            }
            return exact
        }
        let limit = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard !overflow, magnitude <= limit else {
            throw Failure(reason: "\"\(field)\" must be a whole number from \(Int.min) to \(Int.max), found \(text(start..<position).prefix(80))")
        }
        index = position
        return negative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude)
    }

    /// A JSON number (see `LineCursor.scanNumber(field:)`).
    mutating func scanNumber(field: StaticString) throws(Failure) -> Double {
        try cursor.scanNumber(field: field)
    }
}
