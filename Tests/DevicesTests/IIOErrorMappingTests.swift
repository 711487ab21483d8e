#if canImport(Glibc)
import RecordingFormat
import Glibc
#endif
import Testing
@testable import Devices

/// How libiio's errno values become errors a user can act on.
struct IIOErrorMappingTests {
    @Test func permissionDeniedNamesTheNodeAndTheUsualFix() {
        let error = ActivetaskError.iio(errno: EACCES, "opening", device: "iio:device1 (bmi160)",
                                      path: "/dev/iio:device1", recording: false)
        #expect(error.code == .permissionDenied)
        #expect(error.message.contains("/dev/iio:device1"))
        #expect(error.message.contains("udev rule"))
        #expect(error.message.contains("group"))
    }

    @Test func deviceVanishingWhileRecordingIsDeviceLostAndKeepsSamples() {
        for code in [ENODEV, EIO, ENXIO] {
            let error = ActivetaskError.iio(errno: code, "reading", device: "iio:device1 (bmi160)",
                                          path: "/dev/iio:device1", recording: true)
            #expect(error.code == .deviceLost)
            #expect(error.message.contains("iio:device1 (bmi160)"))
            #expect(error.message.contains("kept"))
        }
    }

    @Test func absentDeviceWhileOpeningIsDeviceNotFound() {
        let error = ActivetaskError.iio(errno: ENOENT, "opening", device: "iio:device4 (lis3dh)",
                                      path: "/dev/iio:device4", recording: false)
        #expect(error.code == .deviceNotFound)
        #expect(error.message.contains("activetask devices"))
    }

    @Test func busyBufferSuggestsSharingOneCapture() {
        let error = ActivetaskError.iio(errno: EBUSY, "opening", device: "iio:device1 (bmi160)",
                                      path: "/dev/iio:device1", recording: false)
        #expect(error.message.contains("busy"))
        #expect(error.message.contains("same device name"))
    }
}
