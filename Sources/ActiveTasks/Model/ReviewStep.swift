/// A step that lists the answers given so far and lets the participant go back to one
/// (ResearchKit's embedded `ORKReviewStep`): choosing an answer goes to its step, and when that
/// step ends the review shows again. Next continues past the review.
public struct ReviewStep: Step {
    /// The identifier, title, text above the list, and navigation.
    public var header: StepHeader

    /// Creates a review step.
    /// - Parameter header: The identifier, title, text and navigation.
    public init(header: StepHeader) {
        self.header = header
    }

    /// Reads the step from task JSON.
    /// - Parameter reader: The step's object.
    public init?(reader: JSONObjectReader) {
        guard let header = reader.stepHeader() else { return nil }
        self.init(header: header)
    }

    /// `"review"`.
    public var type: String { "review" }
}
