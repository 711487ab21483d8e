import ActiveTasks

extension SpokenCuePlan {
    /// The task's PSAT steps that speak their digits (`auditory` or `both`).
    /// - Parameter task: The task.
    public static func spokenPSATSteps(of task: OrderedTask) -> [PSATStep] {
        task.flattenedSteps.compactMap { $0 as? PSATStep }.filter(\.presentationMode.isSpoken)
    }
}
