import RecordingFormat
import JSONValues

extension JSONObjectReader {
    /// Reads the members every step has: `identifier`, `title`, `text`, `nextStepIdentifier`,
    /// `surveyRules`, `skipRules` and `allowsBack`; `nil` when the identifier is missing (the
    /// error is already logged, and every other member is read and checked all the same).
    public func stepHeader() -> StepHeader? {
        let identifier = requiredString("identifier")
        let surveyRules: [SurveyRule] = (objects("surveyRules") ?? []).compactMap { rule in
            defer { rule.warnAboutUnreadKeys() }
            let resultIdentifier = rule.string("resultIdentifier")
            let condition = rule.ruleCondition()
            let target = rule.requiredString("skipToIdentifier") ?? StepNavigation.nextStep
            return SurveyRule(resultIdentifier: resultIdentifier, ruleOperator: condition.ruleOperator,
                              matchingAnswer: condition.matchingAnswer, skipToIdentifier: target)
        }
        let skipRules: [SkipRule] = (objects("skipRules") ?? []).map { rule in
            defer { rule.warnAboutUnreadKeys() }
            guard rule.members.contains(where: { $0.key == "all" }) else { return rule.skipComparison() }
            let all = (rule.objects("all") ?? []).map { comparison in
                defer { comparison.warnAboutUnreadKeys() }
                return comparison.skipComparison()
            }
            if all.count < 2 {
                rule.log.error(rule.path(of: "all"), "needs at least two comparisons; write a single one as a rule of its own")
            }
            return SkipRule(all: all)
        }
        let navigation = StepNavigation(nextStepIdentifier: string("nextStepIdentifier"), surveyRules: surveyRules,
                                        skipRules: skipRules, allowsBack: bool("allowsBack") ?? true)
        let title = text("title"), text = text("text")
        guard let identifier else { return nil }
        return StepHeader(identifier: identifier, title: title, text: text, navigation: navigation)
    }

    /// Reads a skip rule's comparison: `resultIdentifier` (required), `ruleOperator` and
    /// `matchingAnswer`.
    func skipComparison() -> SkipRule {
        let resultIdentifier = requiredString("resultIdentifier") ?? ""
        let condition = ruleCondition()
        return SkipRule(resultIdentifier: resultIdentifier, ruleOperator: condition.ruleOperator,
                        matchingAnswer: condition.matchingAnswer)
    }

    /// Reads `ruleOperator` (default `eq`) and `matchingAnswer`. An unknown operator is recorded
    /// and read as `always`, so the rule keeps its place and later rules keep their paths.
    func ruleCondition() -> (ruleOperator: RuleOperator, matchingAnswer: JSONValue?) {
        let matchingAnswer = value("matchingAnswer")
        guard let name = string("ruleOperator") else { return (.eq, matchingAnswer) }
        guard let ruleOperator = RuleOperator(rawValue: name) else {
            let known = RuleOperator.allCases.map(\.rawValue).joined(separator: ", ")
            log.error(path(of: "ruleOperator"), "\"\(name)\" is not an operator; use one of \(known)")
            return (.always, matchingAnswer)
        }
        return (ruleOperator, matchingAnswer)
    }

    /// Reads this object as a recorder configuration; `nil` (with errors recorded) when it is not one.
    public func recorderConfiguration() -> RecorderConfiguration? {
        defer { warnAboutUnreadKeys() }
        let identifier = requiredString("identifier")
        var sensor: SensorType?
        if let name = requiredString("type") {
            sensor = SensorType(rawValue: name)
            if sensor == nil {
                let known = SensorType.allCases.map(\.rawValue).joined(separator: ", ")
                log.error(path(of: "type"), "\"\(name)\" is not a sensor type; use one of \(known)")
            }
        }
        let settings = DeviceSettings(device: string("device"), frequency: double("frequency"), chunkBytes: int("chunkBytes"),
                                      chunkSeconds: double("chunkSeconds"), bufferCapacity: int("bufferCapacity"),
                                      calibrationMatrix: numbers("calibrationMatrix"), grab: bool("grab"),
                                      movementThreshold: double("movementThreshold"))
        let span = RecorderSpan(startStepIdentifier: string("startStepIdentifier"), stopStepIdentifier: string("stopStepIdentifier"))
        let optional = bool("optional") ?? false
        guard let identifier, let sensor else { return nil }
        return RecorderConfiguration(identifier: identifier, type: sensor, optional: optional, settings: settings, span: span)
    }
}
