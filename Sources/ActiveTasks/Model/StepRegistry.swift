/// Builds steps and answer formats from task JSON by their `"type"`, and reads step results back
/// by their `"resultType"`; extend it with your own family.
///
/// ```swift
/// var registry = StepRegistry.standard
/// registry.register(MyFamily.self)
/// let loaded = TaskLoader.load(contentsOf: url, registry: registry)
/// ```
public struct StepRegistry: Sendable {
    /// Builds a step from its JSON object, recording problems in the reader's log; `nil` when the
    /// object cannot be a step.
    public typealias StepFactory = @Sendable (JSONObjectReader) -> (any Step)?
    /// Builds an answer format from its JSON object, recording problems in the reader's log.
    public typealias AnswerFormatFactory = @Sendable (JSONObjectReader) -> (any AnswerFormat)?

    private var stepFactories: [String: StepFactory] = [:]
    private var answerFormatFactories: [String: AnswerFormatFactory] = [:]
    /// The step results' own types this registry reads back from `taskResult.json`, by their
    /// `resultType`.
    public private(set) var resultTypes: [String: any TypedResult.Type] = [:]

    /// Creates a registry that knows no types.
    public init() {}

    /// The registry of the core's step types (instructions, questions, forms, countdowns, active
    /// steps, sections, consent, reviews), answer formats and the consent review's result; the
    /// families' registry adds theirs (`StepRegistry.standard`).
    public static let core: StepRegistry = {
        var registry = StepRegistry()
        for kind in InstructionStep.Kind.allCases {
            registry.registerStep(type: kind.rawValue) { InstructionStep(kind: kind, reader: $0) }
        }
        registry.registerStep(type: "question") { QuestionStep(reader: $0) }
        registry.registerStep(type: "form") { FormStep(reader: $0) }
        registry.registerStep(type: "countdown") { CountdownStep(reader: $0) }
        registry.registerStep(type: "active") { ActiveStep(reader: $0) }
        registry.registerStep(type: "section") { SectionStep(reader: $0) }
        registry.registerStep(type: "visualConsent") { VisualConsentStep(reader: $0) }
        registry.registerStep(type: "consentSharing") { ConsentSharingStep(reader: $0) }
        registry.registerStep(type: "consentReview") { ConsentReviewStep(reader: $0) }
        registry.registerStep(type: "review") { ReviewStep(reader: $0) }
        registry.registerResult(ConsentSignatureResult.self)
        registry.registerAnswerFormat(type: "boolean") { BooleanAnswerFormat(reader: $0) }
        for style in ChoiceAnswerFormat.Style.allCases {
            registry.registerAnswerFormat(type: style.rawValue) { ChoiceAnswerFormat(style: style, reader: $0) }
        }
        for style in NumericAnswerFormat.Style.allCases {
            registry.registerAnswerFormat(type: style.rawValue) { NumericAnswerFormat(style: style, reader: $0) }
        }
        registry.registerAnswerFormat(type: "scale") { ScaleAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "continuousScale") { ContinuousScaleAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "text") { TextAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "email") { _ in EmailAnswerFormat() }
        registry.registerAnswerFormat(type: "date") { DateAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "timeOfDay") { TimeOfDayAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "timeInterval") { TimeIntervalAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "imageChoice") { ImageChoiceAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "location") { LocationAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "height") { HeightAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "weight") { WeightAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "age") { AgeAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "year") { YearAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "multipleValuePicker") { MultipleValuePickerAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "ses") { SESAnswerFormat(reader: $0) }
        registry.registerAnswerFormat(type: "colorChoice") { ColorChoiceAnswerFormat(reader: $0) }
        return registry
    }()

    /// Registers (or replaces) the step type written `"type": type`.
    /// - Parameters:
    ///   - type: The type name.
    ///   - factory: Builds the step from its object.
    public mutating func registerStep(type: String, _ factory: @escaping StepFactory) {
        stepFactories[type] = factory
    }

    /// Registers (or replaces) the answer format written `"type": type`.
    /// - Parameters:
    ///   - type: The type name.
    ///   - factory: Builds the format from its object.
    public mutating func registerAnswerFormat(type: String, _ factory: @escaping AnswerFormatFactory) {
        answerFormatFactories[type] = factory
    }

    /// Registers (or replaces) the typed result written `"resultType": type.resultType`, so that
    /// `TaskResult.makeDecoder(registry:)` reads it back.
    /// - Parameter type: The result type.
    public mutating func registerResult(_ type: any TypedResult.Type) {
        resultTypes[type.resultType] = type
    }

    /// The step types known, sorted.
    public var stepTypes: [String] { stepFactories.keys.sorted() }
    /// The answer-format types known, sorted.
    public var answerFormatTypes: [String] { answerFormatFactories.keys.sorted() }

    /// Builds the step in `reader` by its `"type"`; records an unknown type, recorders on a step that
    /// cannot record, and unknown keys.
    /// - Parameter reader: The step's object.
    /// - Returns: The step, or `nil` when it could not be built.
    public func makeStep(from reader: JSONObjectReader) -> (any Step)? {
        guard let type = reader.requiredString("type") else {
            reader.log.noteUnbuilt(reader.value("identifier"))
            return nil
        }
        guard let factory = stepFactories[type] else {
            reader.log.error(reader.path(of: "type"), "unknown step type \"\(type)\"; use one of \(stepTypes.joined(separator: ", "))")
            reader.log.noteUnbuilt(reader.value("identifier"))
            return nil
        }
        let mark = reader.log.beginStep(at: reader.path)
        let step = factory(reader)
        if let step, !step.isActive, reader.value("recorders") != nil {
            reader.log.error(reader.path(of: "recorders"), "\(type) steps cannot record; put recorders on an active step, or on the task with startStepIdentifier/stopStepIdentifier")
        }
        if step == nil {
            reader.log.rollback(to: mark)
            reader.log.noteUnbuilt(reader.value("identifier"))
        }
        reader.warnAboutUnreadKeys()
        return step
    }

    /// Builds the answer format in `reader` by its `"type"`; records an unknown type and unknown keys.
    /// - Parameter reader: The format's object.
    /// - Returns: The format, or `nil` when it could not be built.
    public func makeAnswerFormat(from reader: JSONObjectReader) -> (any AnswerFormat)? {
        guard let type = reader.requiredString("type") else { return nil }
        guard let factory = answerFormatFactories[type] else {
            reader.log.error(reader.path(of: "type"), "unknown answer format \"\(type)\"; use one of \(answerFormatTypes.joined(separator: ", "))")
            return nil
        }
        let format = factory(reader)
        reader.warnAboutUnreadKeys()
        return format
    }
}
