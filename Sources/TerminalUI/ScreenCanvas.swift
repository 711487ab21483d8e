import ActiveTasks
import Markup

/// One frame of the full-screen presenter: a grid of characters that maps normalized screen
/// units onto cells (x · columns, y · rows), so what is drawn at a normalized rectangle is where a
/// touch at those normalized coordinates lands.
package struct ScreenCanvas {
    /// Characters per row.
    let columns: Int
    /// Rows.
    let rows: Int
    /// One string per cell; the right half of a wide character is an empty string.
    private var cells: [[String]]

    /// A blank frame.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The frame's lines.
    var lines: [String] { cells.map { $0.joined() } }

    /// Writes `text` at `row`, starting at `column`, each character over the columns the
    /// terminal gives it (`TerminalWidth`), a control character as its symbol (`VisibleText`);
    /// cut at the right edge.
    mutating func write(_ text: String, row: Int, column: Int) {
        guard (0..<rows).contains(row) else { return }
        var column = column
        for character in VisibleText.escaped(text, keepingLines: false) {
            let width = TerminalWidth.of(character)
            if column >= 0, column + width <= columns {
                cells[row][column] = String(character)
                for half in column + 1 ..< column + width { cells[row][half] = "" }
            }
            column += width
        }
    }

    /// Writes `text` centred on `row`.
    mutating func center(_ text: String, row: Int) {
        write(text, row: row, column: max(0, (columns - TerminalWidth.of(text)) / 2))
    }

    /// Writes `text` wrapped to lines of at most `width` characters, centred, from `row` on.
    /// - Returns: The row after the last line written.
    @discardableResult
    mutating func paragraph(_ text: String, row: Int, width: Int) -> Int {
        let lines = Self.wrap(text, width: width)
        for (offset, line) in lines.enumerated() { center(line, row: row + offset) }
        return row + lines.count
    }

    /// `text` wrapped into lines of at most `width` terminal columns at spaces (a longer word gets a
    /// line of its own); line breaks in `text` are kept.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, TerminalWidth.of(line) + 1 + TerminalWidth.of(word) > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty || paragraph.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// The cells a normalized rectangle covers: columns ⌊x · columns⌋ ..< ⌊(x + width) · columns⌋,
    /// rows likewise (edges a rounding error below a cell boundary count as on it).
    func cells(x: Double, y: Double, width: Double, height: Double) -> (columns: Range<Int>, rows: Range<Int>) {
        func cell(_ value: Double, _ count: Int) -> Int { Int((value * Double(count) + 1e-9).rounded(.down)) }
        let left = cell(x, columns)
        let top = cell(y, rows)
        return (left..<max(left + 1, cell(x + width, columns)), top..<max(top + 1, cell(y + height, rows)))
    }

    /// Draws a box over the cells of a normalized rectangle: filled with `fill` (or a border
    /// when `nil`), with `label` in its middle.
    mutating func box(x: Double, y: Double, width: Double, height: Double, fill: Character?, label: String) {
        let area = cells(x: x, y: y, width: width, height: height)
        for row in area.rows where (0..<rows).contains(row) {
            for column in area.columns where (0..<columns).contains(column) {
                let edge = row == area.rows.first || row == area.rows.last!
                let side = column == area.columns.first || column == area.columns.last!
                cells[row][column] = String(fill ?? (edge && side ? "+" : edge ? "-" : side ? "|" : " "))
            }
        }
        let middle = (area.rows.lowerBound + area.rows.upperBound - 1) / 2
        let start = (area.columns.lowerBound + area.columns.upperBound - TerminalWidth.of(label)) / 2
        write(label, row: middle, column: start)
    }

    /// Shows the cells of `row` in `columns` with the terminal's Select Graphic Rendition
    /// `parameters` (`1;31` bold red): each cell is wrapped in `ESC [ parameters m` … `ESC [ 0 m`.
    /// Paint after writing: a later write replaces a painted cell.
    mutating func paint(row: Int, columns range: Range<Int>, parameters: String) {
        guard (0..<rows).contains(row) else { return }
        for column in range.clamped(to: 0..<columns) where !cells[row][column].isEmpty {
            cells[row][column] = "\u{1B}[\(parameters)m" + cells[row][column] + "\u{1B}[0m"
        }
    }

    /// Draws `text` (digits, `:` and spaces) in the large 5-row font, centred, from `row` on.
    mutating func large(_ text: String, row: Int) {
        let glyphs = text.map { LargeDigits.glyph(for: $0) }
        let width = glyphs.reduce(0) { $0 + TerminalWidth.of($1[0]) + 1 } - 1
        var column = max(0, (columns - width) / 2)
        for glyph in glyphs {
            for (line, pattern) in glyph.enumerated() {
                write(pattern, row: row + line, column: column)
            }
            column += TerminalWidth.of(glyph[0]) + 1
        }
    }
}
