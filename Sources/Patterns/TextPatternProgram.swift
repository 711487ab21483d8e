/// Compiles a `TextPatternNode` into the instructions of a `TextPattern`, refusing a program
/// longer than `TextPattern.maximumProgramSize`.
struct TextPatternProgram {
    /// The instructions so far.
    private(set) var instructions: [TextPatternInstruction] = []

    /// Appends `instruction`.
    /// - Throws: `TextPattern.Refusal` when the program would grow too long.
    mutating func append(_ instruction: TextPatternInstruction) throws(TextPattern.Refusal) {
        guard instructions.count < TextPattern.maximumProgramSize else {
            throw TextPattern.Refusal(reason: "repeats too much to be checked quickly (more than \(TextPattern.maximumProgramSize) steps); use smaller counts in {n,m}")
        }
        instructions.append(instruction)
    }

    /// Appends the instructions of `node`.
    /// - Throws: `TextPattern.Refusal` when the program would grow too long.
    mutating func emit(_ node: TextPatternNode) throws(TextPattern.Refusal) {
        switch node {
        case .empty: break
        case .set(let set): try append(.consume(set))
        case .anchor(let anchor): try append(.assert(anchor))
        case .sequence(let parts): for part in parts { try emit(part) }
        case .alternation(let alternatives):
            var exits: [Int] = []
            for (index, alternative) in alternatives.enumerated() {
                if index == alternatives.count - 1 {
                    try emit(alternative)
                } else {
                    let split = instructions.count
                    try append(.split(split + 1, -1))
                    try emit(alternative)
                    exits.append(instructions.count)
                    try append(.jump(-1))
                    instructions[split] = .split(split + 1, instructions.count)
                }
            }
            for exit in exits { instructions[exit] = .jump(instructions.count) }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(instructions.count)
                    try append(.split(instructions.count + 1, -1))
                    try emit(body)
                }
                for split in splits { instructions[split] = .split(split + 1, instructions.count) }
            } else {
                let split = instructions.count
                try append(.split(split + 1, -1))
                try emit(body)
                try append(.jump(split))
                instructions[split] = .split(split + 1, instructions.count)
            }
        }
    }
}
