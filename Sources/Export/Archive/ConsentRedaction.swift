import ActiveTasks
import Foundation
import RecordingFormat

/// A consent run as a research archive carries it: without the consent review's signature
/// results (names, strokes, dates), its signed PDFs and any touch recording made while it was
/// shown (the strokes, sample by sample), since the consent tells the participant their name "is
/// kept apart from your recordings". A run without a consent review is left as it is.
struct ConsentRedaction {
    /// The relative paths of the files left out.
    let excludedPaths: Set<String>
    /// `taskResult.json` as the archive holds it: the run's bytes when nothing is left out,
    /// otherwise the result re-encoded without the consent results and the files left out.
    let resultData: Data

    /// The redaction of `run`.
    /// - Throws: `ActivetaskError(.writeFailed)` when the redacted result cannot be encoded.
    init(run: TaskRunFolder) throws(ActivetaskError) {
        let result = run.result
        let reviews = result.stepHistory.filter { step in
            step.stepType == "consentReview" || step.results.first(of: ConsentSignatureResult.self) != nil
        }
        guard !reviews.isEmpty else {
            excludedPaths = []
            resultData = run.resultData
            return
        }
        let reviewIdentifiers = Set(reviews.map(\.identifier))
        let excluded = Set(run.files.filter { recorded in
            if let step = recorded.stepIdentifier, reviewIdentifiers.contains(step) { return true }
            return recorded.file.sensorTypes.contains(.touch) && reviews.contains { review in
                recorded.file.startDate <= review.endDate && recorded.file.endDate >= review.startDate
            }
        }.map(\.file.relativePath))
        func kept(_ item: ResultItem) -> Bool {
            switch item {
            case .typed(is ConsentSignatureResult): false
            case .file(let file): !excluded.contains(file.relativePath)
            default: true
            }
        }
        var redacted = result
        redacted.stepHistory = result.stepHistory.map { step in
            var step = step
            step.results = step.results.filter(kept)
            return step
        }
        redacted.asyncResults = result.asyncResults.filter(kept)
        do {
            resultData = try TaskResult.makeEncoder().encode(redacted)
        } catch {
            throw ActivetaskError(.writeFailed, "\(run.url.path): cannot encode the task result without its consent (\(error))")
        }
        excludedPaths = excluded
    }
}
