import Markup

extension ConsentMarkup {
    /// Reads formatted text given as plain text in member `text` or as the HTML subset in
    /// member `html` (not both); problems are recorded at the member's path.
    /// - Parameters:
    ///   - text: The plain-text member's key.
    ///   - html: The HTML member's key.
    ///   - reader: The object holding them.
    /// - Returns: The markup, or `nil` when neither member is there or the HTML is refused.
    public static func read(text: String, html: String, in reader: JSONObjectReader) -> ConsentMarkup? {
        let plain = reader.text(text)
        let markup = reader.text(html)
        if plain != nil, markup != nil {
            reader.log.error(reader.path(of: html), "given beside \(text); keep one of the two")
        }
        if let markup {
            do {
                return try ConsentMarkup(html: markup)
            } catch {
                reader.log.error(reader.path(of: html), error.message)
                return nil
            }
        }
        return plain.map(ConsentMarkup.init(plainText:))
    }
}
