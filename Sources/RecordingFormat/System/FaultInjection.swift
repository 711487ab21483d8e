#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process-wide fault rules `Syscalls` consults before each call, so that tests can make a
/// chunk write fail with `ENOSPC` or an `fsync` with `EIO` without a full or failing disk.
///
/// Rules come from `withFaults(_:_:)` (in-process tests; several may be installed at once, each
/// scoped by its own path part) and, in debug builds only, from `ACTIVETASK_FAULTS` at the first
/// system call (tests that run the built binary). While no rule is installed a call costs one
/// atomic load more.
package enum FaultInjection {
    /// What the seam does instead of the real call.
    enum Fault: Equatable {
        /// The call fails with this error.
        case fail(Errno)
        /// A `write` goes through with half of its bytes; the next one fails (see `FaultRule.persists`).
        case shortWrite(Errno)
    }

    private struct Installed {
        let rule: FaultRule
        let owner: Int
        var seen = 0
        var fired = 0
    }

    private struct State {
        var installed: [Installed]
        /// The path each descriptor opened through `Syscalls` while rules were installed was opened from.
        var paths: [CInt: String] = [:]
        var nextOwner = 1
    }

    private static let environmentRules: [FaultRule] = {
        #if DEBUG
        guard let text = getenv("ACTIVETASK_FAULTS").map({ String(cString: $0) }), !text.isEmpty else { return [] }
        do {
            return try FaultRule.parseList(text)
        } catch {
            fatalError("ACTIVETASK_FAULTS: \(error)")
        }
        #else
        return []
        #endif
    }()

    private static let state = Mutex(State(installed: environmentRules.map { Installed(rule: $0, owner: 0) }))
    private static let armed = Atomic<Bool>(!environmentRules.isEmpty)

    /// Whether any rule is installed; checked before anything else on every call.
    static var isArmed: Bool { armed.load(ordering: .acquiring) }

    /// Runs `body` with `rules` installed beside any others, then removes them.
    /// - Parameters:
    ///   - rules: The faults to inject; scope each by a path part of the test's own folder, as
    ///     other tests run at the same time.
    ///   - body: The code under test.
    /// - Returns: What `body` returned and, for each rule, how many calls it failed.
    /// - Throws: What `body` throws.
    package static func withFaults<T, E: Error>(_ rules: [FaultRule], _ body: () throws(E) -> T) throws(E) -> (value: T, fired: [Int]) {
        let owner = state.withLock { state in
            let owner = state.nextOwner
            state.nextOwner += 1
            state.installed += rules.map { Installed(rule: $0, owner: owner) }
            armed.store(true, ordering: .releasing)
            return owner
        }
        let fired = { state.withLock { state in
            let fired = state.installed.filter { $0.owner == owner }.map(\.fired)
            state.installed.removeAll { $0.owner == owner }
            if state.installed.isEmpty {
                state.paths = [:]
                armed.store(false, ordering: .releasing)
            }
            return fired
        } }
        let value: T
        do {
            value = try body()
        } catch {
            _ = fired()
            throw error
        }
        return (value, fired())
    }

    /// The fault for this call of `call` on `path`, counting the call against every matching rule.
    static func fault(_ call: SyscallName, path: String?) -> Fault? {
        state.withLock { state in
            var fault: Fault?
            for index in state.installed.indices {
                let rule = state.installed[index].rule
                guard rule.call == call, rule.pathContains.map({ path?.contains($0) ?? false }) ?? true else { continue }
                state.installed[index].seen += 1
                let seen = state.installed[index].seen
                guard seen == rule.occurrence || (rule.persists && seen > rule.occurrence), fault == nil else { continue }
                state.installed[index].fired += 1
                fault = rule.persists && call == .write && seen == rule.occurrence ? .shortWrite(rule.error) : .fail(rule.error)
            }
            return fault
        }
    }

    /// The fault for this call of `call` on `descriptor`, matched by the path it was opened from.
    static func fault(_ call: SyscallName, descriptor: CInt) -> Fault? {
        fault(call, path: path(of: descriptor))
    }

    /// The path `descriptor` was opened from while rules were installed.
    static func path(of descriptor: CInt) -> String? {
        state.withLock { $0.paths[descriptor] }
    }

    /// Remembers the path of a descriptor just opened, while rules are installed.
    static func opened(_ descriptor: CInt, path: String) {
        guard isArmed else { return }
        state.withLock { $0.paths[descriptor] = path }
    }

    /// Forgets a descriptor being closed.
    static func closed(_ descriptor: CInt) {
        guard isArmed else { return }
        state.withLock { _ = $0.paths.removeValue(forKey: descriptor) }
    }
}
