import ActiveTasks
import Foundation
import PredefinedTasks
import RecordingFormat
import TaskFamilies
import TestSupport
import Testing
@testable import Kiosk
import JSONValues

/// The kiosk's family seam: every standard step type is drawn, each family's steps through its part
/// in `KioskFamilyParts.all`, found by the step's type and bound to the activity the step makes.
@Suite struct KioskFamilyPartTests {
    @Test func everyStandardStepTypeIsDrawnAndEveryFamilysThroughItsPart() {
        for type in StepRegistry.standard.stepTypes {
            #expect(KioskPresenter.canDraw(stepType: type), "\(type)")
        }
        for family in StandardFamilies.all {
            for step in family.steps {
                #expect(KioskFamilyParts.draws(stepType: step.name), "\(family.name): \(step.name) has no kiosk part")
            }
        }
    }

    @Test func everyTextThePageLooksUpIsSentInTheRunsLanguageTheFamiliesFromTheirParts() throws {
        let page = ProjectPaths.root.appendingPathComponent("Sources/Kiosk/Page")
        let scripts = ["kiosk.js"] + (try FileManager.default.contentsOfDirectory(atPath: page.appendingPathComponent("families").path))
            .filter { $0.hasSuffix(".js") }.map { "families/\($0)" }
        let looked = try Set(scripts.flatMap { script in
            try String(contentsOf: page.appendingPathComponent(script), encoding: .utf8).matches(of: /\bt\("(\w+)"/).map { String($0.output.1) }
        })
        let labels = KioskLabels.labels(in: .german)
        #expect(looked.subtracting(labels.keys).sorted() == [], "a text the page shows is sent with the screen")
        #expect(labels["tapsSoFar"] == BuiltInText.tapsSoFar.text(in: .german) && labels["towerOfHanoiGiveUp"] == BuiltInText.towerOfHanoiGiveUp.text(in: .german))
        #expect(KioskTappingPart.labels.contains(.tapsSoFar) && KioskStroopPart.labels.isEmpty)
    }

    @Test func anActivityStepOfOnesOwnIsNotDrawnButAPageIs() {
        let breathe = BreatheStep(header: StepHeader(identifier: "b", title: "Breathe"), duration: 1)
        #expect(!KioskPresenter.canDraw(stepType: "breathe"))
        #expect(!KioskPresenter.canDraw(breathe))
        #expect(KioskPresenter.canDraw(InstructionStep(header: StepHeader(identifier: "i", title: "Hello"))))
    }

    @Test func everyPredefinedActivityIsTakenByItsFamilysPart() throws {
        let context = ActivityContext(isUnattended: false, language: .english)
        var checked: Set<String> = []
        for predefined in PredefinedTask.allCases {
            for case let step as any ActivityStep in try predefined.task().flattenedSteps where !["active", "countdown"].contains(step.type) {
                #expect(KioskFamilyParts.play(step, step.makeActivity(in: context)) != nil, "\(predefined.rawValue): \(step.identifier) (\(step.type))")
                checked.insert(step.type)
            }
        }
        let familyTypes = Set(StandardFamilies.all.flatMap { $0.steps.map(\.name) })
        #expect(checked == familyTypes, "every family has a predefined task to check its part with")
    }

    @Test func aFamilysFieldsAreSentBesideTheScreensOwn() throws {
        var screen = KioskScreen(key: "3", kind: "stroop")
        screen.title = "Stroop"
        let fields = KioskStroopScreen(word: "RED", ink: "#0000ff", game: 1, games: 5, targets: [])
        let text = try JSONEncoder().encode(KioskScreenMessage(screen: screen, family: fields))
        guard case .object(let members) = try JSONParser.parse(Array(text)) else {
            Issue.record("not an object: \(String(decoding: text, as: UTF8.self))")
            return
        }
        let object = Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first }
        #expect(object["kind"] == .string("stroop") && object["title"] == .string("Stroop") && object["key"] == .string("3"))
        #expect(object["word"] == .string("RED") && object["ink"] == .string("#0000ff") && object["games"] == .int(5))
        #expect(object["targets"] == .array([]))
    }
}
