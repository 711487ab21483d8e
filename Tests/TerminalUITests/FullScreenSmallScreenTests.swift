import ActiveTasks
import ActiveTasksTesting
import PredefinedTasks
import Testing
import TestSupport
@testable import TerminalUI

/// The full-screen presenter's boards and questions on the smallest screen it takes (40 × 15) and
/// on an ordinary one (80 × 24): a step's text never lands on a board, every Trail Making circle
/// shows its key and label whole, a form's stem and its item's whole prompt stay on screen, and a
/// question asked by its title shows it once.
@Suite struct FullScreenSmallScreenTests {
    /// The frames `task` draws on a `columns` × `rows` terminal answering `cues`, then hanging up.
    private func frames(_ task: OrderedTask, columns: Int, rows: Int, cues: [RecordingTerminal.Cue]) throws -> [[String]] {
        let clock = ScriptedClock()
        let terminal = RecordingTerminal(columns: columns, rows: rows, clock: clock, cues: cues)
        _ = try FullScreenPresenter(runner: TaskRunner(task: task, clock: clock.dates), clock: clock.seconds).run(on: terminal)
        return terminal.frames
    }

    /// At 80 × 24 the text fits above the towers and is shown; at 40 × 15 it does not and is left out.
    @Test(arguments: [(40, 15, false), (80, 24, true)])
    func towerOfHanoisTextIsNeverDrawnBetweenItsTowers(columns: Int, rows: Int, textFits: Bool) throws {
        let frames = try frames(try PredefinedTask.towerOfHanoi.task(), columns: columns, rows: rows, cues: [
            .init("[1/4]", [.enter]), .init("[2/4]", [.enter]), .init("[3] *", typing: "13"), .init("moves: 1", [.cancel]),
        ])
        let boards = frames.filter { $0.contains { $0.contains("[3] *") } }
        #expect(!boards.isEmpty)
        let top = Int(0.22 * Double(rows))
        for board in boards {
            #expect(board[..<top].contains { $0.contains("Move the entire stack") } == textFits, "\(board.joined(separator: "\n"))")
            for line in board[top...(top + Int(0.56 * Double(rows)))] {
                #expect(line.allSatisfy { " +-|[]123*=.".contains($0) }, "\(board.joined(separator: "\n"))")
            }
        }
    }

    /// Solving the puzzle at 80 × 24 (issue 42: "a stray bottom border after moves"): on every
    /// board drawn, each tower's box has one top and one bottom border, and nothing is drawn between
    /// the boxes' bottom and the keys' line.
    @Test func towerOfHanoiLeavesNoStrayBorderWhileItIsSolved() throws {
        let moves = ["13", "12", "32", "13", "21", "23", "13"]
        let cues: [RecordingTerminal.Cue] = [.init("[1/4]", [.enter]), .init("[2/4]", [.enter])]
            + moves.enumerated().map { .init("Number of moves: \($0.offset)", typing: $0.element) } + [.init("[4/4]", [.enter])]
        let frames = try frames(try PredefinedTask.towerOfHanoi.task(), columns: 80, rows: 24, cues: cues)
        let boards = frames.filter { $0.contains { $0.contains("[3] *") } }
        #expect(boards.count >= moves.count)
        #expect(frames.contains { $0.contains { $0.contains("Number of moves: 7") } } || frames.contains { $0.contains { $0.contains("[4/4]") } })
        for board in boards {
            let borders = board.indices.filter { board[$0].contains("+-----") }
            let keys = try #require(board.lastIndex { $0.contains("keys 1-3") })
            #expect(borders.count == 2, "\(board.joined(separator: "\n"))")
            if let bottom = borders.last {
                #expect(board[(bottom + 1)..<keys].allSatisfy { $0.allSatisfy(\.isWhitespace) }, "\(board.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: [(40, 15), (80, 24)])
    func everyTrailMakingCircleShowsItsKeyAndLabelWhole(columns: Int, rows: Int) throws {
        let tag = /[(=#]([a-m]):([0-9A-F]+)[)=#]/
        for trail in ["A", "B"] {
            for seed in 0..<12 {
                let task = try TestTasks.task("""
                    { "identifier": "trail", "steps": [
                      { "type": "trailmaking", "identifier": "trail", "title": "Trail", "text": "Tap the circles in order.",
                        "trailType": "\(trail)", "seed": \(seed) } ] }
                    """)
                // The circle labelled 2, never the first, tapped first: an error.
                let second = RecordingTerminal.Cue("a-m") { frame in
                    frame.lazy.flatMap { $0.matches(of: tag) }.first { $0.output.2 == "2" }.map { [.character(Character(String($0.output.1)))] }
                }
                let frames = try frames(task, columns: columns, rows: rows, cues: [second, .init("errors: 1", [.cancel])])
                let board = try #require(frames.last { $0.contains { $0.contains("errors: 1") } }, "trail \(trail), seed \(seed)")
                let area = board[3..<(rows - 1)]
                let shown = area.flatMap { $0.matches(of: tag).map { "\($0.output.1):\($0.output.2)" } }
                #expect(Set(shown.map { $0.prefix(1) }).count == 13, "trail \(trail), seed \(seed):\n\(board.joined(separator: "\n"))")
                #expect(Set(shown.map { $0.dropFirst(2) }).count == 13, "trail \(trail), seed \(seed):\n\(board.joined(separator: "\n"))")
                #expect(area.allSatisfy { !$0.contains("|") && !$0.contains("+") }, "trail \(trail), seed \(seed):\n\(board.joined(separator: "\n"))")
                #expect(board.contains { $0.contains("Tap the circles in order.") } == (rows > 15), "trail \(trail), seed \(seed)")
            }
        }
    }

    @Test func everyPHQ9ItemShowsTheStemItsWholePromptAndItsChoicesAtFortyByFifteen() throws {
        let task = try PredefinedTask.phq9.task()
        let form = try #require(task.flattenedSteps.first { $0.questions.count == 10 })
        let stem = try #require(form.text)
        let cues = [RecordingTerminal.Cue("[1/3]", [.enter])] + (1...10).map { RecordingTerminal.Cue("Question \($0) of 10", [.character("1")]) }
        let frames = try frames(task, columns: 40, rows: 15, cues: cues)
        for (index, question) in form.questions.enumerated() {
            let frame = try #require(frames.last { $0.contains { $0.contains("Question \(index + 1) of 10") } }, "item \(index + 1)")
            let text = frame.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(ScreenCanvas.wrap(stem, width: 36).allSatisfy(text.contains), "item \(index + 1):\n\(frame.joined(separator: "\n"))")
            #expect(ScreenCanvas.wrap(try #require(question.prompt), width: 36).allSatisfy(text.contains),
                    "item \(index + 1):\n\(frame.joined(separator: "\n"))")
            #expect(question.answerFormat.options.indices.allSatisfy { option in text.contains { $0.hasPrefix("\(option + 1). ") } },
                    "item \(index + 1):\n\(frame.joined(separator: "\n"))")
        }
    }

    @Test func aQuestionAskedByItsTitleShowsItOnce() throws {
        let task = try TestTasks.task("""
            { "identifier": "t", "steps": [
              { "type": "question", "identifier": "q", "title": "How old are you?", "optional": true,
                "answerFormat": { "type": "integer", "minimum": 0, "maximum": 120 } } ] }
            """)
        let frames = try frames(task, columns: 80, rows: 24, cues: [.init("whole number", [.cancel])])
        let frame = try #require(frames.last { $0.contains { $0.contains("whole number") } })
        #expect(frame.filter { $0.contains("How old are you?") }.count == 1, "\(frame.joined(separator: "\n"))")
    }
}
