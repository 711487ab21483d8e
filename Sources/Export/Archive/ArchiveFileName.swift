/// Flat, unique entry names for an archive, by SageResearch's rule for file results
/// (`RSDFileResultUtility.filename(for:)`): `.` and spaces become `_`, every character but
/// ASCII letters, digits, `-` and `_` is dropped, and the stem is cut to 24 characters; the
/// extension is kept. Bridge's unzip step writes every entry straight into one folder
/// (`UnzipHandler`), so an entry with a sub-folder fails there. A stem already taken ends in `-2`,
/// `-3` … (cut further to stay within 24 characters); the names of the archive's own files are
/// taken from the start.
struct ArchiveFileName {
    /// The longest stem.
    static let maximumStem = 24
    private var taken: Set<String>

    /// Starts with `reserved` names taken (`info.json`, `taskResult.json`, …).
    init(reserved: [String]) {
        taken = Set(reserved)
    }

    /// The flat name for `relativePath` (`walking.outbound/walking.outbound.accelerometer-000001.jsonl`
    /// → `walking_outbound_acceler.jsonl`), unique in this archive.
    mutating func name(for relativePath: String) -> String {
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let dot = file.lastIndex(of: ".")
        let stem = dot.map { String(file[..<$0]) } ?? file
        let fileExtension = dot.map { String(file[$0...]) }.map(Self.scrubbedExtension) ?? ""
        var base = String(Self.scrubbed(stem).prefix(Self.maximumStem))
        if base.isEmpty { base = "file" }
        var candidate = base + fileExtension
        var number = 1
        while taken.contains(candidate) {
            number += 1
            let suffix = "-\(number)"
            candidate = String(base.prefix(Self.maximumStem - suffix.count)) + suffix + fileExtension
        }
        taken.insert(candidate)
        return candidate
    }

    /// SageResearch's scrubbing of a stem.
    static func scrubbed(_ stem: String) -> String {
        String(stem.map { $0 == "." || $0 == " " ? "_" : $0 }.filter { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" })
    }

    /// `.jsonl` kept; anything but letters and digits dropped from an extension.
    private static func scrubbedExtension(_ text: String) -> String {
        "." + String(text.dropFirst().filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }
}
