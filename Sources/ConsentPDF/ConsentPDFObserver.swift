import ActiveTasks
import Foundation
import RecordingFormat

/// Writes the signed consent PDF when a consent review step ends with an agreement:
/// `<output folder>/<review step>/consent.pdf` (`…/visit-N/consent.pdf` when the participant went
/// back and signed again; folder 0700, file 0600, atomically, never over another), listed in the
/// step's result as a file result (`application/pdf`) with its SHA-256. The PDF holds every
/// signature collected so far in the run; a failure becomes an error result of kind
/// `consentPDF` and the run goes on.
///
/// Give it to `TaskSession` (`observers:`) so that it sees the runner's steps end.
package final class ConsentPDFObserver: TaskRunnerObserver {
    /// The content type of the file result.
    package static let contentType = "application/pdf"
    /// The file name in the review step's folder.
    package static let fileName = "consent.pdf"

    private let outputDirectory: URL
    private let clock: () -> Date
    private let warn: (String) -> Void

    /// Creates the observer of a run writing into `outputDirectory`.
    /// - Parameters:
    ///   - outputDirectory: The run's output folder.
    ///   - clock: The PDF's creation date.
    ///   - warn: Told each warning of a PDF written (`ConsentPDF.warnings`: a name or text holding
    ///     characters no installed font can draw).
    package init(outputDirectory: URL, clock: @escaping () -> Date = Date.init, warn: @escaping (String) -> Void = { _ in }) {
        self.outputDirectory = outputDirectory
        self.clock = clock
        self.warn = warn
    }

    /// Writes the PDF of a consent review that ended with an agreement.
    package func runner(_ runner: TaskRunner, willFinish step: any Step, result: inout StepResult) {
        guard step is ConsentReviewStep, let document = runner.task.consentDocument else { return }
        let current = result.results.compactMap { item -> ConsentSignatureResult? in
            if let signature = item.typed(as: ConsentSignatureResult.self) { return signature } else { return nil }
        }
        guard let signature = current.first, signature.consented else { return }
        let earlier = runner.result.consentSignatures.filter { $0.identifier != signature.identifier }
        let visit = runner.result.stepHistory.filter { $0.identifier == step.identifier }.count + 1
        do {
            result.append(files: [try write(document, signatures: earlier + [signature], author: signature.printedName,
                                            folder: OutputDirectory.sanitizedFileName(step.identifier), visit: visit)])
        } catch {
            result.append(error: ErrorResult(identifier: step.identifier, error: error, date: clock()))
        }
    }

    /// Renders the PDF and writes it as `folder/consent.pdf` in the output folder for the first
    /// visit of the review, `folder/visit-N/consent.pdf` for the Nth (the first free N from
    /// `visit`): a participant who goes back and signs again never overwrites a signed PDF.
    /// - Returns: Its file result, identified by the last signature's identifier.
    private func write(_ document: ConsentDocument, signatures: [ConsentSignatureResult], author: String,
                       folder: String, visit: Int) throws(ActivetaskError) -> FileResult {
        let start = clock()
        let pdf = try ConsentPDFRenderer(document: document).render(signatures: signatures, author: author, createdAt: start)
        pdf.warnings.forEach(warn)
        var relativePath = ""
        do {
            let review = try FolderHandle(creating: outputDirectory).subfolder(folder)
            var number = visit
            if number == 1, review.contains(Self.fileName) { number = 2 }
            while number > 1, review.contains("visit-\(number)") { number += 1 }
            let target = number == 1 ? review : try review.makeSubfolder("visit-\(number)")
            try target.writeAtomically(pdf.data, to: Self.fileName)
            relativePath = number == 1 ? "\(folder)/\(Self.fileName)" : "\(folder)/visit-\(number)/\(Self.fileName)"
        } catch {
            throw ActivetaskError(.consentPDF, error.message, underlying: error)
        }
        return FileResult(identifier: signatures.last!.identifier, relativePath: relativePath,
                          contentType: Self.contentType, sequence: 1, sensorTypes: [], startDate: start, endDate: clock(),
                          sampleCount: 0, droppedCount: 0, byteSize: pdf.data.count, sha256: FileResult.sha256(of: pdf.data))
    }
}
