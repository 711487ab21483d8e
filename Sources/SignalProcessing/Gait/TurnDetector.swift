/// Turns from the rate of turning about the vertical, after El-Gohary et al. (2014, "Continuous
/// monitoring of turning in patients with movement disability", Sensors 14:356–369) with
/// Mobilise-D's values (mobgap's `TdElGohary`): the yaw rate is low-passed at 0.5 Hz (fourth order,
/// zero-phase); each peak of its magnitude above `peakRate` is a turn that starts and ends where the
/// magnitude falls below `restingRate`; turns in one direction less than `mergeGap` apart are one;
/// a turn counts when it lasts `durations` and turns at least `minimumAngle`, its angle the
/// integral of the unfiltered yaw rate over it.
package enum TurnDetector {
    /// The least peak yaw rate of a turn, degrees per second.
    package static let peakRate = 15.0
    /// The yaw rate below which the body is not turning, degrees per second.
    package static let restingRate = 5.0
    /// Turns in one direction closer than this are one, seconds.
    package static let mergeGap = 0.05
    /// How long a turn may last, seconds.
    package static let durations = 0.5...10.0
    /// The least angle of a turn, degrees.
    package static let minimumAngle = 45.0

    /// One turn.
    package struct Turn: Sendable, Equatable {
        /// Its first sample's index.
        package var start: Int
        /// The index after its last sample.
        package var end: Int
        /// The angle turned, degrees, positive counter-clockwise seen from above.
        package var angle: Double
    }

    /// The turns in `yawRate`, in time order.
    /// - Parameters:
    ///   - yawRate: The rate of turning about the vertical, degrees per second (`TrunkSignals.yawRate`).
    ///   - rate: Its rate, Hz.
    package static func turns(yawRate: [Double], rate: Double) -> [Turn] {
        let smoothed = ZeroPhaseFilter.lowPass(cutoff: 0.5, rate: rate, order: 4).apply(yawRate).map(abs)
        var angles = [0.0]
        for value in yawRate { angles.append(angles[angles.count - 1] + value / rate) }
        var candidates: [Turn] = []
        for index in smoothed.indices.dropFirst().dropLast()
        where smoothed[index] > peakRate && smoothed[index] > smoothed[index - 1] && smoothed[index] >= smoothed[index + 1] {
            var start = index, end = index
            while start > 0, smoothed[start - 1] >= restingRate { start -= 1 }
            while end < smoothed.count, smoothed[end] >= restingRate { end += 1 }
            let turn = Turn(start: start, end: end, angle: angles[end] - angles[start])
            if let last = candidates.last, last.start == turn.start { continue }
            candidates.append(turn)
        }
        var merged: [Turn] = []
        let gap = Int((mergeGap * rate).rounded())
        for turn in candidates {
            if let last = merged.last, (last.angle >= 0) == (turn.angle >= 0), turn.start - last.end <= gap {
                merged[merged.count - 1] = Turn(start: last.start, end: max(last.end, turn.end), angle: angles[max(last.end, turn.end)] - angles[last.start])
            } else {
                merged.append(turn)
            }
        }
        return merged.filter { turn in
            durations.contains(Double(turn.end - turn.start) / rate) && abs(turn.angle) >= minimumAngle
        }
    }
}
