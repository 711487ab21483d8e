import ActiveTasks
import Analysis
import Export
import Foundation
import Testing
import JSONValues

/// The gait's walking bouts in a FHIR Bundle: one Observation per bout, its measures as
/// components in UCUM units; a bout's list of initial contacts is left out.
@Suite struct FHIRBundleGaitTests {
    private func array(_ value: JSONValue?) -> [JSONValue]? {
        if case .array(let values)? = value { return values } else { return nil }
    }

    private func string(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { return text } else { return nil }
    }

    @Test func eachWalkingBoutIsAnObservationWithItsMeasuresAsComponents() throws {
        let run = try RunFolder(surveyResult([]))
        var bout = AnalysisSummary()
        bout.set("start", 4.18, .seconds)
        bout.set("cadence", 98.36, .perMinute)
        bout.set("strideLength", 1.2, .meters)
        bout.set("walkingSpeed", nil, .metersPerSecond)
        bout.set("initialContacts", values: [4.18, 5.1], .seconds)
        var summary = AnalysisSummary()
        summary.set("walkingBouts", items: [bout, bout])
        summary.set("boutCount", count: 2)
        var quality = AnalysisSummary()
        quality.set("accelerometerGaps", count: 0)
        summary.set("quality", object: quality)
        summary.set("distanceEstimated", flag: true)
        let entry = AnalysisEntry(path: run.url.path, step: "walking.outbound", kind: .gait, summary: summary)
        let bundle = FHIRBundle(run: try run.open(), analysis: [entry], questionnaireBase: "https://example.org/fhir/Questionnaire/")
        #expect(bundle.observationCount == 5)
        let resources = try #require(array(bundle.json["entry"])).compactMap { $0["resource"] }
        let identifiers = resources.compactMap { string(array($0["identifier"])?.first?["value"]) }
        #expect(identifiers.map { $0.split(separator: "/").dropFirst().joined(separator: "/") }
                == ["walking.outbound/walkingBouts/1", "walking.outbound/walkingBouts/2", "walking.outbound/boutCount", "walking.outbound/quality",
                    "walking.outbound/distanceEstimated"])
        #expect(resources[4]["valueBoolean"] == .bool(true), "a flag is a valueBoolean")
        #expect(string(array(array(resources[3]["component"])?.first?["code"]?["coding"])?.first?["code"]) == "gait.quality.accelerometerGaps")
        let components = try #require(array(resources[0]["component"]))
        #expect(components.compactMap { string(array($0["code"]?["coding"])?.first?["code"]) }
                == ["gait.walkingBouts.start", "gait.walkingBouts.cadence", "gait.walkingBouts.strideLength"])
        #expect(string(components[1]["valueQuantity"]?["code"]) == "/min")
        #expect(components[2]["valueQuantity"]?["value"] == .double(1.2))
        #expect(resources[0]["valueQuantity"] == nil && resources[0]["dataAbsentReason"] == nil)
    }
}
