import RecordingFormat
import JSONValues

extension JSONObjectReader {
    /// Reads `showDontKnowButton` and `customDontKnowButtonText` (ResearchKit's names): the
    /// don't-know button's label when the question offers one, otherwise `nil`.
    func dontKnowText() -> String? {
        let custom = text("customDontKnowButtonText")
        guard bool("showDontKnowButton") == true else {
            if custom != nil { log.error(path(of: "customDontKnowButtonText"), "has no showDontKnowButton: true to go with it") }
            return nil
        }
        return custom ?? BuiltInText.dontKnow.text(in: BuiltInLanguage(tag: localization.language) ?? .english)
    }

    /// Reads a numeric Rave `format` (`n`, at most n digits, or `n+`, exactly n digits), which an
    /// export to Rave checks the answers against; records any other formatting string.
    func numericRaveFormat() -> RaveFormat? {
        guard let text = string("format") else { return nil }
        guard let rave = RaveFormat(text), rave.maximum != nil else {
            log.error(path(of: "format"), "\"\(text)\" is not a numeric Rave format; use n (at most n digits) or n+ (exactly n digits)")
            return nil
        }
        return rave
    }

    /// Reads `fhirItem`, the FHIR Questionnaire item a question was imported from (`type`,
    /// `answerOption`s as given, `groups`: the linkIds of the groups between the step and the item;
    /// docs/IMPORT.md "FHIR"), which the run keeps with the answer for `export fhir`.
    func fhirItem() -> JSONValue? {
        guard let item = value("fhirItem") else { return nil }
        guard case .object = item else {
            log.error(path(of: "fhirItem"), "expected an object (a Questionnaire item's type, answerOption and groups), found \(item.kindDescription)")
            return nil
        }
        return item
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
