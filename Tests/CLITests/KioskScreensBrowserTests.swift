import ActiveTasks
import Foundation
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// What a participant saw on the kiosk's screens at 800×480 (issue 42's items 8 and 17), each
/// checked in headless Chromium through a Selenium scenario from `fixtures/kiosk/`, one browser
/// at a time: what the page draws is measured in the page or on its screenshots.
@Suite(.serialized) struct KioskScreensBrowserTests {
    /// Runs `fixtures/kiosk/SCENARIO.py` against `activetask kiosk ARGUMENTS --output OUT` and
    /// expects the kiosk to finish and every screenshot to fit the viewport.
    /// - Returns: What the scenario reported, and the run's result.
    private func complete(_ scenario: String, _ arguments: [String]) async throws -> (report: JSONValue, result: TaskResult) {
        let temporary = try TemporaryDirectory(prefix: "kiosk-\(scenario)")
        let output = temporary.url.appendingPathComponent("out")
        let outcome = try await KioskBrowser.run(scenario, kiosk: arguments + ["--output", output.path], logs: temporary.url)
        #expect(outcome.kioskStatus == 0, "\(outcome.kioskErrors)")
        #expect(outcome.report["overflows"] == .array([]), "\(outcome.report["overflows"] ?? .null)")
        return (outcome.report, try TaskResult.read(in: output))
    }

    /// An untouched slider draws no thumb (none of the accent colour in its box), and a touch on
    /// its middle — the value it starts at, where the browser fires no input event — is an
    /// answer: the refusal goes, the value shows, Next takes it. By a mouse click at the
    /// required slider's centre and a touch pointer at the optional one's.
    @Test(.timeLimit(.minutes(1))) func aTouchOnTheMiddleOfAnUntouchedSliderIsItsAnswer() async throws {
        let (report, result) = try await complete("slidertouch", [ProjectPaths.fixture("kiosk/slider.json").path])
        #expect(report["untouchedThumbPixels"]?.doubleValue == 0, "the untouched slider drew a thumb")
        #expect((report["touchedThumbPixels"]?.doubleValue ?? 0) > 500, "no thumb after the touch: \(report["touchedThumbPixels"] ?? .null)")
        #expect(report["refusal"] == .string("Choose a value on the scale."))
        #expect(report["shown"] == .string("5") && report["optionalShown"] == .string("50"))
        #expect(result.status == .completed)
        #expect(result.latestAnswer("required") == .integer(5))
        #expect(result.latestAnswer("optional") == .decimal(50))
    }

    /// A visual consent section with no summary, and one with no "learn more" content, draw
    /// nothing in their place (the page drew the word "null" for each). The end after the
    /// task's completion step keeps that step's thanks, once, with the line to hand the device back.
    @Test(.timeLimit(.minutes(1))) func aConsentSectionWithoutSummaryOrMoreDrawsNoNull() async throws {
        let (report, result) = try await complete("consentsections", [ProjectPaths.fixture("kiosk/consentsections.json").path])
        #expect(report["strayText"] == .array([]), "\(report["strayText"] ?? .null)")
        #expect(report["ended"] == .array(["Thank you", "Your choice is recorded.", "The task is complete. You can hand the device back."].map(JSONValue.string)))
        guard case .array(let shots)? = report["screenshots"] else {
            Issue.record("no screenshots reported")
            return
        }
        #expect(shots.count == 6, "both sections and the end at both sizes")
        #expect(result.status == .completed)
    }

    /// The number keypad at 800×480 is a telephone's: 1 2 3 / 4 5 6 / 7 8 9 / ⌫ 0 and the
    /// decimal point where the format takes one, ± in a row of its own where it takes a negative
    /// number (it wrapped 1–7, then 8 9 . 0 ⌫); the numbers typed on it are the answers.
    @Test(.timeLimit(.minutes(1))) func theKeypadHasATelephonesRows() async throws {
        let (report, result) = try await complete("keypad", [ProjectPaths.fixture("kiosk/keypad.json").path])
        func rows(_ keys: [[String]]) -> JSONValue { .array(keys.map { .array($0.map(JSONValue.string)) }) }
        let digits = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
        #expect(report["rows"]?["age"] == rows(digits + [["Delete", "0"]]))
        #expect(report["rows"]?["temperature"] == rows(digits + [["Delete", "0", "."], ["Minus sign"]]))
        #expect(report["rows"]?["height"] == rows(digits + [["Delete", "0", "."]]))
        #expect(result.latestAnswer("age") == .integer(42))
        #expect(result.latestAnswer("temperature") == .decimal(-3.5))
        #expect(result.latestAnswer("height") == .decimal(177.8), "5 ft 10 in, in cm")
    }

    /// A touched tapping target leaves nothing around its round face: Chromium's tap highlight,
    /// a grey rectangle over the button's whole box, is off (the page's white all round each
    /// target on a screenshot taken just after each touch, both hands).
    @Test(.timeLimit(.minutes(1))) func aTouchedTappingTargetLeavesNoGreyRectangle() async throws {
        let (report, result) = try await complete("tappinghighlight", ["twoFingerTapping", "--replay", ProjectPaths.fixture("replay").path,
                                                                       "--set", "duration=5"])
        guard case .array(let marked)? = report["marked"] else {
            Issue.record("no pixel counts reported")
            return
        }
        #expect(marked.map(\.doubleValue) == [0, 0, 0, 0], "pixels off white around the targets after each touch: \(marked)")
        #expect(report["highlight"] == .string("rgba(0, 0, 0, 0)"))
        #expect(result.status == .completed)
    }

    /// The Amsler grid's title and text beside the grid are at least 18 px at 800×480 (a vision
    /// test read at 30 cm; they were 12 px), and its "←" is a button that ends the step, touched
    /// or clicked, with the path marked before it kept.
    @Test(.timeLimit(.minutes(1))) func theAmslerGridsTextIsReadableAndItsArrowEndsTheStep() async throws {
        let (report, result) = try await complete("amslertext", ["amslerGrid"])
        for step in ["amsler.grid.left", "amsler.grid.right"] {
            guard case .array(let sizes)? = report["sizes"]?[step] else {
                Issue.record("\(step): no font sizes reported")
                continue
            }
            let pixels = sizes.compactMap(\.doubleValue)
            #expect(pixels.count == 2 && pixels.allSatisfy { $0 >= 18 }, "\(step): the title's and text's font sizes are \(pixels) px")
            let marked = result.stepHistory.first { $0.identifier == step }?.results.first(of: AmslerGridResult.self)
            #expect(marked?.strokes.count == 1, "\(step): the path drawn before the button")
        }
        #expect(result.status == .completed)
    }
}
