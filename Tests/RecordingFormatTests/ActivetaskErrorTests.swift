import Foundation
import Testing
@testable import RecordingFormat

/// The one error shape: its JSON in result files and what wrapping keeps.
@Suite struct ActivetaskErrorTests {
    @Test func jsonKeepsTheKindKeyAndAddsTheErrnoNumberAndName() throws {
        let error = ActivetaskError(.writeFailed, "chunk a.jsonl: write failed", errno: .noSpace)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(error), as: UTF8.self)
        #expect(text == #"{"errno":28,"errnoName":"ENOSPC","kind":"writeFailed","message":"chunk a.jsonl: write failed"}"#)
        #expect(try JSONDecoder().decode(ActivetaskError.self, from: Data(text.utf8)) == error)
    }

    @Test func anErrorWithoutErrnoReadsAndWritesAsBefore() throws {
        let old = #"{"kind":"deviceLost","message":"IIO device iio:device1 (bmi160) failed"}"#
        let error = try JSONDecoder().decode(ActivetaskError.self, from: Data(old.utf8))
        #expect(error.code == .deviceLost && error.errno == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(error), as: UTF8.self) == old)
    }

    @Test func aCodeNotKnownToThisVersionIsKept() throws {
        let error = try JSONDecoder().decode(ActivetaskError.self, from: Data(#"{"kind":"batteryLow","message":"m"}"#.utf8))
        #expect(error.code == ActivetaskError.Code(rawValue: "batteryLow"))
    }

    @Test func wrappingKeepsTheInnerErrorAndItsErrno() {
        let inner = ActivetaskError(.writeFailed, "cannot write /out/taskResult.json: No space left on device", errno: .noSpace)
        let outer = ActivetaskError(.presenterStopped, "the run stopped", underlying: inner)
        #expect(outer.errno == .noSpace)
        #expect((outer.underlying as? ActivetaskError)?.code == .writeFailed)
        #expect(ActivetaskError(.unreadable, "x", underlying: Errno.permissionDenied).errno == .permissionDenied)
    }
}
