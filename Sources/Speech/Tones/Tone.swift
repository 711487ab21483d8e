import Foundation

/// A cue tone: a sine at one frequency, faded in and out so it does not click.
///
/// The start tone is 880 Hz (A5) for 150 ms, the stop tone 440 Hz (A4) for 300 ms: high and short
/// to begin, low and long to end, both at half of full scale with 10 ms raised-cosine fades.
public struct Tone: Sendable, Equatable {
    /// The frequency in Hz.
    public var frequency: Double
    /// The length in seconds.
    public var duration: Double
    /// The peak amplitude, as a fraction of full scale.
    public var amplitude: Double
    /// The length of the fade in and the fade out, in seconds.
    public var fade: Double

    /// Played when a step starts recording.
    public static let start = Tone(frequency: 880, duration: 0.15)
    /// Played when a step ends.
    public static let stop = Tone(frequency: 440, duration: 0.3)

    /// Creates a tone.
    /// - Parameters:
    ///   - frequency: The frequency in Hz.
    ///   - duration: The length in seconds.
    ///   - amplitude: The peak, as a fraction of full scale.
    ///   - fade: The fade in and out, in seconds.
    public init(frequency: Double, duration: Double, amplitude: Double = 0.5, fade: Double = 0.01) {
        self.frequency = frequency
        self.duration = duration
        self.amplitude = amplitude
        self.fade = fade
    }

    /// The tone as 16-bit mono samples.
    /// - Parameter sampleRate: Samples per second.
    public func samples(sampleRate: Int) -> [Int16] {
        let count = Int((duration * Double(sampleRate)).rounded())
        let fadeCount = max(1, Int((fade * Double(sampleRate)).rounded()))
        return (0..<count).map { index in
            let edge = min(index, count - 1 - index)
            let envelope = edge >= fadeCount ? 1 : 0.5 - 0.5 * cos(Double.pi * Double(edge) / Double(fadeCount))
            let value = amplitude * envelope * sin(2 * Double.pi * frequency * Double(index) / Double(sampleRate))
            return Int16((value * Double(Int16.max)).rounded())
        }
    }
}
