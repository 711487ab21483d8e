import Foundation

/// A zip archive of stored (uncompressed) entries, written in memory, for test payloads that
/// must be real archives Bridge's unzip step reads.
enum StoredZip {
    /// The archive of `entries`, in order.
    static func data(entries: [(name: String, data: Data)]) -> Data {
        var archive = Data()
        var directory = Data()
        for (name, data) in entries {
            let offset = UInt32(archive.count)
            let crc = crc32(data)
            let nameBytes = Data(name.utf8)
            var local = Data()
            local.append(le32(0x0403_4b50))
            local.append(le16(20)); local.append(le16(0)); local.append(le16(0))   // version, flags, stored
            local.append(le16(0)); local.append(le16(0x21))                         // time, date
            local.append(le32(crc)); local.append(le32(UInt32(data.count))); local.append(le32(UInt32(data.count)))
            local.append(le16(UInt16(nameBytes.count))); local.append(le16(0))
            archive.append(local); archive.append(nameBytes); archive.append(data)
            directory.append(le32(0x0201_4b50))
            directory.append(le16(20)); directory.append(le16(20)); directory.append(le16(0)); directory.append(le16(0))
            directory.append(le16(0)); directory.append(le16(0x21))
            directory.append(le32(crc)); directory.append(le32(UInt32(data.count))); directory.append(le32(UInt32(data.count)))
            directory.append(le16(UInt16(nameBytes.count))); directory.append(le16(0)); directory.append(le16(0))
            directory.append(le16(0)); directory.append(le16(0)); directory.append(le32(0)); directory.append(le32(offset))
            directory.append(nameBytes)
        }
        let directoryOffset = UInt32(archive.count)
        archive.append(directory)
        archive.append(le32(0x0605_4b50)); archive.append(le16(0)); archive.append(le16(0))
        archive.append(le16(UInt16(entries.count))); archive.append(le16(UInt16(entries.count)))
        archive.append(le32(UInt32(directory.count))); archive.append(le32(directoryOffset)); archive.append(le16(0))
        return archive
    }

    private static func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    private static func le32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }

    /// The CRC-32 (IEEE) of every byte value.
    private static let table: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        return crc
    }

    /// The CRC-32 (IEEE) of `data`.
    private static func crc32(_ data: Data) -> UInt32 {
        let table = Self.table
        var crc: UInt32 = 0xFFFF_FFFF
        data.withUnsafeBytes { bytes in
            for byte in bytes { crc = (crc >> 8) ^ table[Int((crc ^ UInt32(byte)) & 0xFF)] }
        }
        return ~crc
    }
}
