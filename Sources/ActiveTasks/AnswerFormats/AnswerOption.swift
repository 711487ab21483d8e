import Foundation
import JSONValues

/// One option of an answer format's input (`AnswerInput.options`): the text shown, the value
/// stored, and what else the option shows or does.
public struct AnswerOption: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// The value stored when it is chosen.
    public var value: JSONValue
    /// Choosing it deselects every other option ("None of these").
    public var isExclusive = false
    /// The participant types their own answer with it ("Other, please specify").
    public var isOther = false
    /// The colour it shows (`#RRGGBB`).
    public var color: String?
    /// The image it shows.
    public var imageURL: URL?

    /// An option showing `text` and storing `value`.
    public init(text: String, value: JSONValue, isExclusive: Bool = false, isOther: Bool = false, color: String? = nil, imageURL: URL? = nil) {
        (self.text, self.value, self.isExclusive, self.isOther, self.color, self.imageURL) = (text, value, isExclusive, isOther, color, imageURL)
    }
}
