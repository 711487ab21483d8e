import Speech
import Testing

@Suite struct ToneTests {
    /// Sign changes of a sine: two per period.
    private func zeroCrossings(_ samples: [Int16]) -> Int {
        zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    }

    @Test func theStartToneIsA150MillisecondA5AndTheStopToneA300MillisecondA4() {
        let start = Tone.start.samples(sampleRate: 22050)
        let stop = Tone.stop.samples(sampleRate: 22050)
        #expect(start.count == 3308 && stop.count == 6615)
        // 880 Hz for 0.15 s: 132 periods; 440 Hz for 0.3 s: 132 periods.
        #expect(abs(zeroCrossings(start) - 264) <= 2, "\(zeroCrossings(start))")
        #expect(abs(zeroCrossings(stop) - 264) <= 2, "\(zeroCrossings(stop))")
        let peak = start.map { abs(Int($0)) }.max() ?? 0
        #expect(abs(peak - 16384) < 200, "\(peak)")
    }

    @Test func aToneFadesInAndOutSoItDoesNotClick() {
        let samples = Tone(frequency: 1000, duration: 0.1, fade: 0.01).samples(sampleRate: 48000)
        #expect(samples.first == 0 && abs(Int(samples.last ?? 1)) < 20)
        // The first millisecond (a tenth of the fade) stays below 3 % of the peak.
        #expect(samples.prefix(48).allSatisfy { abs(Int($0)) < 500 })
        #expect(samples[2000..<2100].map { abs(Int($0)) }.max() ?? 0 > 16000)
    }
}
