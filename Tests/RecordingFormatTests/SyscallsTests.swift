import Foundation
import Testing
@testable import RecordingFormat
#if canImport(Glibc)
import Glibc
#endif

/// The system-call seam itself: errno values, descriptor-relative calls and the fault list syntax.
@Suite struct SyscallsTests {
    @Test func errnoCarriesItsNameAndTheCLibraryText() {
        #expect(Errno.noSpace.rawValue == ENOSPC)
        #expect(Errno.noSpace.name == "ENOSPC")
        #expect(Errno.noSpace.description == "No space left on device")
        #expect(Errno(rawValue: 4095).name == "errno 4095")
    }

    @Test func failingCallThrowsTheErrnoTheKernelGave() throws {
        let folder = try ScratchFolder("enoent")
        #expect(throws: Errno.noSuchFileOrDirectory) {
            try Syscalls.open(folder.url.appendingPathComponent("absent").path, O_RDONLY)
        }
        #expect(throws: Errno.fileExists) { try Syscalls.mkdir(folder.url.path, permissions: 0o700) }
    }

    @Test func callsRelativeToAnOpenFolderStayInItAndRefuseASymbolicLinkWithNoFollow() throws {
        let folder = try ScratchFolder("openat")
        let outside = try ScratchFolder("openat-outside")
        let directory = try Syscalls.open(folder.url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { try? Syscalls.close(directory) }
        try Syscalls.mkdirat(directory, "run", permissions: 0o700)
        let file = try Syscalls.openat(directory, "run/a.tmp", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions: 0o600)
        #expect(Array("abc".utf8).withUnsafeBytes { Syscalls.writeAll(file, $0) }.written == 3)
        try Syscalls.close(file)
        try Syscalls.renameat(directory, "run/a.tmp", directory, "run/a.json")
        #expect(try Syscalls.fstatat(directory, "run/a.json").st_size == 3)
        #expect(try Syscalls.fstatat(directory, "run/a.json").st_mode & 0o777 == 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("run/link").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("x").path)
        #expect(throws: Errno.tooManySymbolicLinks) {
            try Syscalls.openat(directory, "run/link", O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, permissions: 0o600)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        try Syscalls.unlinkat(directory, "run/a.json")
        try Syscalls.unlinkat(directory, "run/link")
        try Syscalls.unlinkat(directory, "run", flags: AT_REMOVEDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func faultRuleForAFileOpenedRelativeToAFolderMatchesTheFolderPath() throws {
        let folder = try ScratchFolder("openat-fault")
        let (error, fired) = FaultInjection.withFaults([FaultRule(.fsync, .ioError, pathContains: folder.url.path + "/b")]) { () -> Errno? in
            do {
                let directory = try Syscalls.open(folder.url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                defer { try? Syscalls.close(directory) }
                let descriptor = try Syscalls.openat(directory, "b", O_WRONLY | O_CREAT | O_CLOEXEC, permissions: 0o600)
                defer { try? Syscalls.close(descriptor) }
                try Syscalls.fsync(descriptor)
                return nil
            } catch {
                return error as? Errno
            }
        }
        #expect(fired == [1])
        #expect(error == .ioError)
    }

    @Test func faultListReadsCallErrnoOccurrencePersistenceAndPathPart() throws {
        let rules = try FaultRule.parseList("write:ENOSPC:3+@accelerometer-,fsync:EIO:1,read:EINTR:2")
        #expect(rules == [
            FaultRule(.write, .noSpace, occurrence: 3, persists: true, pathContains: "accelerometer-"),
            FaultRule(.fsync, .ioError, occurrence: 1),
            FaultRule(.read, .interrupted, occurrence: 2),
        ])
    }

    @Test(arguments: ["write:ENOSPC", "writ:ENOSPC:1", "write:ENOSPACE:1", "write:ENOSPC:0", "write:ENOSPC:x+"])
    func faultListRejectsAMalformedEntryByName(entry: String) {
        let error = #expect(throws: ActivetaskError.self) { try FaultRule.parseList(entry) }
        #expect(error?.code == .invalidConfiguration)
        #expect(error?.message.hasPrefix("fault \"\(entry)\" is not call:ERRNO:n[+][@path-part]") == true)
    }
}
