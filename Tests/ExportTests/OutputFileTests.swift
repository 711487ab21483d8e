import Export
import Foundation
import Testing
import TestSupport

/// Files appear whole, 0600, or not at all.
@Suite struct OutputFileTests {
    @Test func aCommittedFileHoldsEverythingWrittenWithMode0600() throws {
        let folder = try TemporaryDirectory(prefix: "output")
        let url = folder.url
        let file = try OutputFile(url: url.appendingPathComponent("out.txt"))
        let line = String(repeating: "x", count: 1000) + "\n"
        for _ in 0..<1000 { try file.write(line) }
        try file.commit()
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try Data(contentsOf: file.url).count == 1_001_000 && file.byteCount == 1_001_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["out.txt"])
    }

    @Test func aFileReleasedWithoutCommitLeavesNothing() throws {
        let folder = try TemporaryDirectory(prefix: "output")
        let url = folder.url
        do {
            let file = try OutputFile(url: url.appendingPathComponent("out.txt"))
            try file.write(String(repeating: "y", count: 300_000))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
    }
}
