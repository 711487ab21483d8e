import Foundation

/// One TPV report as gpsd printed it to `gpspipe -w`.
package struct ReferenceFix: Equatable {
    /// The report's `time` in seconds since 1970, if present.
    package let time: Double?
    /// gpsd's `mode`.
    package let mode: Int
    /// `lat`, if present.
    package let latitude: Double?
    /// `lon`, if present.
    package let longitude: Double?
}

/// What gpsd itself reports for a log: a second gpsfake on its own port, read by `gpspipe -w`.
package enum GPSDReference {
    /// Replays `log` through gpsfake and collects gpspipe's TPV reports until none arrived for
    /// `idle` seconds after the first, or `timeout` seconds passed.
    package static func fixes(for log: URL, logDirectory: URL, idle: Double = 3, timeout: Double = 55) async throws -> [ReferenceFix] {
        let gpsd = try await GPSFake(log: log, port: try LoopbackPort.free(), logDirectory: logDirectory, name: "reference-gpsfake")
        defer { gpsd.stop() }
        // gpspipe block-buffers a file; stdbuf makes it write each report as it arrives.
        let pipe = try ChildProcess(executable: try which("stdbuf"),
                                    arguments: ["-oL", try which("gpspipe"), "-w", gpsd.endpoint],
                                    logDirectory: logDirectory, name: "gpspipe")
        defer { pipe.send(SIGKILL) }
        var reports: [ReferenceFix] = []
        await waitUntilIdle(idle: idle, timeout: timeout) {
            reports = parse(pipe.stdout)
            return reports.count
        }
        return reports
    }

    /// The TPV reports in gpspipe's output.
    package static func parse(_ output: String) -> [ReferenceFix] {
        output.split(whereSeparator: \.isNewline).compactMap { line -> ReferenceFix? in
            guard line.contains("\"class\":\"TPV\""),
                  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return ReferenceFix(time: (object["time"] as? String).flatMap(isoSeconds),
                                mode: object["mode"] as? Int ?? 0,
                                latitude: object["lat"] as? Double, longitude: object["lon"] as? Double)
        }
    }

    /// `2026-05-04T09:30:00.000Z` as seconds since 1970.
    package static func isoSeconds(_ text: String) -> Double? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)?.timeIntervalSince1970
    }
}

/// Looks at `count` every 100 ms, the task sleeping in between, until it has been positive and unchanged for `idle` seconds, or
/// `timeout` seconds passed.
package func waitUntilIdle(idle: Double, timeout: Double, count: () -> Int) async {
    let deadline = Date().addingTimeInterval(timeout)
    var last = 0
    var changed = Date()
    while Date() < deadline {
        let now = count()
        if now != last {
            last = now
            changed = Date()
        } else if now > 0, Date().timeIntervalSince(changed) >= idle {
            return
        }
        try? await Task.sleep(for: .milliseconds(100))
    }
}

/// A fix as a recording holds it: GNSS time, latitude, longitude.
package struct RecordedFix: Equatable {
    package let time: Double?
    package let latitude: Double
    package let longitude: Double

    /// Creates a fix.
    package init(time: Double?, latitude: Double, longitude: Double) {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension GPSDReference {
    /// How a recording differs from gpsd's own reports over the time both cover.
    ///
    /// Both replays start a moment after their gpsd did, so each may miss the first epochs and
    /// see the first one it catches only in part: the comparison covers the epochs after the
    /// later of the two first ones, up to the earlier of the two last ones, keyed by GNSS time.
    /// Latitude and longitude are compared to gpsd's printed precision (9 decimals).
    /// - Returns: The fixes compared and a description of every difference.
    package static func compare(recorded: [RecordedFix], reference: [ReferenceFix]) -> (compared: Int, differences: [String]) {
        let gpsd = reference.compactMap { fix -> RecordedFix? in
            guard fix.mode >= 2, let latitude = fix.latitude, let longitude = fix.longitude, fix.time != nil else { return nil }
            return RecordedFix(time: fix.time, latitude: latitude, longitude: longitude)
        }
        let ours = recorded.filter { $0.time != nil }
        guard let ourFirst = ours.first?.time, let gpsdFirst = gpsd.first?.time,
              let ourLast = ours.last?.time, let gpsdLast = gpsd.last?.time else {
            return (0, ["no fixes to compare: recorded \(recorded.count), gpsd reported \(gpsd.count)"])
        }
        let window = (max(ourFirst, gpsdFirst) + 0.5)...min(ourLast, gpsdLast)
        func key(_ fix: RecordedFix) -> String {
            String(format: "%.3f %.9f %.9f", fix.time!, fix.latitude, fix.longitude)
        }
        let ourKeys = ours.filter { window.contains($0.time!) }.map(key)
        let gpsdKeys = gpsd.filter { window.contains($0.time!) }.map(key)
        var differences: [String] = []
        if ourKeys != gpsdKeys {
            differences.append("recorded \(ourKeys.count) fixes, gpsd \(gpsdKeys.count) between \(window); "
                               + "first difference: \(zip(ourKeys, gpsdKeys).first { $0 != $1 }.map { "\($0) vs \($1)" } ?? "in length")")
        }
        if ourLast != gpsdLast {
            differences.append("the recording ends at GNSS time \(ourLast), gpsd's reports at \(gpsdLast)")
        }
        return (ourKeys.count, differences)
    }
}
