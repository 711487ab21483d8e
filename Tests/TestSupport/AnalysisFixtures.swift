import Foundation

/// The analysis fixtures and the values `fixtures/analysis/reference.py` computed for them.
package enum AnalysisFixtures {
    /// `fixtures/analysis/` in this checkout.
    package static let folder = ProjectPaths.fixture("analysis")

    /// The expected values of one section (`statistics`, `tapping`, `memory`, `walk`).
    package static func expected(_ section: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return root?[section] as? [String: Any] ?? [:]
    }

    /// Whether `actual` is within `tolerance` of `expected`, relative to its size.
    package static func close(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
        guard let actual else { return false }
        return abs(actual - expected) <= tolerance * max(1, abs(expected))
    }
}
