#if canImport(Glibc)
import RecordingFormat
import Glibc
#endif

extension ActivetaskError {
    /// The error for a failed libiio call, from its errno.
    ///
    /// `EACCES`/`EPERM` give `.permissionDenied` naming `path` and the usual fix; `ENOENT`,
    /// `ENODEV`, `ENXIO`, `EIO`, `EBADF` and `EPIPE` give `.deviceLost` (while recording) or
    /// `.deviceNotFound` (while opening); `EBUSY` names the buffer's other user; anything else gives
    /// `.deviceLost` or `.unsupported`.
    /// - Parameters:
    ///   - code: The positive errno.
    ///   - action: What was being done, e.g. `reading the buffer`.
    ///   - device: The device, e.g. `iio:device1 (bmi160)`.
    ///   - path: The device node or sysfs file concerned.
    ///   - recording: Whether samples were already being recorded.
    static func iio(errno code: Int32, _ action: String, device: String, path: String,
                    recording: Bool) -> ActivetaskError {
        var error = described(errno: code, action, device: device, path: path, recording: recording)
        error.errno = Errno(rawValue: code)
        return error
    }

    private static func described(errno code: Int32, _ action: String, device: String, path: String,
                                  recording: Bool) -> ActivetaskError {
        let reason = String(cString: strerror(code))
        switch code {
        case EACCES, EPERM:
            return ActivetaskError(.permissionDenied,
                "permission denied \(action) \(path) for IIO device \(device): add your user to the group that "
                + "owns it (`ls -l \(path)`) or install a udev rule such as "
                + "SUBSYSTEM==\"iio\", GROUP=\"iio\", MODE=\"0660\" and log in again.")
        case EBUSY:
            return ActivetaskError(.unsupported,
                "IIO device \(device) is busy (\(action) \(path)): another program or recorder has its buffer open. "
                + "Stop it, or give --accelerometer and --gyroscope the same device name so they share one capture.")
        case ENOENT, ENODEV, ENXIO, EIO, EBADF, EPIPE:
            if recording {
                return ActivetaskError(.deviceLost,
                    "IIO device \(device) failed while \(action) \(path): \(reason); the samples read before "
                    + "are kept. Check that the device is still attached (`activetask devices`, dmesg) and record again.")
            }
            return ActivetaskError(.deviceNotFound,
                "IIO device \(device) is not available (\(action) \(path): \(reason)); "
                + "run `activetask devices` to see the devices present.")
        default:
            return ActivetaskError(recording ? .deviceLost : .unsupported,
                "IIO device \(device) failed \(action) \(path): \(reason) (errno \(code)).")
        }
    }
}
