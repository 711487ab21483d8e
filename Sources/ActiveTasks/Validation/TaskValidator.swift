import RecordingFormat
import JSONValues

/// Checks a whole task before it runs: identifiers, navigation targets and rules, answer-format
/// bounds, recorder configurations, durations and reachability.
public enum TaskValidator {
    /// Every problem in `task`, each with its JSON path; unreachable steps are warnings.
    /// - Parameters:
    ///   - task: The task to check.
    ///   - alsoKnown: Identifiers of steps that exist in the JSON but could not be built; they
    ///     count as navigation targets so one broken step does not cause a cascade of errors.
    ///   - stepPaths: The steps' JSON paths in depth-first order, when the task was read from JSON
    ///     (`IssueLog.stepPaths`); by default paths follow the task's structure.
    ///   - recorderPaths: The recorder configurations' JSON paths (`IssueLog.recorderPaths`).
    /// - Returns: The issues, in step order.
    public static func issues(in task: OrderedTask, alsoKnown: Set<String> = [], stepPaths: [String]? = nil,
                              recorderPaths: [String]? = nil) -> [TaskIssue] {
        var issues: [TaskIssue] = []
        var located = locate(task.steps, base: "steps")
        if let stepPaths, stepPaths.count == located.count {
            located = zip(stepPaths, located).map { ($0, $1.step) }
        }
        if task.steps.isEmpty && alsoKnown.isEmpty { issues.append(TaskIssue(path: "steps", "is empty; a task needs at least one step")) }
        issues += identifierIssues(located)
        let stepIdentifiers = Set(located.map(\.step.identifier)).union(alsoKnown)
        var questionPaths: [String: (path: String, format: any AnswerFormat)] = [:]
        for (path, step) in located {
            for question in step.questions {
                questionPaths[question.identifier] = (path, question.answerFormat)
            }
        }
        for (path, step) in located {
            issues += stepIssues(step, at: path, targets: stepIdentifiers, questions: questionPaths)
            if let form = step as? FormStep { issues += sectionIssues(form, at: path) }
            if let section = step as? SectionStep, section.steps.isEmpty {
                issues.append(TaskIssue(path: JSONPath.member("steps", of: path), "is empty; a section needs at least one step"))
            }
        }
        issues += visibilityIssues(located, questions: questionPaths)
        issues += folderNameIssues(located)
        issues += recorderIssues(task, located: located, targets: stepIdentifiers, paths: recorderPaths)
        issues += located.flatMap { path, step in step.issues(in: task, at: path) }
        issues += consentIssues(task, located: located)
        issues += scoreIssues(task, questions: questionPaths.mapValues(\.format))
        if !issues.contains(where: { $0.severity == .error }) {
            // Both walk the navigation over the steps as they run, which sections flatten.
            let steps = task.flattenedSteps
            let indices = task.flattenedIndices()
            issues += loopIssues(steps, indices: indices, located: located)
            issues += reachabilityWarnings(steps, indices: indices, located: located)
        }
        return issues
    }

    /// The errors of the activity steps of `task` that `presenter` cannot draw: each names the
    /// step, its type and the presenter, so a task is refused before anything runs instead of a
    /// step showing only a timer.
    /// - Parameters:
    ///   - task: The task.
    ///   - presenter: The presenter's name, as the command that runs it (`present`, `kiosk`).
    ///   - canDraw: Whether the presenter draws a step type.
    /// - Returns: One error per step the presenter cannot draw, at the step's path.
    public static func drawingIssues(in task: OrderedTask, presenter: String, canDraw: (String) -> Bool) -> [TaskIssue] {
        locate(task.steps, base: "steps").compactMap { path, step in
            guard step.isActive, !canDraw(step.type) else { return nil }
            return TaskIssue(path: path, "step \"\(step.identifier)\" of type \"\(step.type)\" cannot be drawn by \(presenter): no screen of \(presenter) "
                             + "draws the type, so it would show only a timer; register the family's screen for \(presenter), or run the task another way")
        }
    }

    private static func locate(_ steps: [any Step], base: String) -> [(path: String, step: any Step)] {
        steps.enumerated().flatMap { index, step -> [(path: String, step: any Step)] in
            let path = JSONPath.element(index, of: base)
            return [(path, step)] + locate((step as? SectionStep)?.steps ?? [], base: JSONPath.member("steps", of: path))
        }
    }

    private static func identifierIssues(_ located: [(path: String, step: any Step)]) -> [TaskIssue] {
        var issues: [TaskIssue] = []
        var firstUse: [String: String] = [:]
        func check(_ identifier: String, at path: String) {
            if identifier.isEmpty {
                issues.append(TaskIssue(path: path, "is empty; give every step and item an identifier"))
            } else if StepNavigation.reservedIdentifiers.contains(identifier) {
                issues.append(TaskIssue(path: path, "\"\(identifier)\" is reserved for navigation; rename the step"))
            } else if let earlier = firstUse[identifier] {
                issues.append(TaskIssue(path: path, "duplicate identifier \"\(identifier)\", first used at \(earlier)"))
            } else {
                firstUse[identifier] = path
            }
        }
        for (path, step) in located {
            check(step.identifier, at: JSONPath.member("identifier", of: path))
            if let form = step as? FormStep {
                for (index, item) in form.items.enumerated() where item.answerFormat != nil {
                    check(item.identifier, at: "\(path).items[\(index)].identifier")
                }
            }
        }
        return issues
    }

    private static func stepIssues(_ step: any Step, at path: String, targets: Set<String>,
                                   questions: [String: (path: String, format: any AnswerFormat)]) -> [TaskIssue] {
        var issues: [TaskIssue] = []
        func checkTarget(_ target: String, at targetPath: String, conditional: Bool) {
            if !targets.contains(target) && !StepNavigation.reservedIdentifiers.contains(target) {
                issues.append(TaskIssue(path: targetPath, "\"\(target)\" is not a step of this task (nor exit or nextStep)"))
            } else if target == step.identifier && step.questions.isEmpty {
                issues.append(TaskIssue(path: targetPath, "\"\(target)\" leads back to the step itself, which asks nothing: an endless loop"))
            } else if target == step.identifier && !conditional {
                issues.append(TaskIssue(path: targetPath, "\"\(target)\" leads back to the step itself whatever the answer: an endless loop; "
                                        + "make it depend on the answer or lead elsewhere"))
            }
        }
        for question in step.questions {
            let formatPath = JSONPath.member(question.formatPath, of: path)
            issues += question.answerFormat.definitionIssues().map {
                TaskIssue($0.severity, path: JSONPath.member($0.path, of: formatPath), $0.message)
            }
        }
        let navigation = step.navigation
        if let next = navigation.nextStepIdentifier {
            checkTarget(next, at: JSONPath.member("nextStepIdentifier", of: path), conditional: !navigation.surveyRules.isEmpty)
        }
        if !navigation.surveyRules.isEmpty && step.questions.isEmpty {
            issues.append(TaskIssue(path: JSONPath.member("surveyRules", of: path), "\(step.type) steps have no answer to test; put survey rules on a question or form step"))
        }
        for (index, rule) in navigation.surveyRules.enumerated() where !step.questions.isEmpty {
            let rulePath = "\(path).surveyRules[\(index)]"
            checkTarget(rule.skipToIdentifier, at: JSONPath.member("skipToIdentifier", of: rulePath), conditional: rule.ruleOperator != .always)
            let own = Dictionary(step.questions.map { ($0.identifier, $0.answerFormat) }) { first, _ in first }
            var format: (any AnswerFormat)?
            if let identifier = rule.resultIdentifier {
                format = own[identifier]
                if format == nil {
                    issues.append(TaskIssue(path: JSONPath.member("resultIdentifier", of: rulePath), "\"\(identifier)\" is not an item of this step; use one of \(own.keys.sorted().joined(separator: ", "))"))
                }
            } else if step.questions.count == 1 {
                format = step.questions[0].answerFormat
            } else {
                issues.append(TaskIssue(path: JSONPath.member("resultIdentifier", of: rulePath), "missing; a form's survey rule names the item it tests"))
            }
            issues += conditionIssues(rule.ruleOperator, rule.matchingAnswer, format: format, at: rulePath)
        }
        for (index, rule) in navigation.skipRules.enumerated() {
            let rulePath = "\(path).skipRules[\(index)]"
            let comparisons = rule.all.isEmpty ? [(rule, rulePath)]
                : rule.all.enumerated().map { ($1, JSONPath.element($0, of: JSONPath.member("all", of: rulePath))) }
            for (comparison, comparisonPath) in comparisons {
                let known = questions[comparison.resultIdentifier]
                if known == nil && !comparison.resultIdentifier.isEmpty {
                    issues.append(TaskIssue(path: JSONPath.member("resultIdentifier", of: comparisonPath), "\"\(comparison.resultIdentifier)\" is not a question or form item of this task"))
                }
                issues += conditionIssues(comparison.ruleOperator, comparison.matchingAnswer, format: known?.format, at: comparisonPath)
            }
        }
        if let duration = (step as? any ActivityStep)?.duration, !(duration > 0) {
            issues.append(TaskIssue(path: JSONPath.member("duration", of: path), "\(NumberText.string(duration)) must be positive seconds"))
        }
        return issues
    }

    /// A form of section titles only asks nothing; a section title with no question after it
    /// heads nothing.
    private static func sectionIssues(_ form: FormStep, at path: String) -> [TaskIssue] {
        guard form.questions.isEmpty else {
            return form.items.indices.compactMap { index in
                guard form.items[index].answerFormat == nil,
                      index + 1 == form.items.count || form.items[index + 1].answerFormat == nil else { return nil }
                return TaskIssue(.warning, path: "\(path).items[\(index)]", "section \"\(form.items[index].sectionTitle ?? "")\" has no questions; add items after it or remove it")
            }
        }
        guard !form.items.isEmpty else { return [] }
        return [TaskIssue(path: JSONPath.member("items", of: path), "holds only section titles; a form needs at least one item with an answerFormat")]
    }

    static func conditionIssues(_ ruleOperator: RuleOperator, _ matchingAnswer: JSONValue?,
                                        format: (any AnswerFormat)?, at path: String) -> [TaskIssue] {
        let answerPath = JSONPath.member("matchingAnswer", of: path)
        guard ruleOperator.needsMatchingAnswer else { return [] }
        guard let matchingAnswer, matchingAnswer != .null else {
            return [TaskIssue(path: answerPath, "missing; operator \(ruleOperator.rawValue) compares the answer with it")]
        }
        guard let format, matchingAnswer != AnswerValue.dontKnowJSON else { return [] }
        do {
            _ = try format.answer(from: matchingAnswer)
            return []
        } catch {
            if (try? format.answer(from: .array([matchingAnswer]))) != nil { return [] }
            return [TaskIssue(path: answerPath, "can never match: \(error.message)")]
        }
    }

    private static func recorderIssues(_ task: OrderedTask, located: [(path: String, step: any Step)],
                                       targets: Set<String>, paths: [String]?) -> [TaskIssue] {
        var issues: [TaskIssue] = []
        var firstUse: [String: String] = [:]
        var all: [(path: String, configuration: RecorderConfiguration, spansSteps: Bool)] =
            task.recorders.enumerated().map { ("recorders[\($0.offset)]", $0.element, true) }
        for (path, step) in located {
            all += ((step as? any ActivityStep)?.recorders ?? []).enumerated().map { ("\(path).recorders[\($0.offset)]", $0.element, false) }
        }
        if let paths, paths.count == all.count {
            all = zip(paths, all).map { ($0, $1.configuration, $1.spansSteps) }
        }
        var fileStems: [String: (identifier: String, path: String)] = [:]
        for (path, configuration, spansSteps) in all {
            let stem = SafeFileName.from(configuration.identifier)
            if let earlier = firstUse[configuration.identifier] {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "duplicate recorder identifier \"\(configuration.identifier)\", first used at \(earlier)"))
            } else if let earlier = fileStems[stem] {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "recorder \"\(configuration.identifier)\" would write the chunk files "
                                        + "\(stem)-NNNNNN.jsonl of recorder \"\(earlier.identifier)\" at \(earlier.path); rename one (letters, digits, - _ . stay as they are)"))
            } else {
                firstUse[configuration.identifier] = path
                fileStems[stem] = (configuration.identifier, path)
            }
            if configuration.identifier.isEmpty {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "is empty; name the recorder"))
            }
            for (key, message) in configuration.problems {
                issues.append(TaskIssue(path: JSONPath.member(key.rawValue, of: path), message))
            }
            for (field, target) in [("startStepIdentifier", configuration.startStepIdentifier),
                                    ("stopStepIdentifier", configuration.stopStepIdentifier)] {
                guard let target else { continue }
                if !spansSteps {
                    issues.append(TaskIssue(path: JSONPath.member(field, of: path), "only task-level recorders span steps; move this recorder to the task's recorders"))
                } else if !targets.contains(target) {
                    issues.append(TaskIssue(path: JSONPath.member(field, of: path), "\"\(target)\" is not a step of this task"))
                }
            }
        }
        return issues
    }

    /// Names a step's folder would take that another step's folder or a result file already has:
    /// `leg/one` and `leg_one` both become the folder `leg_one`.
    private static func folderNameIssues(_ located: [(path: String, step: any Step)]) -> [TaskIssue] {
        var taken: [String: (identifier: String, path: String)] = [:]
        var issues: [TaskIssue] = []
        for (path, step) in located {
            let identifier = step.identifier
            guard !identifier.isEmpty else { continue }
            let name = SafeFileName.from(identifier)
            if reservedFileNames.contains(name) {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "\"\(identifier)\" would name its folder \(name), the run's own result file; rename the step"))
            } else if let earlier = taken[name], earlier.identifier != identifier {
                issues.append(TaskIssue(path: JSONPath.member("identifier", of: path), "step \"\(identifier)\" would write into the folder \(name) "
                                        + "of step \"\(earlier.identifier)\" at \(earlier.path); rename one (letters, digits, - _ . stay as they are)"))
            } else {
                taken[name] = (identifier, path)
            }
        }
        return issues
    }

    /// The result files a run or recording writes into its output folder.
    private static let reservedFileNames: Set<String> = ["taskResult.json", "recording.json"]

    /// Steps the run can reach but never leave: every way on from them leads back among them, so
    /// the run would go round them for ever.
    private static func loopIssues(_ steps: [any Step], indices: [String: Int?], located: [(path: String, step: any Step)]) -> [TaskIssue] {
        let end = steps.count
        // One node per step shown (its index), one for the end (`end`), and one per step arrived
        // at (`arrival`): arriving at a step shows it, or moves on to arriving at the next when
        // its skip rules may skip it. So a run of steps with skip rules costs one edge each, not
        // a list of every step that follows (linear in steps and rules).
        func arrival(_ index: Int) -> Int { index < end ? end + 1 + index : end }
        var successors = [[Int]](repeating: [], count: 2 * end + 1)
        for index in steps.indices {
            let navigation = steps[index].navigation
            successors[arrival(index)] = navigation.skipRules.isEmpty ? [index] : [index, arrival(index + 1)]
            let targets = navigation.surveyRules.map(\.skipToIdentifier) + [navigation.nextStepIdentifier ?? StepNavigation.nextStep]
            successors[index] = targets.map { target -> Int in
                switch target {
                case StepNavigation.nextStep: return arrival(index + 1)
                case StepNavigation.exit: return end
                default: return (indices[target] ?? nil).map(arrival) ?? end
                }
            }
        }
        var reached = [Bool](repeating: false, count: successors.count)
        var pending = [arrival(0)]
        while let node = pending.popLast() {
            guard node != end, !reached[node] else { continue }
            reached[node] = true
            pending += successors[node]
        }
        // The steps that can leave: those from which the end is reachable, found by walking the
        // navigation backwards from the end once.
        var predecessors = [[Int]](repeating: [], count: successors.count)
        for (node, targets) in successors.enumerated() {
            for target in targets { predecessors[target].append(node) }
        }
        var leaves = [Bool](repeating: false, count: successors.count)
        leaves[end] = true
        var leaving = [end]
        while let node = leaving.popLast() {
            for predecessor in predecessors[node] where !leaves[predecessor] {
                leaves[predecessor] = true
                leaving.append(predecessor)
            }
        }
        let trapped = steps.indices.filter { reached[$0] && !leaves[$0] }
        guard !trapped.isEmpty else { return [] }
        let paths = firstPaths(located)
        return closedLoops(among: trapped, successors: successors, steps: end).map { loop in
            let names = loop.map { "\"\(steps[$0].identifier)\"" }.joined(separator: ", ")
            return TaskIssue(path: paths[steps[loop[0]].identifier] ?? "steps",
                             "steps \(names) form a loop that no navigation rule can leave; add a rule that leads out of it or to exit")
        }
    }

    /// The loops the run goes round for ever, each its steps in task order: of the `trapped` steps
    /// (reachable, and no way on from them reaches the end), the strongly connected components
    /// that hold a cycle and have no edge out of them; a trapped step that only leads into a loop
    /// (an instruction before it) is not one of them. Nodes from `steps` on (the end, arrivals) are
    /// passed through, not listed. Linear in nodes and edges.
    private static func closedLoops(among trapped: [Int], successors: [[Int]], steps: Int) -> [[Int]] {
        let components = StronglyConnectedComponents(successors: successors)
        var members = [[Int]](repeating: [], count: components.count)
        var closed = [Bool](repeating: true, count: components.count)
        var cyclic = [Bool](repeating: false, count: components.count)
        for (node, targets) in successors.enumerated() {
            let own = components.component[node]
            members[own].append(node)
            for target in targets {
                if components.component[target] != own { closed[own] = false } else if target == node { cyclic[own] = true }
            }
        }
        var listed = Set<Int>()
        return trapped.map { components.component[$0] }.filter { component in
            closed[component] && (cyclic[component] || members[component].count > 1) && listed.insert(component).inserted
        }.map { members[$0].filter { $0 < steps } }
    }

    /// Each step identifier's path in the task's JSON, the first where it is given twice: built
    /// only when there is an issue to place.
    private static func firstPaths(_ located: [(path: String, step: any Step)]) -> [String: String] {
        Dictionary(located.map { ($0.step.identifier, $0.path) }) { first, _ in first }
    }

    private static func reachabilityWarnings(_ steps: [any Step], indices: [String: Int?], located: [(path: String, step: any Step)]) -> [TaskIssue] {
        guard !steps.isEmpty else { return [] }
        let leafIndices = Dictionary(steps.indices.map { (steps[$0].identifier, $0) }) { first, _ in first }
        var reached = [Bool](repeating: false, count: steps.count)
        reached[0] = true
        var pending = [0]
        while let index = pending.popLast() {
            let step = steps[index]
            var targets: [String] = step.navigation.surveyRules.map(\.skipToIdentifier)
            let linear = index + 1 < steps.count ? index + 1 : nil
            var next: [Int] = []
            if let fixed = step.navigation.nextStepIdentifier {
                targets.append(fixed)
                if !step.navigation.skipRules.isEmpty, let linear { next.append(linear) }
            } else if let linear {
                next.append(linear)
            }
            for target in targets {
                if target == StepNavigation.nextStep, let linear { next.append(linear) }
                if StepNavigation.reservedIdentifiers.contains(target) { continue }
                if let found = leafIndices[target] ?? indices[target] ?? nil { next.append(found) }
            }
            for candidate in next where !reached[candidate] {
                reached[candidate] = true
                pending.append(candidate)
            }
        }
        let unreached = steps.indices.filter { !reached[$0] }
        guard !unreached.isEmpty else { return [] }
        let paths = firstPaths(located)
        return unreached.map { index in
            let identifier = steps[index].identifier
            return TaskIssue(.warning, path: paths[identifier] ?? "steps", "step \"\(identifier)\" is unreachable: no navigation leads to it")
        }
    }
}
