import Foundation

/// The one part of `taskResult.json` the memory analysis needs: every object tagged
/// `"type": "spatialSpanMemory"`, wherever the task result nests it. Reading only that keeps the
/// analyzer independent of the rest of the task result's shape.
enum SpatialSpanTaskResultView {
    /// The spatial span results in the task result file at `url`, in document order.
    /// - Throws: `AnalysisError` naming the file and the JSON path that is malformed.
    static func results(in url: URL) throws(AnalysisError) -> [SpatialSpanMemoryResult] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AnalysisError(.unreadable, "\(url.path): cannot read (\(error.localizedDescription))")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw AnalysisError(.invalidResult, "\(url.path): not valid JSON; the task did not finish writing it")
        }
        var found: [(path: String, object: Any)] = []
        collect(root, path: "$", into: &found)
        var results: [SpatialSpanMemoryResult] = []
        for (path, object) in found {
            do {
                let json = try JSONSerialization.data(withJSONObject: object)
                results.append(try JSONDecoder().decode(SpatialSpanMemoryResult.self, from: json))
            } catch let DecodingError.keyNotFound(key, context) {
                let at = (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")
                throw AnalysisError(.invalidResult, "\(url.path): \(path).\(at) is missing in a spatial span result")
            } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                    let DecodingError.dataCorrupted(context) {
                let at = context.codingPath.map(\.stringValue).joined(separator: ".")
                throw AnalysisError(.invalidResult, "\(url.path): \(path).\(at): \(context.debugDescription)")
            } catch {
                throw AnalysisError(.invalidResult, "\(url.path): \(path): \(error)")
            }
        }
        return results
    }

    private static func collect(_ value: Any, path: String, into found: inout [(path: String, object: Any)]) {
        if let object = value as? [String: Any] {
            if object["type"] as? String == SpatialSpanMemoryResult.typeName {
                found.append((path, object))
                return
            }
            for key in object.keys.sorted() {
                collect(object[key]!, path: "\(path).\(key)", into: &found)
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                collect(element, path: "\(path)[\(index)]", into: &found)
            }
        }
    }
}
