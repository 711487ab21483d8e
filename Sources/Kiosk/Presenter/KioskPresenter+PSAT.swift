import ActiveTasks
import TaskFamilies

extension KioskPresenter {
    /// The PSAT screen: the step's text (ResearchKit's "Add this new digit to the previous one." from
    /// the first addition on), the digit while it is shown (a dash after `stimulusDuration`, as
    /// ResearchKit's `PSAT_NO_DIGIT`; "Listen" in `auditory` mode, whose digits the run's voice speaks), the addition's number of all, and the keypad's fifteen keys
    /// where `PSATLayout` puts them, each labelled and named by its sum.
    func psatScreen(_ screen: inout KioskScreen, _ psat: PSATActivity) {
        screen.kind = "psat"
        screen.text = psat.prompt ?? screen.text
        screen.digit = psat.shownDigit
        screen.game = psat.test.currentIndex
        screen.games = psat.step.seriesLength
        screen.targets = zip(PSATLayout.answers, PSATLayout.keys).map { answer, rect in
            KioskTarget(name: String(answer), x: rect.x, y: rect.y, width: rect.width, height: rect.height, label: String(answer))
        }
    }
}
