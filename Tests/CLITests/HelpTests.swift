import TestSupport
import Testing

/// The CLI's help lists what the README documents.
@Suite(.timeLimit(.minutes(1))) struct HelpTests {
    @Test func rootHelpListsEverySubcommand() async throws {
        let help = try await ActivetaskBinary.run(["--help"])
        #expect(help.status == 0)
        for command in ["validate", "run", "present", "record", "analyze", "export", "upload", "devices", "schedule"] {
            #expect(help.stdout.contains("  \(command) "), "\(command) missing from:\n\(help.stdout)")
        }
    }

    @Test func runAndRecordTakeTheSameDeviceFlags() async throws {
        let flags = ["--accelerometer <DEV>", "--gyroscope <DEV>", "--touch <DEV>", "--location <HOST:PORT>",
                     "--replay <DIR>", "--pace <pace>", "--device-profile <FILE>", "--iio-buffer-length <N>",
                     "--iio-watermark <N>", "--iio-trigger <TRIGGER>"]
        for command in ["run", "record"] {
            let help = try await ActivetaskBinary.run(["help", command])
            #expect(help.status == 0)
            for flag in flags {
                #expect(help.stdout.contains(flag), "\(command) --help lacks \(flag):\n\(help.stdout)")
            }
        }
    }

    @Test func exportListsItsFourFormats() async throws {
        let help = try await ActivetaskBinary.run(["export", "--help"])
        #expect(help.status == 0)
        for format in ["rave", "archive", "mpower", "csv"] {
            #expect(help.stdout.contains("  \(format) "), "\(format) missing from:\n\(help.stdout)")
        }
    }
}
