import ActiveTasks
import Foundation
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
import JSONValues

/// The `imageChoice` answer format: reading, image checks, values and answers.
@Suite struct ImageChoiceTests {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A task with one image-choice question over `choices` (JSON), loaded from a file in `folder`.
    private func issues(_ choices: String, in folder: URL) throws -> [String] {
        let task = folder.appendingPathComponent("task.json")
        try Data("""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "q",
          "answerFormat": { "type": "imageChoice", "choices": [ \(choices) ] } } ] }
        """.utf8).write(to: task)
        return TaskLoader.load(contentsOf: task, registry: .standard).issues.map(\.description)
    }

    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imagechoice-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("img"), withIntermediateDirectories: true)
        return url
    }

    private func write(_ bytes: [UInt8], _ path: String, in folder: URL) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(path))
    }

    @Test func imagesResolveAgainstTheTaskFilesFolderAndPNGAndSVGAreAccepted() throws {
        let folder = try folder("ok")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.pngSignature + [0, 0, 0, 13], "img/a.png", in: folder)
        try write(Array("<?xml version=\"1.0\"?>\n<!-- drawn by hand -->\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "img/b.svg", in: folder)
        #expect(try issues(#"{ "text": "A", "image": "img/a.png" }, { "text": "B", "image": "img/b.svg" }"#, in: folder) == [])
        let outcome = TaskLoader.load(contentsOf: folder.appendingPathComponent("task.json"), registry: .standard)
        let format = try #require(outcome.task?.steps[0].questions[0].answerFormat as? ImageChoiceAnswerFormat)
        #expect(format.choices.map(\.imageURL?.lastPathComponent) == ["a.png", "b.svg"])
        #expect(format.choices[0].imageURL?.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
                == folder.standardizedFileURL.path)
    }

    @Test func aMissingImageIsNamedWithWhereItWasLookedFor() throws {
        let folder = try folder("missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try issues(#"{ "text": "A", "image": "img/nothere.png" }"#, in: folder)
        #expect(found.count == 1)
        #expect(found[0].hasPrefix(#"steps[0].answerFormat.choices[0].image: "img/nothere.png" does not exist (looked for "#))
        #expect(found[0].hasSuffix("img/nothere.png); put the image beside the task file or fix the path"))
    }

    @Test func anImageOfAnotherTypeIsRefusedByItsFirstBytes() throws {
        let folder = try folder("type")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46], "img/photo.png", in: folder)
        try write(Array("<html><svg/></html>".utf8), "img/page.svg", in: folder)
        #expect(try issues(#"{ "text": "A", "image": "img/photo.png" }, { "text": "B", "image": "img/page.svg" }"#, in: folder) == [
            #"steps[0].answerFormat.choices[0].image: "img/photo.png" is neither a PNG nor an SVG file (by its first bytes); convert it to PNG or SVG"#,
            #"steps[0].answerFormat.choices[1].image: "img/page.svg" is neither a PNG nor an SVG file (by its first bytes); convert it to PNG or SVG"#,
        ])
    }

    @Test func anImageOfTwoMegabytesOrMoreIsRefused() throws {
        let folder = try folder("size")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.pngSignature + [UInt8](repeating: 0, count: ImageChoice.maximumImageBytes - 8), "img/big.png", in: folder)
        try write(Self.pngSignature + [UInt8](repeating: 0, count: ImageChoice.maximumImageBytes - 9), "img/fits.png", in: folder)
        #expect(try issues(#"{ "text": "A", "image": "img/big.png" }, { "text": "B", "image": "img/fits.png" }"#, in: folder) == [
            #"steps[0].answerFormat.choices[0].image: "img/big.png" is 2097152 bytes; images must be under 2097152 bytes (2 MB), shrink it"#,
        ])
    }

    @Test func duplicateValuesAreRefused() throws {
        let folder = try folder("values")
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try issues(#"""
            { "text": "A", "value": 1, "image": "bundled:faces/face-0.svg" },
            { "text": "B", "value": 1, "image": "bundled:faces/face-1.svg" }
            """#, in: folder)
        #expect(found == ["steps[0].answerFormat.choices[1].value: 1 is used by an earlier choice; values must be unique"])
    }

    @Test func aChoiceNeedsTextAndImage() throws {
        let folder = try folder("keys")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try issues(#"{ "value": 1 }"#, in: folder) == [
            "steps[0].answerFormat.choices: is empty; list at least one choice",
            #"steps[0].answerFormat.choices[0].text: missing; add "text": "…""#,
            #"steps[0].answerFormat.choices[0].image: missing; add "image": "…""#,
        ])
    }

    @Test func aRelativeImageInJSONWithoutAFileIsAnError() {
        let issues = TestTasks.issues(#"""
        { "identifier": "t", "steps": [ { "type": "question", "identifier": "q",
          "answerFormat": { "type": "imageChoice", "choices": [ { "text": "A", "image": "a.png" } ] } } ] }
        """#)
        #expect(issues == [#"steps[0].answerFormat.choices[0].image: "a.png" is relative but the task was not read from a file; load the task from its file or give an absolute path"#])
    }

    @Test func theBundledNeutralFacesAreSixValidSVGFiles() async throws {
        let logs = try TemporaryDirectory(prefix: "image-choice-svg")
        defer { withExtendedLifetime(logs) {} }
        let faces = try #require(ImageChoice.bundledImages).appendingPathComponent("faces")
        let names = try FileManager.default.contentsOfDirectory(atPath: faces.path).sorted()
        #expect(names == (0...5).map { "face-\($0).svg" })
        for name in names {
            let choice = ImageChoice(text: name, image: "bundled:faces/\(name)", baseDirectory: nil)
            #expect(choice.imageProblem() == nil)
            let parse = try ChildProcess(executable: try which("python3"),
                                         arguments: ["-c", "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); sys.exit(r.tag != '{http://www.w3.org/2000/svg}svg')",
                                                     faces.appendingPathComponent(name).path],
                                         logDirectory: logs.url, name: "parse-\(name)")
            #expect(await parse.exitStatus(timeout: 30) == 0, "\(name) is not an SVG document")
        }
    }

    @Test func answersAreThoseOfATextChoiceOverTheSameValues() throws {
        let choices = [ImageChoice(text: "Calm", value: .int(0), image: "bundled:faces/face-0.svg", baseDirectory: nil),
                       ImageChoice(text: "Sore", value: .int(2), image: "bundled:faces/face-1.svg", baseDirectory: nil)]
        let single = ImageChoiceAnswerFormat(choices: choices)
        #expect(single.options == ["Calm", "Sore"])
        #expect(try single.answer(from: .int(2)) == .choice(.int(2)))
        #expect(try single.answer(fromText: "1") == .choice(.int(0)))
        #expect(throws: ActivetaskError(.invalidAnswer, "3 is not one of the choices [0, 2]")) { try single.answer(from: .int(3)) }
        let multiple = ImageChoiceAnswerFormat(choices: choices, isVertical: true, allowsMultiple: true)
        #expect(try multiple.answer(from: .array([.int(2), .int(0)])) == .choices([.int(0), .int(2)]))
        #expect(try multiple.answer(fromText: "2,1") == .choices([.int(0), .int(2)]))
    }

    @Test func verticalAndMultipleAreRead() throws {
        let task = try TestTasks.load("pain.json")
        let stool = try #require(task.steps[2].questions[0].answerFormat as? ImageChoiceAnswerFormat)
        #expect(stool.isVertical && !stool.allowsMultiple && stool.choices.count == 7)
        let faces = try #require(task.steps[1].questions[0].answerFormat as? ImageChoiceAnswerFormat)
        #expect(!faces.isVertical && faces.choices.map(\.value) == [0, 2, 4, 6, 8, 10].map(JSONValue.int))
        let affected = try #require(task.steps[5].questions.last?.answerFormat as? ImageChoiceAnswerFormat)
        #expect(affected.allowsMultiple)
    }
}
