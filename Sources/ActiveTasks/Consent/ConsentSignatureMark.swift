import Markup

/// What a participant signed with: strokes drawn on the touchscreen, or typed initials where the
/// device has none.
public struct ConsentSignatureMark: Codable, Sendable, Equatable {
    /// Where the signature came from.
    public enum Source: String, Codable, Sendable {
        /// Drawn with a finger on the touchscreen.
        case touchscreen
        /// Typed initials: the presenter had no touchscreen to draw on.
        case typedInitials
        /// Strokes given in an answers file (`activetask run --answers`).
        case answersFile
    }

    /// Where the signature came from.
    public var source: Source
    /// The strokes, each the points of one finger from down to up; empty for typed initials.
    public var strokes: [[ConsentSignaturePoint]]
    /// The typed initials, for `typedInitials`.
    public var initials: String?

    /// Creates a mark.
    public init(source: Source, strokes: [[ConsentSignaturePoint]] = [], initials: String? = nil) {
        self.source = source
        self.strokes = strokes
        self.initials = initials
    }

    /// Whether anything was signed: a stroke with a point, or initials that are not blank.
    public var isEmpty: Bool {
        strokes.allSatisfy(\.isEmpty) && (initials?.trimmingSpaces.isEmpty ?? true)
    }
}
