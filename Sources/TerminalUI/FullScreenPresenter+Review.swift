import ActiveTasks
import Markup

extension FullScreenPresenter {
    /// Lists the answers so far, numbered; a typed number and Enter goes back to that answer's
    /// step (the review shows again when it ends), Enter alone continues, `b` Enter goes back.
    func review(_ step: any Step, _ entries: [ReviewEntry]) {
        var line = ""
        var notice: String?
        while isCurrent(step), case .review = flow.screen {
            var (canvas, row) = frame(for: step)
            let help = [builtIn(.footerChangeAnswer), builtIn(.footerContinue), runner.canGoBack ? builtIn(.footerBackTyped) : nil, builtIn(.footerSaveAndStop)]
            let bottom = footer(&canvas, help.compactMap { $0 }.joined(separator: "   "))
            let left = max(2, (canvas.columns - 60) / 2)
            let width = max(10, min(canvas.columns - left - 2, 72))
            let listed = entries.enumerated().flatMap { index, entry in
                ScreenCanvas.wrap("\(index + 1). \(entry.prompt): \(entry.answer)", width: width)
            }
            let room = max(0, bottom - row - 4)
            for (offset, text) in listed.prefix(room).enumerated() { canvas.write(text, row: row + 1 + offset, column: left) }
            canvas.write("> " + line + "_", row: bottom - 2, column: left)
            if let notice { canvas.write(builtIn(.notAccepted, notice), row: bottom - 1, column: left) }
            show(canvas)
            for key in keys() {
                switch key {
                case .cancel: cancel()
                case .backspace: if !line.isEmpty { line.removeLast() }
                case .character(let character): line.append(character)
                case .enter:
                    let typed = line.trimmingSpaces
                    line = ""
                    guard let event = ReviewLine.event(typed, entries: entries) else {
                        notice = ReviewLine.refusal(entries, in: runner.task.builtInLanguage)
                        continue
                    }
                    if case .refused(let reason) = flow.handle(event) { notice = reason }
                default: continue
                }
                break
            }
        }
    }
}
