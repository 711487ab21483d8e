@testable import Export
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `XMLWriter` escapes what it writes so that an XML parser reads back exactly the text given.
struct XMLWriterTests {
    /// Reads the attributes and text of the element `name` in `xml` with Foundation's parser.
    private final class Reader: NSObject, XMLParserDelegate {
        var attributes: [String: String] = [:]
        var text = ""
        private var inside = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if name == "item" { (self.attributes, inside) = (attributes, true) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inside { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "item" { inside = false }
        }
    }

    private func read(_ xml: String) -> Reader? {
        let reader = Reader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    @Test
    func markupQuotesAndNonASCIIReadBackExactlyInTextAndAttributes() throws {
        let tricky = "a<b & c>d \"e\" 'f' Zoë 日本 😀 tab\there\nline"
        var writer = XMLWriter()
        writer.open("root")
        writer.element("item", [("Value", tricky), ("Missing", nil)], content: tricky)
        writer.close()
        let reader = try #require(read(writer.document), "the document parses: \(writer.document)")
        #expect(reader.attributes == ["Value": tricky], "the attribute keeps quotes, tab and line feed; nil attributes are left out")
        #expect(reader.text == tricky)
        #expect(writer.document.contains("Zoë 日本 😀"), "non-ASCII text is written as itself, not as references")
    }

    @Test
    func controlCharactersXMLCannotHoldBecomeReplacementCharactersSoTheDocumentStillParses() throws {
        var writer = XMLWriter()
        writer.open("root")
        writer.element("item", [("Value", "bell\u{7}")], content: "nul\u{0}\r")
        writer.close()
        let reader = try #require(read(writer.document))
        #expect(reader.attributes["Value"] == "bell\u{FFFD}")
        #expect(reader.text == "nul\u{FFFD}\r", "a carriage return is a reference, so it is not read as a line feed")
    }
}
