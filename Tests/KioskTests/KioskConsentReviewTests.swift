import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport
@testable import Kiosk
import JSONValues

/// The kiosk presenter in-process through a consent review, its page played by a connection to
/// its channel that answers each stage the server shows: the page renders the flow's stages and
/// sends their events; it keeps no stages of its own.
@Suite struct KioskConsentReviewTests {
    private static let task = """
    { "identifier": "c",
      "consentDocument": { "title": "Study", "sections": [ { "type": "privacy", "summary": "S", "content": "Coded." } ],
        "signatures": [ { "identifier": "participant", "title": "Participant" } ] },
      "steps": [
        { "type": "consentReview", "identifier": "review", "signatureIdentifier": "participant",
          "reasonForConsent": "I agree.", "requiresScrollToBottom": true },
        { "type": "completion", "identifier": "thanks" } ] }
    """

    /// One screen as the page reads it.
    private struct Shown {
        var kind: String?
        var stage: String?
        var canAgree: Bool?
        var notice: String?

        init?(_ text: String) throws {
            guard case .object(let members) = try JSONParser.parse(Array(text.utf8)) else { return nil }
            let screen = Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first }
            if case .string(let kind)? = screen["kind"] { self.kind = kind }
            if case .string(let notice)? = screen["notice"] { self.notice = notice }
            guard case .object(let consent)? = screen["consent"] else { return }
            for member in consent {
                if member.key == "stage", case .string(let stage) = member.value { self.stage = stage }
                if member.key == "canAgree", case .bool(let flag) = member.value { canAgree = flag }
            }
        }
    }

    @Test(.timeLimit(.minutes(1))) func thePageShowsEachStageTheFlowPagesAndSignsWithTheStrokesItSends() async throws {
        let channel = KioskChannel()
        let (_, screens) = channel.connect()
        let stroke = [ConsentSignaturePoint(x: 0.1, y: 0.5, t: 0), ConsentSignaturePoint(x: 0.9, y: 0.5, t: 0.3)]
        let page = Task {
            var seen: [String] = []
            var triedEmpty = false
            for await text in screens {
                guard let shown = try Shown(text) else { continue }
                seen.append([shown.kind, shown.stage, shown.canAgree.map { "\($0)" }, shown.notice].compactMap { $0 }.joined(separator: " "))
                switch (shown.kind, shown.stage) {
                case ("consentReview", "read"): channel.post(.consent([shown.canAgree == true ? .agree : .readToEnd]))
                case ("consentReview", "reason"): channel.post(.consent([.agree]))
                case ("consentReview", "names"): channel.post(.consent([.name(.given, "Ada"), .name(.family, "Lovelace")]))
                case ("consentReview", "sign") where !triedEmpty:
                    triedEmpty = true
                    channel.post(.consent([.sign(ConsentSignatureMark(source: .touchscreen))]))
                case ("consentReview", "sign"): channel.post(.consent([.sign(ConsentSignatureMark(source: .touchscreen, strokes: [stroke]))]))
                case ("completion", _): channel.post(.next)
                default: continue
                }
            }
            return seen
        }
        let runner = TaskRunner(task: try TestTasks.task(Self.task))
        let presenter = KioskPresenter(runner: runner, channel: channel, samples: SampleInbox(),
                                       touches: BrowserTouchHub(isTouchSource: false), images: [])
        let result = await presenter.run()
        await channel.close(waiting: .zero)
        let seen = try await page.value
        #expect(result.status == .completed)
        #expect(seen.prefix(6) == ["consentReview read false", "consentReview read true", "consentReview reason true",
                                   "consentReview names true", "consentReview sign true", "consentReview sign true Sign in the box."], "\(seen)")
        let signed = try #require(result.consentSignatures.first)
        #expect(signed.consented && signed.givenName == "Ada" && signed.familyName == "Lovelace")
        #expect(signed.signature == ConsentSignatureMark(source: .touchscreen, strokes: [stroke]))
    }
}
