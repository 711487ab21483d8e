import ActiveTasks

extension KioskPresenter {
    /// Whether the kiosk draws steps of type `stepType`: every core step type (instructions,
    /// questions, forms, countdowns and `active` steps on the timer screen, sections, consent,
    /// reviews) and every type a family's part in `KioskFamilyParts.all` draws. A step type of
    /// one's own that is no activity step is drawn as a page of its title and text: ask
    /// `canDraw(_:)` of the step.
    /// - Parameter stepType: The step's `type`.
    package static func canDraw(stepType: String) -> Bool {
        StepRegistry.core.stepTypes.contains(stepType) || KioskFamilyParts.draws(stepType: stepType)
    }

    /// Whether the kiosk draws `step`: any step that is no activity step (as a page, its
    /// questions, a review or consent), and an activity step whose type it draws
    /// (`canDraw(stepType:)`); another activity step would only show a timer.
    /// - Parameter step: The step.
    package static func canDraw(_ step: any Step) -> Bool {
        !(step is any ActivityStep) || canDraw(stepType: step.type)
    }
}
