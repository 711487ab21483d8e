import Foundation
import Recorders

extension Sample {
    /// The sample as one JSON object with sorted keys; touch samples and markers only carry
    /// the fields `activetask touches` prints.
    var jsonLine: String {
        var object: [String: Any]
        switch self {
        case .touch(let touch):
            object = ["type": "touch", "sensorType": "touch", "timestamp": touch.timestamp, "uptime": touch.uptime,
                      "phase": touch.phase.rawValue, "touchId": touch.touchId, "x": touch.x, "y": touch.y,
                      "rawX": touch.rawX, "rawY": touch.rawY]
        case .marker(let marker):
            object = ["type": "marker", "timestamp": marker.timestamp, "event": marker.event.rawValue]
            if let message = marker.message { object["message"] = message }
        case .motion, .location:
            object = ["type": "sample", "sensorType": sensorType?.rawValue ?? "", "timestamp": timestamp]
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
