import ActiveTasks
import RecordingFormat

extension Sample {
    /// Where a finger came down, in normalized screen units, when the sample is a touch that began;
    /// `nil` for any other sample (a moving or lifted finger, a sensor reading).
    package var fingerDown: SpatialSpanPoint? {
        guard case .touch(let touch) = self, touch.phase == .began else { return nil }
        return SpatialSpanPoint(x: touch.x, y: touch.y)
    }
}
