import ActiveTasks
import Analysis
@testable import Export
import Foundation
import RecordingFormat
import Study
import TestSupport
import Testing

/// A walking step's gait figures in the exports that take `analyze`'s values one per field: ODM
/// and REDCap carry each number with its unit; ODM carries each bout as a repeat of the step's
/// bouts item group (its numbers; its lists stay in CSV, Parquet and FHIR), REDCap the totals
/// only; neither carries the quality object (FHIR carries both as Observations with components,
/// `FHIRBundleGaitTests`).
@Suite struct GaitExportTests {
    /// A completed run with one step, `walk`, by participant `P-0042-7` at `baseline`.
    private static func run() throws -> RunFolder {
        var result = surveyResult([questionStep("walk", [AnswerResult(identifier: "ready", answerType: "boolean", value: .boolean(true))])],
                                  end: Date(timeIntervalSince1970: 1_800_000_060))
        result.startDate = Date(timeIntervalSince1970: 1_800_000_000)
        result.participantIdentifier = "P-0042-7"
        result.visit = "baseline"
        return try RunFolder(result)
    }

    /// The walk step's gait entry: two bouts, the cadence and speed medians, the quality object.
    private static func entry(_ folder: RunFolder) -> AnalysisEntry {
        var bout = AnalysisSummary()
        bout.set("cadence", 98.36, .perMinute)
        bout.set("initialContacts", values: [4.18, 5.1], .seconds)
        var quality = AnalysisSummary()
        quality.set("accelerometerGaps", count: 0)
        var second = AnalysisSummary()
        second.set("cadence", 101.5, .perMinute)
        var summary = AnalysisSummary()
        summary.set("walkingBouts", items: [bout, second])
        summary.set("boutCount", count: 1)
        summary.set("cadenceMedian", 98.36, .perMinute)
        summary.set("walkingSpeedMedian", 1.042, .metersPerSecond)
        summary.set("quality", object: quality)
        summary.set("distanceSource", label: "imu")
        summary.set("distanceEstimated", flag: true)
        return AnalysisEntry(path: folder.url.path, step: "walk", kind: .walk, summary: summary)
    }

    @Test func odmHasEachGaitNumberWithItsUnitEachBoutAsARepeatAndNoObject() throws {
        let folder = try Self.run()
        let xml = try ODMDocument(runs: [(run: try folder.open(), analysis: [Self.entry(folder)])], study: ODMStudy(), definitions: nil).xml
        #expect(xml.contains(#"<ItemData ItemOID="IT.survey.walk.cadenceMedian" Value="98.36">"#), "\(xml)")
        #expect(xml.contains(#"<ItemData ItemOID="IT.survey.walk.walkingSpeedMedian" Value="1.042">"#))
        #expect(xml.contains(#"<ItemData ItemOID="IT.survey.walk.boutCount" Value="1"/>"#) || xml.contains(#"<ItemData ItemOID="IT.survey.walk.boutCount" Value="1">"#))
        #expect(!xml.contains("IT.survey.walk.quality"))
        #expect(xml.contains(#"<ItemData ItemOID="IT.survey.walk.distanceEstimated" Value="true"/>"#), "a flag is an ODM boolean")
        for (number, cadence) in [(1, "98.36"), (2, "101.5")] {
            #expect(xml.contains(#"<ItemGroupData ItemGroupOID="IG.survey.walk.walkingBouts" ItemGroupRepeatKey="\#(number)">"#), "bout \(number): \(xml)")
            #expect(xml.contains(#"<ItemData ItemOID="IT.survey.walk.walkingBouts.cadence" Value="\#(cadence)">"#), "bout \(number)")
        }
        #expect(!xml.contains("initialContacts"), "a bout's list of numbers is no ODM item")
    }

    @Test func odmMetadataDeclaresTheBoutsGroupRepeating() throws {
        let folder = try Self.run()
        let xml = try ODMDocument(runs: [(run: try folder.open(), analysis: [Self.entry(folder)])], study: ODMStudy(), definitions: [:]).xml
        #expect(xml.contains(#"<ItemGroupDef OID="IG.survey.walk.walkingBouts" Name="walk.walkingBouts" Repeating="Yes">"#), "\(xml)")
        #expect(xml.contains(#"<ItemGroupDef OID="IG.survey.walk" Name="walk" Repeating="No">"#))
        #expect(xml.contains(#"<ItemRef ItemOID="IT.survey.walk.walkingBouts.cadence" Mandatory="No"/>"#))
    }

    @Test func redcapHasAFieldPerGaitNumberAndNoneForTheListOrTheObject() throws {
        let folder = try Self.run()
        let record = try REDCapRecord(run: folder.open(), analysis: [Self.entry(folder)], study: REDCapStudy())
        let values = Dictionary(record.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(values["walk_cadence_median"] == "98.36", "\(values.keys.sorted())")
        #expect(values["walk_walking_speed_median"] == "1.042")
        #expect(values["walk_distance_source"] == "imu" && values["walk_distance_estimated"] == "true", "\(values)")
        #expect(!values.keys.contains { $0.contains("walking_bouts") || $0.contains("quality") })
    }
}
