/// The FHIR R4 `Questionnaire.item.type`s (http://hl7.org/fhir/R4/valueset-item-type.html) and
/// the `value[x]` each one's answers take: the table `import fhir` reads Questionnaires with and
/// `export fhir` writes QuestionnaireResponse answers with, kept in one place.
package enum FHIRItemType: String, Sendable, CaseIterable {
    /// Items that hold items (`group`) or only show text (`display`).
    case group, display
    /// Questions answered by a value of their type.
    case boolean, decimal, integer, date, dateTime, time, string, text, url
    /// Questions answered by a choice: of the options, or (open) also typed.
    case choice, openChoice = "open-choice"
    /// Questions answered by a file, a reference to a resource, or a number with a unit.
    case attachment, reference, quantity

    /// The code system of choice values a task defines itself (a choice without a FHIR coding).
    package static let choiceSystem = "urn:activetask:choice"
    /// The canonical URL prefix `export fhir` gives a task's Questionnaire when none is named.
    package static let defaultQuestionnaireBase = "urn:activetask:questionnaire:"

    /// The `[x]` of this type's answers (`Boolean`: `valueBoolean` in a response, `answerBoolean`
    /// in an `enableWhen`, `valueBoolean` in an `initial`); `nil` for groups and displays, which
    /// take no answer.
    package var valueSuffix: String? {
        switch self {
        case .group, .display: nil
        case .boolean: "Boolean"
        case .decimal: "Decimal"
        case .integer: "Integer"
        case .date: "Date"
        case .dateTime: "DateTime"
        case .time: "Time"
        case .string, .text: "String"
        case .url: "Uri"
        case .choice, .openChoice: "Coding"
        case .attachment: "Attachment"
        case .reference: "Reference"
        case .quantity: "Quantity"
        }
    }

    /// The response member of this type's answers: `valueBoolean`, `valueCoding`, ….
    package var answerKey: String { "value" + (valueSuffix ?? "") }
}
