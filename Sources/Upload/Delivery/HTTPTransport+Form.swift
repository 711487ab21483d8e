import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFileSystem
import NIOHTTP1

extension HTTPTransport {
    /// Characters a form value keeps unescaped in `application/x-www-form-urlencoded` (RFC 3986
    /// unreserved).
    private static let formValue = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// POSTs `fields` form-encoded (`application/x-www-form-urlencoded`) to `url`.
    /// - Parameters:
    ///   - fields: The names and values, in order.
    ///   - url: Where to.
    ///   - label: What the request is, for messages (never its values, which hold a token).
    /// - Throws: `DeliveryFailure.retry` when no answer came.
    func post(form fields: [(String, String)], to url: URL, label: String) async throws(DeliveryFailure) -> HTTPReply {
        let body = fields.map { name, value in
            name.addingPercentEncoding(withAllowedCharacters: Self.formValue)! + "=" + value.addingPercentEncoding(withAllowedCharacters: Self.formValue)!
        }.joined(separator: "&")
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "User-Agent", value: userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        request.body = .bytes(ByteBuffer(string: body))
        return try await execute(request, on: client(for: url), label: label, timeout: Self.requestTimeout)
    }

    /// POSTs `fields` and the bytes `range` of `file` as `multipart/form-data` (RFC 7578) to
    /// `url`, the file streamed from disk as the part `fileField` named `fileName`.
    /// - Parameters:
    ///   - fields: The form's names and values, in order.
    ///   - file: The file holding the upload.
    ///   - range: The bytes of `file` to send.
    ///   - fileField: The file part's name.
    ///   - fileName: The file name the part gives.
    ///   - url: Where to.
    ///   - label: What the request is, for messages.
    /// - Throws: `DeliveryFailure.retry` when the file cannot be read or no answer came.
    func post(multipart fields: [(String, String)], file: URL, range: Range<Int64>, fileField: String, fileName: String,
              to url: URL, label: String) async throws(DeliveryFailure) -> HTTPReply {
        let boundary = "activetask-" + UUID().uuidString
        var head = ""
        for (name, value) in fields {
            head += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        head += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(fileField)\"; filename=\"\(fileName)\"\r\n"
            + "Content-Type: application/zip\r\n\r\n"
        let tail = "\r\n--\(boundary)--\r\n"
        let length = Int64(head.utf8.count) + Int64(range.count) + Int64(tail.utf8.count)
        let timeout = Self.requestTimeout + .seconds(length / Self.slowestUpload)
        do {
            return try await FileSystem.shared.withFileHandle(forReadingAt: FilePath(file.path)) { handle in
                var request = HTTPClientRequest(url: url.absoluteString)
                request.method = .POST
                request.headers.add(name: "User-Agent", value: userAgent)
                request.headers.add(name: "Accept", value: "application/json")
                request.headers.add(name: "Content-Type", value: "multipart/form-data; boundary=\(boundary)")
                let body = FramedChunks(head: ByteBuffer(string: head), base: handle.readChunks(in: range, chunkLength: .kibibytes(64)),
                                        tail: ByteBuffer(string: tail))
                request.body = .stream(body, length: .known(length))
                return try await execute(request, on: client(for: url), label: label, timeout: timeout)
            }
        } catch let failure as DeliveryFailure {
            throw failure
        } catch {
            throw .retry("\(file.path): cannot be read for \(label) (\(error))", after: nil)
        }
    }
}
