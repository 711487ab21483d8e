import Foundation
import SignalProcessing

/// The power spectrum of one three-axis sensor by Welch's method, in constant memory: readings
/// are resampled linearly onto a `rate` Hz grid from the first reading's time (the grid point
/// i at t₀ + i / rate, up to the last reading); segments of `segmentLength` grid points advance
/// by half a segment; each axis of a segment has its mean removed and a Hann window applied, and
/// its power is taken at `frequencies` (the discrete Fourier transform of the segment padded
/// with zeros to 20 s, whose bins are that grid, by `ChirpZTransform`) and summed over the three
/// axes, so the spectrum does not depend on how the device is turned. A signal shorter than one segment (but at least one second) is one segment.
struct TremorSpectrum: Sendable {
    /// The grid rate in Hz.
    static let rate = 100.0
    /// Grid points per segment: 4 s.
    static let segmentLength = 400
    /// The frequencies the power is taken at: 1 to 25 Hz in steps of 0.05 Hz.
    static let frequencies = bins.map { Double($0) / 20 }
    /// A segment's transform length: the segment padded with zeros to 20 s, whose discrete
    /// Fourier transform's bin k is k × 0.05 Hz.
    private static let transformLength = 2000
    /// The bins of `frequencies`.
    private static let bins = 20..<501
    /// The transform of a full segment, prepared once.
    private static let segmentTransform = ChirpZTransform(inputLength: segmentLength, length: transformLength, bins: bins)

    private var previous: (time: Double, x: Double, y: Double, z: Double)?
    private var origin = 0.0
    private var gridPoints = 0
    private var pending: [(x: Double, y: Double, z: Double)] = []
    private(set) var power = [Double](repeating: 0, count: TremorSpectrum.frequencies.count)
    private(set) var segments = 0

    /// Takes one reading at `time` seconds.
    mutating func add(time: Double, x: Double, y: Double, z: Double) {
        guard let last = previous else {
            previous = (time, x, y, z)
            origin = time
            return
        }
        guard time > last.time else { return }
        while origin + Double(gridPoints) / Self.rate <= time {
            let nextTime = origin + Double(gridPoints) / Self.rate
            let share = (nextTime - last.time) / (time - last.time)
            pending.append((last.x + (x - last.x) * share, last.y + (y - last.y) * share, last.z + (z - last.z) * share))
            gridPoints += 1
            if pending.count == Self.segmentLength {
                addSegment(pending)
                pending.removeFirst(Self.segmentLength / 2)
            }
        }
        previous = (time, x, y, z)
    }

    /// The spectrum so far, with the last readings as one segment when no full segment came.
    func finished() -> TremorSpectrum {
        var spectrum = self
        if segments == 0, pending.count >= Int(Self.rate) { spectrum.addSegment(pending) }
        return spectrum
    }

    private mutating func addSegment(_ points: [(x: Double, y: Double, z: Double)]) {
        let count = points.count
        let n = Double(count)
        let mean = (x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n,
                    z: points.reduce(0) { $0 + $1.z } / n)
        let window = (0..<count).map { 0.5 - 0.5 * cos(2 * Double.pi * Double($0) / (n - 1)) }
        let x = (0..<count).map { (points[$0].x - mean.x) * window[$0] }
        let y = (0..<count).map { (points[$0].y - mean.y) * window[$0] }
        let z = (0..<count).map { (points[$0].z - mean.z) * window[$0] }
        let transform = count == Self.segmentLength ? Self.segmentTransform
            : ChirpZTransform(inputLength: count, length: Self.transformLength, bins: Self.bins)
        for axis in [x, y, z] {
            let spectrum = transform.transform(axis)
            for index in power.indices {
                power[index] += spectrum.real[index] * spectrum.real[index] + spectrum.imaginary[index] * spectrum.imaginary[index]
            }
        }
        segments += 1
    }
}
