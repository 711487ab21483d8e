import Foundation
import Synchronization
import TestSupport
import Testing
@testable import activetask

/// The signals that save a run reach their handler whichever thread the kernel delivers them to.
/// SIGUSR2 stands in for SIGTERM; the suite runs its tests one at a time, as they share it.
@Suite(.serialized) struct SignalInterruptionTests {
    /// A signal sent the moment the interruption exists reaches the handler, and so does every
    /// later one, on a thread that does not block it (the process's main thread, or any thread not
    /// started by Dispatch): the handler is in place when `init` returns. A Dispatch signal source
    /// is registered later, on Dispatch's own thread, and a signal ignored (`SIG_IGN`) meanwhile
    /// is lost.
    @Test(.timeLimit(.minutes(1))) func aSignalSentAtOnceReachesTheHandler() async {
        let target = ReceivingThread()
        defer { target.stop() }
        for round in 1...20 {
            let received = Mutex(0)
            let interruption = SignalInterruption([SIGUSR2]) { number in
                if number == SIGUSR2 { received.withLock { $0 += 1 } }
            }
            pthread_kill(target.thread, SIGUSR2)
            await waitUntil(timeout: 2) { received.withLock { $0 } == 1 }
            pthread_kill(target.thread, SIGUSR2)
            await waitUntil(timeout: 2) { received.withLock { $0 } == 2 }
            interruption.cancel()
            #expect(received.withLock { $0 } == 2, "round \(round)")
            if received.withLock({ $0 }) != 2 { break }
        }
    }

    /// After `cancel()` the handler is not called, and the signal, still caught, does nothing.
    @Test(.timeLimit(.minutes(1))) func aCancelledInterruptionIsNotCalled() async {
        let calls = Mutex(0)
        let kept = Mutex(0)
        let cancelled = SignalInterruption([SIGUSR2]) { _ in calls.withLock { $0 += 1 } }
        let watching = SignalInterruption([SIGUSR2]) { _ in kept.withLock { $0 += 1 } }
        defer { watching.cancel() }
        cancelled.cancel()
        let target = ReceivingThread()
        defer { target.stop() }
        pthread_kill(target.thread, SIGUSR2)
        await waitUntil(timeout: 10) { kept.withLock { $0 } == 1 }
        #expect(kept.withLock { $0 } == 1 && calls.withLock { $0 } == 0)
    }
}

/// A thread that takes SIGUSR2 (a test's threads, started by Dispatch, block every signal, and
/// threads they start inherit that), waiting until `stop()`.
private final class ReceivingThread: Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let identifier = Mutex<pthread_t?>(nil)

    init() {
        let thread = Thread { [self] in
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            identifier.withLock { $0 = pthread_self() }
            started.signal()
            stopped.wait()
        }
        thread.start()
        started.wait()
    }

    /// The thread's pthread.
    var thread: pthread_t { identifier.withLock { $0! } }

    /// Lets the thread end.
    func stop() { stopped.signal() }
}
