import RecordingFormat

extension ActivetaskError.Code {
    /// A REDCap data dictionary cannot be read (not CSV, not REDCap's header, a malformed row).
    package static let invalidDictionary = ActivetaskError.Code(rawValue: "invalidDictionary")
    /// A FHIR Questionnaire cannot be read (not JSON, not a Questionnaire, an item without linkId or type).
    package static let invalidQuestionnaire = ActivetaskError.Code(rawValue: "invalidQuestionnaire")
    /// The source has nothing to import (no such form, no items).
    package static let nothingToImport = ActivetaskError.Code(rawValue: "nothingToImport")
}
