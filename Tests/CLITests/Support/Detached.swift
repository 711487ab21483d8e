import Dispatch

/// Runs `work` (a child process run and waited for) on a Dispatch thread and awaits it, so that a
/// test waiting tens of seconds for `activetask run` does not hold one of the few threads Swift
/// Testing runs every test on (the cooperative pool has one per core: two blocked tests would
/// stall the rest of the suite, and their time limits with them).
func detached<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { @Sendable in
            continuation.resume(with: Result { try work() })
        }
    }
}
