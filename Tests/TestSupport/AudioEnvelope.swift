import Foundation

/// The loudness of speech over time, for telling which voice said something: libespeak-ng does not
/// give the same samples twice for one text (it carries state from one text into the next), but
/// the same voice gives the same envelope.
package enum AudioEnvelope {
    /// The mean absolute amplitude of each 10 ms frame (220 samples at 22050 Hz).
    package static func frames(_ samples: some Collection<Int16>, frame: Int = 220) -> [Double] {
        let values = Array(samples)
        return stride(from: 0, to: values.count - frame + 1, by: frame).map { start in
            values[start..<start + frame].reduce(0.0) { $0 + abs(Double($1)) } / Double(frame)
        }
    }

    /// The normalized correlation (cosine) of two envelopes over their common length: 1 for the
    /// same shape, about 0.5 for one text said by two different voices.
    package static func similarity(_ a: some Collection<Int16>, _ b: some Collection<Int16>) -> Double {
        let x = frames(a), y = frames(b)
        let count = min(x.count, y.count)
        guard count > 0 else { return 0 }
        var xy = 0.0, xx = 0.0, yy = 0.0
        for index in 0..<count {
            xy += x[index] * y[index]
            xx += x[index] * x[index]
            yy += y[index] * y[index]
        }
        return xx > 0 && yy > 0 ? xy / (xx * yy).squareRoot() : 0
    }
}
