extension JSONObjectReader {
    /// Checks the task's `annotations`: notes for the study team keyed by step or item identifier
    /// (what `activetask import redcap` keeps of REDCap's Field Annotation column). They are not
    /// shown and do not change the run; each must be a string.
    /// - Parameter key: The member key, `"annotations"`.
    func checkAnnotations(_ key: String) {
        guard let notes = object(key) else { return }
        for member in notes.members {
            if case .string = member.value { continue }
            log.error(notes.path(of: member.key), "expected a string, found \(member.value.kindDescription); an annotation is a note")
        }
    }
}
