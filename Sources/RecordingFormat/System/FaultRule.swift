/// One injected failure: "the n-th `write` on a file whose path contains `accelerometer-` fails
/// with `ENOSPC`". Tests install rules through `FaultInjection`; debug builds also read them from
/// the `ACTIVETASK_FAULTS` environment variable (docs/TESTING.md).
package struct FaultRule: Sendable, Equatable {
    /// The call that fails.
    package var call: SyscallName
    /// The error it fails with.
    package var error: Errno
    /// Which matching call fails first, from 1.
    package var occurrence: Int
    /// Whether every matching call after the first failing one fails too (a full disk stays
    /// full). A persisting `write` fault first lets half of the failing call's bytes through, as
    /// a filling disk gives a short write before `ENOSPC`.
    package var persists: Bool
    /// Only calls on a path (or a descriptor opened through `Syscalls` from a path) containing
    /// this text count; `nil` matches every call.
    package var pathContains: String?

    /// Creates a rule.
    /// - Parameters:
    ///   - call: The call that fails.
    ///   - error: The error it fails with.
    ///   - occurrence: Which matching call fails first, from 1.
    ///   - persists: Whether every later matching call fails too.
    ///   - pathContains: Only calls on paths containing this text count.
    package init(_ call: SyscallName, _ error: Errno, occurrence: Int = 1, persists: Bool = false, pathContains: String? = nil) {
        self.call = call
        self.error = error
        self.occurrence = occurrence
        self.persists = persists
        self.pathContains = pathContains
    }

    /// Parses a comma-separated list of `call:ERRNO:n[+][@path-part]`, e.g.
    /// `write:ENOSPC:3+@accelerometer-,fsync:EIO:1`.
    /// - Parameter text: The list.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` naming the entry that is wrong and the
    ///   form to use.
    package static func parseList(_ text: String) throws(ActivetaskError) -> [FaultRule] {
        try text.split(separator: ",").map { entry throws(ActivetaskError) in try parse(String(entry)) }
    }

    private static func parse(_ entry: String) throws(ActivetaskError) -> FaultRule {
        let (spec, path) = entry.firstIndex(of: "@").map { (entry[..<$0], String(entry[entry.index(after: $0)...])) }
            ?? (entry[...], nil)
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false)
        let persists = parts.count == 3 && parts[2].hasSuffix("+")
        guard parts.count == 3, let call = SyscallName(rawValue: String(parts[0])),
              let error = Errno.byName[String(parts[1])],
              let occurrence = Int(persists ? parts[2].dropLast() : parts[2]), occurrence >= 1 else {
            throw ActivetaskError(.invalidConfiguration,
                                  "fault \"\(entry)\" is not call:ERRNO:n[+][@path-part] with call one of "
                                  + SyscallName.allCases.map(\.rawValue).joined(separator: ", ")
                                  + " and ERRNO one of " + Errno.byName.keys.sorted().joined(separator: ", "))
        }
        return FaultRule(call, error, occurrence: occurrence, persists: persists, pathContains: path)
    }
}
