import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// One `ItemData` of an ODM export: its value as the lexical form of its ODM `DataType`
/// (ODM 1.3.2 §2.13, the `DataType` simple type of ODM1-3-2-foundation.xsd), its unit, or the
/// mark of a don't-know answer. docs/EXPORT.md "CDISC ODM" has the table.
package struct ODMValue: Sendable, Equatable {
    /// ODM data types this export writes (`ItemDef/@DataType`).
    package enum DataType: String, Sendable {
        case integer, float, text, boolean, date, time, datetime
    }

    /// The data type.
    package var dataType: DataType
    /// `ItemData/@Value`; `nil` for a don't-know answer, which is written `IsNull="Yes"` with the
    /// flag `ASKU`.
    package var value: String?
    /// The unit, written as a `MeasurementUnitRef` (`cm`, `kg`, `s`, a task's own unit).
    package var unit: String?

    /// The code list of the flag a don't-know answer carries.
    static let nullFlavorCodeList = "CL.NULLFLAVOR"
    /// HL7's null flavour "asked but unknown", the flag of a don't-know answer.
    static let askedButUnknown = "ASKU"

    /// The item of `answer`, or `nil` for a question that was not shown (ODM leaves out an item
    /// that was not collected).
    /// - Throws: `ActivetaskError` when several chosen values cannot be joined unambiguously.
    package init?(answer: AnswerResult, step: String) throws(ActivetaskError) {
        unit = answer.unit
        switch answer.value {
        case .boolean(let flag): (dataType, value) = (.boolean, flag ? "true" : "false")
        case .choice(let choice): (dataType, value) = Self.choice(choice)
        case .choices(let choices):
            let codes = choices.map { Self.choice($0).value ?? "" }
            if let code = codes.first(where: { $0.contains(",") }) {
                throw ActivetaskError(.invalidDataValue, "\(step).\(answer.identifier): the chosen value \"\(code)\" contains \",\", which joins several choices in ODM; give the choice a value without a comma")
            }
            (dataType, value) = (.text, codes.joined(separator: ","))
        case .integer(let number): (dataType, value) = (.integer, String(number))
        case .decimal(let number): (dataType, value) = (.float, PlainDecimal.string(number))
        case .text(let text): (dataType, value) = (.text, text)
        case .date(let date):
            if answer.dateStyle == .date {
                (dataType, value) = (DataType.date, String(DateText.string(from: date).prefix(10)))
            } else {
                (dataType, value) = (DataType.datetime, DateText.string(from: date))
            }
        case .timeOfDay(let time): (dataType, value) = (.time, time.description)
        case .timeInterval(let seconds): (dataType, value, unit) = (.float, PlainDecimal.string(seconds), "s")
        case .location(let place): (dataType, value) = (.text, place.text)
        case .dontKnow: (dataType, value) = (.text, nil)
        case .notShown: return nil
        }
    }

    /// A value with its type.
    package init(dataType: DataType, value: String?, unit: String? = nil) {
        self.dataType = dataType
        self.value = value
        self.unit = unit
    }

    /// A choice's value: a whole number as `integer`, another number as `float`, anything else as text.
    static func choice(_ value: JSONValue) -> (dataType: DataType, value: String?) {
        switch value {
        case .int(let number): (.integer, String(number))
        case .string(let text): (.text, text)
        case .bool(let flag): (.text, flag ? "true" : "false")
        default:
            if let number = value.doubleValue { (.float, PlainDecimal.string(number)) } else { (.text, value.jsonText) }
        }
    }
}
