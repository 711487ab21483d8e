import ActiveTasks
import Foundation
import RecordingFormat
import Testing
import TestSupport

/// The predefined consent task end to end: headless from answers files, typed in the terminal,
/// drawn on the emulated touchscreen under umockdev; the signed PDF it files, checked with qpdf
/// and pdftotext, and made again by `activetask consent-pdf`.
@Suite(.serialized) struct ConsentCommandTests {
    /// `fixtures/evdev/signature.expected.json`.
    private struct Drawn: Decodable {
        var strokes: [[ConsentSignaturePoint]]
    }

    private static func tool(_ name: String, _ arguments: [String]) async throws -> (status: Int32?, output: String) {
        let logs = try TemporaryDirectory(prefix: name)
        defer { withExtendedLifetime(logs) {} }
        let child = try ChildProcess(executable: try which(name), arguments: arguments, logDirectory: logs.url, name: name)
        let status = await child.exitStatus(timeout: 30)
        return (status, child.stdout + child.stderr)
    }

    /// The words of `pdf` as pdftotext reads them, joined by single spaces.
    private static func text(_ pdf: URL) async throws -> String {
        try await tool("pdftotext", ["-enc", "UTF-8", pdf.path, "-"]).output.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static func signature(_ result: TaskResult) throws -> ConsentSignatureResult {
        try #require(result.consentSignatures.first)
    }

    /// `run consent` in a 120×40 tmux pane writing into `folder/out`, past the document's sections.
    private static func startInTheTerminal(in folder: TemporaryDirectory) async throws -> (TmuxSession, URL) {
        let output = folder.url.appendingPathComponent("out")
        let session = try await TmuxSession(["run", "consent", "--output", output.path], columns: 120, rows: 40)
        try await session.waitFor(text: "press Enter for the next section")
        for _ in 0..<8 { try await session.send("Enter") }
        return (session, output)
    }

    /// Waits for each prompt and types its answer (nothing for an empty one), then Enter.
    private static func answer(_ session: TmuxSession, _ exchanges: [(prompt: String, typed: String)]) async throws {
        for (prompt, typed) in exchanges {
            try await session.waitFor(text: prompt)
            if !typed.isEmpty { try await session.send(typed) }
            try await session.send("Enter")
        }
    }

    /// Expects the review step of `result` in `output` to list consent.pdf with its size and
    /// SHA-256, a PDF qpdf accepts holding the printed name and the date in order.
    private static func expectFiledPDF(_ result: TaskResult, in output: URL) async throws {
        let review = try #require(result.step("review"))
        let file = try #require(review.results.files.first)
        let url = output.appendingPathComponent("review/consent.pdf")
        #expect(file.relativePath == "review/consent.pdf" && file.contentType == "application/pdf" && file.identifier == "participant")
        #expect(file.sha256 == (try await sha256sum(url)))
        #expect(file.byteSize == (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int))
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        await #expect(try tool("qpdf", ["--check", url.path]).status == 0)
        let signature = try Self.signature(result)
        let text = try await Self.text(url)
        let date = try #require(signature.signatureDate)
        #expect(text.contains("Signature \(signature.printedName) \(date) Printed Name Date"), "\(text)")
        #expect(text.contains("Page 1 of "))
    }

    /// Runs the consent task on `fixtures/consent/ANSWERS` into `folder/out`.
    /// - Returns: The output folder and its result.
    private static func run(answers: String, in folder: TemporaryDirectory) async throws -> (output: URL, result: TaskResult) {
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "consent", "--answers", ProjectPaths.fixture("consent/\(answers)").path,
                                            "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        return (output, try TaskResult.read(in: output))
    }

    @Test(.timeLimit(.minutes(1)))
    func answersSignTheConsentAndFileTheSignedPDFWithItsDigest() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-answers")
        let (output, result) = try await Self.run(answers: "answers.json", in: folder)
        #expect(result.stepHistory.map(\.identifier) == ["visualConsent", "sharing", "review", "thanks"])
        #expect(result.latestAnswer("sharing") == .boolean(true) && result.latestAnswer("review") == .boolean(true))
        let signature = try Self.signature(result)
        #expect(signature.consented && signature.givenName == "Åsa" && signature.familyName == "Łukasiewicz-Müller")
        #expect(signature.signature?.source == .answersFile)
        #expect(signature.signature?.strokes.map { $0.map { [$0.x, $0.y] } } == [[[0.1, 0.2], [0.2, 0.8], [0.3, 0.2]], [[0.45, 0.5], [0.9, 0.5]]])
        #expect(signature.timeZone == "Europe/London")
        // The date is the signing instant's day in London, written as the signature's format says.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "Europe/London")
        formatter.dateFormat = "d MMMM yyyy"
        #expect(signature.signatureDate == formatter.string(from: try #require(signature.signatureInstant)))
        try await Self.expectFiledPDF(result, in: output)
    }

    @Test(.timeLimit(.minutes(1)))
    func disagreeingEndsAtTheDeclinedStepWithoutASignatureOrPDF() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-disagree")
        let (output, result) = try await Self.run(answers: "answers-disagree.json", in: folder)
        #expect(result.stepHistory.map(\.identifier) == ["visualConsent", "sharing", "review", "declined"])
        let signature = try Self.signature(result)
        #expect(!signature.consented && signature.givenName == nil && signature.signature == nil)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("review").path))
        #expect(result.step("review")?.results.files.isEmpty == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func aNameInAnotherScriptIsPrintedInAFontThatHasItAndACharacterNoFontHasIsAWarning() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-scripts")
        // The kiosk's "Zoë 日本" and a private-use character no font has (U+10FFFD).
        let answers = folder.url.appendingPathComponent("answers.json")
        try Data(#"{"sharing": true, "review": {"consented": true, "givenName": "Zoë 日本", "familyName": "\#u{10FFFD}", "signature": [[[0.1, 0.2], [0.3, 0.2]]]}}"#.utf8)
            .write(to: answers)
        let output = folder.url.appendingPathComponent("out")
        let run = try await ActivetaskBinary.run(["run", "consent", "--answers", answers.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: consent PDF: \"Zoë 日本 \u{10FFFD}\" holds characters no installed font can draw"), "\(run.stderr)")
        let pdf = output.appendingPathComponent("review/consent.pdf")
        await #expect(try Self.text(pdf).contains("Zoë 日本"))
        let info = try await Self.tool("pdfinfo", [pdf.path]).output
        #expect(info.contains("Zoë (DejaVu Sans) 日本 (Noto Sans CJK"), "which font drew which part of the name: \(info)")
        await #expect(try Self.tool("pdffonts", [pdf.path]).output.contains("NotoSansCJK"))
        let again = try await ActivetaskBinary.run(["consent-pdf", "consent", output.path, "--output", folder.url.appendingPathComponent("again.pdf").path])
        #expect(again.stdout.contains("Printed names' fonts: Zoë (DejaVu Sans) 日本 (Noto Sans CJK") && again.stderr.contains("warning: consent PDF"),
                "\(again.stdout)\(again.stderr)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aReprintInAnotherLanguageDatesTheSignatureInThatLanguage() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-reprint-date")
        let (output, result) = try await Self.run(answers: "answers.json", in: folder)
        let signature = try Self.signature(result)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "fr")
        formatter.timeZone = signature.timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        formatter.dateFormat = "d MMMM yyyy"
        let french = formatter.string(from: try #require(signature.signatureInstant))
        #expect(signature.signatureDate != french, "the run dated it in English")
        let copy = folder.url.appendingPathComponent("french.pdf")
        let again = try await ActivetaskBinary.run(["consent-pdf", "consent", output.path, "--language", "fr", "--output", copy.path])
        #expect(again.status == 0, "\(again.stderr)")
        await #expect(try Self.text(copy).contains("\(signature.printedName) \(french) Nom en toutes lettres Date"))
    }

    @Test(.timeLimit(.minutes(1)))
    func consentPDFMakesTheSignedDocumentAgainFromASavedResult() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-again")
        let (output, result) = try await Self.run(answers: "answers.json", in: folder)
        let copy = folder.url.appendingPathComponent("copy.pdf")
        let again = try await ActivetaskBinary.run(["consent-pdf", "consent", output.path, "--output", copy.path])
        #expect(again.status == 0, "\(again.stderr)")
        let digest = try await sha256sum(copy)
        #expect(again.stdout.contains("wrote \(copy.path) (") && again.stdout.contains(digest), "\(again.stdout)")
        await #expect(try Self.tool("qpdf", ["--check", copy.path]).status == 0)
        let signature = try Self.signature(result)
        await #expect(try Self.text(copy).contains("\(signature.printedName) \(signature.signatureDate!) Printed Name Date"))
        let refused = try await ActivetaskBinary.run(["consent-pdf", "shortWalk", output.path, "--output", copy.path])
        #expect(refused.status == 1 && refused.stderr.contains("shortWalk: the task has no consentDocument"), "\(refused.stderr)")
    }

    @Test(.timeLimit(.minutes(1)))
    func inTheTerminalTheParticipantReadsAgreesAndSignsWithTypedInitials() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-terminal")
        let (session, output) = try await Self.startInTheTerminal(in: folder)
        defer { session.stop() }
        try await Self.answer(session, [("Potential Risks", ""), ("Only share my data with Example University and its partners", "1"),
                                  ("1 = Agree, 2 = Disagree", "1"), ("y to agree", "y"), ("> given name", "Ελένη"),
                                  ("> family name", "Ørsted"), ("your typed initials are your signature", "EØ")])
        try await session.waitFor(text: "You have consented")
        try await session.press("Enter", until: "taskResult.json is written") {
            FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
        }
        let result = try TaskResult.read(in: output)
        let signature = try Self.signature(result)
        #expect(signature.printedName == "Ελένη Ørsted")
        #expect(signature.signature == ConsentSignatureMark(source: .typedInitials, initials: "EØ"))
        try await Self.expectFiledPDF(result, in: output)
    }

    /// A participant signs, goes back from the thank-you page to the review and then signs again
    /// (`true`) or declines (`false`): the first PDF is kept as it was, the second visit writes
    /// its own, and the archive carries the final visit's PDF only, or none after a decline.
    @Test(.timeLimit(.minutes(1)), arguments: [true, false])
    func goingBackToTheReviewKeepsEachSignedPDFAndTheArchiveCarriesOnlyTheFinalOne(signsAgain: Bool) async throws {
        let folder = try TemporaryDirectory(prefix: "consent-back")
        let (session, output) = try await Self.startInTheTerminal(in: folder)
        defer { session.stop() }
        let signing = [("1 = Agree, 2 = Disagree", "1"), ("y to agree", "y"), ("> given name", "Anna"), ("> family name", "Berg"),
                       ("your typed initials are your signature", "AB")]
        try await Self.answer(session, [("Potential Risks", ""), ("Only share my data with Example University and its partners", "1")] + signing)
        try await session.waitFor(text: "You have consented")
        let first = try Data(contentsOf: output.appendingPathComponent("review/consent.pdf"))
        try await session.send("b")
        try await session.send("Enter")
        try await session.waitFor(text: "b to go back")
        try await Self.answer(session, signsAgain ? signing : [("1 = Agree, 2 = Disagree", "2")])
        if signsAgain {
            try await session.waitFor(text: "You have consented")
            try await session.send("Enter")
        }
        try await session.press("Enter", until: "taskResult.json is written") {
            FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
        }
        let result = try TaskResult.read(in: output)
        #expect(try Data(contentsOf: output.appendingPathComponent("review/consent.pdf")) == first, "the first signed PDF is kept")
        let pdfs = result.stepHistory.filter { $0.identifier == "review" }.flatMap(\.results.files)
        #expect(pdfs.map(\.relativePath) == (signsAgain ? ["review/consent.pdf", "review/visit-2/consent.pdf"] : ["review/consent.pdf"]))
        for pdf in pdfs { #expect(pdf.sha256 == (try await sha256sum(output.appendingPathComponent(pdf.relativePath)))) }

        let zip = folder.url.appendingPathComponent("run.zip")
        let export = try await ActivetaskBinary.run(["export", "archive", output.path, "--output", zip.path])
        #expect(export.status == 0, "\(export.stderr)")
        let entries = try await Self.tool("unzip", ["-Z1", zip.path]).output.split(separator: "\n").map(String.init)
        #expect(entries.filter { $0.hasSuffix(".pdf") } == (signsAgain ? ["consent.pdf"] : []), "\(entries)")
    }

    @Test(.timeLimit(.minutes(1)))
    func presentTakesTheSignatureDrawnOnTheEmulatedTouchscreen() async throws {
        let folder = try TemporaryDirectory(prefix: "consent-present")
        let output = folder.url.appendingPathComponent("out")
        let node = "/dev/input/event7"
        let wrapper = ["umockdev-run", "-d", ProjectPaths.fixture("evdev/touchscreen.umockdev").path,
                       "-i", "\(node)=\(ProjectPaths.fixture("evdev/touchscreen.ioctl").path)",
                       "-e", "\(node)=\(ProjectPaths.fixture("evdev/signature.evemu").path)", "--"]
        let session = try await TmuxSession(["present", "consent", "--touch", node, "--output", output.path], wrapper: wrapper)
        defer { session.stop() }
        try await session.waitFor(text: "(1 of 9)")
        for page in 2...9 { try await session.press("Enter", until: "(\(page) of 9)") }
        try await session.press("Enter", until: "Sharing Options")
        try await session.send("1")
        try await session.waitFor(text: "Enter: next page")
        var screen = try await session.screen()
        while !screen.contains(where: { $0.contains("a: agree") }) {
            let before = screen
            try await session.press("Enter", until: "the next page") {
                screen = try await session.screen()
                return screen != before
            }
        }
        try await session.send("a")
        try await session.waitFor(text: "y: agree")
        try await session.send("y")
        try await session.waitFor(text: "Given name")
        try await session.send("Zoë Łódź", "Enter")
        try await session.waitFor(text: "Family name")
        try await session.send("Nowak", "Enter")
        // The strokes come 20 s after umockdev started; the pad shows them as they arrive.
        let pad = try await session.waitFor("the drawn signature", timeout: 30) { $0.contains { $0.contains("2 strokes drawn") } }
        // The second stroke is still being drawn: its last point comes 0.4 s after its first. The
        // pad has drawn it all once it stays the same for half a second.
        try await session.waitForStillScreen(0.5, timeout: 10)
        try await session.send("Enter")
        try await session.waitFor(text: "You have consented")
        try await session.press("Enter", until: "taskResult.json is written") {
            FileManager.default.fileExists(atPath: output.appendingPathComponent("taskResult.json").path)
        }
        // The pad as drawn: its corners on the 100 × 30 screen, in normalized screen units.
        let corners = pad.enumerated().flatMap { row, line in
            line.enumerated().filter { $0.element == "+" }.map { (column: $0.offset, row: row) }
        }
        let left = try #require(corners.map(\.column).min()), right = try #require(corners.map(\.column).max())
        let top = try #require(corners.map(\.row).min()), bottom = try #require(corners.map(\.row).max())
        let (x, y) = (Double(left) / 100, Double(top) / 30)
        let (width, height) = (Double(right - left + 1) / 100, Double(bottom - top + 1) / 30)
        let drawn = try JSONDecoder().decode(Drawn.self, from: Data(contentsOf: ProjectPaths.fixture("evdev/signature.expected.json")))
        let signature = try Self.signature(try TaskResult.read(in: output))
        let mark = try #require(signature.signature)
        #expect(Array((signature.givenName ?? "").utf8) == Array("Zoë Łódź".utf8), "the name typed, byte for byte")
        #expect(mark.source == .touchscreen)
        #expect(mark.strokes.map(\.count) == drawn.strokes.map(\.count))
        for (stroke, expected) in zip(mark.strokes, drawn.strokes) {
            for (point, screen) in zip(stroke, expected) {
                #expect(abs(point.x - (screen.x - x) / width) < 1e-6 && abs(point.y - (screen.y - y) / height) < 1e-6,
                        "(\(point.x), \(point.y)) for screen (\(screen.x), \(screen.y))")
            }
        }
        // Times from the first touch, as the evemu file spaces them.
        let times = mark.strokes.flatMap { $0.compactMap(\.t) }
        let expectedTimes = drawn.strokes.flatMap { $0.compactMap(\.t) }
        #expect(times.count == expectedTimes.count && zip(times, expectedTimes).allSatisfy { abs($0 - $1) < 0.01 }, "\(times)")
        try await Self.expectFiledPDF(try TaskResult.read(in: output), in: output)
    }
}
