import Foundation

/// What Linux's `/proc` says of a process the test started: its children, its command name and
/// whether it still runs.
package enum ProcessTable {
    /// The children of process `pid`, of every one of its threads (`/proc/PID/task/*/children`);
    /// empty once it is gone.
    package static func children(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
        }
    }

    /// The short command name of process `pid` (`/proc/PID/comm`), or `nil` once it is gone.
    package static func command(of pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `pid` exists and has not exited (a zombie has exited).
    package static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}
