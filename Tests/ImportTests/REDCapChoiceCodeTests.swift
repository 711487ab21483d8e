import ActiveTasks
import Foundation
import Import
import RecordingFormat
import TestSupport
import Testing
import JSONValues

/// The raw codes of a REDCap field's choices survive `import redcap` as REDCap stores them, so
/// an answer goes back to the project under its own code (fixtures/export/redcap-vitals).
@Suite struct REDCapChoiceCodeTests {
    private static func choices(of field: String) throws -> JSONValue? {
        let dictionary = try REDCapDictionary(contentsOf: ProjectPaths.fixture("export/redcap-vitals/dictionary.csv"), source: "dictionary.csv")
        let task = try #require(try REDCapImporter.tasks(from: dictionary, instrument: "vitals").first)
        return try REDCapImportTests.step(field, in: task)["answerFormat"]?["choices"]
    }

    @Test func aCodeWithALeadingZeroStaysTheStringREDCapHasWhileAPlainNumberStaysANumber() throws {
        let symptoms = try Self.choices(of: "symptoms")
        #expect(symptoms == .array([.object(dropping: [("text", .string("Headache")), ("value", .string("01"))]),
                                    .object(dropping: [("text", .string("Nausea")), ("value", .string("02"))]),
                                    .object(dropping: [("text", .string("Fatigue")), ("value", .int(10))])]), "\(String(describing: symptoms))")
        #expect(try Self.choices(of: "site") == .array([.object(dropping: [("text", .string("Left arm")), ("value", .string("01"))]),
                                                         .object(dropping: [("text", .string("Right arm")), ("value", .string("02"))])]))
    }

    @Test func aFieldsChoiceCodesAreReadAsWritten() throws {
        let dictionary = try REDCapDictionary(contentsOf: ProjectPaths.fixture("export/redcap-vitals/dictionary.csv"), source: "dictionary.csv")
        #expect(dictionary.field(named: "symptoms")?.choiceCodes == ["01", "02", "10"])
        #expect(dictionary.field(named: "weight")?.choiceCodes == [] && dictionary.field(named: "nothing") == nil)
    }
}
