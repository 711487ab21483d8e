import Markup

/// What a participant entered on a consent review step: agree or disagree, the names and the
/// signature. In an answers file: `{"consented": true, "givenName": "…", "familyName": "…",
/// "signature": [[[x, y], …], …]}` (strokes of points in 0 … 1).
public struct ConsentReviewAnswer: Sendable, Equatable {
    /// Whether the participant agreed.
    public var consented: Bool
    /// The given name.
    public var givenName: String?
    /// The family name.
    public var familyName: String?
    /// The signature.
    public var signature: ConsentSignatureMark?

    /// Creates an answer.
    public init(consented: Bool, givenName: String? = nil, familyName: String? = nil, signature: ConsentSignatureMark? = nil) {
        self.consented = consented
        self.givenName = givenName
        self.familyName = familyName
        self.signature = signature
    }

    /// What the answer lacks for `signature` (names, a signature), as sentences; empty when it
    /// is complete or the participant disagreed.
    /// - Parameter signature: The signature collected.
    public func problems(for signature: ConsentSignature) -> [String] {
        guard consented else { return [] }
        var problems: [String] = []
        if signature.requiresName {
            if givenName?.trimmingSpaces.isEmpty ?? true { problems.append("a given name is required") }
            if familyName?.trimmingSpaces.isEmpty ?? true { problems.append("a family name is required") }
        }
        if signature.requiresSignatureImage, self.signature?.isEmpty ?? true {
            problems.append("a signature is required")
        }
        return problems
    }
}
