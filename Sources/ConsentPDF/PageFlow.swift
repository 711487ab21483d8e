import CPangoCairo

/// Text and drawings placed top to bottom onto pages: what does not fit on a page goes on the
/// next, line by line, so a document of any length runs over as many pages as it needs.
struct PageFlow {
    /// Something drawn on a page.
    typealias Mark = (OpaquePointer) -> Void

    /// The marks of each page.
    private(set) var pages: [[Mark]] = [[]]
    /// The texts placed or noted that hold a character no installed font has a glyph for, each once.
    private(set) var missingGlyphs: [String] = []
    /// Where the next thing goes on the current page.
    private(set) var y: Double
    /// The first line's top on every page.
    let top: Double
    /// Nothing goes below this.
    let bottom: Double

    /// Creates an empty flow of one page.
    init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
        y = top
    }

    /// The current page, from 1.
    var page: Int { pages.count }

    /// Starts a new page unless the current one is still empty.
    mutating func breakPage() {
        guard !pages[pages.count - 1].isEmpty else { return }
        pages.append([])
        y = top
    }

    /// Starts a new page unless `height` more points fit on this one.
    mutating func keep(_ height: Double) {
        if y + height > bottom { breakPage() }
    }

    /// Moves down by `space` (not past the page's end).
    mutating func skip(_ space: Double) {
        y = min(bottom, y + space)
    }

    /// Places every line of `text` with its left edge at `x`, moving to a new page whenever a
    /// line does not fit.
    /// - Returns: The page and baseline of the first line.
    @discardableResult
    mutating func place(_ text: TextLayout, x: Double) -> (page: Int, baseline: Double) {
        note(text)
        var first: (page: Int, baseline: Double)?
        for line in text.lines {
            keep(line.height)
            let baseline = y + line.baseline
            add { text.draw(line: line.index, x: x, baseline: baseline, on: $0) }
            first = first ?? (page, baseline)
            y += line.height
        }
        return first ?? (page, y)
    }

    /// Keeps `text` among `missingGlyphs` when a character of it has no glyph in any installed font.
    mutating func note(_ text: TextLayout) {
        let plain = text.text
        if text.missingGlyphs > 0, !missingGlyphs.contains(plain) { missingGlyphs.append(plain) }
    }

    /// Adds a mark to the current page.
    mutating func add(_ mark: @escaping Mark) {
        pages[pages.count - 1].append(mark)
    }

    /// Adds a mark to page `page` (from 1).
    mutating func add(_ mark: @escaping Mark, onPage page: Int) {
        pages[page - 1].append(mark)
    }
}
