/// One walking bout: its initial contacts, its strides and the turns made in it, with the
/// per-bout measures taken as medians over its steps and strides (robust to one missed or extra
/// contact); the cadence's step durations first pass Mobilise-D's Hampel filter.
package struct WalkingBout: Sendable, Equatable {
    /// One stride: from a foot's initial contact to that foot's next.
    package struct Stride: Sendable, Equatable {
        /// Its first initial contact, seconds on the recording's timeline.
        package var start: Double
        /// Its last initial contact.
        package var end: Double
        /// Its length, metres (its two steps' lengths), or `nil` without a sensor height.
        package var length: Double?

        /// Its duration, seconds.
        package var duration: Double { end - start }
        /// Its speed, metres per second, or `nil` without a length.
        package var speed: Double? { length.map { $0 / duration } }
    }

    /// One turn.
    package struct Turn: Sendable, Equatable {
        /// Its start, seconds on the recording's timeline.
        package var start: Double
        /// Its end.
        package var end: Double
        /// The angle turned, degrees, positive counter-clockwise seen from above.
        package var angle: Double
    }

    /// The bout's first initial contact, seconds on the recording's timeline.
    package var start: Double
    /// Its last initial contact.
    package var end: Double
    /// Its initial contacts, seconds, in time order.
    package var initialContacts: [Double]
    /// Its strides, in time order (each foot's; they overlap by a step).
    package var strides: [Stride]
    /// The turns whose middle lies in it.
    package var turns: [Turn]

    /// The bout's duration, seconds.
    package var duration: Double { end - start }
    /// Its steps: the intervals between its initial contacts.
    package var steps: Int { max(0, initialContacts.count - 1) }
    /// Its cadence, steps per minute: 60 over the median step duration, the step durations first
    /// passed through Mobilise-D's `HampelFilter` (a step that spans a missed contact takes its
    /// neighbours' duration), of the steps of `WalkingBoutAssembler.maximumStepSeconds` or less.
    package var cadence: Double? {
        let durations = zip(initialContacts, initialContacts.dropFirst()).map { $1 - $0 }
        let filtered = zip(durations, HampelFilter.apply(durations))
            .filter { $0.0 <= WalkingBoutAssembler.maximumStepSeconds }.map { $0.1 }
        return Statistics.median(filtered).map { 60 / $0 }
    }
    /// The median stride duration, seconds.
    package var strideDuration: Double? { Statistics.median(strides.map(\.duration)) }
    /// The median stride length, metres, or `nil` without a sensor height.
    package var strideLength: Double? { Statistics.median(strides.compactMap(\.length)) }
    /// The median stride speed, metres per second, or `nil` without a sensor height.
    package var walkingSpeed: Double? { Statistics.median(strides.compactMap(\.speed)) }
}
