import ActiveTasks
import Foundation
import RecordingFormat

/// The device id a run records when neither `--device-id` nor the study gives one: derived from
/// the machine id (`/etc/machine-id`, machine-id(5)) by SHA-256 with this tool's own prefix, so
/// the raw machine id, which other software on the machine also reports, never leaves it, and
/// two runs on one machine share one pseudonymous device id.
public enum MachineDeviceIdentifier {
    /// The file systemd and dbus keep the machine id in.
    public static let machineIDFile = "/etc/machine-id"
    /// What is hashed before the machine id, so the derived id is this tool's alone.
    public static let prefix = "activetask device "

    /// The device id derived from `machineID`: the first 32 lowercase hex digits of
    /// SHA-256(`prefix` + `machineID`).
    /// - Parameter machineID: The machine id as the file holds it, without its newline.
    public static func derived(from machineID: String) -> String {
        String(FileResult.sha256(of: Data((prefix + machineID).utf8)).prefix(32))
    }

    /// The device id of this machine, derived from `file`; `nil` when it is missing, unreadable or
    /// empty (a container without a machine id records no device).
    /// - Parameter file: The machine-id file.
    public static func ofThisMachine(file: String = machineIDFile) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let machineID = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return machineID.isEmpty ? nil : derived(from: machineID)
    }
}
