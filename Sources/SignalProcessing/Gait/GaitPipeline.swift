/// The gait measures of a lower-back recording, each step as its type documents it: the vertical
/// and the yaw rate from gravity (`TrunkSignals`), gait sequences and initial contacts
/// (`GaitSequenceDetector`, `InitialContactDetector`), step lengths (`InvertedPendulum`), turns
/// (`TurnDetector`) and walking bouts (`WalkingBoutAssembler`). docs/ANALYSIS.md, "Gait", has
/// every formula and where each constant came from.
package enum GaitPipeline {
    /// The rate the readings are resampled to, Hz: ten times the stepping band's top.
    package static let rate = 50.0

    /// The walking bouts of `grid`.
    /// - Parameters:
    ///   - grid: The readings on a uniform grid.
    ///   - sensorHeight: The sensor's height above the ground, metres, or `nil` (no stride
    ///     lengths or speeds).
    /// - Returns: The bouts in time order.
    package static func bouts(in grid: MotionGrid, sensorHeight: Double?) -> [WalkingBout] {
        let trunk = TrunkSignals(grid)
        let (contacts, _) = InitialContactDetector.detect(vertical: trunk.vertical, rate: grid.rate)
        var stepLengths: [Double] = []
        if let sensorHeight, contacts.count > 1 {
            let position = InvertedPendulum.position(vertical: trunk.vertical, rate: grid.rate)
            stepLengths = zip(contacts, contacts.dropFirst()).map { from, to in
                let span = position[from...to]
                return InvertedPendulum.stepLength(rise: (span.max() ?? 0) - (span.min() ?? 0), sensorHeight: sensorHeight)
            }
        }
        let turns = trunk.yawRate.map { TurnDetector.turns(yawRate: $0, rate: grid.rate) } ?? []
        return WalkingBoutAssembler.bouts(contacts: contacts.map(grid.time(at:)), stepLengths: stepLengths,
                                          turns: turns.map { WalkingBout.Turn(start: grid.time(at: $0.start), end: grid.time(at: $0.end - 1), angle: $0.angle) })
    }
}
