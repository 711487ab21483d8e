import RecordingFormat

extension JSONObjectReader {
    /// Reads `showDontKnowButton` and `customDontKnowButtonText` (ResearchKit's names): the
    /// don't-know button's label when the question offers one, otherwise `nil`.
    func dontKnowText() -> String? {
        let custom = string("customDontKnowButtonText")
        guard bool("showDontKnowButton") == true else {
            if custom != nil { log.error(path(of: "customDontKnowButtonText"), "has no showDontKnowButton: true to go with it") }
            return nil
        }
        return custom ?? Question.dontKnowButtonText
    }

    /// Reads `visibleIf`, a rule on an earlier answer (`resultIdentifier`, `ruleOperator`,
    /// `matchingAnswer`, as a skip rule) that must match for the item to be shown.
    func visibilityRule() -> SkipRule? {
        guard let rule = object("visibleIf") else { return nil }
        defer { rule.warnAboutUnreadKeys() }
        let resultIdentifier = rule.requiredString("resultIdentifier") ?? ""
        let condition = rule.ruleCondition()
        return SkipRule(resultIdentifier: resultIdentifier, ruleOperator: condition.ruleOperator, matchingAnswer: condition.matchingAnswer)
    }
}
