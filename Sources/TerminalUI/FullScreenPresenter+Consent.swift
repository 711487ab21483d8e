import ActiveTasks

extension FullScreenPresenter {
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

    /// Draws the consent review at the stage the flow is at and sends the participant's keys to
    /// it: the document page by page (Enter or space turns, `b` turns back; `a` agrees once the
    /// flow takes it, `d` disagrees), the reason for consent (`y` agrees, `n` reads again), the
    /// names, then the signature drawn on the pad with the touch recorder's touches, or typed
    /// initials.
    func sign(_ step: ConsentReviewStep) {
        var shown: ConsentReviewStage?
        var page = 0
        var entry: QuestionEntry?
        var pad = SignaturePad(columns: size().columns, rows: size().rows)
        var signingStart = clock()
        while case .consentReview(let review) = flow.screen, review.step.identifier == step.identifier {
            if review.stage != shown {
                // Each stage starts afresh: the document at its first page, an empty name, a clean pad.
                shown = review.stage
                switch review.stage {
                case .reading: page = 0
                case .confirming: break
                case .name(let name): entry = nameEntry(name, of: review)
                case .signing: (pad, signingStart) = (SignaturePad(columns: size().columns, rows: size().rows), clock())
                }
            }
            var (canvas, row) = frame(for: step)
            var pages = 1
            var canAgree = review.canAgree
            let help: String
            switch review.stage {
            case .reading:
                let lines = ScreenCanvas.wrap(review.text, width: textWidth(canvas))
                // The help takes one or two rows at the bottom; the page number and the notice sit above it.
                let perPage = max(1, canvas.rows - row - 6)
                pages = max(1, (lines.count + perPage - 1) / perPage)
                page = min(page, pages - 1)
                if page + 1 == pages, !canAgree {
                    flow.handle(.consent(.readToEnd))
                    canAgree = true
                }
                write(Array(lines.dropFirst(page * perPage).prefix(perPage)), on: &canvas, row: row + 1)
                canvas.center(builtIn(.pageOf, String(page + 1), String(pages)), row: canvas.rows - 4)
                help = [page + 1 < pages ? builtIn(.footerNextPage) : nil, canAgree ? builtIn(.footerAgreeDisagree) : nil,
                        page > 0 || review.canGoBack ? builtIn(.footerBack) : nil, builtIn(.footerSaveAndStop)].compactMap { $0 }.joined(separator: "   ")
            case .confirming:
                write(ScreenCanvas.wrap(step.reasonForConsent ?? "", width: textWidth(canvas)), on: &canvas, row: row + 1)
                help = builtIn(.footerAgreeOrReadAgain) + "   " + builtIn(.footerSaveAndStop)
            case .name:
                write(entry?.lines ?? [], on: &canvas, row: row + 1)
                help = [entry?.help ?? "", builtIn(.footerSaveAndStop)].filter { !$0.isEmpty }.joined(separator: "   ")
            case .signing:
                canvas.center(builtIn(.signInBoxOrType), row: row + 1)
                pad.draw(on: &canvas)
                let drawn = pad.strokes.count
                canvas.center(drawn == 0 ? "" : drawn == 1 ? builtIn(.oneStrokeDrawn) : builtIn(.strokesDrawn, String(drawn)), row: canvas.rows - 4)
                help = builtIn(.footerSignOrClear) + "   " + builtIn(.footerSaveAndStop)
            }
            let bottom = footer(&canvas, help)
            // A name's refusal shows in its entry; the others above the help.
            var notice = review.missing == .signature ? builtIn(.signOrType) : review.notice
            if case .name = review.stage { notice = nil }
            if let notice {
                let lines = ScreenCanvas.wrap(builtIn(.notAccepted, notice), width: textWidth(canvas))
                for (offset, line) in lines.enumerated() { canvas.center(line, row: bottom - 1 - lines.count + offset) }
            }
            show(canvas)
            if case .signing = review.stage {
                for (sample, time) in samples.drain() where time >= signingStart {
                    if case .touch(let touch) = sample { pad.receive(touch, at: time) }
                }
            }
            for key in keys() {
                if key == .cancel {
                    cancel()
                    break
                }
                switch (review.stage, key) {
                case (.reading, .enter), (.reading, .character(" ")): page = min(page + 1, pages - 1)
                case (.reading, .character("b")) where page > 0: page -= 1
                case (.reading, .character("b")) where review.canGoBack: flow.handle(.back)
                case (.reading, .character("a")) where canAgree: flow.handle(.consent(.agree))
                case (.reading, .character("d")): flow.handle(.consent(.disagree))
                case (.confirming, .character("y")): flow.handle(.consent(.agree))
                case (.confirming, .character("n")): flow.handle(.back)
                case (.name(let name), _):
                    guard let outcome = entry?.handle(key) else { continue }
                    switch outcome {
                    case .cancelled: cancel()
                    case .back: flow.handle(.back)
                    case .dontKnow: continue  // a name question offers no don't-know answer
                    case .answered, .skipped, .unanswered:
                        var typed = ""
                        if case .answered(.text(let text)) = outcome { typed = text }
                        if case .refused(let reason) = flow.handle(.consent(.name(name, typed))) {
                            entry?.notice = reason
                            if case .consentReview(let refused) = flow.screen, refused.missing != nil { entry?.notice = builtIn(.nameRequired) }
                        }
                    }
                case (.signing, .enter): flow.handle(.consent(.sign(pad.mark ?? ConsentSignatureMark(source: .touchscreen))))
                case (.signing, .backspace):
                    pad.erase()
                    flow.handle(.consent(.clearSignature))
                case (.signing, .character(let character)): pad.initials.append(character)
                default: continue
                }
                break
            }
        }
    }

    /// The entry for the signer's `name`, required when the signature requires names.
    private func nameEntry(_ name: ConsentReviewStage.Name, of review: ConsentReviewPage) -> QuestionEntry {
        let label = builtIn(name == .given ? .givenNameField : .familyNameField)
        return QuestionEntry(question: Question(identifier: label, prompt: label, answerFormat: TextAnswerFormat(),
                                                isOptional: !review.signature.requiresName),
                             canGoBack: true, language: runner.task.builtInLanguage)
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
