import ActiveTasks
import Markup
import RecordingFormat

/// The full-screen presenter's signature pad: a box on the screen in which touches are strokes
/// (points normalized to the box, timed from the first touch), or, without a touchscreen, typed
/// initials.
///
/// A touch that begins outside the box is ignored; a stroke leaving the box is held at its edge;
/// the lift ends the stroke at its last move.
struct SignaturePad {
    /// The box in normalized screen units.
    let x: Double, y: Double, width: Double, height: Double
    /// The strokes drawn so far.
    private(set) var strokes: [[ConsentSignaturePoint]] = []
    /// The initials typed so far (used when nothing is drawn).
    var initials = ""
    private var open: [Int: Int] = [:]
    private var firstTime: Double?

    /// The pad for a `columns` × `rows` screen: 60 % of its width, centred, about three times as
    /// wide as tall on the glass (cells being about twice as tall as wide), from row 5.
    init(columns: Int, rows: Int) {
        let padColumns = max(12, columns * 6 / 10)
        let padRows = max(4, min(rows - 10, padColumns / 6))
        x = Double((columns - padColumns) / 2) / Double(columns)
        y = 5 / Double(rows)
        width = Double(padColumns) / Double(columns)
        height = Double(padRows) / Double(rows)
    }

    /// Takes one touch sample (normalized screen units) observed at `time`.
    mutating func receive(_ touch: TouchSample, at time: Double) {
        let px = (touch.x - x) / width, py = (touch.y - y) / height
        switch touch.phase {
        case .began:
            guard (0...1).contains(px), (0...1).contains(py) else { return }
            let start = firstTime ?? time
            firstTime = start
            open[touch.touchId] = strokes.count
            strokes.append([ConsentSignaturePoint(x: px, y: py, t: time - start)])
        case .moved:
            guard let index = open[touch.touchId], let start = firstTime else { return }
            strokes[index].append(ConsentSignaturePoint(x: min(1, max(0, px)), y: min(1, max(0, py)), t: time - start))
        case .ended, .cancelled:
            open[touch.touchId] = nil
        }
    }

    /// Deletes the last initial, or, with none typed, every stroke.
    mutating func erase() {
        if initials.isEmpty {
            strokes = []
            open = [:]
            firstTime = nil
        } else {
            initials.removeLast()
        }
    }

    /// The signature: the strokes when any were drawn, else the initials; `nil` when neither.
    var mark: ConsentSignatureMark? {
        if !strokes.isEmpty { return ConsentSignatureMark(source: .touchscreen, strokes: strokes) }
        let typed = initials.trimmingSpaces
        return typed.isEmpty ? nil : ConsentSignatureMark(source: .typedInitials, initials: typed)
    }

    /// Draws the box, the strokes as `*` along each segment, or the initials in its middle.
    func draw(on canvas: inout ScreenCanvas) {
        canvas.box(x: x, y: y, width: width, height: height, fill: nil, label: strokes.isEmpty ? initials : "")
        func cell(_ point: ConsentSignaturePoint) -> (column: Int, row: Int) {
            let area = canvas.cells(x: x, y: y, width: width, height: height)
            let column = area.columns.lowerBound + Int(point.x * Double(area.columns.count - 1) + 0.5)
            let row = area.rows.lowerBound + Int(point.y * Double(area.rows.count - 1) + 0.5)
            return (column, row)
        }
        for stroke in strokes {
            for (from, to) in zip(stroke, stroke.dropFirst() + [stroke.last!]) {
                let a = cell(from), b = cell(to)
                let steps = max(abs(b.column - a.column), abs(b.row - a.row), 1)
                for step in 0...steps {
                    let column = a.column + (b.column - a.column) * step / steps
                    let row = a.row + (b.row - a.row) * step / steps
                    canvas.write("*", row: row, column: column)
                }
            }
        }
    }
}
