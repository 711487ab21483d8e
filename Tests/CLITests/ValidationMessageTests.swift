import ArgumentParser
import Foundation
import Testing
import TestSupport
@testable import activetask

/// Every `validate()` message of the command, met in-process through `parseAsRoot`, as a user
/// would meet it: the exact sentence that says what to do.
@Suite struct ValidationMessageTests {
    static let survey = ProjectPaths.fixture("tasks/survey.json").path
    static let aFile = ProjectPaths.fixture("tasks/survey.json").path
    static let predefined = "shortWalk, timedWalk, twoFingerTapping, spatialSpanMemory, stroop, psat, trailMaking, towerOfHanoi, fitnessCheck, sixMinuteWalk, tremor, reactionTime, sitToStand, walkBackAndForth, timedUpAndGo, kneeRangeOfMotion, shoulderRangeOfMotion, touchAbility, consent, phq9, phq2, gad7, holePeg, amslerGrid, normalizedReactionTime, flanker"

    static let cases: [(arguments: [String], message: String)] = [
        (["run", "shortWalk"], "give --output DIR for a new run, or --resume DIR to continue a saved one"),
        (["run", "shortWalk", "--output", "/tmp/a", "--resume", "/tmp/b"],
         "give either --output (a new run) or --resume (continue a saved run), not both"),
        (["run", "shortWalk", "--output", aFile], "--output \(aFile) is a file; give a folder (it is created when missing)"),
        (["run", "noSuchTask", "--output", "/tmp/never"],
         "noSuchTask is neither a predefined task (\(predefined)) nor an existing task-JSON file"),
        (["run", "shortwalk", "--output", "/tmp/never"],
         "shortwalk is neither a predefined task (\(predefined)) nor an existing task-JSON file; did you mean shortWalk?"),
        (["kiosk", "phq-9", "--output", "/tmp/never"],
         "phq-9 is neither a predefined task (\(predefined)) nor an existing task-JSON file; did you mean phq9?"),
        (["run", survey, "--output", "/tmp/never", "--set", "a=1"], "--set applies to predefined tasks only; edit \(survey) instead"),
        (["run", "shortWalk", "--output", "/tmp/never", "--set", "restDuration"], "--set restDuration is not NAME=VALUE; write e.g. --set restDuration=30"),
        (["run", "shortWalk", "--output", "/tmp/never", "--answers", "/no/answers.json"],
         "--answers /no/answers.json does not exist; give the path of an answers JSON file"),
        (["run", "shortWalk", "--output", "/tmp/never", "--iio-buffer-length", "1"], "--iio-buffer-length must be at least 2 scans."),
        (["run", "shortWalk", "--output", "/tmp/never", "--iio-watermark", "0"], "--iio-watermark must be at least 1 scan."),
        (["kiosk", "shortWalk", "--output", "/tmp/never", "--port", "70000"], "--port 70000 is not a port; give 1–65535, or 0 for a free one"),
        (["record", "--output", "/tmp/never", "--replay", "/tmp", "--duration", "0"],
         "--duration must be a positive number of seconds, e.g. --duration 10."),
        (["record", "--output", "/tmp/never", "--replay", "/tmp", "--duration", "1", "--frequency", "0"],
         "--frequency must be a positive number of Hz, e.g. --frequency 100."),
        (["record", "--output", "/tmp/never", "--replay", "/tmp", "--duration", "1", "--chunk-bytes", "10"], "--chunk-bytes must be at least 1024."),
        (["record", "--output", "/tmp/never", "--replay", "/tmp", "--duration", "1", "--chunk-seconds", "0"], "--chunk-seconds must be a positive number of seconds."),
        (["record", "--output", "/tmp/never", "--replay", "/tmp", "--duration", "1", "--buffer-capacity", "0"], "--buffer-capacity must be at least 1 sample."),
        (["record", "--output", "/tmp/never", "--touch", "/dev/input/event0", "--duration", "1", "--movement-threshold=-1"],
         "--movement-threshold must be a distance ≥ 0 in normalized units, e.g. --movement-threshold 0.01."),
        (["record", "--output", "/tmp/never", "--duration", "1"],
         "Nothing to record: pass at least one of --accelerometer, --gyroscope, --touch, --location, --replay or --device-profile."),
        (["analyze", "/tmp", "--jobs", "0"], "--jobs must be 1 or more; leave it out to use every core."),
        (["analyze", "--merge", "/tmp", "--kind", "walk"], "--merge joins parts as they are; give --shard, --kind, --step and --strict to the runs that wrote them."),
        (["analyze", "/tmp", "--shard", "0/2", "--format", "csv"], "--shard writes a JSON part; give --format csv to the --merge that joins the parts."),
        (["analyze", "/no/such/folder"], "/no/such/folder does not exist; give a task output folder, a folder of chunks or a tree of them."),
        (["export", "archive", "/tmp", "--output", "/tmp/a.zip", "--time-zone", "Mars/Olympus"],
         "--time-zone Mars/Olympus is not an IANA time zone name; write one such as Europe/Zurich."),
    ]

    @Test(arguments: cases.indices)
    func validateSaysWhatToDo(_ index: Int) async {
        let (arguments, message) = Self.cases[index]
        do {
            _ = try Activetask.parseAsRoot(arguments)
            Issue.record("activetask \(arguments.joined(separator: " ")) parsed")
        } catch {
            #expect(Activetask.message(for: error) == message, "activetask \(arguments.joined(separator: " "))")
        }
    }

    @Test func calibrationAndGpsdMessagesNameTheFlag() async {
        for (arguments, prefix) in [(["record", "--output", "/tmp/never", "--touch", "/dev/input/event0", "--duration", "1", "--calibration", "1,2"], "--calibration: "),
                                    (["devices", "--gpsd", "localhost:notaport"], "--gpsd: ")] {
            do {
                _ = try Activetask.parseAsRoot(arguments)
                Issue.record("activetask \(arguments.joined(separator: " ")) parsed")
            } catch {
                #expect(Activetask.message(for: error).hasPrefix(prefix), "\(Activetask.message(for: error))")
            }
        }
    }
}
