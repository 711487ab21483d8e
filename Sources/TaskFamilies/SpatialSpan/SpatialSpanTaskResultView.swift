import ActiveTasks
import Foundation
import RecordingFormat
import JSONValues

/// The one part of `taskResult.json` the memory analysis needs: every object tagged
/// `"type": "spatialSpanMemory"`, wherever the task result nests it. Reading only that keeps the
/// analyzer independent of the rest of the task result's shape. `JSONParser` reads the bytes
/// straight into the result types, without building `JSONValue`s: each object is first read as a
/// result, and only when that guess fails is it searched member by member (and, if its tag turns
/// up late, read again as a result). A task result is thus read once in the usual case.
package enum SpatialSpanTaskResultView {
    /// The spatial span results in the task result file at `url`, in document order.
    /// - Parameter url: The `taskResult.json` file.
    /// - Throws: `ActivetaskError` naming the file and the line and column, or the JSON path, that is malformed.
    package static func results(in url: URL) throws(ActivetaskError) -> [SpatialSpanMemoryResult] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ActivetaskError(.unreadable, "\(url.path): cannot read (\(error.localizedDescription))")
        }
        let read = data.withUnsafeBytes { bytes in
            Result { () throws(JSONShapeError) -> [SpatialSpanMemoryResult] in
                var parser = JSONParser(bytes: bytes.assumingMemoryBound(to: UInt8.self))
                var found: [SpatialSpanMemoryResult] = []
                try collect(&parser, into: &found)
                try parser.readEnd()
                return found
            }
        }
        switch read {
        case .success(let results):
            return results
        case .failure(let error):
            if case .syntax = error.problem {
                throw ActivetaskError(.invalidResult, "\(url.path): \(error.message); the task did not finish writing it")
            }
            throw ActivetaskError(.invalidResult, "\(url.path): \(error.message) in a spatial span result")
        }
    }

    /// Appends the spatial span results in the value at the parser's position to `found`.
    private static func collect(_ parser: inout JSONParser,
                                into found: inout [SpatialSpanMemoryResult]) throws(JSONShapeError) {
        switch parser.nextByte() {
        case UInt8(ascii: "{"):
            let start = parser.position
            if let result = try? result(&parser, tagged: false) {
                found.append(result)
                return
            }
            parser.move(to: start)
            let foundBefore = found.count
            var isResult = false
            try parser.readObject { (parser, key) throws(JSONShapeError) in
                switch key {
                case "type": isResult = try parser.readValue() == .string(SpatialSpanMemoryResult.resultType)
                default: try collect(&parser, into: &found)
                }
            }
            if isResult {
                found.removeSubrange(foundBefore...)
                parser.move(to: start)
                found.append(try result(&parser, tagged: true))
            }
        case UInt8(ascii: "["):
            try parser.readArray { (parser, _) throws(JSONShapeError) in try collect(&parser, into: &found) }
        default:
            try parser.skip()
        }
    }

    /// Reads the object at the parser's position as a spatial span result. Unless it is known to
    /// be `tagged` (`"type": "spatialSpanMemory"`), this is a guess that fails, cheaply, at the
    /// first sign of another object: a missing or different tag, or a member holding an unknown
    /// object or array (which the caller then searches).
    private static func result(_ parser: inout JSONParser, tagged: Bool) throws(JSONShapeError) -> SpatialSpanMemoryResult {
        var type: JSONValue?, identifier: String?, score: Int?, numberOfGames: Int?, numberOfFailures: Int?
        var gameRecords: [SpatialSpanGameRecord]?, requireReversal = false
        try parser.readObject { (parser, key) throws(JSONShapeError) in
            switch key {
            case "type": type = try parser.readValue()
            case "identifier": identifier = try parser.readText()
            case "score": score = try parser.readInteger()
            case "numberOfGames": numberOfGames = try parser.readInteger()
            case "numberOfFailures": numberOfFailures = try parser.readInteger()
            case "gameRecords": gameRecords = try parser.readElements(game)
            case "requireReversal": requireReversal = try parser.readBoolean()
            default:
                if !tagged, let next = parser.nextByte(), next == UInt8(ascii: "{") || next == UInt8(ascii: "[") {
                    throw JSONShapeError(.mismatch(expected: "no object or array in a spatial span result", found: .null))
                }
                try parser.skip()
            }
        }
        let typeName = JSONValue.string(SpatialSpanMemoryResult.resultType)
        guard tagged || type == typeName else {
            throw JSONShapeError(.mismatch(expected: typeName.jsonText, found: type ?? .null)).within(.key("type"))
        }
        return SpatialSpanMemoryResult(identifier: try JSONShapeError.required(identifier, "identifier"),
                                       score: try JSONShapeError.required(score, "score"),
                                       numberOfGames: try JSONShapeError.required(numberOfGames, "numberOfGames"),
                                       numberOfFailures: try JSONShapeError.required(numberOfFailures, "numberOfFailures"),
                                       gameRecords: try JSONShapeError.required(gameRecords, "gameRecords"),
                                       requireReversal: requireReversal)
    }

    private static func game(_ parser: inout JSONParser) throws(JSONShapeError) -> SpatialSpanGameRecord {
        var seed: UInt32?, sequence: [Int]?, gameSize: Int?, targetRects: [SpatialSpanRect]?
        var touchSamples: [SpatialSpanTouchSample]?, gameStatus: SpatialSpanGameStatus?, score: Int?
        try parser.readObject { (parser, key) throws(JSONShapeError) in
            switch key {
            case "seed": seed = try readSeed(&parser)
            case "sequence": sequence = try parser.readElements { (parser) throws(JSONShapeError) in try parser.readInteger() }
            case "gameSize": gameSize = try parser.readInteger()
            case "targetRects": targetRects = try parser.readElements(rect)
            case "touchSamples": touchSamples = try parser.readElements(touch)
            case "gameStatus": gameStatus = try readStatus(&parser)
            case "score": score = try parser.readInteger()
            default: try parser.skip()
            }
        }
        return SpatialSpanGameRecord(seed: try JSONShapeError.required(seed, "seed"), sequence: try JSONShapeError.required(sequence, "sequence"),
                                     gameSize: try JSONShapeError.required(gameSize, "gameSize"),
                                     targetRects: try JSONShapeError.required(targetRects, "targetRects"),
                                     touchSamples: try JSONShapeError.required(touchSamples, "touchSamples"),
                                     gameStatus: try JSONShapeError.required(gameStatus, "gameStatus"), score: try JSONShapeError.required(score, "score"))
    }

    private static func readSeed(_ parser: inout JSONParser) throws(JSONShapeError) -> UInt32 {
        let value = try parser.readInteger()
        guard let seed = UInt32(exactly: value) else {
            throw JSONShapeError(.mismatch(expected: "an integer from 0 to \(UInt32.max)", found: .int(value)))
        }
        return seed
    }

    private static func readStatus(_ parser: inout JSONParser) throws(JSONShapeError) -> SpatialSpanGameStatus {
        let name = try parser.readText()
        guard let status = SpatialSpanGameStatus(rawValue: name) else {
            let known = SpatialSpanGameStatus.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONShapeError(.mismatch(expected: "one of \(known)", found: .string(name)))
        }
        return status
    }

    private static func rect(_ parser: inout JSONParser) throws(JSONShapeError) -> SpatialSpanRect {
        var x: Double?, y: Double?, width: Double?, height: Double?
        try parser.readObject { (parser, key) throws(JSONShapeError) in
            switch key {
            case "x": x = try parser.readNumber()
            case "y": y = try parser.readNumber()
            case "width": width = try parser.readNumber()
            case "height": height = try parser.readNumber()
            default: try parser.skip()
            }
        }
        return SpatialSpanRect(x: try JSONShapeError.required(x, "x"), y: try JSONShapeError.required(y, "y"), width: try JSONShapeError.required(width, "width"),
                               height: try JSONShapeError.required(height, "height"))
    }

    private static func touch(_ parser: inout JSONParser) throws(JSONShapeError) -> SpatialSpanTouchSample {
        var timestamp: Double?, targetIndex: Int?, location: SpatialSpanPoint?, correct: Bool?
        try parser.readObject { (parser, key) throws(JSONShapeError) in
            switch key {
            case "timestamp": timestamp = try parser.readNumber()
            case "targetIndex": targetIndex = try parser.readInteger()
            case "location": location = try point(&parser)
            case "correct": correct = try parser.readBoolean()
            default: try parser.skip()
            }
        }
        return SpatialSpanTouchSample(timestamp: try JSONShapeError.required(timestamp, "timestamp"),
                                      targetIndex: try JSONShapeError.required(targetIndex, "targetIndex"),
                                      location: try JSONShapeError.required(location, "location"), correct: try JSONShapeError.required(correct, "correct"))
    }

    private static func point(_ parser: inout JSONParser) throws(JSONShapeError) -> SpatialSpanPoint {
        var x: Double?, y: Double?
        try parser.readObject { (parser, key) throws(JSONShapeError) in
            switch key {
            case "x": x = try parser.readNumber()
            case "y": y = try parser.readNumber()
            default: try parser.skip()
            }
        }
        return SpatialSpanPoint(x: try JSONShapeError.required(x, "x"), y: try JSONShapeError.required(y, "y"))
    }
}
