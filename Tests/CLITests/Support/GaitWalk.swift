import Foundation
import Testing
import TestSupport

/// A short walk replayed from fixtures/replay (12 steps a leg) and given the sensor's height, so
/// that its walking steps' entries have the gait figures: one walking bout a leg.
enum GaitWalk {
    /// Runs the walk into `output`.
    /// - Parameters:
    ///   - output: The run's folder.
    ///   - arguments: More arguments of `run` (`--participant ID`).
    static func run(into output: URL, _ arguments: [String] = []) async throws {
        let ran = try await ActivetaskBinary.run(["run", "shortWalk", "--auto", "--replay", ProjectPaths.fixture("replay").path, "--speech", "off",
                                                  "--set", "numberOfStepsPerLeg=12", "--set", "restDuration=1", "--set", "sensorHeight=0.95",
                                                  "--output", output.path] + arguments, timeout: 25)
        try #require(ran.status == 0, "\(ran.stderr)")
    }
}
