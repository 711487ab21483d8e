import ActiveTasks

extension PSATStep {
    /// The task's PSAT steps that speak their digits (`auditory` or `both`).
    /// - Parameter task: The task.
    public static func spokenSteps(of task: OrderedTask) -> [PSATStep] {
        task.flattenedSteps.compactMap { $0 as? PSATStep }.filter(\.presentationMode.isSpoken)
    }
}
