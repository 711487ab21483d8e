@testable import ActiveTasks
@testable import PredefinedTasks
import Testing
import JSONValues

/// The predefined tasks' texts as a participant reads them: every step has a title, and no text
/// contradicts the parameters the task was made with or promises a cue that is not given.
@Suite struct PredefinedTextTests {
    private static func texts(_ task: OrderedTask) -> [String] {
        task.flattenedSteps.flatMap { [$0.title, $0.text].compactMap { $0 } }
    }

    @Test(arguments: PredefinedTask.allCases) func everyStepHasAHumanTitle(_ predefined: PredefinedTask) throws {
        for step in try predefined.task().flattenedSteps {
            let title = try #require(step.title, "\(predefined.rawValue): step \(step.identifier) has no title")
            #expect(!title.isEmpty && title != step.identifier, "\(predefined.rawValue): \(step.identifier)")
        }
    }

    @Test func theFitnessCheckSaysTheDurationsItWasGiven() throws {
        let texts = Self.texts(try PredefinedTask.fitnessCheck.task(values: ["walkDuration": .int(20), "restDuration": .int(90)]))
        #expect(!texts.contains { $0.contains("6 minutes") || $0.contains("3 minutes") }, "\(texts)")
        #expect(texts.contains("Walk as fast as you can for 20 seconds."))
        #expect(texts.contains("Sit comfortably for 1 minute 30 seconds."))
        #expect(texts.filter { $0.contains("20 seconds") }.count == 3, "\(texts)")
    }

    @Test func theSixMinuteWalkSaysItsDuration() throws {
        let texts = Self.texts(try PredefinedTask.sixMinuteWalk.task(values: ["walkDuration": .int(120)]))
        #expect(!texts.contains { $0.contains("six minutes") || $0.contains("6 minutes") }, "\(texts)")
        #expect(texts.filter { $0.contains("2 minutes") }.count == 2, "\(texts)")
        #expect(Self.texts(try PredefinedTask.sixMinuteWalk.task()).filter { $0.contains("6 minutes") }.count == 2)
    }

    @Test func theMemoryInstructionAsksForTheReverseOrderOnlyWithRequireReversal() throws {
        let reverse = ["en": "reverse", "de": "umgekehrter", "es": "inverso", "fr": "inverse"]
        for (language, word) in reverse {
            let tag = try #require(LanguageTag(language))
            let forward = try PredefinedTask.spatialSpanMemory.task(language: tag).flattenedSteps.first { $0.identifier == "instruction1" }?.text
            let backward = try PredefinedTask.spatialSpanMemory.task(values: ["requireReversal": .bool(true)], language: tag)
                .flattenedSteps.first { $0.identifier == "instruction1" }?.text
            #expect(forward?.contains(word) == false, "\(language): \(String(describing: forward))")
            #expect(backward?.contains(word) == true, "\(language): \(String(describing: backward))")
        }
    }

    @Test func noTextPromisesACueThatIsNotGiven() throws {
        for predefined in PredefinedTask.allCases {
            for text in Self.texts(try predefined.task()) {
                #expect(!text.localizedLowercase.contains("audio") && !text.localizedLowercase.contains("you will hear"),
                        "\(predefined.rawValue): \(text)")
            }
        }
    }

    @Test func durationsAreWrittenAsPeopleSayThem() {
        let cases: [(JSONValue, String)] = [(.int(360), "6 minutes"), (.int(20), "20 seconds"), (.int(90), "1 minute 30 seconds"),
                                            (.int(60), "1 minute"), (.int(1), "1 second"), (.double(0.5), "0.5 seconds"), (.int(0), "0 seconds")]
        for (value, text) in cases { #expect(PredefinedTask.spoken(seconds: value) == text) }
    }
}
