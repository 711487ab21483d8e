import Foundation
import Testing
import TestSupport

@Suite(.timeLimit(.minutes(1))) struct ValidateCommandTests {
    @Test(arguments: ["survey.json", "questionnaire.json", "walk.json"])
    func bundledTasksAreValid(_ name: String) async throws {
        let output = try await ActivetaskBinary.run(["validate", ProjectPaths.fixture("tasks/\(name)").path])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.hasSuffix("is valid (\(["survey.json": 9, "questionnaire.json": 4, "walk.json": 5][name]!) steps)\n"))
    }

    @Test(arguments: ["truncated", "wrong-types", "unknown-types", "missing-identifiers", "bounds", "navigation", "recorders"])
    func malformedTasksFailWithEveryExpectedLine(_ name: String) async throws {
        let folder = ProjectPaths.fixture("tasks/malformed")
        let expected = try String(contentsOf: folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let output = try await ActivetaskBinary.run(["validate", "\(name).json"], workingDirectory: folder)
        #expect(output.status == 1)
        #expect(output.stdout == expected)
    }

    @Test func unreachableStepsWarnButPass() async throws {
        let output = try await ActivetaskBinary.run(["validate", "unreachable.json"], workingDirectory: ProjectPaths.fixture("tasks"))
        #expect(output.status == 0)
        #expect(output.stdout == """
            unreachable.json: warning: steps[1]: step "forgotten" is unreachable: no navigation leads to it
            unreachable.json: task "unreachable" is valid (3 steps)

            """)
    }

    @Test func aMissingFileIsNamed() async throws {
        let output = try await ActivetaskBinary.run(["validate", "/nonexistent/task.json"])
        #expect(output.status == 1)
        #expect(output.stdout == "/nonexistent/task.json: does not exist; check the path and its permissions\n")
    }
}
