#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `CLOCK_MONOTONIC`, the clock every recording's zero is taken on.
public enum MonotonicClock {
    /// Seconds since an arbitrary boot-time origin; never goes backwards.
    ///
    /// The corresponding C function is `clock_gettime(CLOCK_MONOTONIC)`.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
