import Foundation
import Recorders

/// Parses one line of a chunk file into a `Sample` without building a dictionary: a single pass
/// over the bytes of a flat JSON object, numbers converted in place (fast path exact for up to
/// 15 significant digits; longer ones go through `strtod`).
enum SampleLineParser {
    /// What a line holds.
    enum Line {
        /// A sample or marker.
        case sample(Sample)
        /// The chunk header (or any other non-sample object, which analysis ignores).
        case other
    }

    /// Why a line could not be parsed: the byte offset and what was expected there.
    struct Failure: Error {
        var message: String
    }

    private struct Fields {
        var type: Kind = .unknown
        var sensor: Kind = .unknown
        var timestamp: Double?
        var uptime: Double?
        var x: Double?, y: Double?, z: Double?
        var phase: TouchPhase?
        var touchId: Double?
        var rawX: Double?, rawY: Double?
        var latitude: Double?, longitude: Double?, altitude: Double?
        var horizontalAccuracy: Double?, verticalAccuracy: Double?
        var speed: Double?, course: Double?, gpsTime: Double?
        var event: String?, stepIdentifier: String?, message: String?
    }

    private enum Kind {
        case unknown, header, marker, other, accelerometer, gyroscope, touch, location
    }

    /// Parses `line` (without its newline).
    /// - Throws: `Failure` naming the offending byte offset or missing field.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(Failure) -> Line {
        var scanner = JSONLineScanner(bytes: line)
        var fields = Fields()
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { throw scanner.failure("expected '{'") }
        scanner.skipSpace()
        if !scanner.take(UInt8(ascii: "}")) {
            while true {
                let key = try scanner.string()
                scanner.skipSpace()
                guard scanner.take(UInt8(ascii: ":")) else { throw scanner.failure("expected ':'") }
                scanner.skipSpace()
                try read(key: key, into: &fields, from: &scanner)
                scanner.skipSpace()
                if scanner.take(UInt8(ascii: ",")) { scanner.skipSpace(); continue }
                if scanner.take(UInt8(ascii: "}")) { break }
                throw scanner.failure("expected ',' or '}'")
            }
        }
        scanner.skipSpace()
        guard scanner.atEnd else { throw scanner.failure("unexpected text after the object") }
        return try build(fields)
    }

    private static func read(key: UnsafeBufferPointer<UInt8>, into fields: inout Fields,
                             from scanner: inout JSONLineScanner) throws(Failure) {
        switch key.count {
        case 1:
            switch key[0] {
            case UInt8(ascii: "x"): fields.x = try scanner.number()
            case UInt8(ascii: "y"): fields.y = try scanner.number()
            case UInt8(ascii: "z"): fields.z = try scanner.number()
            default: try scanner.skipValue()
            }
        case 4 where equals(key, "type"):
            fields.type = kind(of: try scanner.string())
        case 10 where equals(key, "sensorType"):
            fields.sensor = kind(of: try scanner.string())
        case 9 where equals(key, "timestamp"):
            fields.timestamp = try scanner.number()
        case 6 where equals(key, "uptime"):
            fields.uptime = try scanner.number()
        case 5 where equals(key, "phase"):
            let raw = try scanner.string()
            fields.phase = TouchPhase(rawValue: String(decoding: raw, as: UTF8.self))
            if fields.phase == nil { throw scanner.failure("unknown touch phase") }
        case 7 where equals(key, "touchId"):
            fields.touchId = try scanner.number()
        case 4 where equals(key, "rawX"):
            fields.rawX = try scanner.number()
        case 4 where equals(key, "rawY"):
            fields.rawY = try scanner.number()
        case 8 where equals(key, "latitude"):
            fields.latitude = try scanner.number()
        case 9 where equals(key, "longitude"):
            fields.longitude = try scanner.number()
        case 8 where equals(key, "altitude"):
            fields.altitude = try scanner.optionalNumber()
        case 18 where equals(key, "horizontalAccuracy"):
            fields.horizontalAccuracy = try scanner.optionalNumber()
        case 16 where equals(key, "verticalAccuracy"):
            fields.verticalAccuracy = try scanner.optionalNumber()
        case 5 where equals(key, "speed"):
            fields.speed = try scanner.optionalNumber()
        case 6 where equals(key, "course"):
            fields.course = try scanner.optionalNumber()
        case 7 where equals(key, "gpsTime"):
            fields.gpsTime = try scanner.optionalNumber()
        case 5 where equals(key, "event"):
            fields.event = try scanner.text()
        case 14 where equals(key, "stepIdentifier"):
            fields.stepIdentifier = try scanner.text()
        case 7 where equals(key, "message"):
            fields.message = try scanner.text()
        default:
            try scanner.skipValue()
        }
    }

    private static func build(_ f: Fields) throws(Failure) -> Line {
        if f.type == .header || f.type == .other { return .other }
        if f.type == .marker {
            guard let timestamp = f.timestamp else { throw Failure(message: "marker without \"timestamp\"") }
            guard let event = f.event else { throw Failure(message: "marker without \"event\"") }
            return .sample(.marker(MarkerRecord(timestamp: timestamp, event: MarkerEvent(rawValue: event),
                                                stepIdentifier: f.stepIdentifier, message: f.message)))
        }
        guard let timestamp = f.timestamp else { throw Failure(message: "sample without \"timestamp\"") }
        let uptime = f.uptime ?? timestamp
        switch f.sensor {
        case .accelerometer, .gyroscope:
            guard let x = f.x, let y = f.y, let z = f.z else {
                throw Failure(message: "motion sample without \"x\", \"y\" and \"z\"")
            }
            return .sample(.motion(MotionSample(sensorType: f.sensor == .accelerometer ? .accelerometer : .gyroscope,
                                                timestamp: timestamp, uptime: uptime, x: x, y: y, z: z)))
        case .touch:
            guard let phase = f.phase, let touchId = f.touchId, let x = f.x, let y = f.y else {
                throw Failure(message: "touch sample without \"phase\", \"touchId\", \"x\" and \"y\"")
            }
            return .sample(.touch(TouchSample(timestamp: timestamp, uptime: uptime, phase: phase,
                                              touchId: Int(touchId), x: x, y: y,
                                              rawX: Int(f.rawX ?? 0), rawY: Int(f.rawY ?? 0))))
        case .location:
            guard let latitude = f.latitude, let longitude = f.longitude else {
                throw Failure(message: "location sample without \"latitude\" and \"longitude\"")
            }
            return .sample(.location(LocationSample(
                timestamp: timestamp, uptime: uptime, latitude: latitude, longitude: longitude,
                altitude: f.altitude, horizontalAccuracy: f.horizontalAccuracy,
                verticalAccuracy: f.verticalAccuracy, speed: f.speed, course: f.course, gpsTime: f.gpsTime)))
        default:
            throw Failure(message: "line has neither a known \"sensorType\" nor \"type\": \"header\"/\"marker\"")
        }
    }

    private static func kind(of raw: UnsafeBufferPointer<UInt8>) -> Kind {
        if equals(raw, "accelerometer") { return .accelerometer }
        if equals(raw, "touch") { return .touch }
        if equals(raw, "location") { return .location }
        if equals(raw, "gyroscope") { return .gyroscope }
        if equals(raw, "marker") { return .marker }
        if equals(raw, "header") { return .header }
        return .other
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        return memcmp(bytes.baseAddress!, literal.utf8Start, bytes.count) == 0
    }
}
