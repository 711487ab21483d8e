import RecordingFormat

extension Sample {
    /// Where a finger came down, in normalized screen units, for a touch sample of phase `began`;
    /// `nil` for any other sample (a finger moving or lifted, another sensor).
    public var touchDown: SpatialSpanPoint? {
        guard case .touch(let touch) = self, touch.phase == .began else { return nil }
        return SpatialSpanPoint(x: touch.x, y: touch.y)
    }
}
