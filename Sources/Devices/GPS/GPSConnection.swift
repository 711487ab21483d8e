#if canImport(Glibc)
import RecordingFormat
import Glibc
#endif
import CGps
import Synchronization

/// One libgps session with gpsd: owns the heap-allocated `gps_data_t` and its socket.
///
/// `gps_data_t` (about 24 KB) is allocated once per connection and never copied; every call
/// reaches it under the connection's lock, so the connection may be handed between queues, but
/// a `GPSSource` uses it only on its own queue. The socket is non-blocking: `read()` returns
/// `nil` at once when no complete report is buffered.
final class GPSConnection: Sendable {
    /// Where the connection goes.
    let endpoint: GPSEndpoint
    /// The socket, for a Dispatch read source.
    let fileDescriptor: Int32
    private let data: Mutex<UnsafeMutablePointer<gps_data_t>?>
    /// Holds the start of each report's JSON text, to find its `class`.
    private static let classPrefixLength = 64
    /// libgps sends requests with `write()`, which raises `SIGPIPE` on a socket gpsd has just
    /// closed and would end the whole process, losing what other recorders buffer; the first
    /// connection sets `SIGPIPE` to be ignored, process-wide, so the write fails with `EPIPE`.
    private static let brokenPipeIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Connects to gpsd at `endpoint` and makes the socket non-blocking.
    ///
    /// - Parameters:
    ///   - endpoint: gpsd's host and port.
    ///   - option: The command-line option the error message suggests for another endpoint.
    /// - Throws: `ActivetaskError.Code.connectionFailed` naming the endpoint and libgps's reason.
    init(endpoint: GPSEndpoint, option: String = "--location") throws(ActivetaskError) {
        self.endpoint = endpoint
        Self.brokenPipeIgnored
        let size = MemoryLayout<gps_data_t>.size
        let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<gps_data_t>.alignment)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        let pointer = raw.bindMemory(to: gps_data_t.self, capacity: 1)
        guard gps_open(endpoint.host, String(endpoint.port), pointer) == 0 else {
            let reason = String(cString: gps_errstr(errno))
            pointer.deallocate()
            throw ActivetaskError(.connectionFailed,
                                  "gpsd at \(endpoint) is not reachable (\(reason)): start gpsd or pass \(option) HOST:PORT")
        }
        fileDescriptor = pointer.pointee.gps_fd
        _ = fcntl(fileDescriptor, F_SETFL, fcntl(fileDescriptor, F_GETFL) | O_NONBLOCK)
        data = Mutex(pointer)
    }

    deinit {
        close()
    }

    /// Asks gpsd to stream JSON reports (`WATCH_ENABLE | WATCH_JSON`).
    ///
    /// - Throws: `ActivetaskError.Code.connectionFailed` when the request cannot be sent.
    func watch() throws(ActivetaskError) {
        let status = data.withLock { pointer -> Int32 in
            guard let pointer else { return -1 }
            return gps_stream(pointer, CGps_watchEnableJSON, nil)
        }
        guard status == 0 else {
            throw ActivetaskError(.connectionFailed,
                                  "gpsd at \(endpoint) refused the WATCH request: restart gpsd or pass --location HOST:PORT")
        }
    }

    /// Waits up to `timeout` seconds for a report to arrive; `true` when one may be read.
    ///
    /// The corresponding C function is `gps_waiting`.
    func waitForData(timeout: Double) -> Bool {
        data.withLock { pointer in
            guard let pointer else { return false }
            return gps_waiting(pointer, Int32(max(0, timeout) * 1_000_000))
        }
    }

    /// Reads the next complete report, if one has arrived.
    ///
    /// - Returns: The report, or `nil` when no complete report is buffered yet.
    /// - Throws: `ActivetaskError.Code.connectionFailed` when gpsd closed the connection or the
    ///   socket failed.
    func read() throws(ActivetaskError) -> GPSMessage? {
        let result = data.withLock { pointer -> Result<GPSMessage?, ActivetaskError> in
            guard let pointer else {
                return .failure(ActivetaskError(.connectionFailed, "the connection to gpsd at \(endpoint) is closed"))
            }
            var prefix = [CChar](repeating: 0, count: Self.classPrefixLength)
            let status = gps_read(pointer, &prefix, Int32(prefix.count))
            if status < 0 {
                let reason = errno == 0 ? "connection closed" : String(cString: strerror(errno))
                return .failure(ActivetaskError(.connectionFailed, "gpsd at \(endpoint) went away (\(reason))"))
            }
            if status == 0 { return .success(nil) }
            return .success(Self.message(className: Self.className(prefix), data: pointer))
        }
        return try result.get()
    }

    /// Closes the socket, which ends gpsd's watch; later calls do nothing.
    ///
    /// No `WATCH_DISABLE` is sent first: closing ends the watch, and gpsd may already be gone.
    func close() {
        data.withLock { pointer in
            guard let open = pointer else { return }
            _ = gps_close(open)
            open.deallocate()
            pointer = nil
        }
    }

    /// The value of `"class"` in the start of a report's JSON text.
    private static func className(_ prefix: [CChar]) -> String {
        let text = String(decoding: prefix.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let key = text.range(of: "\"class\":\"") else { return "" }
        return String(text[key.upperBound...].prefix { $0 != "\"" })
    }

    /// Copies what the recorder needs out of `gps_data_t` for a report of class `className`.
    private static func message(className: String, data: UnsafeMutablePointer<gps_data_t>) -> GPSMessage {
        switch className {
        case "TPV":
            return .fix(GPSFix(data.pointee.fix))
        case "DEVICES":
            let count = min(Int(data.pointee.devices.ndevices), Int(MAXUSERDEVS))
            let devices = withUnsafeBytes(of: data.pointee.devices.list) { raw in
                raw.bindMemory(to: devconfig_t.self).prefix(count).map { device in
                    "\(string(device.path)) (\(string(device.driver)))"
                }
            }
            return .devices(devices)
        default:
            return .other(className)
        }
    }

    /// A NUL-terminated C character array (imported as a tuple) as a Swift string.
    private static func string<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
