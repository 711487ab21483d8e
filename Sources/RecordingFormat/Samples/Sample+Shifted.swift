extension Sample {
    /// The same sample or marker, `seconds` later on the recording's timeline (`uptime`, the
    /// source's own clock, is unchanged).
    /// - Parameter seconds: The shift of `timestamp`.
    public func shifted(by seconds: Double) -> Sample {
        switch self {
        case .motion(var sample):
            sample.timestamp += seconds
            return .motion(sample)
        case .touch(var sample):
            sample.timestamp += seconds
            return .touch(sample)
        case .location(var sample):
            sample.timestamp += seconds
            return .location(sample)
        case .marker(var marker):
            marker.timestamp += seconds
            return .marker(marker)
        }
    }
}
