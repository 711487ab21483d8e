import ActiveTasks

/// The result of one Amsler grid step (ResearchKit's `ORKAmslerGridResult`): the eye closed and
/// the marked paths in grid units with their samples' times. ResearchKit also writes a PNG of the
/// grid with the marks; a plot of `strokes` over the grid's layout draws the same.
///
/// Written in a step result of `taskResult.json` with `"resultType": "amslerGrid"`, also when
/// nothing was marked (ResearchKit then writes none): no strokes means the grid looked normal.
public struct AmslerGridResult: TypedResult {
    /// The type tag that marks an Amsler grid result in `taskResult.json`.
    public static let resultType = "amslerGrid"

    /// Always `"amslerGrid"`.
    public var type: String
    /// The step's identifier.
    public var identifier: String
    /// ResearchKit's `eyeSide`: the eye closed.
    public var eyeSide: AmslerEyeSide
    /// The grid's cells per side (10).
    public var cellsPerSide: Int
    /// The grid's frame on the screen, normalized.
    public var gridRect: SpatialSpanRect
    /// The marked paths, in the order they were finished (ResearchKit's `path`).
    public var strokes: [AmslerGridStroke]

    /// Creates a result.
    public init(identifier: String, eyeSide: AmslerEyeSide, strokes: [AmslerGridStroke]) {
        self.type = Self.resultType
        self.identifier = identifier
        self.eyeSide = eyeSide
        self.cellsPerSide = AmslerGridLayout.cellsPerSide
        self.gridRect = AmslerGridLayout.grid
        self.strokes = strokes
    }
}
