import TestSupport
import SignalProcessing
import Testing
@testable import Analysis
import ActiveTasks

@Suite struct StatisticsAnalysisTests {
    @Test func everyStatisticMatchesTheNumpyReference() throws {
        let expected = try AnalysisFixtures.expected("statistics")
        let values = try #require(expected["values"] as? [Double])
        let computed: [String: Double?] = [
            "quantile0.25": Statistics.quantile(values, 0.25),
            "quantile0.9": Statistics.quantile(values, 0.9),
            "mean": Statistics.mean(values),
            "median": Statistics.median(values),
            "iqr": Statistics.interquartileRange(values),
            "sd": Statistics.standardDeviation(values),
            "mad": Statistics.medianAbsoluteDeviation(values),
            "cv": Statistics.coefficientOfVariation(values),
            "skew": Statistics.skewness(values),
            "kur": Statistics.kurtosis(values),
            "tkeo": Statistics.meanTeagerKaiserEnergy(values),
            "ar1": Statistics.autocorrelation(values, lag: 1),
            "ar2": Statistics.autocorrelation(values, lag: 2),
            "fatigue10": Statistics.fatigue(values, percent: 10),
            "fatigue25": Statistics.fatigue(values, percent: 25),
            "fatigue50": Statistics.fatigue(values, percent: 50),
        ]
        for (key, value) in computed {
            let reference = try #require(expected[key] as? Double, "expected.json lacks \(key)")
            #expect(AnalysisFixtures.close(value, reference), "\(key): \(String(describing: value)) vs \(reference)")
        }
    }

    @Test func quantileType7InterpolatesBetweenOrderStatistics() {
        // By hand: sorted 1 2 3 4, h = 3 · 0.25 = 0.75 → 1 + 0.75 · (2 − 1) = 1.75.
        #expect(Statistics.quantile([4, 1, 3, 2], 0.25) == 1.75)
        #expect(Statistics.interquartileRange([4, 1, 3, 2]) == 1.5)
    }

    @Test func fatigueUsesRsIndexingAndHalfToEvenRounding() {
        // n = 10: k10 = round(1) = 1 → mean(x1) − mean(x9, x10); k25 = round(2.5) = 2 (half to even)
        // → mean(x1, x2) − mean(x8, x9, x10); k50 = 5 → mean(x1…x5) − mean(x5…x10).
        let x: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        #expect(Statistics.fatigue(x, percent: 10) == 1 - 9.5)
        #expect(Statistics.fatigue(x, percent: 25) == 1.5 - 9)
        #expect(Statistics.fatigue(x, percent: 50) == 3 - 7.5)
    }

    @Test func undefinedStatisticsAreNil() {
        #expect(Statistics.standardDeviation([1]) == nil)
        #expect(Statistics.skewness([2, 2, 2]) == nil)
        #expect(Statistics.meanTeagerKaiserEnergy([1, 2]) == nil)
        #expect(Statistics.correlation([1, 2, 3], [5, 5, 5]) == nil)
    }
}
