import Foundation

/// When a failed item is tried again: exponential backoff with jitter, never sooner than the
/// server's `Retry-After`.
package struct RetryPolicy: Sendable {
    /// The wait after the first failure, before jitter.
    package var base: TimeInterval
    /// The longest wait, before jitter.
    package var cap: TimeInterval

    /// Creates a policy.
    /// - Parameters:
    ///   - base: The wait after the first failure (2 s).
    ///   - cap: The longest wait (one hour).
    package init(base: TimeInterval = 2, cap: TimeInterval = 3600) {
        self.base = base
        self.cap = cap
    }

    /// The wait after the `failures`-th failure in a row: `min(cap, base · 2^(failures−1))`
    /// scaled by a random factor in [0.5, 1] (so boards that failed together do not retry
    /// together), and at least `retryAfter`.
    /// - Parameters:
    ///   - failures: How many attempts have failed in a row, from 1.
    ///   - retryAfter: The server's `Retry-After` in seconds, if it sent one.
    ///   - jitter: A number in [0, 1]; random by default.
    package func delay(afterFailure failures: Int, retryAfter: TimeInterval?,
                      jitter: Double = Double.random(in: 0...1)) -> TimeInterval {
        let exponential = min(cap, base * pow(2, Double(max(0, failures - 1))))
        return max(exponential * (0.5 + 0.5 * jitter), retryAfter ?? 0)
    }
}
