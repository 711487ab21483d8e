import RecordingFormat

/// One entry of a step's results or of a task's async results: an answer, a recorded file or an
/// error, or a predefined step's own result. Written with a `"resultType"` of `answer`, `file`,
/// `error`, `tapping`, `spatialSpanMemory`, `stroop`, `trailmaking`, `towerOfHanoi`, `psat`, `touchAbility`, `timedWalk`, `reactionTime`, `rangeOfMotion`, `consentSignature`, `holePeg`, `amslerGrid` or `normalizedReactionTime` beside the entry's fields.
public enum ResultItem: Sendable, Equatable, Codable {
    /// A question's answer.
    case answer(AnswerResult)
    /// A closed chunk of a recording.
    case file(FileResult)
    /// A failure that did not stop the run.
    case error(ErrorResult)
    /// A tapping step's taps.
    case tapping(TappingResult)
    /// A spatial span memory step's games.
    case spatialSpanMemory(SpatialSpanMemoryResult)
    /// A Stroop step's trials.
    case stroop(StroopResult)
    /// A touch-ability step's trials.
    case touchAbility(TouchAbilityResult)
    /// A PSAT step's additions.
    case psat(PSATResult)
    /// A Trail Making step's taps.
    case trailMaking(TrailMakingResult)
    /// A Tower of Hanoi step's moves.
    case towerOfHanoi(TowerOfHanoiResult)
    /// A timed-walk trial's distance and time.
    case timedWalk(TimedWalkResult)
    /// A reaction-time step's attempts.
    case reactionTime(ReactionTimeResult)
    /// A range-of-motion step's angles.
    case rangeOfMotion(RangeOfMotionResult)
    /// A consent review's signature.
    case consentSignature(ConsentSignatureResult)
    /// A hole-peg step's moves.
    case holePeg(HolePegResult)
    /// An Amsler grid step's marked paths.
    case amslerGrid(AmslerGridResult)
    /// A touch reaction-time step's attempts.
    case normalizedReactionTime(NormalizedReactionTimeResult)

    private enum CodingKeys: String, CodingKey {
        case resultType
    }

    /// Decodes the entry named by `resultType`.
    /// - Throws: `DecodingError` for an unknown `resultType` or malformed fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .resultType) {
        case "answer": self = .answer(try AnswerResult(from: decoder))
        case "file": self = .file(try FileResult(from: decoder))
        case "error": self = .error(try ErrorResult(from: decoder))
        case TappingResult.typeName: self = .tapping(try TappingResult(from: decoder))
        case SpatialSpanMemoryResult.typeName: self = .spatialSpanMemory(try SpatialSpanMemoryResult(from: decoder))
        case StroopResult.typeName: self = .stroop(try StroopResult(from: decoder))
        case TouchAbilityResult.typeName: self = .touchAbility(try TouchAbilityResult(from: decoder))
        case PSATResult.typeName: self = .psat(try PSATResult(from: decoder))
        case TrailMakingResult.typeName: self = .trailMaking(try TrailMakingResult(from: decoder))
        case TowerOfHanoiResult.typeName: self = .towerOfHanoi(try TowerOfHanoiResult(from: decoder))
        case TimedWalkResult.typeName: self = .timedWalk(try TimedWalkResult(from: decoder))
        case ReactionTimeResult.typeName: self = .reactionTime(try ReactionTimeResult(from: decoder))
        case RangeOfMotionResult.typeName: self = .rangeOfMotion(try RangeOfMotionResult(from: decoder))
        case ConsentSignatureResult.typeName: self = .consentSignature(try ConsentSignatureResult(from: decoder))
        case HolePegResult.typeName: self = .holePeg(try HolePegResult(from: decoder))
        case AmslerGridResult.typeName: self = .amslerGrid(try AmslerGridResult(from: decoder))
        case NormalizedReactionTimeResult.typeName: self = .normalizedReactionTime(try NormalizedReactionTimeResult(from: decoder))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .resultType, in: container,
                                                   debugDescription: "unknown resultType \"\(other)\"; expected answer, file, error, tapping, spatialSpanMemory, stroop, touchAbility, psat, trailmaking, towerOfHanoi, timedWalk, reactionTime, rangeOfMotion, consentSignature, holePeg, amslerGrid or normalizedReactionTime")
        }
    }

    /// Encodes the entry's fields and its `resultType`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .answer(let answer):
            try container.encode("answer", forKey: .resultType)
            try answer.encode(to: encoder)
        case .file(let file):
            try container.encode("file", forKey: .resultType)
            try file.encode(to: encoder)
        case .error(let error):
            try container.encode("error", forKey: .resultType)
            try error.encode(to: encoder)
        case .tapping(let tapping):
            try container.encode(TappingResult.typeName, forKey: .resultType)
            try tapping.encode(to: encoder)
        case .spatialSpanMemory(let memory):
            try container.encode(SpatialSpanMemoryResult.typeName, forKey: .resultType)
            try memory.encode(to: encoder)
        case .stroop(let stroop):
            try container.encode(StroopResult.typeName, forKey: .resultType)
            try stroop.encode(to: encoder)
        case .touchAbility(let touch):
            try container.encode(TouchAbilityResult.typeName, forKey: .resultType)
            try touch.encode(to: encoder)
        case .psat(let psat):
            try container.encode(PSATResult.typeName, forKey: .resultType)
            try psat.encode(to: encoder)
        case .trailMaking(let trail):
            try container.encode(TrailMakingResult.typeName, forKey: .resultType)
            try trail.encode(to: encoder)
        case .towerOfHanoi(let puzzle):
            try container.encode(TowerOfHanoiResult.typeName, forKey: .resultType)
            try puzzle.encode(to: encoder)
        case .timedWalk(let walk):
            try container.encode(TimedWalkResult.typeName, forKey: .resultType)
            try walk.encode(to: encoder)
        case .reactionTime(let reaction):
            try container.encode(ReactionTimeResult.typeName, forKey: .resultType)
            try reaction.encode(to: encoder)
        case .rangeOfMotion(let motion):
            try container.encode(RangeOfMotionResult.typeName, forKey: .resultType)
            try motion.encode(to: encoder)
        case .consentSignature(let signature):
            try container.encode(ConsentSignatureResult.typeName, forKey: .resultType)
            try signature.encode(to: encoder)
        case .holePeg(let holePeg):
            try container.encode(HolePegResult.typeName, forKey: .resultType)
            try holePeg.encode(to: encoder)
        case .amslerGrid(let amslerGrid):
            try container.encode(AmslerGridResult.typeName, forKey: .resultType)
            try amslerGrid.encode(to: encoder)
        case .normalizedReactionTime(let reaction):
            try container.encode(NormalizedReactionTimeResult.typeName, forKey: .resultType)
            try reaction.encode(to: encoder)
        }
    }
}
