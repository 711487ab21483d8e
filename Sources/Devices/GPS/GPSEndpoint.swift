import RecordingFormat

/// Where gpsd listens: a host name or address and a TCP port.
public struct GPSEndpoint: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The host name or address (`localhost`, `127.0.0.1`, `::1`).
    public var host: String
    /// The TCP port.
    public var port: Int

    /// gpsd's default endpoint, `localhost:2947`.
    public static let `default` = GPSEndpoint(host: "localhost", port: 2947)

    /// Creates an endpoint from its parts.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT`, `HOST` (port 2947) or `[IPv6]:PORT`.
    ///
    /// - Parameter text: The endpoint as a user writes it.
    /// - Throws: `ActivetaskError.Code.invalidConfiguration` naming the text when the host is empty
    ///   or the port is not a number from 1 to 65535.
    public init(parsing text: String) throws(ActivetaskError) {
        var host = text
        var portText: Substring?
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if rest.hasPrefix(":") { portText = rest.dropFirst() } else if !rest.isEmpty { portText = rest }
        } else if let colon = text.lastIndex(of: ":"), text.firstIndex(of: ":") == colon {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty else {
            throw ActivetaskError(.invalidConfiguration,
                                  "gpsd endpoint '\(text)' has no host; write HOST:PORT, e.g. localhost:2947")
        }
        var port = GPSEndpoint.default.port
        if let portText {
            guard let number = Int(portText), (1...65535).contains(number) else {
                throw ActivetaskError(.invalidConfiguration,
                                      "gpsd endpoint '\(text)': port '\(portText)' is not a number from 1 to 65535; write HOST:PORT, e.g. localhost:2947")
            }
            port = number
        }
        self.init(host: host, port: port)
    }

    /// `HOST:PORT`, with an IPv6 address in brackets.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
