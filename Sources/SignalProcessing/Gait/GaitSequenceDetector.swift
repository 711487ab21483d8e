/// Finds the stretches of a recording where someone walks, window by window, after Iluz et al.
/// (2014, "Automated detection of missteps during community ambulation in patients with
/// Parkinson's disease", J NeuroEng Rehabil 11:48) as Mobilise-D's `GsdIluz` runs it: windows of
/// `windowSeconds` overlapping by half; a window is gait when its band-passed vertical
/// acceleration varies (standard deviation at least `minimumActivity`) and holds between
/// `stepsPerSecond.lowerBound` and `.upperBound` steps per second; gait windows that touch are
/// merged into one sequence.
package enum GaitSequenceDetector {
    /// The window length, seconds (Iluz et al.'s 3 s).
    package static let windowSeconds = 3.0
    /// The least standard deviation of a gait window's band-passed vertical acceleration, m/s²
    /// (0.03 g: more than a sensor's noise and a sitting body's sway, less than the slowest walk's).
    package static let minimumActivity = 0.3
    /// The step rates a gait window may hold, per second (mobgap's `allowed_steps_per_s`).
    package static let stepsPerSecond = 0.5...3.0

    /// The gait sequences, as ranges of sample indices in time order.
    /// - Parameters:
    ///   - bandPassed: The band-passed vertical acceleration, m/s².
    ///   - steps: The indices of step candidates in time order, each with its height.
    ///   - rate: The grid's rate, Hz.
    package static func sequences(bandPassed: [Double], steps: [(index: Int, height: Double)], rate: Double) -> [Range<Int>] {
        let count = bandPassed.count
        let window = Int((windowSeconds * rate).rounded())
        guard count > 0, window > 1 else { return [] }
        var starts = Array(stride(from: 0, to: max(1, count - window + 1), by: window / 2))
        if let last = starts.last, last + window < count { starts.append(count - window) }
        var sequences: [Range<Int>] = []
        var next = 0
        for start in starts {
            let range = start..<min(count, start + window)
            let values = bandPassed[range]
            let mean = values.reduce(0, +) / Double(values.count)
            let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
            while next < steps.count, steps[next].index < range.lowerBound { next += 1 }
            var inside = 0
            var index = next
            while index < steps.count, steps[index].index < range.upperBound {
                if steps[index].height > deviation / 2 { inside += 1 }
                index += 1
            }
            let seconds = Double(range.count) / rate
            guard deviation >= minimumActivity,
                  Double(inside) >= stepsPerSecond.lowerBound * seconds, Double(inside) <= stepsPerSecond.upperBound * seconds else { continue }
            if let last = sequences.last, last.upperBound >= range.lowerBound {
                sequences[sequences.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                sequences.append(range)
            }
        }
        return sequences
    }
}
