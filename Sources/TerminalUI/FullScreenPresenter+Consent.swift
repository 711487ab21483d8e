import ActiveTasks

extension FullScreenPresenter {
    /// Where a consent review stands.
    private enum ReviewStage {
        /// Reading the document, at this page.
        case reading(page: Int)
        /// Confirming the agreement with the reason for consent.
        case confirming
        /// Entering the given (0) or family (1) name.
        case name(Int)
        /// Signing on the pad.
        case signing
    }

    /// Shows the consent document's sections one at a time: the summary, then the "learn more"
    /// content, over as many screens as the terminal needs. Enter turns the page (and continues
    /// after the last), `b` turns back.
    func showSections(of step: VisualConsentStep) {
        let sections = runner.task.consentDocument?.visualSections ?? []
        var (page, part) = (0, 0)
        while isCurrent(step) {
            var (canvas, row) = frame(for: step)
            var parts = 1
            let bottom = footer(&canvas, builtIn(.footerNext) + (page > 0 || part > 0 || runner.canGoBack ? "   " + builtIn(.footerBack) : "") + "   " + builtIn(.footerSaveAndStop))
            if sections.indices.contains(page) {
                let section = sections[page]
                let heading = ScreenCanvas.wrap("\(section.title ?? section.kind.rawValue)   " + builtIn(.ofCount, String(page + 1), String(sections.count)), width: textWidth(canvas))
                for (offset, line) in heading.enumerated() { canvas.center(line, row: row + 1 + offset) }
                var lines = ScreenCanvas.wrap(section.summary ?? "", width: textWidth(canvas))
                if !section.content.isEmpty {
                    lines += [""] + ScreenCanvas.wrap(section.learnMoreLabel + ":", width: textWidth(canvas))
                        + ScreenCanvas.wrap(section.content.plainText, width: textWidth(canvas))
                }
                let top = row + 2 + heading.count
                // Parts stay the same whether the help takes one row or two (with or without "b: back").
                let perPart = max(1, min(bottom, canvas.rows - 2) - 1 - top)
                parts = max(1, (lines.count + perPart - 1) / perPart)
                part = min(part, parts - 1)
                write(Array(lines.dropFirst(part * perPart).prefix(perPart)), on: &canvas, row: top)
                if parts > 1 { canvas.center(builtIn(.moreParts, String(part + 1), String(parts)), row: min(bottom, canvas.rows - 2) - 1) }
            }
            show(canvas)
            for key in keys() {
                switch key {
                case .cancel: cancel()
                case .enter where part + 1 < parts: part += 1
                case .enter where page + 1 < sections.count: (page, part) = (page + 1, 0)
                case .enter: flow.handle(.next)
                case .character("b") where part > 0: part -= 1
                case .character("b") where page > 0: (page, part) = (page - 1, 0)
                case .character("b") where runner.canGoBack: flow.handle(.back)
                default: continue
                }
                break
            }
        }
    }

    /// The review: the document page by page (the last page reached first when the step requires
    /// it), agree (confirmed with the reason for consent) or disagree, the names, then the
    /// signature drawn on the pad with the touch recorder's touches, or typed initials.
    func sign(_ step: ConsentReviewStep) {
        guard let document = runner.task.consentDocument, let signature = document.signature(step.signatureIdentifier) else {
            flow.handle(.stop)
            return
        }
        let text = ([document.title].compactMap { $0 } + [document.reviewBody.plainText]).joined(separator: "\n\n")
        var stage = ReviewStage.reading(page: 0)
        var answer = ConsentReviewAnswer(consented: true)
        var entry: QuestionEntry?
        var pad = SignaturePad(columns: size().columns, rows: size().rows)
        var signingStart = clock()
        var notice: String?
        var readToEnd = !step.requiresScrollToBottom
        func submit(_ answer: ConsentReviewAnswer) {
            if case .refused(let reason) = flow.handle(.review(answer)) { notice = reason }
        }
        func ask(_ index: Int) {
            let label = builtIn(index == 0 ? .givenNameField : .familyNameField)
            entry = QuestionEntry(question: Question(identifier: label, prompt: label, answerFormat: TextAnswerFormat(),
                                                     isOptional: !signature.requiresName), canGoBack: true,
                                  language: runner.task.builtInLanguage)
            stage = .name(index)
        }
        while isCurrent(step) {
            var (canvas, row) = frame(for: step)
            let help: String
            switch stage {
            case .reading(let page):
                let lines = ScreenCanvas.wrap(text, width: textWidth(canvas))
                // The help takes one or two rows at the bottom; the page number and the notice sit above it.
                let perPage = max(1, canvas.rows - row - 6)
                let pages = max(1, (lines.count + perPage - 1) / perPage)
                if page + 1 >= pages { readToEnd = true }
                write(Array(lines.dropFirst(page * perPage).prefix(perPage)), on: &canvas, row: row + 1)
                canvas.center(builtIn(.pageOf, String(page + 1), String(pages)), row: canvas.rows - 4)
                help = [page + 1 < pages ? builtIn(.footerNextPage) : nil, readToEnd ? builtIn(.footerAgreeDisagree) : nil,
                        page > 0 || runner.canGoBack ? builtIn(.footerBack) : nil, builtIn(.footerSaveAndStop)].compactMap { $0 }.joined(separator: "   ")
            case .confirming:
                write(ScreenCanvas.wrap(step.reasonForConsent ?? "", width: textWidth(canvas)), on: &canvas, row: row + 1)
                help = builtIn(.footerAgreeOrReadAgain) + "   " + builtIn(.footerSaveAndStop)
            case .name:
                let lines = entry?.lines ?? []
                write(lines, on: &canvas, row: row + 1)
                help = [entry?.help ?? "", builtIn(.footerSaveAndStop)].filter { !$0.isEmpty }.joined(separator: "   ")
            case .signing:
                canvas.center(builtIn(.signInBoxOrType), row: row + 1)
                pad.draw(on: &canvas)
                let drawn = pad.strokes.count
                canvas.center(drawn == 0 ? "" : drawn == 1 ? builtIn(.oneStrokeDrawn) : builtIn(.strokesDrawn, String(drawn)), row: canvas.rows - 4)
                help = builtIn(.footerSignOrClear) + "   " + builtIn(.footerSaveAndStop)
            }
            let bottom = footer(&canvas, help)
            if let notice {
                let lines = ScreenCanvas.wrap(builtIn(.notAccepted, notice), width: textWidth(canvas))
                for (offset, line) in lines.enumerated() { canvas.center(line, row: bottom - 1 - lines.count + offset) }
            }
            show(canvas)
            if case .signing = stage {
                for (sample, time) in samples.drain() where time >= signingStart {
                    if case .touch(let touch) = sample { pad.receive(touch, at: time) }
                }
            }
            for key in keys() {
                if key == .cancel {
                    cancel()
                    break
                }
                notice = nil
                switch stage {
                case .reading(let page):
                    switch key {
                    case .enter, .character(" "): stage = .reading(page: page + 1)
                    case .character("b") where page > 0: stage = .reading(page: page - 1)
                    case .character("b") where runner.canGoBack: flow.handle(.back)
                    case .character("a") where readToEnd:
                        if step.reasonForConsent == nil { ask(0) } else { stage = .confirming }
                    case .character("d") where readToEnd: submit(ConsentReviewAnswer(consented: false))
                    default: continue
                    }
                case .confirming:
                    switch key {
                    case .character("y"): ask(0)
                    case .character("n"): stage = .reading(page: 0)
                    default: continue
                    }
                case .name(let index):
                    guard let outcome = entry?.handle(key) else { continue }
                    switch outcome {
                    case .cancelled: cancel()
                    case .back: if index == 0 { stage = .reading(page: 0) } else { ask(0) }
                    case .dontKnow: continue  // a name question offers no don't-know answer
                    case .answered, .skipped, .unanswered:
                        if outcome == .unanswered, signature.requiresName {
                            entry?.notice = builtIn(.nameRequired)
                            continue
                        }
                        var name: String?
                        if case .answered(.text(let text)) = outcome { name = text }
                        if index == 0 { answer.givenName = name } else { answer.familyName = name }
                        if index == 0 {
                            ask(1)
                        } else if signature.requiresSignatureImage {
                            signingStart = clock()
                            stage = .signing
                        } else {
                            submit(answer)
                        }
                    }
                case .signing:
                    switch key {
                    case .enter:
                        guard let mark = pad.mark else {
                            notice = builtIn(.signOrType)
                            continue
                        }
                        answer.signature = mark
                        submit(answer)
                    case .backspace: pad.erase()
                    case .character(let character): pad.initials.append(character)
                    default: continue
                    }
                }
                break
            }
        }
    }

    /// The width of running text on `canvas`.
    private func textWidth(_ canvas: ScreenCanvas) -> Int {
        min(canvas.columns - 4, 72)
    }

    /// Writes `lines` left-aligned in the text column from `row` on.
    private func write(_ lines: [String], on canvas: inout ScreenCanvas, row: Int) {
        let column = max(2, (canvas.columns - textWidth(canvas)) / 2)
        for (offset, line) in lines.enumerated() { canvas.write(line, row: row + offset, column: column) }
    }
}
