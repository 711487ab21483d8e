import ActiveTasks
import Foundation
import Testing
import TestSupport

/// The consent review's stages in `StepFlow` alone, with no terminal or browser: the rules the
/// console, the full screen and the kiosk page all render.
@Suite struct StepFlowConsentTests {
    /// A consent task: a sharing step, the review (declining skips to `declined`), a thank-you page.
    private static func task(reason: Bool = true, scroll: Bool = true, names: Bool = true, image: Bool = true) -> String {
        """
        { "identifier": "c",
          "consentDocument": { "title": "Study", "sections": [ { "type": "privacy", "summary": "S", "content": "Coded." } ],
            "signatures": [ { "identifier": "participant", "title": "Participant", "requiresName": \(names),
                              "requiresSignatureImage": \(image) } ] },
          "steps": [
            { "type": "consentSharing", "identifier": "sharing", "investigatorShortDescription": "Acme",
              "investigatorLongDescription": "Acme University" },
            { "type": "consentReview", "identifier": "review", "signatureIdentifier": "participant",
              \(reason ? #""reasonForConsent": "I agree.","# : "") "requiresScrollToBottom": \(scroll),
              "surveyRules": [ { "matchingAnswer": false, "skipToIdentifier": "declined" } ] },
            { "type": "completion", "identifier": "thanks", "nextStepIdentifier": "exit" },
            { "type": "completion", "identifier": "declined" } ] }
        """
    }

    static let drawn = ConsentSignatureMark(source: .touchscreen, strokes: [[ConsentSignaturePoint(x: 0.1, y: 0.5, t: 0),
                                                                            ConsentSignaturePoint(x: 0.9, y: 0.5, t: 0.4)]])

    /// A flow over `json`, started and past the sharing step: on the review's document.
    private func flowOnTheReview(_ json: String) throws -> StepFlow {
        let flow = StepFlow(runner: TaskRunner(task: try TestTasks.task(json)))
        flow.start()
        #expect(flow.handle(.answer(.boolean(true))) == .accepted && flow.handle(.next) == .accepted)
        return flow
    }

    private func review(_ flow: StepFlow) -> ConsentReviewPage? {
        if case .consentReview(let page) = flow.screen { page } else { nil }
    }

    private func stepShown(_ flow: StepFlow) -> String? {
        flow.runner.currentStep?.identifier
    }

    @Test func theReviewGoesFromTheDocumentThroughTheReasonAndTheNamesToTheSignatureAndSigns() throws {
        let flow = try flowOnTheReview(Self.task())
        var page = try #require(review(flow))
        #expect(page.stage == .reading && !page.canAgree && page.text == "Study\n\nPrivacy\n\nCoded.")
        #expect(flow.handle(.consent(.agree)) == .refused("Read to the end to agree."))
        #expect(review(flow)?.missing == .readToEnd && review(flow)?.stage == .reading)
        #expect(flow.handle(.consent(.readToEnd)) == .accepted)
        page = try #require(review(flow))
        #expect(page.canAgree && page.missing == nil && page.notice == nil)
        #expect(flow.handle(.consent(.agree)) == .accepted && review(flow)?.stage == .confirming)
        #expect(flow.handle(.consent(.agree)) == .accepted && review(flow)?.stage == .name(.given))
        #expect(flow.handle(.consent(.name(.given, "  "))) == .refused("given name is required"))
        #expect(review(flow)?.missing == .givenName && review(flow)?.stage == .name(.given))
        #expect(flow.handle(.consent(.name(.given, "Ada"))) == .accepted && review(flow)?.stage == .name(.family))
        #expect(flow.handle(.consent(.name(.family, ""))) == .refused("family name is required"))
        #expect(review(flow)?.missing == .familyName)
        #expect(flow.handle(.consent(.name(.family, "Lovelace"))) == .accepted && review(flow)?.stage == .signing)
        #expect(review(flow)?.answer == ConsentReviewAnswer(consented: true, givenName: "Ada", familyName: "Lovelace"))
        #expect(flow.handle(.consent(.sign(ConsentSignatureMark(source: .touchscreen)))) == .refused("sign in the box, or type your initials"))
        #expect(review(flow)?.missing == .signature && flow.runner.result.consentSignatures.isEmpty)
        #expect(flow.handle(.consent(.sign(Self.drawn))) == .accepted)
        #expect(stepShown(flow) == "thanks")
        #expect(flow.runner.result.latestAnswer("review") == .boolean(true))
        let signed = try #require(flow.runner.result.consentSignatures.first)
        #expect(signed.consented && signed.givenName == "Ada" && signed.familyName == "Lovelace" && signed.signature == Self.drawn)
    }

    @Test(arguments: [true, false])
    func disagreeingOnTheDocumentEndsTheReviewWithTheDisagreementReadOrNot(read: Bool) throws {
        let flow = try flowOnTheReview(Self.task())
        if read { flow.handle(.consent(.readToEnd)) }
        #expect(flow.handle(.consent(.disagree)) == .accepted)
        #expect(stepShown(flow) == "declined")
        #expect(flow.runner.result.latestAnswer("review") == .boolean(false))
        let declined = try #require(flow.runner.result.consentSignatures.first)
        #expect(!declined.consented && declined.givenName == nil && declined.signature == nil)
    }

    @Test func backGoesToThePreviousStageAndFromTheDocumentToTheStepBefore() throws {
        let flow = try flowOnTheReview(Self.task(scroll: false))
        #expect(review(flow)?.canGoBack == true, "the sharing step is before it")
        for event: ConsentReviewEvent in [.agree, .agree, .name(.given, "Ada"), .name(.family, "Lovelace")] { flow.handle(.consent(event)) }
        #expect(review(flow)?.stage == .signing)
        var stages: [ConsentReviewStage] = []
        while flow.handle(.back) == .accepted, let page = review(flow) {
            stages.append(page.stage)
        }
        #expect(stages == [.name(.family), .name(.given), .confirming, .reading])
        #expect(stepShown(flow) == "sharing")
    }

    @Test func namesTheSignatureDoesNotRequireMayBeLeftOutAndThereIsNoReasonOrPadUnlessAsked() throws {
        let flow = try flowOnTheReview(Self.task(reason: false, scroll: false, names: false, image: false))
        #expect(review(flow)?.canAgree == true, "the step does not require reading to the end")
        #expect(flow.handle(.consent(.agree)) == .accepted && review(flow)?.stage == .name(.given))
        #expect(flow.handle(.consent(.name(.given, ""))) == .accepted)
        #expect(flow.handle(.consent(.name(.family, "Lovelace"))) == .accepted, "the last stage signs")
        #expect(stepShown(flow) == "thanks")
        let signed = try #require(flow.runner.result.consentSignatures.first)
        #expect(signed.consented && signed.givenName == nil && signed.familyName == "Lovelace" && signed.signature == nil)
    }

    @Test func bothNamesSentTogetherKeepTheOneTakenAndStayOnTheOneRefused() throws {
        let flow = try flowOnTheReview(Self.task(reason: false, scroll: false))
        flow.handle(.consent(.agree))
        #expect(flow.handle(.consent(.name(.given, "Ada"))) == .accepted)
        #expect(flow.handle(.consent(.name(.family, " "))) == .refused("family name is required"))
        // The page sends both again: the given name is kept, the stage stays on the family name.
        #expect(flow.handle(.consent(.name(.given, "Augusta Ada"))) == .accepted && review(flow)?.stage == .name(.family))
        #expect(flow.handle(.consent(.name(.family, "King"))) == .accepted && review(flow)?.stage == .signing)
        #expect(review(flow)?.answer.givenName == "Augusta Ada")
    }

    @Test func eachStageIsANewPageAndClearingTheSignatureTakesBackItsRefusal() throws {
        let flow = try flowOnTheReview(Self.task(reason: false, scroll: false))
        let visits = [flow.visit] + [ConsentReviewEvent.agree, .name(.given, "Ada"), .name(.family, "Lovelace")].map { event in
            flow.handle(.consent(event))
            return flow.visit
        }
        #expect(Set(visits).count == 4)
        flow.handle(.consent(.readToEnd))
        #expect(flow.visit == visits.last, "reading to the end changes no page")
        #expect(flow.handle(.consent(.sign(ConsentSignatureMark(source: .typedInitials, initials: " ")))) != .accepted)
        #expect(flow.handle(.consent(.clearSignature)) == .accepted)
        #expect(review(flow)?.missing == nil && review(flow)?.notice == nil)
        #expect(flow.handle(.consent(.agree)) == .refused("step \"review\" does not take this at this stage of the review"))
        #expect(flow.handle(.next) != .accepted && review(flow)?.stage == .signing, "Next alone signs nothing")
    }

    @Test func goingBackToASignedReviewStartsItAfreshAndSignsAgain() throws {
        let flow = try flowOnTheReview(Self.task(reason: false))
        for event: ConsentReviewEvent in [.readToEnd, .agree, .name(.given, "Ada"), .name(.family, "Lovelace"), .sign(Self.drawn)] {
            flow.handle(.consent(event))
        }
        #expect(stepShown(flow) == "thanks" && flow.handle(.back) == .accepted)
        let again = try #require(review(flow))
        #expect(again.stage == .reading && !again.canAgree && again.answer == ConsentReviewAnswer(consented: true))
        for event: ConsentReviewEvent in [.readToEnd, .agree, .name(.given, "Ada"), .name(.family, "King"), .sign(Self.drawn)] {
            flow.handle(.consent(event))
        }
        #expect(stepShown(flow) == "thanks")
        #expect(flow.runner.result.consentSignatures.map(\.familyName) == ["King"], "the latest visit's signature")
    }

    @Test func aWholeReviewAnswerStillEndsTheReviewAtOnce() throws {
        let flow = try flowOnTheReview(Self.task())
        let answer = ConsentReviewAnswer(consented: true, givenName: "Ada", familyName: "Lovelace", signature: Self.drawn)
        #expect(flow.handle(.review(answer)) == .accepted)
        #expect(stepShown(flow) == "thanks")
    }
}
