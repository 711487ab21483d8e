import ActiveTasks
import RecordingFormat
import Study
import JSONValues

/// Reads an export's study file (Rave's, REDCap's) with the task JSON reader, so its problems are
/// reported as task JSON's are: every one at once, as `FILE: json.path: message`, unknown keys as
/// warnings.
enum StudyFileReader {
    /// The study `make` builds from the JSON object in `json`, and the warnings about it.
    /// - Parameters:
    ///   - json: The file's bytes.
    ///   - fileName: The file's name, for messages.
    ///   - make: Reads the study's keys, logging each problem; `nil` when one is an error.
    /// - Throws: `ActivetaskError(.invalidStudy)` listing every error, one per line.
    static func read<Study>(json: [UInt8], fileName: String,
                            _ make: (JSONObjectReader) -> Study?) throws(ActivetaskError) -> (study: Study, warnings: [String]) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw ActivetaskError(.invalidStudy, "\(fileName): malformed JSON at \(error)")
        }
        let log = IssueLog()
        guard let reader = JSONObjectReader.make(root, path: "", log: log, registry: .core) else {
            throw ActivetaskError(.invalidStudy, log.issues.map { $0.line(in: fileName) }.joined(separator: "\n"))
        }
        let study = make(reader)
        reader.warnAboutUnreadKeys()
        let errors = log.issues.filter { $0.severity == .error }
        guard errors.isEmpty, let study else {
            throw ActivetaskError(.invalidStudy, errors.map { $0.line(in: fileName) }.joined(separator: "\n"))
        }
        return (study, log.issues.map { $0.line(in: fileName) })
    }
}
