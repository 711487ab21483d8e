import RecordingFormat

/// How one IIO scan element is stored in a buffer: the kernel's `scan_elements/*_type`
/// (`le:s12/16>>4` is little-endian, signed, 12 significant bits in 16 stored bits, shifted by 4).
public struct IIODataFormat: Sendable, Hashable {
    /// Stored bits of one element (the `16` of `le:s12/16>>4`).
    public var storageBits: Int
    /// Significant bits (the `12` of `le:s12/16>>4`).
    public var bits: Int
    /// Right shift applied before masking (the `4` of `le:s12/16>>4`).
    public var shift: Int
    /// Whether the significant bits are two's-complement signed.
    public var isSigned: Bool
    /// Whether the stored value is big-endian.
    public var isBigEndian: Bool
    /// Elements per channel in a scan (`X2` in `le:s16/16X2>>0`); the decoder reads the first.
    public var repeatCount: Int

    /// Creates a format from its parts.
    public init(storageBits: Int, bits: Int, shift: Int, isSigned: Bool, isBigEndian: Bool, repeatCount: Int = 1) {
        self.storageBits = storageBits
        self.bits = bits
        self.shift = shift
        self.isSigned = isSigned
        self.isBigEndian = isBigEndian
        self.repeatCount = max(1, repeatCount)
    }

    /// Bytes the element occupies in a scan; its alignment in the kernel's scan layout.
    public var storageBytes: Int { storageBits / 8 }

    /// The format written the way sysfs writes it, e.g. `le:s12/16>>4`.
    public var typeString: String {
        let repeatPart = repeatCount > 1 ? "X\(repeatCount)" : ""
        return "\(isBigEndian ? "be" : "le"):\(isSigned ? "s" : "u")\(bits)/\(storageBits)\(repeatPart)>>\(shift)"
    }

    /// The raw integer value stored at `pointer`: byte order fixed, shifted, masked to `bits`
    /// and sign-extended.
    ///
    /// - Parameter pointer: The first byte of the element inside a scan.
    @inline(__always)
    public func rawValue(at pointer: UnsafeRawPointer) -> Int64 {
        var word: UInt64
        switch storageBytes {
        case 1: word = UInt64(pointer.load(as: UInt8.self))
        case 2:
            let value = pointer.loadUnaligned(as: UInt16.self)
            word = UInt64(isBigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
        case 4:
            let value = pointer.loadUnaligned(as: UInt32.self)
            word = UInt64(isBigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
        default:
            let value = pointer.loadUnaligned(as: UInt64.self)
            word = isBigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
        }
        word >>= UInt64(shift)
        guard bits < 64 else { return Int64(bitPattern: word) }
        word &= (UInt64(1) << UInt64(bits)) - 1
        if isSigned && word & (UInt64(1) << UInt64(bits - 1)) != 0 {
            word |= ~((UInt64(1) << UInt64(bits)) - 1)
        }
        return Int64(bitPattern: word)
    }
}
