import ActiveTasks
import Foundation
import TaskFamilies

/// Summary of one Amsler grid step (one eye) from its `amslerGrid` result: how many areas were
/// marked, how much of the grid and which cells.
///
/// Keys: `eyeSide`, `strokes`, `markedFraction`, `cellsTouched`, `cells`, `normal`,
/// `drawingTime`. Formulas and references: docs/ANALYSIS.md.
public enum AmslerGridAnalyzer {
    /// Raster pixels per grid side for `markedFraction` (each pixel is a tenth of a cell).
    public static let rasterSize = 100
    /// The brush's radius in grid units: a raster pixel is marked when its centre is this close
    /// to a path (8 px of the 403 px grid at 800 × 480, about a fingertip's half width).
    public static let brushRadius = 0.02
    /// The longest piece a path is cut into when finding the cells it crosses, in grid units.
    public static let cellStep = 0.005

    /// Summarises the step result of an Amsler grid step.
    /// - Parameter step: The step's result in `taskResult.json`.
    public static func analyze(_ step: StepResult) -> AnalysisResult {
        var summary = AnalysisSummary()
        let result = step.results.lazy.compactMap { item -> AmslerGridResult? in
            if let result = item.typed(as: AmslerGridResult.self) { return result }
            return nil
        }.first
        guard let result else {
            return AnalysisResult(summary: summary, warnings: ["\(step.identifier): no Amsler grid result: Amsler grid keys are empty"])
        }
        let strokes = result.strokes.filter { !$0.samples.isEmpty }
        let marked = markedPixels(strokes)
        let cells = touchedCells(strokes, cellsPerSide: result.cellsPerSide)
        summary.set("eyeSide", label: result.eyeSide.rawValue)
        summary.set("strokes", count: strokes.count)
        summary.set("markedFraction", Double(marked) / Double(rasterSize * rasterSize), .ratio)
        summary.set("cellsTouched", count: cells.count)
        summary.set("cells", label: cells.isEmpty ? nil : cells.map { "\($0.column),\($0.row)" }.joined(separator: " "))
        summary.set("normal", count: strokes.isEmpty ? 1 : 0)
        summary.set("drawingTime", strokes.reduce(0) { $0 + max(0, ($1.samples.last?.t ?? 0) - ($1.samples.first?.t ?? 0)) }, .seconds)
        return AnalysisResult(summary: summary, warnings: [])
    }

    /// The raster pixels within `brushRadius` of a path: a path's segments, or its one sample.
    static func markedPixels(_ strokes: [AmslerGridStroke]) -> Int {
        let segments = strokes.flatMap { stroke in
            stroke.samples.count == 1 ? [(stroke.samples[0], stroke.samples[0])] : Array(zip(stroke.samples, stroke.samples.dropFirst()))
        }
        var count = 0
        let radius2 = brushRadius * brushRadius
        for row in 0..<rasterSize {
            for column in 0..<rasterSize {
                let px = (Double(column) + 0.5) / Double(rasterSize), py = (Double(row) + 0.5) / Double(rasterSize)
                if segments.contains(where: { distance2(px, py, $0.0, $0.1) <= radius2 }) { count += 1 }
            }
        }
        return count
    }

    /// The squared distance from a point to the segment from `a` to `b`.
    static func distance2(_ px: Double, _ py: Double, _ a: AmslerGridSample, _ b: AmslerGridSample) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        let along = length2 == 0 ? 0 : min(1, max(0, ((px - a.x) * dx + (py - a.y) * dy) / length2))
        let cx = a.x + along * dx - px, cy = a.y + along * dy - py
        return cx * cx + cy * cy
    }

    /// The cells a path's samples lie in or its segments cross (each segment cut into `n =
    /// max(1, ceil(length / cellStep))` pieces and every piece's end taken), by row then column.
    static func touchedCells(_ strokes: [AmslerGridStroke], cellsPerSide: Int) -> [(column: Int, row: Int)] {
        var cells = Set<Int>()
        func add(_ x: Double, _ y: Double) {
            let column = min(cellsPerSide - 1, max(0, Int((x * Double(cellsPerSide)).rounded(.down))))
            let row = min(cellsPerSide - 1, max(0, Int((y * Double(cellsPerSide)).rounded(.down))))
            cells.insert(row * cellsPerSide + column)
        }
        for stroke in strokes {
            add(stroke.samples[0].x, stroke.samples[0].y)
            for (a, b) in zip(stroke.samples, stroke.samples.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let pieces = max(1, Int((sqrt(dx * dx + dy * dy) / cellStep).rounded(.up)))
                for k in 1...pieces {
                    add(a.x + dx * Double(k) / Double(pieces), a.y + dy * Double(k) / Double(pieces))
                }
            }
        }
        return cells.sorted().map { (column: $0 % cellsPerSide, row: $0 / cellsPerSide) }
    }
}
