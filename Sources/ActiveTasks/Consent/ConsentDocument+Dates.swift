import Foundation

extension ConsentDocument {
    /// `date` as a signature shows it, in the document's locale and time zone: by `format` (a
    /// Unicode date pattern), or as the locale's short date.
    /// - Parameters:
    ///   - date: The moment signed.
    ///   - format: The signature's date pattern.
    public func signatureDateText(_ date: Date, format: String?) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        if let format {
            formatter.dateFormat = format
        } else {
            formatter.dateStyle = .short
            formatter.timeStyle = .none
        }
        return formatter.string(from: date)
    }
}
