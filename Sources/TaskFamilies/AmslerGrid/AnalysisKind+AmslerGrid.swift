import ActiveTasks

extension AnalysisKind {
    /// An Amsler grid step's marks: strokes, marked area and cells, from its result.
    public static let amslerGrid = AnalysisKind(rawValue: "amslerGrid")
}
