import ActiveTasks
import Export
import Foundation
import Study
import TestSupport

/// A run's output folder made by a test: `taskResult.json` written with the run's own encoder,
/// removed when released.
final class RunFolder {
    private let folder: TemporaryDirectory

    /// The folder.
    var url: URL { folder.url }

    /// Writes `result` into a new temporary folder.
    init(_ result: TaskResult) throws {
        folder = try TemporaryDirectory(prefix: "export")
        try TaskResult.makeEncoder().encode(result).write(to: folder.url.appendingPathComponent("taskResult.json"))
    }

    /// The folder opened for export.
    func open() throws -> TaskRunFolder {
        try TaskRunFolder(url: folder.url)
    }
}

/// A completed run of question steps, each visit ending at `end`.
func surveyResult(_ steps: [StepResult], end: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> TaskResult {
    TaskResult(identifier: "survey", status: .completed, startDate: end.addingTimeInterval(-60), endDate: end,
               stepHistory: steps)
}

/// A question step's visit holding `answers`, ended at `end`.
func questionStep(_ identifier: String, _ answers: [AnswerResult], end: Date = Date(timeIntervalSince1970: 1_800_000_000),
                  skipped: Bool = false, isPrevious: Bool = false, type: String = "question") -> StepResult {
    StepResult(identifier: identifier, stepType: type, startDate: end.addingTimeInterval(-5), endDate: end, skipped: skipped,
               isPrevious: isPrevious, results: answers.map(ResultItem.answer))
}

/// Study JSON with every required key; `members` (raw JSON values by key) replace those keys
/// or are added at the end.
func studyJSON(_ members: KeyValuePairs<String, String> = [:]) -> [UInt8] {
    var all: [(String, String)] = [
        ("subject_name", "\"S1\""), ("log_line", "1"), ("study_uuid", "\"a2c0da8c-4dfd-4ffd-b3d5-94c762086c2f\""),
        ("folder_oid", "\"F\""), ("form_oid", "\"FORM\""), ("site_oid", "\"SITE\""), ("version", "\"1.0\""),
        ("device_id", "\"D\""), ("signature_oid", "\"ACK\""), ("rave_url", "\"https://rave.example.com\""),
        ("study_name", "\"Study\""), ("record_oid", "\"REC\""), ("subject_uuid", "\"bfe72729-ab34-4f97-bf03-18ea61fdc92e\""),
        ("timeZone", "\"UTC\""),
    ]
    for (key, value) in members {
        if let index = all.firstIndex(where: { $0.0 == key }) { all[index].1 = value } else { all.append((key, value)) }
    }
    return Array(("{" + all.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}").utf8)
}
