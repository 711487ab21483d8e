import Foundation
import Synchronization

/// A clock the test moves by hand, for code that takes its time from a closure: the presenters'
/// `clock: () -> Double` (monotonic seconds) and the runner's and recording observer's
/// `clock: () -> Date`.
///
///     let clock = ScriptedClock(start: 100)
///     let presenter = ConsolePresenter(runner: runner, readLine: { … }, write: { … },
///                                      wait: { clock.advance(by: $0) }, clock: clock.seconds)
public final class ScriptedClock: Sendable {
    /// The date `dates` reads at 0 seconds.
    public let epoch: Date
    private let time: Mutex<Double>

    /// Creates a clock reading `start` seconds.
    /// - Parameters:
    ///   - start: The first reading, in seconds.
    ///   - epoch: The date at 0 seconds, for `dates`.
    public init(start: Double = 0, epoch: Date = Date(timeIntervalSince1970: 1_767_225_600)) {
        self.epoch = epoch
        time = Mutex(start)
    }

    /// The current reading, in seconds.
    public var now: Double { time.withLock { $0 } }

    /// Moves the clock forward; it never goes back, so a negative amount leaves it where it is.
    /// - Parameter seconds: How far.
    public func advance(by seconds: Double) {
        time.withLock { $0 += max(0, seconds) }
    }

    /// Reads the clock in seconds: pass it where code takes `() -> Double`.
    public var seconds: @Sendable () -> Double {
        { [self] in now }
    }

    /// Reads the clock as a date, `epoch` plus the reading: pass it where code takes `() -> Date`.
    public var dates: @Sendable () -> Date {
        { [self] in epoch.addingTimeInterval(now) }
    }
}
