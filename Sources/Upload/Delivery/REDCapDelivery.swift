import Foundation

/// REDCap's API, one run per item (docs/UPLOAD.md, "REDCap"): every request a form POST to the
/// destination's API URL with its token. The record is imported (`content=record`, `format=json`,
/// `type=flat`, `overwriteBehavior=normal`, `returnContent=count`), then the run's archive is
/// filed into the instrument's file upload field (`content=file`, `action=import`). A repeating
/// instrument's instance is the one whose `<instrument>_run_uuid` holds the run's UUID, else the
/// next free one, asked of the server before each request: a request repeated after a crash finds
/// the same instance, so the run stays one record and one file.
struct REDCapDelivery: DeliveryProtocol {
    let destination: UploadDestination
    let token: String
    let transport: HTTPTransport

    var finalStage: UploadStage { .completed }

    func advance(_ item: OutboxItem, payload: URL, now: Date) async throws(DeliveryFailure) -> (item: OutboxItem, event: String) {
        let run = try REDCapPayload(reading: payload)
        var next = item
        switch item.stage {
        case .queued, .authenticated, .sessionRequested, .bodySent:
            let instance = try await repeatInstance(of: run, mustExist: false)
            var record = run.record
            if let instance {
                record["redcap_repeat_instrument"] = run.instrument
                record["redcap_repeat_instance"] = String(instance)
            }
            let data = (try? JSONSerialization.data(withJSONObject: [record], options: [.sortedKeys])) ?? Data()
            let reply = try await send([
                ("content", "record"), ("format", "json"), ("type", "flat"), ("overwriteBehavior", "normal"),
                ("forceAutoNumber", "false"), ("data", String(decoding: data, as: UTF8.self)), ("returnContent", "count"),
                ("returnFormat", "json"),
            ], label: "record import")
            let count = try reply.jsonObject()["count"]
            guard (count as? Int ?? Int(count as? String ?? "")) == 1 else {
                throw .refused("\(reply.summary); REDCap counted \(count.map { "\($0)" } ?? "no") records where one was sent: check the study file against the project")
            }
            next.stage = .recordImported
            return (next, "record \(run.recordID) imported as \(run.instrument)\(instance.map { " instance \($0)" } ?? "")\(run.event.map { " at \($0)" } ?? "") (\(reply.status))")
        case .recordImported:
            let instance = try await repeatInstance(of: run, mustExist: true)
            var fields = [("token", token), ("content", "file"), ("action", "import"), ("record", run.recordID), ("field", run.fileField)]
            if let event = run.event { fields.append(("event", event)) }
            if let instance { fields.append(("repeat_instance", String(instance))) }
            fields.append(("returnFormat", "json"))
            let label = "POST \(HTTPTransport.shown(destination.baseURL)) (file import)"
            let reply = try await transport.post(multipart: fields, file: payload, range: run.archiveOffset..<item.byteCount, fileField: "file",
                                                 fileName: run.fileName, to: destination.baseURL, label: label)
            guard reply.succeeded else { throw Self.failure(reply) }
            next.stage = .completed
            return (next, "recordings filed into \(run.fileField) of record \(run.recordID) (\(reply.status))")
        case .completed, .validated:
            return (next, "already completed")
        }
    }

    /// The instance of the run's record: the one holding its UUID, else (unless `mustExist`) one
    /// past the highest; `nil` for an instrument that does not repeat.
    /// - Throws: `DeliveryFailure` for a failed request, or `.refused` when `mustExist` and the
    ///   imported record is gone.
    private func repeatInstance(of run: REDCapPayload, mustExist: Bool) async throws(DeliveryFailure) -> Int? {
        guard run.repeating else { return nil }
        var fields = [("content", "record"), ("format", "json"), ("type", "flat"), ("records[0]", run.recordID),
                      ("fields[0]", run.recordIDField), ("fields[1]", run.runUUIDField)]
        if let event = run.event { fields.append(("events[0]", event)) }
        fields.append(("returnFormat", "json"))
        let reply = try await send(fields, label: "record export")
        guard let rows = (try? JSONSerialization.jsonObject(with: reply.body)) as? [[String: Any]] else {
            throw .retry("\(reply.request) answered \(reply.status) without a JSON list of records", after: nil)
        }
        var highest = 0
        for row in rows where row["redcap_repeat_instrument"] as? String == run.instrument {
            let number = row["redcap_repeat_instance"] as? Int ?? Int(row["redcap_repeat_instance"] as? String ?? "") ?? 0
            if row[run.runUUIDField] as? String == run.runUUID { return number }
            highest = max(highest, number)
        }
        guard !mustExist else {
            throw .refused("record \(run.recordID) holds no instance of \(run.instrument) with \(run.runUUIDField) \(run.runUUID), though its import was counted; it was deleted in REDCap: enqueue the run again")
        }
        return highest + 1
    }

    /// POSTs `fields` with the token; a non-2xx answer is thrown.
    private func send(_ fields: [(String, String)], label: String) async throws(DeliveryFailure) -> HTTPReply {
        let reply = try await transport.post(form: [("token", token)] + fields, to: destination.baseURL,
                                             label: "POST \(HTTPTransport.shown(destination.baseURL)) (\(label))")
        guard reply.succeeded else { throw Self.failure(reply) }
        return reply
    }

    /// What REDCap's refusal means: 403 a token it does not take, 400 a request that breaks the
    /// project's rules (its JSON `error` says which), 5xx a server to try again.
    private static func failure(_ reply: HTTPReply) -> DeliveryFailure {
        switch reply.status {
        case 401, 403:
            return .refused(reply.summary + "; REDCap refused the API token: put the project's token (API page) in the destinations file, then enqueue the run again")
        default:
            return DeliveryFailure.from(reply, advice: "REDCap refused the request: make the study file's names match the project's fields, events and instruments, then enqueue the run again")
        }
    }
}
