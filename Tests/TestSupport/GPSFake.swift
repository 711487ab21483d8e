import Foundation

/// A real gpsd fed from a log by `gpsfake -1 -n -c 0.1` on a loopback port, for one test.
///
/// gpsfake runs gpsd as its child; `stop()` and `killDaemon()` signal only those two processes,
/// by pid. Every wait here is a condition awaited with a deadline, the task sleeping between looks. gpsd's control socket goes in a folder of this value's own (gpsfake's `TMPDIR`), which
/// goes with it: a gpsfake killed leaves its socket behind.
package final class GPSFake {
    /// The port gpsd listens on (127.0.0.1).
    package let port: Int
    /// The gpsfake process.
    package let process: ChildProcess
    /// gpsfake's `TMPDIR`, where it puts gpsd's control socket.
    private let scratch: TemporaryDirectory

    /// `127.0.0.1:PORT`.
    package var endpoint: String { "127.0.0.1:\(port)" }

    /// Starts gpsfake on `log` and waits up to 30 s until its gpsd accepts connections and
    /// lists the fake receiver (gpsd listens a moment before gpsfake adds the receiver).
    ///
    /// Without a `port`, a free one is picked. When gpsd dies at start, it is tried again, twice at
    /// most: on a new port when none was given (another process took the port between the pick
    /// and gpsd's bind), on the same one when it was (a gpsd just killed there may still hold it
    /// while the kernel lets it go).
    package init(log: URL, port: Int? = nil, logDirectory: URL, name: String = "gpsfake") async throws {
        var attempt = 1
        let scratch = try TemporaryDirectory(prefix: "gpsfake")
        while true {
            let chosen = try port ?? LoopbackPort.free()
            let process = try ChildProcess(executable: try which("gpsfake"),
                                           arguments: ["-1", "-n", "-c", "0.1", "-P", String(chosen), log.path],
                                           logDirectory: logDirectory, name: attempt == 1 ? name : "\(name)-\(attempt)",
                                           environment: ["TMPDIR": scratch.url.path])
            if await Self.waitForDevice(port: chosen, until: Date().addingTimeInterval(30), while: { process.isRunning }) {
                self.port = chosen
                self.process = process
                self.scratch = scratch
                return
            }
            let died = !process.isRunning && process.stderr.contains("daemon died")
            await Self.end(process)
            guard died, attempt < 3 else {
                throw TestSupportError("gpsfake on port \(chosen) did not start gpsd with its receiver: \(process.stderr)")
            }
            attempt += 1
        }
    }

    deinit {
        stop()
    }

    /// The pid of the gpsd that this gpsfake started (its child), if it still runs.
    package var daemonPID: Int32? { Self.daemonPID(of: process) }

    private static func daemonPID(of process: ChildProcess) -> Int32? {
        ProcessTable.children(of: process.pid).first { ProcessTable.command(of: $0)?.hasPrefix("gpsd") == true }
    }

    /// Kills this gpsfake's gpsd with SIGKILL, as if it crashed, then gpsfake itself, and awaits
    /// the end of both (5 s at most each).
    package func killDaemon() async {
        await Self.end(process)
    }

    /// Kills gpsd and gpsfake with SIGKILL without awaiting their end: for a `defer` or `deinit`.
    package func stop() {
        if let daemon = daemonPID { kill(daemon, SIGKILL) }
        process.send(SIGKILL)
    }

    /// Kills the gpsd that `gpsfake` started, then `gpsfake`, by pid, and awaits their end.
    private static func end(_ gpsfake: ChildProcess) async {
        if let daemon = daemonPID(of: gpsfake) {
            kill(daemon, SIGKILL)
            await waitUntil(timeout: 5) { !ProcessTable.isAlive(daemon) }
        }
        gpsfake.send(SIGKILL)
        await gpsfake.exitStatus(timeout: 5)
    }

    /// Waits until a gpsd on 127.0.0.1:`port` accepts a connection and, on that one watching
    /// connection, names a device (in its DEVICES report or a later DEVICE notice).
    ///
    /// One connection at a time: gpsd re-activates its devices for each new client; a connection
    /// closed before the receiver is named is followed by a new one until `deadline`.
    package static func waitForDevice(port: Int, until deadline: Date, while running: () -> Bool) async -> Bool {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        while Date() < deadline, running() {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            guard connected else {
                try? await Task.sleep(for: .milliseconds(50))
                continue
            }
            let request = "?WATCH={\"enable\":true,\"json\":true};\n"
            guard write(fd, request, request.utf8.count) == request.utf8.count else {
                try? await Task.sleep(for: .milliseconds(50))
                continue
            }
            var answer = ""
            var buffer = [UInt8](repeating: 0, count: 4096)
            var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            while !answer.contains("{\"class\":\"DEVICE\",\"path\":\""), Date() < deadline, poll(&waiting, 1, 0) >= 0 {
                guard waiting.revents == 0 || waiting.revents & Int16(POLLIN) != 0 else { break }
                guard waiting.revents != 0 else {
                    try? await Task.sleep(for: .milliseconds(50))
                    continue
                }
                let count = read(fd, &buffer, buffer.count)
                guard count > 0 else { break }
                answer += String(decoding: buffer[..<count], as: UTF8.self)
            }
            if answer.contains("{\"class\":\"DEVICE\",\"path\":\"") { return true }
            // gpsd closed this connection before naming the receiver (busy or restarting): ask again.
            try? await Task.sleep(for: .milliseconds(100))
        }
        return false
    }
}
