import ActiveTasks

extension KioskPresenter {
    /// Shows the enrolment screen until the page sends a participant id and visit the study
    /// accepts, then tells `enrolment` of them; a refused answer is shown with its reason and
    /// the screen stays (what was typed is kept). Cancel is not offered: nothing has started.
    func enrol(_ enrolment: KioskEnrolment) async {
        var notice: String?
        while true {
            var screen = KioskScreen(key: "enrolment", kind: "enrolment")
            screen.title = (enrolment.asksParticipant ? BuiltInText.whoIsTakingPart : .whichVisit).text(in: runner.task.builtInLanguage)
            screen.canCancel = false
            screen.notice = notice
            screen.enrolment = enrolment.screen
            publish(screen)
            for case .enrol(let participant, let visit) in await commands() {
                notice = enrolment.refusal(participant: participant, visit: visit, in: runner.task.builtInLanguage)
                guard notice == nil else { break }
                enrolment.enrol(enrolment.asksParticipant ? participant : nil, enrolment.asksVisit ? visit : nil)
                return
            }
        }
    }
}
