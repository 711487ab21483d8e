import Foundation
import RecordingFormat
import Schedule
import Testing
import TestSupport

/// `UnitDirectory`: units written 0644 and atomically, identical files left alone, other files
/// kept unless forced, and only the schedule's own files removed.
@Suite struct UnitDirectoryTests {
    private let timer = (name: "activetask-schedule-P1-a.timer", text: SessionUnits.marker + " for a.\n[Timer]\nOnCalendar=daily\n")
    private let service = (name: "activetask-schedule-P1-a.service", text: SessionUnits.marker + " for a.\n[Service]\nExecStart=/bin/true\n")

    private func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func unitsAreWrittenReadableAndLeftAloneWhenUnchanged() throws {
        let root = try TemporaryDirectory(prefix: "units")
        let folder = UnitDirectory(url: root.url.appendingPathComponent("config/systemd/user"))
        #expect(try folder.install([timer, service], force: false) == [.written, .written])
        #expect(try mode(folder.url.appendingPathComponent(timer.name)) == 0o644)
        #expect(folder.contents(of: service.name) == service.text)
        #expect(try folder.install([timer, service], force: false) == [.unchanged, .unchanged])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [service.name, timer.name],
                "no temporary file is left behind")
    }

    @Test func aDifferentFileIsKeptUnlessForcedAndThenNothingElseIsWritten() throws {
        let root = try TemporaryDirectory(prefix: "units")
        let folder = UnitDirectory(url: root.url)
        try Data("[Timer]\nOnCalendar=hourly\n".utf8).write(to: root.url.appendingPathComponent(timer.name))
        do {
            _ = try folder.install([service, timer], force: false)
            Issue.record("a different unit was overwritten")
        } catch {
            #expect(error.code == .unitExists)
            #expect(error.message == "\(root.url.appendingPathComponent(timer.name).path) already exists with other contents and is kept; "
                    + "give --force to replace it, or --unit-dir for another folder")
        }
        #expect(folder.contents(of: timer.name) == "[Timer]\nOnCalendar=hourly\n")
        #expect(folder.contents(of: service.name) == nil, "nothing is written when one file is refused")
        #expect(try folder.install([service, timer], force: true) == [.written, .replaced])
        #expect(folder.contents(of: timer.name) == timer.text)
    }

    @Test func onlyTheScheduleOwnUnitsAreListedAndRemoved() throws {
        let root = try TemporaryDirectory(prefix: "units")
        let folder = UnitDirectory(url: root.url)
        let other = (name: "activetask-schedule-P2-a.timer", text: timer.text)
        _ = try folder.install([timer, service, other], force: false)
        try Data("[Timer]\n".utf8).write(to: root.url.appendingPathComponent("activetask-schedule-P1-mine.timer"))
        try Data("x".utf8).write(to: root.url.appendingPathComponent("activetask-upload.timer"))
        #expect(folder.units() == [service.name, timer.name, other.name])
        #expect(try folder.remove(startingWith: UnitName.participantPrefix("P1"), keeping: [service.name]) == [timer.name])
        #expect(try folder.remove(startingWith: UnitName.participantPrefix("P1")) == [service.name])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path).sorted()
                == ["activetask-schedule-P1-mine.timer", other.name, "activetask-upload.timer"])
    }
}
