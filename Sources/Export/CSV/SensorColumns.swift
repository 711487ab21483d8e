import Foundation
import RecordingFormat

/// The columns of a sensor's CSV file: the recorder, then the sample's fields in the order of
/// docs/FORMAT.md, each named `field_unit` with the unit its chunk header gives (`x_g`,
/// `x_rad_s`, `speed_m_s`; `/` becomes `_` so R and pandas keep the name as written).
enum SensorColumns {
    /// The fields of `sensor`'s samples, in column order.
    static func fields(of sensor: SensorType) -> [String] {
        switch sensor {
        case .accelerometer, .gyroscope: return ["timestamp", "uptime", "x", "y", "z"]
        case .touch: return ["timestamp", "uptime", "phase", "touchId", "x", "y", "rawX", "rawY"]
        case .location:
            return ["timestamp", "uptime", "latitude", "longitude", "altitude", "horizontalAccuracy", "verticalAccuracy",
                    "speed", "course", "gpsTime"]
        }
    }

    /// The header record of `sensor`'s file.
    static func header(of sensor: SensorType) -> [String] {
        let units = sensor.units
        return ["recorder"] + fields(of: sensor).map { field in
            guard let unit = units[field] else { return field }
            return field + "_" + unit.replacingOccurrences(of: "/", with: "_")
        }
    }

    /// The values of `sample` in column order after the recorder; an unknown optional field is
    /// an empty cell; `gpsTime` is ISO 8601 UTC.
    static func values(of sample: Sample) -> [String] {
        switch sample {
        case .motion(let motion):
            return [number(motion.timestamp), number(motion.uptime), number(motion.x), number(motion.y), number(motion.z)]
        case .touch(let touch):
            return [number(touch.timestamp), number(touch.uptime), touch.phase.rawValue, String(touch.touchId),
                    number(touch.x), number(touch.y), String(touch.rawX), String(touch.rawY)]
        case .location(let fix):
            return [number(fix.timestamp), number(fix.uptime), number(fix.latitude), number(fix.longitude),
                    number(fix.altitude), number(fix.horizontalAccuracy), number(fix.verticalAccuracy), number(fix.speed),
                    number(fix.course), fix.gpsTime.map { DateText.string(from: Date(timeIntervalSince1970: $0)) } ?? ""]
        case .marker:
            return []
        }
    }

    /// The shortest text that reads back as `value`; empty when unknown.
    static func number(_ value: Double?) -> String {
        value.map(\.description) ?? ""
    }
}
