import Foundation
import Testing

/// The JSON `activetask analyze` printed, as objects and as text, with the checks every report
/// must pass: each value possible (counts whole, durations not negative, parts within their
/// whole) and written plainly (no exponent, no binary artefacts).
struct AnalysisReport {
    /// The count keys: written as integers.
    static let countKeys = ["stepCount", "sampleCount", "numberTaps", "numberTapsLeft", "numberTapsRight", "score",
                            "maximumSpan", "numberOfGames", "numberOfFailures", "totalCorrectFlowers",
                            "totalNewFlowersTouched", "locationFixCount", "reachedDistance", "attempts", "successes",
                            "timeouts", "falseStarts", "repetitions", "turnCount", "backwardScore",
                            "backwardMaximumSpan", "numberOfTrials", "numberAnswered", "numberCorrect",
                            "totalSuccesses", "totalFailures", "numberOfPegs",
                            "numberOfSuccesses", "tapTrials", "tapSuccesses", "longPressTrials", "longPressSuccesses",
                            "swipeTrials", "swipeSuccesses",
                            "numberOfAdditions", "totalCorrect", "totalDyad", "firstThirdCorrect", "lastThirdCorrect",
                            "longestCorrectRun",
                            "numberOfCircles", "numberOfCirclesReached", "numberOfTaps", "numberOfErrors", "completed",
                            "numberOfDisks", "solved", "gaveUp", "numberOfMoves", "minimumMoves", "excessMoves", "numberOfIllegalMoves", "strokes", "cellsTouched", "normal"]

    /// The report's text.
    let text: String
    /// One object per entry.
    let entries: [[String: Any]]

    /// Parses a report.
    init(_ text: String) throws {
        self.text = text
        entries = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]], "\(text)")
    }

    /// The entries' step identifiers, in order.
    var steps: [String?] { entries.map { $0["step"] as? String } }

    /// The entries' kinds, in order.
    var kinds: [String?] { entries.map { $0["kind"] as? String } }

    /// The summary of the entry of `step`.
    func summary(_ step: String) throws -> [String: Any] {
        let entry = try #require(entries.first { $0["step"] as? String == step }, "no entry for \(step) in \(text)")
        return try #require(entry["summary"] as? [String: Any], "\(step) has no summary: \(entry)")
    }

    /// Checks that every key of `summary` but a name (a string) has a unit in `units`, an object's
    /// or a list of objects' keys in the object under the key's name, and that no key has two
    /// units in one report (the CSV's units row has one cell per key).
    private static func expectUnits(of summary: [String: Any], in units: [String: Any], at path: String, into seen: inout [String: String]) {
        for (key, value) in summary where !(value is String) {
            if let object = value as? [String: Any] {
                expectUnits(of: object, in: units[key] as? [String: Any] ?? [:], at: "\(path).\(key)", into: &seen)
            } else if let items = value as? [[String: Any]], !items.isEmpty {
                for item in items { expectUnits(of: item, in: units[key] as? [String: Any] ?? [:], at: "\(path).\(key)[]", into: &seen) }
            } else if let unit = units[key] as? String, !unit.isEmpty {
                let name = path.split(separator: ".").dropFirst().map { $0 + "." }.joined() + key
                #expect(seen[name, default: unit] == unit, "\(path).\(key) is in \(unit) here and in \(seen[name] ?? "") elsewhere")
                seen[name] = unit
            } else {
                Issue.record("\(path).\(key) has no unit in \(units)")
            }
        }
    }

    /// Checks that every value of the report is possible and plainly written, and has its unit.
    func expectPossible() {
        for match in text.matches(of: /"(\w+)": (-?[0-9][0-9.eE+-]*)/) {
            let (key, number) = (String(match.output.1), String(match.output.2))
            #expect(!number.contains("e") && !number.contains("E"), "\(key) written with an exponent: \(number)")
            #expect(number != "-0", "\(key) written as -0")
            let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 9, "\(key) written with \(decimals) decimals: \(number)")
            if Self.countKeys.contains(key) { #expect(!number.contains("."), "count \(key) is not whole: \(number)") }
        }
        var units: [String: String] = [:]
        for entry in entries {
            #expect(entry["error"] == nil, "\(entry)")
            guard let summary = entry["summary"] as? [String: Any] else { continue }
            Self.expectUnits(of: summary, in: entry["units"] as? [String: Any] ?? [:], at: "\(entry["kind"] ?? "")", into: &units)
            func value(_ key: String) -> Double? { (summary[key] as? NSNumber)?.doubleValue }
            for key in summary.keys where key.hasSuffix("Seconds") || key.hasPrefix("sway") || key.hasPrefix("distance")
                || key.hasPrefix("number") || key == "speed" || key == "cadence" {
                if let number = value(key) { #expect(number >= 0, "\(key) = \(number) in \(entry)") }
            }
            if let walking = value("walkingSeconds"), let duration = value("durationSeconds") {
                #expect(walking <= duration, "walkingSeconds \(walking) > durationSeconds \(duration)")
            }
            if let left = value("numberTapsLeft"), let right = value("numberTapsRight"), let taps = value("numberTaps") {
                #expect(left + right == taps, "\(left) + \(right) taps != \(taps)")
            }
            if let none = value("buttonNoneFreq") { #expect((0...1).contains(none)) }
            if let reached = value("numberOfCirclesReached"), let circles = value("numberOfCircles"),
               let errors = value("numberOfErrors"), let taps = value("numberOfTaps") {
                #expect(reached <= circles && reached + errors == taps, "Trail Making: \(reached) of \(circles) circles, \(errors) errors, \(taps) taps")
                for key in summary.keys where key.hasPrefix("segmentTime") || key.hasPrefix("time") || key == "completionTime" {
                    if let seconds = value(key) { #expect(seconds >= 0, "\(key) = \(seconds)") }
                }
                if let completion = value("completionTime"), let total = value("timeFromStart") { #expect(completion <= total) }
            }
            if let moves = value("numberOfMoves"), let minimum = value("minimumMoves") {
                if let excess = value("excessMoves") { #expect(excess >= 0 && excess == moves - minimum, "excessMoves \(excess) of \(moves) moves") }
                if let solving = value("solvingTime"), let solved = value("timeToSolve") { #expect(0 <= solving && solving <= solved) }
            }
            if let failures = value("numberOfFailures"), let games = value("numberOfGames") { #expect(failures <= games) }
            if let pegs = value("numberOfPegs"), let done = value("totalSuccesses") {
                #expect(done <= pegs, "\(done) of \(pegs) pegs")
                for key in ["totalFailures", "totalTime", "meanTimePerPeg", "totalDistance", "meanDistancePerPeg"] {
                    if let number = value(key) { #expect(number >= 0, "\(key) = \(number) in \(entry)") }
                }
            }
            if let marked = value("markedFraction"), let cells = value("cellsTouched"), let normal = value("normal") {
                #expect((0...1).contains(marked) && (0...100).contains(cells) && (normal == 1) == (cells == 0), "\(entry)")
            }
            if let major = value("swayRMSMajor"), let minor = value("swayRMSMinor"), let rms = value("swayRMS") {
                #expect(minor <= major && major <= rms, "sway minor \(minor), major \(major), total \(rms)")
            }
            if let additions = value("numberOfAdditions"), let answered = value("numberAnswered"), let correct = value("totalCorrect"),
               let dyads = value("totalDyad"), let run = value("longestCorrectRun") {
                #expect(dyads <= correct && run <= correct && correct <= answered && answered <= additions,
                        "PSAT: \(dyads) dyads, run \(run), \(correct) right, \(answered) answered, \(additions) additions")
            }
            if let fatigue = value("fatigueIndex") { #expect((-1...1).contains(fatigue), "fatigueIndex \(fatigue)") }
            if let time = value("meanAnswerTime") { #expect(time >= 0, "meanAnswerTime \(time)") }
            if let attempts = value("attempts"), let successes = value("successes"), let timeouts = value("timeouts"),
               let early = value("falseStarts"), let fraction = value("successFraction") {
                #expect(successes + timeouts + early == attempts && (0...1).contains(fraction), "reaction: \(entry)")
                if let low = value("minimumReactionTimeSeconds"), let middle = value("medianReactionTimeSeconds"),
                   let high = value("maximumReactionTimeSeconds") {
                    #expect(low <= middle && middle <= high, "reaction times: \(low) … \(middle) … \(high)")
                }
                if let speed = value("meanSpeedPerSecond") { #expect(speed > 0, "meanSpeedPerSecond \(speed)") }
            }
            for prefix in ["acc", "gyro"] {
                if let low = value(prefix + "ShareLowBand"), let high = value(prefix + "ShareHighBand") {
                    #expect(low >= 0 && high >= 0 && low + high <= 1.0001, "\(prefix) shares \(low) + \(high)")
                }
            }
        }
    }
}
