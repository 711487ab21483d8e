import ActiveTasks
@testable import Kiosk
import Testing

/// The consent review's messages from the page, read into the flow's events in the order the
/// page means them.
@Suite struct KioskConsentMessageTests {
    @Test func eachConsentEventThePageSendsIsRead() {
        let strokes = [[ConsentSignaturePoint(x: 0.25, y: 0.5, t: 0), ConsentSignaturePoint(x: 0.75, y: 0.5, t: 0.5)]]
        let messages: [(String, [ConsentReviewEvent])] = [
            (#"{"command":"consent","event":"read"}"#, [.readToEnd]),
            (#"{"command":"consent","event":"agree"}"#, [.agree]),
            (#"{"command":"consent","event":"disagree"}"#, [.disagree]),
            (#"{"command":"consent","event":"names","givenName":"Zoë","familyName":"Łódź"}"#, [.name(.given, "Zoë"), .name(.family, "Łódź")]),
            (#"{"command":"consent","event":"names"}"#, [.name(.given, ""), .name(.family, "")]),
            (#"{"command":"consent","event":"sign","strokes":[[{"x":0.25,"y":0.5,"t":0},{"x":0.75,"y":0.5,"t":0.5}]]}"#,
             [.sign(ConsentSignatureMark(source: .touchscreen, strokes: strokes))]),
            (#"{"command":"consent","event":"clear"}"#, [.clearSignature]),
        ]
        for (text, events) in messages {
            #expect(KioskMessage.command(text, receivedAt: 0) == .consent(events), "\(text)")
        }
    }

    @Test func aConsentMessageWithoutAKnownEventIsIgnored() {
        for text in [#"{"command":"consent"}"#, #"{"command":"consent","event":"sing"}"#] {
            #expect(KioskMessage.command(text, receivedAt: 0) == nil, "\(text)")
        }
    }
}
