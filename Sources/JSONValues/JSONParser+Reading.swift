extension JSONParser {
    /// Reads the members of the object at the position: `body` gets each key with the position at
    /// the member's value and must read or skip it. A problem inside a member gets its key in its path.
    /// - Parameter body: Reads one member.
    /// - Throws: `JSONShapeError` when the value is not an object, is not JSON, or `body` fails.
    package mutating func readObject(_ body: (inout JSONParser, JSONKey) throws(JSONShapeError) -> Void) throws(JSONShapeError) {
        guard nextByte() == UInt8(ascii: "{") else { throw try mismatch(expected: "an object") }
        try forEachMember(syntaxError: { JSONShapeError(.syntax($0)) }) { (parser, key) throws(JSONShapeError) in
            do throws(JSONShapeError) {
                try body(&parser, key)
            } catch {
                throw error.within(.key(key.text))
            }
        }
    }

    /// Reads every element of the array at the position with `read`. A problem inside an element
    /// gets its index in its path. The array starts with room for 16 elements, enough for a
    /// game's targets and touches without growing.
    /// - Parameter read: Reads one element.
    /// - Throws: `JSONShapeError` when the value is not an array, is not JSON, or `read` fails.
    package mutating func readElements<T>(_ read: (inout JSONParser) throws(JSONShapeError) -> T) throws(JSONShapeError) -> [T] {
        var elements: [T] = []
        elements.reserveCapacity(16)
        try readArray { (parser, _) throws(JSONShapeError) in elements.append(try read(&parser)) }
        return elements
    }

    /// Walks the array at the position: `body` gets each element's offset with the position at
    /// the element and must read or skip it. A problem inside an element gets its index in its path.
    /// - Parameter body: Reads one element.
    /// - Throws: `JSONShapeError` when the value is not an array, is not JSON, or `body` fails.
    package mutating func readArray(_ body: (inout JSONParser, Int) throws(JSONShapeError) -> Void) throws(JSONShapeError) {
        guard nextByte() == UInt8(ascii: "[") else { throw try mismatch(expected: "an array") }
        try forEachElement(syntaxError: { JSONShapeError(.syntax($0)) }) { (parser, offset) throws(JSONShapeError) in
            do throws(JSONShapeError) {
                try body(&parser, offset)
            } catch {
                throw error.within(.index(offset))
            }
        }
    }

    /// Reads the value at the position as an integer.
    /// - Throws: `JSONShapeError` when it is not a number written as an integer.
    package mutating func readInteger() throws(JSONShapeError) -> Int {
        try readScalar("an integer") { if case .int(let number) = $0 { number } else { nil } }
    }

    /// Reads the value at the position as a number, integer or not.
    /// - Throws: `JSONShapeError` when it is not a number.
    package mutating func readNumber() throws(JSONShapeError) -> Double {
        try readScalar("a number") { $0.doubleValue }
    }

    /// Reads the value at the position as a string.
    /// - Throws: `JSONShapeError` when it is not a string.
    package mutating func readText() throws(JSONShapeError) -> String {
        try readScalar("a string") { if case .string(let text) = $0 { text } else { nil } }
    }

    /// Reads the value at the position as a boolean.
    /// - Throws: `JSONShapeError` when it is not `true` or `false`.
    package mutating func readBoolean() throws(JSONShapeError) -> Bool {
        try readScalar("true or false") { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    private mutating func readScalar<T>(_ expected: String, _ extract: (JSONValue) -> T?) throws(JSONShapeError) -> T {
        let value = try readValue()
        guard let scalar = extract(value) else { throw JSONShapeError(.mismatch(expected: expected, found: value)) }
        return scalar
    }

    /// Reads the value at the position as a `JSONValue`.
    /// - Throws: `JSONShapeError` when it is not JSON.
    package mutating func readValue() throws(JSONShapeError) -> JSONValue {
        skipWhitespace()
        do {
            return try parseValue()
        } catch {
            throw JSONShapeError(.syntax(error))
        }
    }

    /// Moves past the value at the position.
    /// - Throws: `JSONShapeError` when it is not JSON.
    package mutating func skip() throws(JSONShapeError) {
        _ = try readValue()
    }

    /// Checks that only whitespace follows the position.
    /// - Throws: `JSONShapeError` at the first other byte.
    package mutating func readEnd() throws(JSONShapeError) {
        do {
            try expectEnd()
        } catch {
            throw JSONShapeError(.syntax(error))
        }
    }

    private mutating func mismatch(expected: String) throws(JSONShapeError) -> JSONShapeError {
        JSONShapeError(.mismatch(expected: expected, found: try readValue()))
    }
}
