/// What a consent review lacked when the flow refused an event, so that a presenter can say it
/// in the words of its own input (a pad to draw on, initials to type).
package enum ConsentReviewNeed: Sendable, Equatable {
    /// The document must be read to its end before the participant can agree.
    case readToEnd
    /// The signature requires a given name.
    case givenName
    /// The signature requires a family name.
    case familyName
    /// The signature requires a signature: drawn strokes or typed initials.
    case signature
}
