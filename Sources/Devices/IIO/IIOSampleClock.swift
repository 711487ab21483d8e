import RecordingFormat

/// Places the scans of each buffer read in time on `CLOCK_MONOTONIC`.
///
/// With a timestamp channel, a scan's device time is mapped by one offset taken at the first
/// read: offset = monotonic read time − device time of the last scan of that read (the scan that
/// arrived closest to the read). Without one, scans are spaced by the sampling period: a read of
/// `n` scans continues the previous read's sequence. The first read, and a read whose sequence
/// would end more than `maximumLag` before the read time (scans were lost or the device runs
/// slow), is anchored so that its last scan falls on the read time. A read whose sequence would
/// end more than `maximumLag` after the read time (the device runs fast) is pulled back to end on
/// the read time, but never to less than half a period after the previous scan, so times only
/// increase. Within `maximumLag` either way the sequence is kept, so a FIFO burst split over two
/// reads keeps its spacing, and no burst ever shares one arrival time.
struct IIOSampleClock: Sendable {
    /// Seconds between scans at the applied sampling frequency.
    let period: Double
    /// How far the last scan of a read may trail or lead the read time before the sequence is re-anchored.
    let maximumLag: Double
    private var offset: Double?
    private var lastTime: Double?

    /// Creates a clock for a device sampling at `frequency` Hz.
    init(frequency: Double, maximumLag: Double = 0.25) {
        period = 1 / frequency
        self.maximumLag = maximumLag
    }

    /// The monotonic time and the device's own time (`uptime`) of each of `readings`, read at
    /// `readTime` (monotonic seconds).
    mutating func place(_ readings: [IIOScanReading], readTime: Double) -> [(monotonic: Double, uptime: Double)] {
        guard let last = readings.last else { return [] }
        if let lastDeviceTime = last.deviceTime {
            let offset = self.offset ?? (readTime - lastDeviceTime)
            self.offset = offset
            return readings.map { ($0.deviceTime! + offset, $0.deviceTime!) }
        }
        let span = Double(readings.count - 1) * period
        var start = readTime - span
        if let lastTime {
            let sequential = lastTime + period
            let overrun = sequential + span - readTime
            if overrun > maximumLag {
                start = max(start, lastTime + period / 2)
            } else if -overrun <= maximumLag {
                start = sequential
            }
        }
        lastTime = start + span
        return readings.indices.map { index in
            let time = start + Double(index) * period
            return (time, time)
        }
    }
}
