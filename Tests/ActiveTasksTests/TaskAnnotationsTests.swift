import ActiveTasks
import TaskFamilies
import Testing

/// A task's `annotations`: notes for the study team that load without a warning and change
/// nothing, and whose values must be text.
@Suite struct TaskAnnotationsTests {
    private let steps = #""steps": [{"type": "question", "identifier": "q", "answerFormat": {"type": "boolean"}}]"#

    @Test
    func annotationsLoadWithoutIssues() {
        let outcome = TaskLoader.load(json: Array(#"{"identifier": "t", \#(steps), "annotations": {"q": "@HIDDEN"}}"#.utf8), registry: .standard)
        #expect(outcome.task != nil && outcome.issues.isEmpty, "\(outcome.issues.map(\.description))")
    }

    @Test
    func anAnnotationThatIsNoStringIsAnErrorAtItsPath() {
        let outcome = TaskLoader.load(json: Array(#"{"identifier": "t", \#(steps), "annotations": {"q": 3}}"#.utf8), registry: .standard)
        #expect(outcome.task == nil)
        #expect(outcome.issues.map(\.description) == ["annotations.q: expected a string, found an integer; an annotation is a note"])
    }
}
