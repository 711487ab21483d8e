import ActiveTasks
import RecordingFormat

/// A walking step's own analysis with the gait figures added, from one feed of its chunks: the
/// step's keys first, then every gait key the step's analysis does not have (`walkingBouts`, the
/// medians and 95th centiles, `sensorHeight`). A walk without a location fix gets its distance
/// from the bouts' steps (`distanceMeters`, with `distanceSource` `imu` and `distanceEstimated`
/// `true`). When the recording
/// cannot give gait (too short) the step keeps its keys and a warning says why.
struct WithGaitFigures<Base: SampleConsumer>: SampleConsumer {
    private var base: Base
    private var gait: GaitAnalyzer

    /// Wraps `base`, adding the gait of the person `body` describes.
    /// - Parameters:
    ///   - base: The step's own analysis.
    ///   - body: The sensor's or the body's height.
    init(_ base: Base, body: BodyMeasures) {
        self.base = base
        gait = GaitAnalyzer(body: body)
    }

    /// Gives the sample to both analyses.
    mutating func consume(_ sample: Sample) {
        base.consume(sample)
        gait.consume(sample)
    }

    /// Gives the reading to both analyses.
    mutating func consume(motion: MotionSample) {
        base.consume(motion: motion)
        gait.consume(motion: motion)
    }

    /// The step's result with the gait keys and warnings added.
    func finish() -> AnalysisResult {
        var result = base.finish()
        do throws(ActivetaskError) {
            try gait.check()
        } catch {
            result.warnings.append("no gait figures: \(error.message)")
            return result
        }
        let figures = gait.finish()
        for key in figures.summary.keys where !result.summary.keys.contains(key) {
            result.summary.set(key, from: figures.summary)
        }
        if result.summary.keys.contains("distanceMeters"), result.summary["distanceMeters"] == nil,
           let bouts = figures.summary.items("walkingBouts"), figures.summary["sensorHeight"] != nil {
            let distance = bouts.reduce(0.0) { total, bout in total + (bout["steps"] ?? 0) * (bout["strideLength"] ?? 0) / 2 }
            result.summary.set("distanceMeters", distance, .meters)
            result.summary.set("distanceSource", label: "imu")
            result.summary.set("distanceEstimated", flag: true)
            result.warnings.append("distanceMeters estimated from the walking bouts' steps and stride lengths (no location fix)")
        }
        result.warnings += figures.warnings
        return result
    }
}
