import ActiveTasks
import RecordingFormat
import Testing
import TestSupport

/// Height and weight: typed in metric or US customary units, stored in cm and kg.
@Suite struct MeasurementFormatTests {
    @Test func metricHeightsAreCentimetresOrMetres() throws {
        let format = HeightAnswerFormat(measurementSystem: .metric)
        #expect(try format.answer(fromText: "172") == .decimal(172))
        #expect(try format.answer(fromText: "172,5 cm") == .decimal(172.5))
        #expect(try format.answer(fromText: "1.72 m") == .decimal(172))
        #expect(try format.answer(from: .int(180)) == .decimal(180))
        #expect(format.unit == "cm")
    }

    @Test func usHeightsAreFeetAndInchesStoredInCentimetres() throws {
        let format = HeightAnswerFormat(measurementSystem: .USC)
        #expect(try format.answer(fromText: "5'10\"") == .decimal(177.8))
        #expect(try format.answer(fromText: "5 ft 10 in") == .decimal(177.8))
        #expect(try format.answer(fromText: "5 10") == .decimal(177.8))
        #expect(try format.answer(fromText: "6'") == .decimal(182.88))
        #expect(try format.answer(fromText: "70 in") == .decimal(177.8))
        #expect(try format.answer(from: .string("5'10\"")) == .decimal(177.8))
    }

    @Test func impossibleHeightsAreRefusedWithTheWayOut() {
        let metric = HeightAnswerFormat(measurementSystem: .metric)
        let us = HeightAnswerFormat(measurementSystem: .USC)
        #expect(refusal { () throws(ActivetaskError) in try metric.answer(fromText: "4 m") } == "400 cm is outside 30–300 cm")
        #expect(refusal { () throws(ActivetaskError) in try metric.answer(fromText: "tall") } == "type a height in cm, e.g. 172")
        #expect(refusal { () throws(ActivetaskError) in try us.answer(fromText: "5 13") } == "type whole feet and 0 to 11 inches, e.g. 5'10\"")
        #expect(refusal { () throws(ActivetaskError) in try us.answer(fromText: "172") } != nil, "a bare number is no US height")
        #expect(refusal { () throws(ActivetaskError) in try metric.answer(from: .bool(true)) }?.hasPrefix("expected a height in cm") == true)
    }

    @Test func heightBoundsOutOfOrderAreDefinitionIssues() {
        let issues = HeightAnswerFormat(minimum: 200, maximum: 100).definitionIssues()
        #expect(issues.map(\.path) == ["maximum"])
    }

    @Test func metricWeightsComeInHalfKilogramStepsByDefault() throws {
        let format = WeightAnswerFormat(measurementSystem: .metric)
        #expect(try format.answer(fromText: "72.5") == .decimal(72.5))
        #expect(try format.answer(fromText: "72.5 kg") == .decimal(72.5))
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "72.3") }
                == "72.3 kg is not in steps of 0.5 kg; type a weight in kg in steps of 0.5, e.g. 72.5")
        let fine = WeightAnswerFormat(measurementSystem: .metric, numericPrecision: .high)
        #expect(try fine.answer(fromText: "72.34") == .decimal(72.34))
        let coarse = WeightAnswerFormat(measurementSystem: .metric, numericPrecision: .low)
        #expect(refusal { () throws(ActivetaskError) in try coarse.answer(fromText: "72.5") } != nil)
    }

    @Test func usWeightsArePoundsAndOuncesStoredInKilograms() throws {
        let pounds = WeightAnswerFormat(measurementSystem: .USC)
        #expect(try pounds.answer(fromText: "160") == .decimal(72.5748))
        #expect(try pounds.answer(fromText: "160 lb") == .decimal(72.5748))
        #expect(refusal { () throws(ActivetaskError) in try pounds.answer(fromText: "160 lb 8 oz") } == "type a weight in whole pounds, e.g. 160")
        let ounces = WeightAnswerFormat(measurementSystem: .USC, numericPrecision: .high)
        #expect(try ounces.answer(fromText: "160 lb 8 oz") == .decimal(72.8016))
        #expect(refusal { () throws(ActivetaskError) in try ounces.answer(fromText: "160 lb 16 oz") } == "type whole pounds and 0 to 15 ounces, e.g. 160 lb 8 oz")
        #expect(pounds.unit == "kg")
    }

    @Test func weightsOutsideTheBoundsAreRefused() {
        let format = WeightAnswerFormat(measurementSystem: .metric, minimum: 20, maximum: 300)
        #expect(refusal { () throws(ActivetaskError) in try format.answer(from: .int(400)) } == "400 kg is outside 20–300 kg")
        #expect(refusal { () throws(ActivetaskError) in try format.answer(fromText: "10") } == "10 kg is outside 20–300 kg")
    }
}
