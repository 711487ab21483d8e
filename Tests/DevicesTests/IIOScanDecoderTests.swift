import RecordingFormat
import Testing
@_spi(Benchmarks) @testable import Devices

/// Conversion of raw IIO scans: formats, layout, (raw + offset) × scale, units.
struct IIOScanDecoderTests {
    private static let adxl = IIODataFormat(storageBits: 16, bits: 12, shift: 4, isSigned: true, isBigEndian: false)
    private static let s16 = IIODataFormat(storageBits: 16, bits: 16, shift: 0, isSigned: true, isBigEndian: false)
    private static let s64 = IIODataFormat(storageBits: 64, bits: 64, shift: 0, isSigned: true, isBigEndian: false)

    private static func axes(_ kind: String, from index: Int, format: IIODataFormat, scale: Double,
                             offset: Double = 0) -> [IIOChannelInfo] {
        ["x", "y", "z"].enumerated().map { (position: Int, axis: String) in
            IIOChannelInfo(identifier: kind + "_" + axis, kind: kind, axis: axis, scanIndex: index + position,
                           format: format, scale: scale, offset: offset)
        }
    }

    @Test func leftJustifiedTwelveBitValuesAreShiftedAndSignExtended() {
        // le:s12/16>>4: the 12 bits sit in the top of the word. 0xFFF0 is -1, 0x7FF0 is 2047, 0x8000 is -2048.
        let cases: [([UInt8], Int64)] = [([0xF0, 0xFF], -1), ([0xF0, 0x7F], 2047), ([0x00, 0x80], -2048), ([0x10, 0x00], 1)]
        for (bytes, expected) in cases {
            #expect(bytes.withUnsafeBytes { Self.adxl.rawValue(at: $0.baseAddress!) } == expected)
        }
    }

    @Test func bigEndianUnsignedValuesKeepTheirHighBit() {
        let format = IIODataFormat(storageBits: 16, bits: 16, shift: 0, isSigned: false, isBigEndian: true)
        #expect([UInt8]([0xFF, 0xFE]).withUnsafeBytes { format.rawValue(at: $0.baseAddress!) } == 65534)
        #expect(format.typeString == "be:u16/16>>0")
    }

    @Test func imuScanPadsTheTimestampToEightBytes() throws {
        // anglvel 0-2 and accel 3-5 (2 bytes each) end at byte 12; the s64 timestamp is aligned to 16.
        let channels = Self.axes("anglvel", from: 0, format: Self.s16, scale: 0.001)
            + Self.axes("accel", from: 3, format: Self.s16, scale: 0.000598)
            + [IIOChannelInfo(identifier: "timestamp", kind: "timestamp", axis: nil, scanIndex: 6, format: Self.s64)]
        let decoder = try IIOScanDecoder(channels: channels, sensorTypes: [.accelerometer, .gyroscope], deviceName: "test")
        #expect(decoder.scanBytes == 24)
        var scan = [UInt8](repeating: 0, count: 24)
        scan[0] = 0xE8; scan[1] = 0x03            // anglvel_x = 1000
        scan[6] = 0xE8; scan[7] = 0x03            // accel_x = 1000
        scan[10] = 0x18; scan[11] = 0xFC          // accel_z = -1000
        scan[16] = 0x00; scan[17] = 0xCA; scan[18] = 0x9A; scan[19] = 0x3B  // 1_000_000_000 ns
        var readings: [IIOScanReading] = []
        let used = scan.withUnsafeBytes { decoder.decode($0, into: &readings) }
        #expect(used == 24)
        let reading = try #require(readings.first)
        #expect(abs(reading.gyroscope!.x - 1.0) < 1e-12)
        #expect(abs(reading.accelerometer!.x - 0.06097902953608011) < 1e-12)
        #expect(abs(reading.accelerometer!.z + 0.06097902953608011) < 1e-12)
        #expect(reading.deviceTime == 1.0)
    }

    @Test func offsetIsAddedBeforeScaling() throws {
        let channels = Self.axes("anglvel", from: 0, format: Self.s16, scale: 0.5, offset: -100)
        let decoder = try IIOScanDecoder(channels: channels, sensorTypes: [.gyroscope], deviceName: "test")
        var readings: [IIOScanReading] = []
        // raw 300, 100, 0 → (300 - 100) × 0.5 = 100, 0, -50.
        [UInt8]([0x2C, 0x01, 0x64, 0x00, 0x00, 0x00]).withUnsafeBytes { _ = decoder.decode($0, into: &readings) }
        #expect(readings.first?.gyroscope == SIMD3(100, 0, -50))
        #expect(readings.first?.accelerometer == nil)
        #expect(readings.first?.deviceTime == nil)
    }

    @Test func partialScanAtTheEndIsLeftForTheNextRead() throws {
        let decoder = try IIOScanDecoder(channels: Self.axes("accel", from: 0, format: Self.adxl, scale: 0.0383),
                                         sensorTypes: [.accelerometer], deviceName: "test")
        var readings: [IIOScanReading] = []
        let used = [UInt8](repeating: 0, count: 6 * 3 + 4).withUnsafeBytes { decoder.decode($0, into: &readings) }
        #expect(used == 18)
        #expect(readings.count == 3)
    }

    @Test func fullScaleTwelveBitAccelerationIsConvertedToG() throws {
        let decoder = try IIOScanDecoder(channels: Self.axes("accel", from: 0, format: Self.adxl, scale: 0.0383),
                                         sensorTypes: [.accelerometer], deviceName: "test")
        var readings: [IIOScanReading] = []
        [UInt8]([0x00, 0x80, 0xF0, 0x7F, 0x00, 0x00]).withUnsafeBytes { _ = decoder.decode($0, into: &readings) }
        let value = try #require(readings.first?.accelerometer)
        #expect(abs(value.x + 7.998490820004793) < 1e-12)
        #expect(abs(value.y - 7.994585306909087) < 1e-12)
        #expect(value.z == 0)
    }

    @Test func missingGyroChannelsNameTheDeviceAndWhatItHas() {
        let channels = Self.axes("accel", from: 0, format: Self.adxl, scale: 0.0383)
        #expect {
            try IIOScanDecoder(channels: channels, sensorTypes: [.gyroscope], deviceName: "iio:device0 (adxl345)")
        } throws: { error in
            let error = error as! ActivetaskError
            return error.code == .unsupported && error.message.contains("iio:device0 (adxl345)")
                && error.message.contains("anglvel") && error.message.contains("accel_x, accel_y, accel_z")
        }
    }
}
