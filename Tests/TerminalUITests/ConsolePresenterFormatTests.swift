import TestSupport
import ActiveTasks
import Foundation
import RecordingFormat
import Testing
@testable import TerminalUI

/// The line-by-line presenter on image choices, vertical scales, location questions and form sections.
@Suite struct ConsolePresenterFormatTests {
    private func present(_ lines: [String], location: LocationAnswer? = nil) throws -> (TaskResult, [String]) {
        var input = lines[...]
        var output: [String] = []
        let presenter = ConsolePresenter(runner: TaskRunner(task: try TestTasks.load("pain.json")), mode: .interactive,
                                         readLine: { input.popFirst() }, write: { output.append($0) }, wait: { _ in },
                                         clock: { 0 }, currentLocation: { location })
        return (try presenter.run(), output)
    }

    /// 55.5 on the VAS, which keeps whole numbers, is refused (never rounded unseen); 56 answers it.
    private let answersWithTypedLocation = ["", "4", "4", "55.5", "56", "52.52, 13.405", "5", "y", "3", "1,2", ""]

    @Test func imageChoicesAreNumberedLabelsAndStoreTheirValues() throws {
        let (result, output) = try present(answersWithTypedLocation)
        #expect(output.contains("  1. No hurt") && output.contains("  6. Hurts worst"))
        #expect(output.contains("  7. Type 7: liquid"))
        #expect(result.latestAnswer("facesPainScale") == .choice(.int(6)))
        #expect(result.latestAnswer("stool") == .choice(.int(4)))
        #expect(result.latestAnswer("affected") == .choices([.string("sleep"), .string("work")]))
    }

    @Test func aVerticalVASIsDrawnAsARulerFromTopToBottom() throws {
        let (result, output) = try present(answersWithTypedLocation)
        let top = try #require(output.firstIndex(of: "  100 - worst pain imaginable"))
        #expect(Array(output[top...].prefix(5)) == ["  100 - worst pain imaginable", "      |", "      |", "      |", "    0 - no pain"])
        #expect(output.contains("  not accepted: 55.5 is finer than this scale: type 55 or 56"), "\(output)")
        #expect(result.latestAnswer("vas") == .decimal(56))
    }

    @Test func withoutAFixTheLocationIsTyped() throws {
        let (result, output) = try present(answersWithTypedLocation)
        #expect(output.contains("  no current location (no gpsd fix); type the coordinates"))
        #expect(result.latestAnswer("where") == .location(LocationAnswer(latitude: 52.52, longitude: 13.405)))
    }

    @Test func anEmptyLineTakesTheOfferedFix() throws {
        let fix = LocationAnswer(latitude: 48.1375, longitude: 11.575, horizontalAccuracy: 8)
        var lines = answersWithTypedLocation
        lines[5] = ""
        let (result, output) = try present(lines, location: fix)
        #expect(output.contains("  current location: 48.1375, 11.575 ±8 m (Enter takes it)"))
        #expect(result.latestAnswer("where") == .location(fix))
    }

    @Test func badCoordinatesAreRepromptedWithTheReason() throws {
        var lines = answersWithTypedLocation
        lines.insert("95, 10", at: 5)
        let (result, output) = try present(lines)
        #expect(output.contains("  not accepted: latitude 95 is outside −90…90 degrees"))
        #expect(result.latestAnswer("where") == .location(LocationAnswer(latitude: 52.52, longitude: 13.405)))
    }

    @Test func sectionsAreHeadingsBeforeTheirFirstQuestion() throws {
        let (result, output) = try present(answersWithTypedLocation)
        let now = try #require(output.firstIndex(of: "== Right now =="))
        let week = try #require(output.firstIndex(of: "== Last week =="))
        #expect(output[now + 1] == "Pain now (NRS)")
        #expect(output[week + 1] == "Worst day")
        let details = try #require(result.stepHistory.first { $0.identifier == "details" })
        #expect(details.answers.map(\.identifier) == ["nrs", "medication", "worstDay", "affected"])
    }
}
