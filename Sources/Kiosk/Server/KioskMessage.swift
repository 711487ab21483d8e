import ActiveTasks
import Foundation
import RecordingFormat

/// Reads the page's WebSocket messages into commands.
enum KioskMessage {
    private struct Envelope: Decodable {
        var command: String
        var width: Double?
        var height: Double?
        var text: String?
        var side: String?
        var step: String?
        var index: Int?
        var pointer: PagePointer?
        var consented: Bool?
        var event: String?
        var givenName: String?
        var familyName: String?
        var strokes: [[ConsentSignaturePoint]]?
        var tag: String?
        var participant: String?
        var visit: String?
        var id: Int?
        var age: Double?
    }

    /// The command in `text`, or `nil` when it is not one the page sends.
    /// - Parameters:
    ///   - text: The message.
    ///   - receivedAt: `MonotonicClock` seconds when the server read it.
    static func command(_ text: String, receivedAt: Double) -> KioskCommand? {
        guard let message = try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)) else { return nil }
        switch message.command {
        case "viewport":
            guard let width = message.width, let height = message.height, width > 0, height > 0 else { return nil }
            return .viewport(width: width, height: height)
        case "next": return .next
        case "back": return .back
        case "skip": return .skip
        case "cancel": return .cancel
        case "answer": return message.text.map(KioskCommand.answer)
        case "currentLocation": return .currentLocation
        case "dontKnow": return .dontKnow
        case "revisit": return message.step.map(KioskCommand.revisit)
        case "proceed": return .proceed
        case "press": return message.side.map(KioskCommand.press)
        case "cell": return message.index.map(KioskCommand.cell)
        case "enrol": return .enrol(participant: message.participant, visit: message.visit)
        case "pointer": return message.pointer.flatMap { $0.isInRange ? .pointer($0, receivedAt: receivedAt) : nil }
        case "language": return message.tag.map(KioskCommand.language)
        case "shown": return message.age.map { .stimulusShown(at: PageClock.uptime(receivedAt: receivedAt, age: $0)) }
        case "spoken": return message.id.map { .spoken(cue: $0, at: PageClock.uptime(receivedAt: receivedAt, age: message.age ?? 0)) }
        case "review":
            guard let consented = message.consented else { return nil }
            let strokes = message.strokes ?? []
            return .review(ConsentReviewAnswer(consented: consented, givenName: message.givenName, familyName: message.familyName,
                                               signature: strokes.isEmpty ? nil : ConsentSignatureMark(source: .touchscreen, strokes: strokes)))
        case "consent": return message.event.flatMap { consent($0, message) }.map(KioskCommand.consent)
        default: return nil
        }
    }

    /// The consent review's events a `consent` message carries, by its `event`.
    private static func consent(_ event: String, _ message: Envelope) -> [ConsentReviewEvent]? {
        switch event {
        case "read": [.readToEnd]
        case "agree": [.agree]
        case "disagree": [.disagree]
        case "names": [.name(.given, message.givenName ?? ""), .name(.family, message.familyName ?? "")]
        case "sign": [.sign(ConsentSignatureMark(source: .touchscreen, strokes: message.strokes ?? []))]
        case "clear": [.clearSignature]
        default: nil
        }
    }
}
