import ActiveTasks
import JSONValues

extension ConsentReviewAnswer {
    /// The members a review answer may have in an answers file.
    private static let members = ["consented", "givenName", "familyName", "signature"]

    /// Reads a review answer from an answers file: `{"consented": true, "givenName": "…",
    /// "familyName": "…", "signature": [[[x, y], …], …]}`, points in 0 … 1.
    /// - Parameters:
    ///   - value: The answer's JSON.
    ///   - path: Its path in the file, for issues.
    /// - Returns: The answer (its signature's source `answersFile`), or every problem found.
    package static func read(_ value: JSONValue, at path: String) -> Result<ConsentReviewAnswer, AnswersFileError> {
        guard case .object(let object) = value else {
            return .failure(AnswersFileError(issues: [TaskIssue(path: path, "expected an object {\"consented\": true, \"givenName\": …, \"familyName\": …, \"signature\": [[[x, y], …]]}, found \(value.kindDescription)")]))
        }
        var issues: [TaskIssue] = []
        var answer = ConsentReviewAnswer(consented: false)
        var consented: Bool?
        for member in object {
            let memberPath = JSONPath.member(member.key, of: path)
            switch (member.key, member.value) {
            case ("consented", .bool(let flag)): consented = flag
            case ("givenName", .string(let name)): answer.givenName = name
            case ("familyName", .string(let name)): answer.familyName = name
            case ("givenName", .null), ("familyName", .null), ("signature", .null): break
            case ("signature", .array(let strokes)):
                var read: [[ConsentSignaturePoint]] = []
                for (index, stroke) in strokes.enumerated() {
                    let strokePath = JSONPath.element(index, of: memberPath)
                    guard case .array(let points) = stroke else {
                        issues.append(TaskIssue(path: strokePath, "expected a stroke (an array of [x, y] points), found \(stroke.kindDescription)"))
                        continue
                    }
                    read.append(points.enumerated().compactMap { offset, point in
                        guard case .array(let pair) = point, pair.count == 2, let x = pair[0].doubleValue, let y = pair[1].doubleValue,
                              (0...1).contains(x), (0...1).contains(y) else {
                            issues.append(TaskIssue(path: JSONPath.element(offset, of: strokePath), "expected a point [x, y] with both in 0 … 1, found \(point.shown)"))
                            return nil
                        }
                        return ConsentSignaturePoint(x: x, y: y)
                    })
                }
                answer.signature = ConsentSignatureMark(source: .answersFile, strokes: read)
            case (let key, let other) where members.contains(key):
                let expected = key == "consented" ? "true or false" : key == "signature" ? "an array of strokes" : "a string"
                issues.append(TaskIssue(path: memberPath, "expected \(expected), found \(other.kindDescription) \(other.shown)"))
            default:
                issues.append(TaskIssue(path: memberPath, "unknown key; a review answer has \(members.joined(separator: ", "))"))
            }
        }
        if consented == nil, !object.contains(where: { $0.key == "consented" }) {
            issues.append(TaskIssue(path: JSONPath.member("consented", of: path), "missing; add \"consented\": true or false"))
        }
        answer.consented = consented ?? false
        return issues.isEmpty ? .success(answer) : .failure(AnswersFileError(issues: issues))
    }
}
