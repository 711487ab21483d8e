import RecordingFormat

/// A REDCap API token as the destinations file gives it: 32 hexadecimal characters (the token
/// REDCap's API Tokens page issues, which the API refuses otherwise; docs/UPLOAD.md, "REDCap").
enum REDCapToken {
    /// The length of a REDCap API token.
    static let length = 32

    /// `token` when it is 32 hexadecimal characters.
    /// - Parameters:
    ///   - token: The token.
    ///   - place: The file and destination, for the message.
    /// - Throws: `ActivetaskError(.invalidConfiguration)` naming the destination, never the token.
    static func checked(_ token: String, place: String) throws(ActivetaskError) -> String {
        guard token.count == length, token.allSatisfy(\.isHexDigit) else {
            throw ActivetaskError(.invalidConfiguration, "\(place): \"token\" is not a REDCap API token (\(length) hexadecimal characters, \(token.count) given); copy the project's token from REDCap's API page")
        }
        return token
    }
}
