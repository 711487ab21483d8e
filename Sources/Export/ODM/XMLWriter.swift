/// Writes an XML document element by element, escaping every text and attribute value, so that
/// no markup is ever put together by string concatenation elsewhere. Elements are indented by
/// two spaces a level; an element without children or text is written as an empty-element tag.
package struct XMLWriter: Sendable {
    /// The document so far, starting with the XML declaration.
    private var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    /// The names of the elements opened and not yet closed, outermost first.
    private var openElements: [String] = []

    /// Creates a writer holding the XML declaration alone.
    package init() {}

    /// Opens `name` with `attributes` (written in the order given; `nil` values left out); the
    /// element holds what is written until the matching `close()`.
    /// - Parameters:
    ///   - name: The element's name.
    ///   - attributes: Its attributes.
    package mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        text += indentation + "<" + name + Self.attributeText(attributes) + ">\n"
        openElements.append(name)
    }

    /// Closes the element opened last.
    package mutating func close() {
        let name = openElements.removeLast()
        text += indentation + "</" + name + ">\n"
    }

    /// Writes `name` with `attributes` and, when given, `content` as its text on one line.
    /// - Parameters:
    ///   - name: The element's name.
    ///   - attributes: Its attributes.
    ///   - content: Its text; `nil` for an empty element.
    package mutating func element(_ name: String, _ attributes: [(String, String?)] = [], content: String? = nil) {
        let start = "<" + name + Self.attributeText(attributes)
        guard let content else {
            text += indentation + start + "/>\n"
            return
        }
        text += indentation + start + ">" + Self.escapedText(content) + "</" + name + ">\n"
    }

    /// The document, with every element closed.
    package var document: String {
        precondition(openElements.isEmpty, "XMLWriter: element \(openElements.last ?? "") is still open")
        return text
    }

    private var indentation: String {
        String(repeating: "  ", count: openElements.count)
    }

    private static func attributeText(_ attributes: [(String, String?)]) -> String {
        attributes.compactMap { name, value in value.map { " " + name + "=\"" + escapedAttribute($0) + "\"" } }.joined()
    }

    /// `text` as element content: `&`, `<` and `>` escaped, a carriage return as a character
    /// reference (parsers would turn it into a line feed), and the characters XML 1.0 cannot hold
    /// (control characters other than tab, line feed and carriage return) as U+FFFD.
    package static func escapedText(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// `text` as an attribute value in double quotes: as content, and `"` and `'` escaped too,
    /// and tab and line feed as character references, which attribute-value normalisation would
    /// otherwise turn into spaces.
    package static func escapedAttribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\r": escaped += "&#13;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\t" where inAttribute: escaped += "&#9;"
            case "\n" where inAttribute: escaped += "&#10;"
            default: escaped.unicodeScalars.append(allowed(scalar))
            }
        }
        return escaped
    }

    /// `scalar` when XML 1.0 allows it in a document (its `Char` production), else U+FFFD.
    private static func allowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: scalar
        default: "\u{FFFD}"
        }
    }
}
