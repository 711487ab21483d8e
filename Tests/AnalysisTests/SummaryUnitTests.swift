import Analysis
import Foundation
import Testing
import TestSupport

/// The units the analyzers declare (every `SummaryPrecision(decimals:unit:)` in Sources/Analysis,
/// and each one's square) read by UCUM's own grammar, fixtures/export/ucum_check.py (the Lexer
/// and ExpressionParser of UCUM's reference implementation with ucum-essence.xml's codes): a unit
/// said to be UCUM parses, one said not to be (`px`) does not, so FHIR gets it as text.
@Suite struct SummaryUnitTests {
    /// One declared unit and where it is declared.
    private struct Declared {
        let unit: String
        let isUCUM: Bool
        let place: String
    }

    /// Every `SummaryPrecision(decimals: N, unit: "U"[, isUCUM: B])` in Sources/Analysis.
    private static func declared() throws -> [Declared] {
        let folder = ProjectPaths.root.appendingPathComponent("Sources/Analysis")
        let pattern = try NSRegularExpression(pattern: #"SummaryPrecision\(decimals: [^,]+, unit: "([^"]*)"(?:, isUCUM: (true|false))?\)"#)
        var found: [Declared] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let unit = String(text[Range(match.range(at: 1), in: text)!])
                let flag = Range(match.range(at: 2), in: text).map { String(text[$0]) }
                found.append(Declared(unit: unit, isUCUM: flag != "false", place: file.lastPathComponent))
            }
        }
        return found
    }

    private static func ucumErrors(_ units: [String]) async throws -> [String: Any] {
        let (_, report) = try await StandardsPython.report("export/ucum_check.py", units)
        return report["errors"] as? [String: Any] ?? [:]
    }

    @Test
    func everyUnitTheAnalyzersDeclareAsUCUMIsAUCUMExpressionAndNoOtherIs() async throws {
        let declared = try Self.declared()
        #expect(declared.count > 20 && declared.contains { $0.unit == "px/s" }, "\(declared.map(\.unit))")
        let precisions = declared.map { SummaryPrecision(decimals: 1, unit: $0.unit, isUCUM: $0.isUCUM) }
        let all = precisions + precisions.map(\.squared)
        let ucum = Set(all.filter(\.isUCUM).compactMap(\.unit)).sorted(), text = Set(all.filter { !$0.isUCUM }.compactMap(\.unit)).sorted()
        let refused = try await Self.ucumErrors(ucum)
        #expect(refused.isEmpty, "declared as UCUM but UCUM refuses: \(refused) (in \(declared.filter { refused[$0.unit] != nil }.map(\.place)))")
        let accepted = Set(text).subtracting(try await Self.ucumErrors(text).keys)
        #expect(accepted.isEmpty, "UCUM codes declared as text: \(accepted)")
        #expect(text.contains("px") && text.contains("px/s"), "a pixel is no UCUM unit: \(text)")
    }

    @Test(arguments: [("m/s", "m2/s2"), ("/min", "/min2"), ("s", "s2"), ("s2", "s4"), ("[g]", "[g]2"), ("deg/s", "deg2/s2"),
                      ("1", "1"), ("{count}", "{count}")])
    func aSquaredUnitDoublesEachSymbolsExponent(unit: String, squared: String) {
        #expect(SummaryPrecision(decimals: 1, unit: unit).squared.unit == squared)
    }
}
