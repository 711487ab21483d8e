import Foundation

/// A server's answer, with what the delivery rules need from it.
struct HTTPReply: Sendable {
    /// The status code.
    let status: Int
    /// The request, for messages: `PUT http://127.0.0.1:8080/upload/3`.
    let request: String
    /// The `Retry-After` header in seconds from now, when the server sent one.
    let retryAfter: TimeInterval?
    /// The body (the first MiB).
    let body: Data

    /// Whether the status is 2xx.
    var succeeded: Bool { (200..<300).contains(status) }

    /// `503 from PUT …` with the body's first line when it is short text.
    var summary: String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
            .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return "\(status) from \(request)" + (text.isEmpty ? "" : ": \(text)")
    }

    /// The body as a JSON object.
    /// - Throws: `DeliveryFailure.retry` when it is not one (a proxy's error page, a cut answer).
    func jsonObject() throws(DeliveryFailure) -> [String: Any] {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            throw .retry("\(request) answered \(status) without a JSON object", after: nil)
        }
        return object
    }
}
