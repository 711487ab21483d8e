/// The field names of one record: each value's name from the study's `fieldNames` or derived
/// from its identifier, checked against REDCap's rules and against every name already given.
struct REDCapFieldNames {
    private let study: REDCapStudy
    private let instrument: String
    /// What each name was given to, for the message when two values share one.
    private var owners: [String: String] = [:]

    /// Starts the names of a record of `instrument`.
    init(study: REDCapStudy, instrument: String) {
        self.study = study
        self.instrument = instrument
    }

    /// The field of the value `key` (`step.item`, a score or summary): `fieldNames[key]`, else
    /// `fieldNames[fallback]`, else derived from `key`; `nil` after appending the problem when
    /// it breaks REDCap's rules or is taken.
    mutating func field(for key: String, fallback: String?, problems: inout [String]) -> String? {
        let given = study.fieldNames[key] ?? fallback.flatMap { study.fieldNames[$0] }
        let name = given ?? REDCapName.derived(from: key)
        if given == nil, let problem = REDCapName.violation(of: name) {
            problems.append("\(key): the field name derived from it \(problem); give it a name in the study file's \"fieldNames\", such as \"\(key)\": \"q_\(name)\"")
            return nil
        }
        return claim(name, for: key, problems: &problems)
    }

    /// `name` for `owner`, or `nil` after appending the problem when another value has it.
    mutating func claim(_ name: String, for owner: String, problems: inout [String]) -> String? {
        if let other = owners.updateValue(owner, forKey: name) {
            problems.append("field \(name): both \(other) and \(owner) map to it; give one of them another name in the study file's \"fieldNames\"")
            return nil
        }
        if let problem = REDCapName.violation(of: name) {
            problems.append("field of \(owner) in instrument \(instrument): \(problem); give the instrument a shorter name in \"instruments\"")
            return nil
        }
        return name
    }
}
