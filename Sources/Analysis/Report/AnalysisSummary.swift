import ActiveTasks
import JSONValues

/// The numbers one analysis produced, in a fixed key order, each with the precision it is written
/// to; a key whose value is undefined for the recording (too few taps, no location) is present
/// with a `nil` value. Values are kept unrounded; `text(_:)` rounds them for output. A few keys
/// hold a name instead of a number (`phq9_total_band`: `moderate`), `label(_:)`, or true or false
/// (a walk's `distanceEstimated`), `flag(_:)`; a few a list of
/// numbers (a bout's initial contacts, `values(_:)`) or of objects (the gait's walking bouts,
/// `items(_:)`), or one object (the gait's recording quality, `object(_:)`).
public struct AnalysisSummary: Sendable, Equatable {
    /// The keys in the order they were set, which is the order they are written.
    public private(set) var keys: [String] = []
    private var values: [String: Double] = [:]
    private var precisions: [String: SummaryPrecision] = [:]
    private var labels: [String: String] = [:]
    private var flags: [String: Bool] = [:]
    private var series: [String: [Double]] = [:]
    private var lists: [String: [AnalysisSummary]] = [:]
    private var objects: [String: AnalysisSummary] = [:]

    /// Creates an empty summary.
    public init() {}

    /// The value of `key`, or `nil` when it is absent or undefined.
    public subscript(key: String) -> Double? {
        values[key]
    }

    /// The precision `key` is written to, or `nil` when it is absent.
    public func precision(of key: String) -> SummaryPrecision? {
        precisions[key]
    }

    /// Sets `key` (appending it to `keys` the first time); a non-finite value is undefined.
    /// - Parameters:
    ///   - key: The summary key.
    ///   - value: Its value, or `nil` when undefined.
    ///   - precision: How finely it is written.
    public mutating func set(_ key: String, _ value: Double?, _ precision: SummaryPrecision) {
        if precisions[key] == nil { keys.append(key) }
        values[key] = value.flatMap { $0.isFinite ? $0 : nil }
        precisions[key] = precision
    }

    /// Sets `key` to a name (appending it to `keys` the first time).
    /// - Parameters:
    ///   - key: The summary key.
    ///   - label: The name, or `nil` when undefined.
    public mutating func set(_ key: String, label: String?) {
        if !keys.contains(key) { keys.append(key) }
        labels[key] = label
    }

    /// The name `key` holds, or `nil` when it holds a number or nothing.
    public func label(_ key: String) -> String? {
        labels[key]
    }

    /// Sets `key` to true or false (appending it to `keys` the first time).
    /// - Parameters:
    ///   - key: The summary key.
    ///   - flag: Its truth, or `nil` when undefined.
    public mutating func set(_ key: String, flag: Bool?) {
        if !keys.contains(key) { keys.append(key) }
        flags[key] = flag
    }

    /// The truth `key` holds, or `nil` when it holds something else or nothing.
    public func flag(_ key: String) -> Bool? {
        flags[key]
    }

    /// Sets `key` to a list of numbers (appending it to `keys` the first time), each written to
    /// `precision`; non-finite values are left out.
    /// - Parameters:
    ///   - key: The summary key.
    ///   - values: The numbers, or `nil` when undefined.
    ///   - precision: How finely each is written.
    public mutating func set(_ key: String, values: [Double]?, _ precision: SummaryPrecision) {
        if precisions[key] == nil { keys.append(key) }
        series[key] = values.map { $0.filter(\.isFinite) }
        precisions[key] = precision
    }

    /// Sets `key` to a list of objects, each a summary of its own (appending it to `keys` the first time).
    /// - Parameters:
    ///   - key: The summary key.
    ///   - items: The objects.
    public mutating func set(_ key: String, items: [AnalysisSummary]) {
        if !keys.contains(key) { keys.append(key) }
        lists[key] = items
    }

    /// Sets `key` to one object, a summary of its own (appending it to `keys` the first time).
    /// - Parameters:
    ///   - key: The summary key.
    ///   - object: The object.
    public mutating func set(_ key: String, object: AnalysisSummary) {
        if !keys.contains(key) { keys.append(key) }
        objects[key] = object
    }

    /// The object `key` holds, or `nil` when it holds something else.
    public func object(_ key: String) -> AnalysisSummary? {
        objects[key]
    }

    /// The list of numbers `key` holds, or `nil` when it holds something else or nothing.
    public func values(_ key: String) -> [Double]? {
        series[key]
    }

    /// The list of objects `key` holds, or `nil` when it holds something else.
    public func items(_ key: String) -> [AnalysisSummary]? {
        lists[key]
    }

    /// The value of `key` as JSON: a number to its precision, a name as a string, a flag as
    /// `true` or `false`, a list as an array, an object as an object, `null` when undefined.
    public func json(_ key: String) -> String {
        if let object = objects[key] { return object.json }
        if let items = lists[key] { return "[" + items.map(\.json).joined(separator: ", ") + "]" }
        if let values = series[key], let precision = precisions[key] { return "[" + values.map(precision.text).joined(separator: ", ") + "]" }
        if let flag = flags[key] { return String(flag) }
        return text(key) ?? label(key).map(JSONValue.quoted) ?? "null"
    }

    /// The summary as a JSON object, its keys in order.
    public var json: String {
        "{" + keys.map { "\(JSONValue.quoted($0)): \(json($0))" }.joined(separator: ", ") + "}"
    }

    /// Sets `key` to what `other` holds under it, whatever its kind (appending it to `keys` the
    /// first time).
    /// - Parameters:
    ///   - key: The summary key.
    ///   - other: The summary to copy it from.
    public mutating func set(_ key: String, from other: AnalysisSummary) {
        if let object = other.object(key) {
            set(key, object: object)
        } else if let items = other.items(key) {
            set(key, items: items)
        } else if let label = other.label(key) {
            set(key, label: label)
        } else if let flag = other.flag(key) {
            set(key, flag: flag)
        } else if let precision = other.precision(of: key) {
            if let values = other.values(key) { set(key, values: values, precision) } else { set(key, other[key], precision) }
        }
    }

    /// Sets the count `key`.
    /// - Parameters:
    ///   - key: The summary key.
    ///   - count: Its value.
    public mutating func set(_ key: String, count: Int) {
        set(key, Double(count), .count)
    }

    /// The unit of `key`'s value, a UCUM code unless its precision says otherwise (`s`, `{steps}`,
    /// `1` for a ratio), as the kind's analyzer declared it with the key's precision; `nil` for a
    /// name (`phq9_total_band`), an object or a list of objects (their keys have units of their
    /// own: `units`), a flag, or a key absent.
    public func unit(of key: String) -> String? {
        precisions[key]?.unit
    }

    /// Each key's unit, in key order: a number's or a list of numbers' UCUM code as a string, an
    /// object's or a list of objects' keys' units as an object (a list's items' keys in the order
    /// first met); names, and values read back without a unit, are left out.
    public var units: JSONValue {
        .object(keys.compactMap { key in
            if let object = objects[key] { return JSONMember(key: key, value: object.units) }
            if let items = lists[key] {
                var merged: [JSONMember] = []
                for case .object(let members) in items.map(\.units) {
                    for member in members where !merged.contains(where: { $0.key == member.key }) { merged.append(member) }
                }
                return JSONMember(key: key, value: .object(merged))
            }
            return unit(of: key).map { JSONMember(key: key, value: .string($0)) }
        })
    }

    /// Sets the units of the keys `units` names (an object as `units` writes it), for a summary
    /// read back from a report, whose numbers carry no unit of their own.
    /// - Parameter units: The units object.
    public mutating func restoreUnits(_ units: JSONValue) {
        guard case .object(let members) = units else { return }
        for member in members {
            if case .string(let unit) = member.value, var precision = precisions[member.key] {
                precision.unit = unit
                precisions[member.key] = precision
            } else if objects[member.key] != nil {
                objects[member.key]?.restoreUnits(member.value)
            } else if let items = lists[member.key] {
                lists[member.key] = items.map { item in
                    var item = item
                    item.restoreUnits(member.value)
                    return item
                }
            }
        }
    }

    /// The value of `key` as written (rounded to its precision), or `nil` when it is undefined.
    public func text(_ key: String) -> String? {
        guard let value = values[key], let precision = precisions[key] else { return nil }
        return precision.text(value)
    }
}
