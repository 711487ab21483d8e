import Markup

/// A signature a consent document asks for (ResearchKit's `ORKConsentSignature`): the
/// participant's, or an investigator's.
///
/// JSON: `{ "identifier": "participant", "title": "Participant", "requiresName": true,
/// "requiresSignatureImage": true, "signatureDateFormatString": "yyyy-MM-dd" }`; the date format
/// is a Unicode date pattern (the locale's short date when not given).
public struct ConsentSignature: Sendable, Equatable {
    /// The signature's identifier; the review step names it and its result carries it.
    public var identifier: String
    /// Who signs, printed above the signature block.
    public var title: String?
    /// Whether given and family name are required.
    public var requiresName: Bool
    /// Whether a signature (drawn, or typed initials without a touchscreen) is required.
    public var requiresSignatureImage: Bool
    /// A Unicode date pattern for the signature date; the locale's short date when `nil`.
    public var signatureDateFormatString: String?

    /// Creates a signature.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - title: Who signs.
    ///   - requiresName: Whether names are required.
    ///   - requiresSignatureImage: Whether a signature is required.
    ///   - signatureDateFormatString: The date pattern.
    public init(identifier: String, title: String? = nil, requiresName: Bool = true, requiresSignatureImage: Bool = true,
                signatureDateFormatString: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.requiresName = requiresName
        self.requiresSignatureImage = requiresSignatureImage
        self.signatureDateFormatString = signatureDateFormatString
    }

    /// Reads a signature.
    /// - Parameter reader: The signature's object.
    public init?(reader: JSONObjectReader) {
        defer { reader.warnAboutUnreadKeys() }
        let identifier = reader.requiredString("identifier")
        let members = (title: reader.text("title"), name: reader.bool("requiresName") ?? true,
                       image: reader.bool("requiresSignatureImage") ?? true,
                       format: reader.string("signatureDateFormatString"))
        if let format = members.format, format.trimmingSpaces.isEmpty {
            reader.log.error(reader.path(of: "signatureDateFormatString"), "is empty; give a date pattern such as \"yyyy-MM-dd\" or leave it out")
        }
        guard let identifier else { return nil }
        self.init(identifier: identifier, title: members.title, requiresName: members.name,
                  requiresSignatureImage: members.image, signatureDateFormatString: members.format)
    }
}
