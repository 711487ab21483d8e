import ActiveTasks
import RecordingFormat

extension JSONObjectReader {
    /// The waits, timeout and attempts of a reaction-time step (by shake or by touch), each
    /// defaulting to `defaults`, with ResearchKit's checks (`validateParameters` of
    /// `ORKReactionTimeStep` and `ORKNormalizedReactionTimeStep`): the shortest wait, each of
    /// `positive`, the timeout and the attempts above 0, the longest wait not below the shortest.
    /// Each broken rule is an error at its member.
    /// - Parameters:
    ///   - defaults: The values of members left out.
    ///   - positive: The step's own settings that must be above 0, checked after the shortest
    ///     wait: member, value and what it means.
    ///   - attemptsMeaning: What `numberOfAttempts` counts, for its error.
    /// - Returns: The values, or `nil` when one breaks a rule.
    func reactionTimeSettings(defaults: (maximum: Double, minimum: Double, attempts: Int, timeout: Double),
                              positive: [(String, Double, String)], attemptsMeaning: String)
        -> (maximum: Double, minimum: Double, attempts: Int, timeout: Double)? {
        let maximum = double("maximumStimulusInterval") ?? defaults.maximum
        let minimum = double("minimumStimulusInterval") ?? defaults.minimum
        let attempts = int("numberOfAttempts") ?? defaults.attempts
        let timeout = double("timeout") ?? defaults.timeout
        var valid = true
        for (key, value, meaning) in [("minimumStimulusInterval", minimum, "the shortest wait in seconds")] + positive
            + [("timeout", timeout, "the seconds allowed after the stimulus"), ("numberOfAttempts", Double(attempts), attemptsMeaning)]
        where value <= 0 {
            log.error(path(of: key), "\(NumberText.string(value)) is not positive; give \(meaning) above 0")
            valid = false
        }
        if maximum < minimum {
            log.error(path(of: "maximumStimulusInterval"),
                      "\(NumberText.string(maximum)) s is below minimumStimulusInterval \(NumberText.string(minimum)) s; "
                      + "give a longest wait at least as long as the shortest")
            valid = false
        }
        return valid ? (maximum, minimum, attempts, timeout) : nil
    }
}
