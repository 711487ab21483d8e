import Testing
@_spi(Benchmarks) @testable import Devices

/// Placing scans in time: device timestamps anchored once, FIFO bursts spread by the period.
struct IIOSampleClockTests {
    private static func burst(_ count: Int) -> [IIOScanReading] {
        Array(repeating: IIOScanReading(accelerometer: .zero), count: count)
    }

    private static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func firstBurstWithoutTimestampEndsAtTheReadTime() {
        var clock = IIOSampleClock(frequency: 100)
        let times = clock.place(Self.burst(4), readTime: 5.0).map(\.monotonic)
        #expect(Self.close(times, [4.97, 4.98, 4.99, 5.0]))
    }

    @Test func nextBurstContinuesThePeriodicSequence() {
        var clock = IIOSampleClock(frequency: 100)
        _ = clock.place(Self.burst(10), readTime: 5.0)
        // Read 3 ms late: the sequence continues at 5.01 rather than ending at the read time.
        let times = clock.place(Self.burst(10), readTime: 5.103).map(\.monotonic)
        #expect(Self.close(times, (1...10).map { 5.0 + Double($0) * 0.01 }))
    }

    @Test func lostScansReanchorTheSequenceToTheReadTime() {
        var clock = IIOSampleClock(frequency: 100, maximumLag: 0.25)
        _ = clock.place(Self.burst(10), readTime: 5.0)
        let times = clock.place(Self.burst(2), readTime: 6.0).map(\.monotonic)
        #expect(Self.close(times, [5.99, 6.0]))
    }

    @Test func burstSplitOverTwoReadsKeepsItsSpacing() {
        var clock = IIOSampleClock(frequency: 100)
        _ = clock.place(Self.burst(5), readTime: 5.0)
        // The rest of the FIFO 2 ms later: 5 periods ahead of the read time, within the lag allowed.
        let times = clock.place(Self.burst(5), readTime: 5.002).map(\.monotonic)
        #expect(Self.close(times, [5.01, 5.02, 5.03, 5.04, 5.05]))
    }

    @Test func fastDeviceIsPulledBackButNeverBackInTime() {
        var clock = IIOSampleClock(frequency: 100, maximumLag: 0.25)
        _ = clock.place(Self.burst(10), readTime: 5.0)
        // 40 scans in 0.1 s would end at 5.40, 0.3 s past the read: pulled back, but not before 5.005.
        let times = clock.place(Self.burst(40), readTime: 5.1).map(\.monotonic)
        #expect(abs(times[0] - 5.005) < 1e-9)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 > $0 })
    }

    @Test func deviceTimestampsAreAnchoredOnceAtTheFirstRead() {
        var clock = IIOSampleClock(frequency: 200)
        let first = clock.place([IIOScanReading(deviceTime: 100.000), IIOScanReading(deviceTime: 100.005)], readTime: 7.0)
        #expect(Self.close(first.map(\.monotonic), [6.995, 7.0]))
        #expect(first.map(\.uptime) == [100.000, 100.005])
        // Read late: the device's own times still decide, through the first offset.
        let second = clock.place([IIOScanReading(deviceTime: 100.012)], readTime: 7.5)
        #expect(Self.close(second.map(\.monotonic), [7.007]))
    }
}
