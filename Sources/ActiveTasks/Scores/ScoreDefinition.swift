/// A value a task computes from its answers at the end of a run, as a questionnaire's manual
/// scores it: the sum or mean of numeric answers (choice values, numbers, scale positions),
/// some items reverse-scored, a minimum number answered, and bands that name ranges of the result.
///
/// Task JSON, beside `steps`:
/// `"scores": [{"identifier": "phq9_total", "sum": ["phq9.q1", …, "phq9.q9"], "bands": [[0, 4, "minimal"], …]}]`;
/// `"mean": […]` instead of `sum`; `"minimumAnswered": 7` (default: all); `"reverse": ["q3"]`
/// with `"range": [1, 5]` (a reversed answer v counts as 1 + 5 − v).
public struct ScoreDefinition: Sendable, Equatable {
    /// How the items' values combine.
    public enum Combination: String, Sendable, CaseIterable {
        /// Their sum; with fewer than all but at least `minimumAnswered` answered, the mean of
        /// those answered times the number of items (prorated), as instruments' manuals allow.
        case sum
        /// Their mean.
        case mean
    }

    /// The score's identifier.
    public var identifier: String
    /// How the items' values combine.
    public var combination: Combination
    /// The answers it is computed from, by identifier (`step` or a form's `item`).
    public var items: [String]
    /// The items scored in reverse over `range`.
    public var reversed: Set<String>
    /// The lowest and highest value of a reversed item.
    public var range: ClosedRange<Double>?
    /// How many items must be answered for a value.
    public var minimumAnswered: Int
    /// Named ranges of the value, in order.
    public var bands: [ScoreBand]

    /// Creates a score.
    public init(identifier: String, combination: Combination, items: [String], reversed: Set<String> = [],
                range: ClosedRange<Double>? = nil, minimumAnswered: Int? = nil, bands: [ScoreBand] = []) {
        self.identifier = identifier
        self.combination = combination
        self.items = items
        self.reversed = reversed
        self.range = range
        self.minimumAnswered = minimumAnswered ?? items.count
        self.bands = bands
    }

    /// Reads a score from task JSON, recording each problem with its path.
    /// - Parameter reader: The score's object.
    public init?(reader: JSONObjectReader) {
        let identifier = reader.requiredString("identifier") ?? ""
        let found = Combination.allCases.compactMap { combination in
            reader.array(combination.rawValue).map { (combination, $0) }
        }
        guard found.count == 1, let (combination, elements) = found.first else {
            reader.log.error(reader.path, "give the items as \"sum\": [...] or \"mean\": [...], one of them")
            return nil
        }
        var items: [String] = []
        for element in elements {
            guard case .string(let item) = element.value else {
                reader.log.error(element.path, "is not an answer's identifier; write its step or form item identifier as a string")
                continue
            }
            items.append(item)
        }
        var reversed: Set<String> = []
        for element in reader.array("reverse") ?? [] {
            if case .string(let item) = element.value { reversed.insert(item) } else { reader.log.error(element.path, "is not an identifier") }
        }
        let bounds = reader.numbers("range")
        var range: ClosedRange<Double>?
        if let bounds {
            if bounds.count == 2, bounds[0] < bounds[1] { range = bounds[0]...bounds[1] } else {
                reader.log.error(reader.path(of: "range"), "write the lowest and highest value of an item, [1, 5]")
            }
        }
        var bands: [ScoreBand] = []
        for element in reader.array("bands") ?? [] {
            guard case .array(let parts) = element.value, parts.count == 3, let lower = parts[0].doubleValue, let upper = parts[1].doubleValue,
                  case .string(let label) = parts[2], lower <= upper else {
                reader.log.error(element.path, "write a band as [lowest, highest, \"name\"], lowest not above highest")
                continue
            }
            bands.append(ScoreBand(lower, upper, label))
        }
        self.init(identifier: identifier, combination: combination, items: items, reversed: reversed, range: range,
                  minimumAnswered: reader.int("minimumAnswered"), bands: bands)
    }

    /// The score of `result`'s latest answers.
    /// - Parameter result: A run's result.
    public func score(in result: TaskResult) -> ScoreResult {
        let values = items.compactMap { item -> Double? in
            guard let value = result.latestAnswer(item).flatMap(Self.number) else { return nil }
            guard reversed.contains(item), let range else { return value }
            return range.lowerBound + range.upperBound - value
        }
        func finished(_ value: Double?, note: String?) -> ScoreResult {
            let band = value.flatMap { value in bands.first { $0.contains(value) }?.label }
            return ScoreResult(identifier: identifier, value: value, band: band, answered: values.count, items: items.count, note: note)
        }
        guard values.count >= max(1, minimumAnswered) else {
            return finished(nil, note: "\(values.count) of \(items.count) items answered; \(minimumAnswered) needed")
        }
        let mean = values.reduce(0, +) / Double(values.count)
        switch combination {
        case .mean:
            return finished(mean, note: nil)
        case .sum where values.count == items.count:
            return finished(values.reduce(0, +), note: nil)
        case .sum:
            return finished((mean * Double(items.count) * 100).rounded() / 100,
                            note: "prorated from \(values.count) of \(items.count) items")
        }
    }

    /// The number an answer scores as: a number, a choice's numeric value, a boolean as 1 or 0.
    static func number(_ answer: AnswerValue) -> Double? {
        switch answer {
        case .integer(let value): Double(value)
        case .decimal(let value): value
        case .boolean(let value): value ? 1 : 0
        case .choice(let value): value.doubleValue
        default: nil
        }
    }
}
