/// What `TaskRunner.restorationData()` saves: the result so far and the path of visited steps.
struct RestorationData: Codable {
    /// The format of this data.
    var version: Int
    /// The result so far.
    var result: TaskResult
    /// Identifiers of the visited steps that back navigation returns through, current last.
    var path: [String]

    /// The format written by this build.
    static let currentVersion = 1
}
