/// The OIDs of an ODM export that the study file does not give, derived from identifiers by one
/// documented rule (docs/EXPORT.md "CDISC ODM"): a prefix naming the kind (`ST`, `SE`, `F`,
/// `IG`, `IT`, `CL`, `MU`, `USR`, `LOC`) and the identifiers it belongs to, joined by `.`.
enum ODMOID {
    /// The characters an OID is made of here: ASCII letters, digits, `.`, `_` and `-`.
    static func isValid(_ oid: String) -> Bool {
        !oid.isEmpty && oid.utf8.allSatisfy { byte in isKept(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") }
    }

    /// `prefix` and each of `parts` escaped, joined by `.`: `derived("IT", "demographics", "body", "heightCm")`
    /// is `IT.demographics.body.heightCm`.
    static func derived(_ prefix: String, _ parts: String...) -> String {
        ([prefix] + parts.map(escaped)).joined(separator: ".")
    }

    /// `part` with ASCII letters, digits and `_` kept and every other UTF-8 byte written `-XX`
    /// (its hex value): `.` and `-` never come from an identifier, so distinct identifiers give
    /// distinct OIDs (`week 2` → `week-202`, `P-0042-7` → `P-2D0042-2D7`).
    static func escaped(_ part: String) -> String {
        var text = ""
        for byte in part.utf8 {
            if isKept(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                text += "-" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"): true
        default: false
        }
    }
}
