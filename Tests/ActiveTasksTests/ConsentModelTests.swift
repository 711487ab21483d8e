import ActiveTasks
import Foundation
import Markup
import PredefinedTasks
import RecordingFormat
import Study
import TaskFamilies
import TestSupport
import TerminalUI
import Testing
import JSONValues

/// The consent document, its steps and the review's result, read from task JSON and run with
/// `TaskRunner`.
struct ConsentModelTests {
    /// A small consent task: one section, a sharing step, a review that ends the task on a
    /// disagreement, a completion.
    private static let task = """
    { "identifier": "c",
      "consentDocument": { "title": "Study", "timeZone": "America/New_York", "locale": "en_US",
        "sections": [ { "type": "privacy", "summary": "S", "content": "Coded." } ],
        "signatures": [ { "identifier": "participant", "title": "Participant", "signatureDateFormatString": "yyyy-MM-dd" } ] },
      "steps": [
        { "type": "visualConsent", "identifier": "visual" },
        { "type": "consentSharing", "identifier": "sharing", "investigatorShortDescription": "Acme",
          "investigatorLongDescription": "Acme University" },
        { "type": "consentReview", "identifier": "review", "signatureIdentifier": "participant", "reasonForConsent": "I agree.",
          "surveyRules": [ { "matchingAnswer": false, "skipToIdentifier": "declined" } ] },
        { "type": "completion", "identifier": "thanks", "nextStepIdentifier": "exit" },
        { "type": "completion", "identifier": "declined" } ] }
    """

    @Test func thePredefinedConsentTaskHasEverySectionTypeAndResearchKitsDefaults() throws {
        let task = try PredefinedTask.consent.task()
        let document = try #require(task.consentDocument)
        #expect(document.sections.map(\.kind) == ConsentSection.Kind.allCases)
        #expect(document.sections.prefix(8).map(\.title) == ["Welcome", "Data Gathering", "Privacy", "Data Use", "Time Commitment",
                                                             "Study Survey", "Study Tasks", "Withdrawing"])
        #expect(document.visualSections.count == 9 && !document.visualSections.contains { $0.kind == .onlyInDocument })
        #expect(document.documentSections.last?.documentTitle == "Who to Contact")
        let gathering = document.sections[1].content.blocks
        #expect(gathering.map(\.kind) == [.paragraph, .bullet, .bullet, .bullet, .paragraph])
        #expect(gathering[1].runs.map(\.isBold) == [false, true, false, true, false])
        #expect(document.sections[6].content.blocks.map(\.kind) == [.numbered(1), .numbered(2), .numbered(3)])
        #expect(document.signatures == [ConsentSignature(identifier: "participant", title: "Participant", signatureDateFormatString: "d MMMM yyyy")])
        #expect(document.pageSize == .a4 && document.timeZone.identifier == "Europe/London")
        #expect(task.steps.map(\.type) == ["visualConsent", "consentSharing", "consentReview", "completion", "completion"])
        let sharing = try #require(task.steps[1] as? ConsentSharingStep)
        #expect(sharing.answerFormat.options == ["Share my data with Example University and qualified researchers worldwide",
                                                 "Only share my data with Example University and its partners"])
        #expect(sharing.title == "Sharing Options" && sharing.questions.map(\.isOptional) == [false])
    }

    @Test func theHTMLSubsetReadsIntoBlocksOfStyledRuns() throws {
        let markup = try ConsentMarkup(html: "<h4>Risks</h4> <p>A <b>bold</b>\n and <i>slanted &amp; &#322;</i> word.<br>Next</p>"
                                       + "<ul><li>one</li><li>two</li></ul><ol><li>first</ol>loose")
        #expect(markup.blocks == [
            ConsentMarkup.Block(kind: .heading, runs: [.init("Risks")]),
            ConsentMarkup.Block(kind: .paragraph, runs: [.init("A "), .init("bold", isBold: true), .init(" and "),
                                                         .init("slanted & ł", isItalic: true), .init(" word.\nNext")]),
            ConsentMarkup.Block(kind: .bullet, runs: [.init("one")]),
            ConsentMarkup.Block(kind: .bullet, runs: [.init("two")]),
            ConsentMarkup.Block(kind: .numbered(1), runs: [.init("first")]),
            ConsentMarkup.Block(kind: .paragraph, runs: [.init("loose")]),
        ])
        #expect(ConsentMarkup(plainText: "One\ntwo\n\n\nThree").blocks.map(\.text) == ["One\ntwo", "Three"])
    }

    @Test func consentProblemsAreNamedWithTheirJSONPaths() {
        #expect(TestTasks.issues("""
        { "identifier": "t",
          "consentDocument": { "pageSize": "legal", "timeZone": "Mars/Olympus",
            "sections": [ { "type": "funding" }, { "type": "custom", "htmlContent": "<p>x</p><table></table>" },
                          { "type": "privacy", "htmlContent": "<p class=\\"big\\">x</p>" }, { "type": "privacy", "htmlContent": "<ul>x</ul>" } ],
            "signatures": [ { "identifier": "p" } ] },
          "steps": [
            { "type": "consentSharing", "identifier": "s", "investigatorShortDescription": " ", "investigatorLongDescription": "L" },
            { "type": "consentReview", "identifier": "r", "signatureIdentifier": "investigator" },
            { "type": "consentReview", "identifier": "r2" } ] }
        """) == [
            #"consentDocument.pageSize: "legal" is not a page size; use a4 or letter"#,
            #"consentDocument.timeZone: "Mars/Olympus" is not a time zone; use an IANA name such as Europe/Berlin or UTC"#,
            #"consentDocument.sections[0].type: unknown section type "funding"; use one of overview, dataGathering, privacy, dataUse, timeCommitment, studySurvey, studyTasks, withdrawing, custom, onlyInDocument"#,
            "consentDocument.sections[1].htmlContent: <table> at character 8 is not in the htmlContent subset; use p, br, b, i, ul, ol, li, h4",
            "consentDocument.sections[1].title: missing; a custom section has no default title, so give it one",
            #"consentDocument.sections[2].htmlContent: <p class="big"> at character 0 has attributes, which the htmlContent subset does not allow; write <p> alone"#,
            "consentDocument.sections[3].htmlContent: text before character 5 is inside <ul> but outside any <li>; put it in <li>",
            "steps[0].investigatorShortDescription: is empty; name the investigators, it is part of the choice the participant makes",
            #"steps[1].signatureIdentifier: "investigator" is not a signature of the consentDocument; use one of p"#,
            "steps[2].signatureIdentifier: missing; name the signature of the consentDocument this review collects",
        ])
        #expect(TestTasks.issues(#"{ "identifier": "t", "steps": [ { "type": "visualConsent", "identifier": "v" } ] }"#) == [
            #"steps[0]: visualConsent steps show the task's consentDocument, and this task has none; add "consentDocument" to the task"#,
        ])
    }

    @Test func thePageSizeFollowsTheLocalesRegionUnlessGiven() {
        let letter = ConsentDocument(sections: [], signatures: [], locale: Locale(identifier: "en_US"))
        let a4 = ConsentDocument(sections: [], signatures: [], locale: Locale(identifier: "de_DE"))
        #expect(letter.pageSize == .letter && a4.pageSize == .a4)
        #expect(ConsentDocument(sections: [], signatures: [], pageSize: .a4, locale: Locale(identifier: "en_US")).pageSize == .a4)
    }

    @Test func signatureDatesAreWrittenInTheDocumentsTimeZone() throws {
        // 2026-01-01 00:30 UTC is still New Year's Eve in New York and already afternoon in Auckland.
        let instant = try #require(DateText.date(from: "2026-01-01T00:30:00.000Z"))
        let document = try #require(try TestTasks.task(Self.task).consentDocument)
        #expect(document.signatureDateText(instant, format: "yyyy-MM-dd") == "2025-12-31")
        var auckland = document
        auckland.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        #expect(auckland.signatureDateText(instant, format: "yyyy-MM-dd HH:mm") == "2026-01-01 13:30")
        #expect(document.signatureDateText(instant, format: nil) == "12/31/25")
    }

    @Test func agreeingStoresTheSignatureResultAndTheAgreementAnswer() throws {
        let runner = TaskRunner(task: try TestTasks.task(Self.task))
        runner.start()
        try runner.next()
        try runner.next(answers: ["sharing": .boolean(true)])
        let instant = try #require(DateText.date(from: "2026-01-01T00:30:00.000Z"))
        let strokes = [[ConsentSignaturePoint(x: 0.1, y: 0.5, t: 0), ConsentSignaturePoint(x: 0.4, y: 0.2, t: 0.25)]]
        #expect(throws: ActivetaskError(.answerRequired, "step \"review\": a family name is required; a signature is required")) {
            try runner.review(ConsentReviewAnswer(consented: true, givenName: "Åsa"), at: instant)
        }
        try runner.review(ConsentReviewAnswer(consented: true, givenName: " Åsa ", familyName: "Nowak",
                                              signature: ConsentSignatureMark(source: .touchscreen, strokes: strokes)), at: instant)
        #expect(runner.currentStep?.identifier == "thanks")
        let review = try #require(runner.result.stepHistory.last)
        #expect(review.answer("review") == .boolean(true))
        var expected = ConsentSignatureResult(answer: ConsentReviewAnswer(consented: false), signature: ConsentSignature(identifier: "participant"),
                                              document: ConsentDocument(sections: [], signatures: []), date: instant)
        (expected.consented, expected.givenName, expected.familyName) = (true, "Åsa", "Nowak")
        (expected.signatureDate, expected.signatureInstant, expected.timeZone) = ("2025-12-31", instant, "America/New_York")
        expected.signature = ConsentSignatureMark(source: .touchscreen, strokes: strokes)
        #expect(review.results.last == .typed(expected))
        let decoded = try TaskResult.makeDecoder(registry: .standard).decode(TaskResult.self, from: TaskResult.makeEncoder().encode(runner.result))
        #expect(decoded.consentSignatures == [expected])
    }

    @Test func disagreeingKeepsNothingButTheDisagreementAndFollowsTheSurveyRule() throws {
        let runner = TaskRunner(task: try TestTasks.task(Self.task))
        runner.start()
        try runner.next()
        try runner.next(answers: ["sharing": .boolean(false)])
        try runner.review(ConsentReviewAnswer(consented: false, givenName: "Åsa", familyName: "Nowak",
                                              signature: ConsentSignatureMark(source: .typedInitials, initials: "ÅN")))
        #expect(runner.currentStep?.identifier == "declined")
        let signature = try #require(runner.result.consentSignatures.first)
        #expect(!signature.consented)
        #expect(signature.givenName == nil && signature.familyName == nil && signature.signature == nil && signature.signatureDate == nil)
        #expect(runner.result.latestAnswer("review") == .boolean(false) && runner.result.latestAnswer("sharing") == .boolean(false))
    }

    @Test func answersFilesCarryReviewsAndNameEveryProblem() throws {
        let task = try TestTasks.task(Self.task)
        let good = JSONValue.object([
            JSONMember(key: "sharing", value: .bool(true)),
            JSONMember(key: "review", value: .object([
                JSONMember(key: "consented", value: .bool(true)), JSONMember(key: "givenName", value: .string("A")),
                JSONMember(key: "familyName", value: .string("B")),
                JSONMember(key: "signature", value: .array([.array([.array([.double(0.25), .int(1)])])])),
            ])),
        ])
        let file = try AnswersFile.make(good, for: task).get()
        let review = try #require(task.steps[2] as? ConsentReviewStep)
        #expect(file.review(for: review)?.signature == ConsentSignatureMark(source: .answersFile, strokes: [[ConsentSignaturePoint(x: 0.25, y: 1)]]))
        #expect(file.answers(for: task.steps[1]) == ["sharing": .boolean(true)])
        let bad = JSONValue.object([
            JSONMember(key: "review", value: .object([
                JSONMember(key: "consented", value: .bool(true)), JSONMember(key: "givenName", value: .string("A")),
                JSONMember(key: "signature", value: .array([.array([.array([.double(0.5), .double(1.5)])]), .int(3)])),
                JSONMember(key: "initials", value: .string("AB")),
            ])),
        ])
        guard case .failure(let error) = AnswersFile.make(bad, for: task) else {
            Issue.record("a bad review answer was accepted")
            return
        }
        #expect(error.issues.map(\.description) == [
            "review.signature[0][0]: expected a point [x, y] with both in 0 … 1, found [0.5,1.5]",
            "review.signature[1]: expected a stroke (an array of [x, y] points), found an integer",
            "review.initials: unknown key; a review answer has consented, givenName, familyName, signature",
        ])
    }
}
