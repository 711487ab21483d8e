import Foundation

/// The JSON conventions of every result file (`taskResult.json`, `recording.json`): ISO 8601
/// dates in UTC with milliseconds, sorted keys, pretty printed, slashes not escaped.
public enum ResultJSON {
    /// An encoder following the conventions.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateText.string(from: date))
        }
        return encoder
    }

    /// A decoder for files written by `encoder()`; also reads dates without milliseconds.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = DateText.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date")
            }
            return date
        }
        return decoder
    }
}
