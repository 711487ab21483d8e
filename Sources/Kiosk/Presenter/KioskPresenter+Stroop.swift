import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The Stroop screen: the word in its ink while a trial waits for an answer (none while the
    /// word is blank between trials), and the four colour buttons where `StroopLayout` puts them,
    /// each labelled with its colour's initial and named by its colour's word.
    func stroopScreen(_ screen: inout KioskScreen, _ stroop: StroopActivity) {
        screen.kind = "stroop"
        let trial = stroop.test.currentTrial
        screen.word = trial.map { $0.text.word(in: stroop.language) }
        screen.ink = trial?.color.hex
        screen.game = stroop.test.trials.count
        screen.games = stroop.step.numberOfAttempts
        screen.targets = zip(StroopColor.allCases, StroopLayout.buttons).map { color, rect in
            KioskTarget(name: color.word(in: stroop.language), x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                        label: color.initial(in: stroop.language))
        }
    }
}
