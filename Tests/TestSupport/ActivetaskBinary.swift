import Foundation

/// What a finished run of the `activetask` binary returned.
package struct RunOutput {
    /// The exit status; `nil` when the run was killed for exceeding its time limit.
    package let status: Int32?
    /// Standard output.
    package let stdout: String
    /// Standard error.
    package let stderr: String

    /// What a child process that has ended returned.
    package init(status: Int32?, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs the `activetask` executable that `swift build` put beside the test bundle.
package enum ActivetaskBinary {
    /// The built binary: in the same build folder as the running test bundle.
    package static var url: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = exe.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("activetask").path),
              folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("activetask")
    }

    /// Runs `activetask ARGUMENTS`, optionally behind a wrapper command such as
    /// `["umockdev-run", "-d", "dev.umockdev", "--"]`, and awaits its end, killing it after
    /// `timeout` seconds; standard input reads `input` (empty when `nil`).
    package static func run(_ arguments: [String], wrapper: [String] = [], timeout: Double = 60,
                            environment: [String: String] = [:], workingDirectory: URL? = nil,
                            input: String? = nil) async throws -> RunOutput {
        let logs = try TemporaryDirectory(prefix: "activetask-run")
        defer { withExtendedLifetime(logs) {} }
        let command = wrapper + [url.path] + arguments
        let child = try ChildProcess(executable: try which(command[0]), arguments: Array(command.dropFirst()),
                                     logDirectory: logs.url, name: "activetask",
                                     environment: environment, workingDirectory: workingDirectory, input: input)
        return await child.output(timeout: timeout)
    }

    /// Runs a command line as a participant's helper pastes it: `/bin/sh -c LINE`, awaiting its
    /// end for up to `timeout` seconds.
    package static func shell(_ line: String, timeout: Double = 60) async throws -> RunOutput {
        let logs = try TemporaryDirectory(prefix: "activetask-shell")
        defer { withExtendedLifetime(logs) {} }
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", line], logDirectory: logs.url, name: "sh")
        return await child.output(timeout: timeout)
    }

    /// Starts `activetask ARGUMENTS` (optionally behind a wrapper) without waiting for it.
    package static func start(_ arguments: [String], wrapper: [String] = [], logDirectory: URL,
                      environment: [String: String] = [:]) throws -> ChildProcess {
        let command = wrapper + [url.path] + arguments
        return try ChildProcess(executable: try which(command[0]), arguments: Array(command.dropFirst()),
                                logDirectory: logDirectory, name: "activetask", environment: environment)
    }
}
