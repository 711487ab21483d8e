/// Hampel's outlier filter (Hampel 1974, "The influence curve and its role in robust estimation",
/// J Am Stat Assoc 69:383–393), as Mobilise-D runs it on a bout's step durations and step lengths
/// before they are aggregated (mobgap 1.2.0: `HampelFilter(2, 3.0)`, `src/mobgap/cadence/_cad_from_ic.py`
/// lines 162 and 290, `src/mobgap/stride_length/_sl_zijlstra.py` line 191; the filter itself in
/// `src/mobgap/data_transform/_filter.py` lines 228–250): a value further than `sigmas` scaled
/// median absolute deviations from the median of the window around it is replaced by that median.
/// A missed initial contact makes one step twice as long as its neighbours; the filter gives it
/// their duration.
package enum HampelFilter {
    /// Values on each side of the one judged (mobgap's `half_window_size`).
    package static let halfWindow = 2
    /// How many scaled deviations away an outlier lies (mobgap's `n_sigmas`).
    package static let sigmas = 3.0

    /// `values` with each outlier replaced by the median of its window; the window is cut short
    /// at either end.
    package static func apply(_ values: [Double]) -> [Double] {
        values.indices.map { index in
            let window = Array(values[max(0, index - halfWindow)..<min(values.count, index + halfWindow + 1)])
            guard let median = Statistics.median(window), let deviation = Statistics.medianAbsoluteDeviation(window) else { return values[index] }
            return abs(values[index] - median) > sigmas * deviation ? median : values[index]
        }
    }
}
