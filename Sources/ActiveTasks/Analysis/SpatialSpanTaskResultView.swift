import Foundation

/// The one part of `taskResult.json` the memory analysis needs: every object tagged
/// `"type": "spatialSpanMemory"`, wherever the task result nests it. Reading only that keeps the
/// analyzer independent of the rest of the task result's shape; the file is decoded in one pass.
struct SpatialSpanTaskResultView: Decodable {
    /// The spatial span results found, in document order (object keys in name order).
    let results: [SpatialSpanMemoryResult]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value, keeping the spatial span results inside it.
    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            if (try? object.decode(String.self, forKey: Key(stringValue: "type"))) == SpatialSpanMemoryResult.typeName {
                results = [try SpatialSpanMemoryResult(from: decoder)]
                return
            }
            var found: [SpatialSpanMemoryResult] = []
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                found += try object.decode(SpatialSpanTaskResultView.self, forKey: key).results
            }
            results = found
        } else if var array = try? decoder.unkeyedContainer() {
            var found: [SpatialSpanMemoryResult] = []
            while !array.isAtEnd {
                found += try array.decode(SpatialSpanTaskResultView.self).results
            }
            results = found
        } else {
            results = []
        }
    }

    /// The spatial span results in the task result file at `url`.
    /// - Throws: `AnalysisError` naming the file and the JSON path that is malformed.
    static func results(in url: URL) throws(AnalysisError) -> [SpatialSpanMemoryResult] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AnalysisError(.unreadable, "\(url.path): cannot read (\(error.localizedDescription))")
        }
        do {
            return try JSONDecoder().decode(SpatialSpanTaskResultView.self, from: data).results
        } catch let DecodingError.keyNotFound(key, context) {
            throw AnalysisError(.invalidResult, "\(url.path): \(path(context.codingPath + [key])) is missing in a spatial span result")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw AnalysisError(.invalidResult, "\(url.path): \(path(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw AnalysisError(.invalidResult, "\(url.path): \(path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw AnalysisError(.invalidResult, "\(url.path): not valid JSON; the task did not finish writing it")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        "$" + keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }
}
