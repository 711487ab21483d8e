import ActiveTasks
import Import

/// The values of one record as they go into the project's fields (docs/EXPORT.md, "REDCap"): each
/// under its name, in the form `REDCapValue` gives it. With the project's data dictionary, a value
/// whose name is no field of it that takes data is left out (and named in a warning; a calculated
/// field, which REDCap computes itself, without a word), and one that cannot take its field's form
/// is a problem.
struct REDCapFieldValues {
    /// The field types a record import fills: a `calc` field is REDCap's to compute (vubiostat/
    /// redcapAPI R/importRecords.R: calculated fields "cannot be imported"), a `descriptive` one
    /// holds no data and a `file` one takes its file through `content=file` only.
    static let importableTypes: Set<String> = ["text", "notes", "radio", "dropdown", "checkbox", "yesno", "truefalse", "slider", "sql"]

    private let study: REDCapStudy
    private let values: REDCapValue
    /// The fields and their values, in order; `field___code` for checkbox choices.
    private(set) var fields: [(name: String, value: String)] = []
    /// The values no field of the dictionary takes, as `name (what it holds)`.
    private(set) var leftOut: [String] = []

    /// Starts the values of a record of `study`.
    init(study: REDCapStudy) {
        self.study = study
        values = REDCapValue(study: study)
    }

    /// Adds `answer` (the value `key`: `step.item`, a score or a summary) as field `name`.
    /// - Parameter problems: Gets the problem when the answer cannot fill the field, or a chosen
    ///   code cannot name a checkbox column.
    mutating func add(_ answer: AnswerResult, key: String, as name: String, problems: inout [String]) {
        let written: REDCapValue.Written?
        if let dictionary = study.dictionary {
            let field = dictionary.field(named: name)
            guard let field, Self.importableTypes.contains(field.type) else {
                if field?.type != "calc" {
                    leftOut.append("\(name) (\(key)\(field.map { ", a \($0.type) field" } ?? ""))")
                }
                return
            }
            do throws(REDCapValue.Unfit) {
                written = try values.value(of: answer, in: field)
            } catch {
                problems.append("\(key): \(error.reason); map the value to another field in the study file's \"fieldNames\", or change the field in the project")
                return
            }
        } else {
            written = values.value(of: answer)
        }
        switch written {
        case .none:
            return
        case .text(let text):
            fields.append((name, text))
        case .checked(let codes):
            for code in codes {
                guard REDCapName.isCheckboxCode(code) else {
                    problems.append("answer \(key): the choice value \"\(code)\" cannot name a REDCap checkbox column (\(name)___code); give the choice a value of letters, digits and underscores")
                    continue
                }
                fields.append((name + "___" + code.lowercased(), "1"))
            }
        }
    }

    /// Adds the record's own `value` (the run's UUID) as field `name`; left out when the
    /// dictionary has no such field.
    mutating func add(_ value: String, as name: String, holding what: String) {
        if let dictionary = study.dictionary, dictionary.field(named: name) == nil {
            leftOut.append("\(name) (\(what))")
            return
        }
        fields.append((name, value))
    }

    /// Adds `<instrument>_complete`, the form status REDCap gives every form of the project.
    /// - Parameter problems: Gets the problem when the instrument is no form of the dictionary.
    mutating func addStatus(_ value: String, as name: String, of instrument: String, problems: inout [String]) {
        if let dictionary = study.dictionary, !dictionary.forms.contains(instrument) {
            problems.append("instrument \(instrument) is no form of the project's dictionary (its forms: \(dictionary.forms.joined(separator: ", "))); give the task its form in the study file's \"instruments\"")
            return
        }
        fields.append((name, value))
    }
}
