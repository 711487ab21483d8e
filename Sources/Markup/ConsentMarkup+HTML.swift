extension ConsentMarkup {
    private static let entities: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]

    /// Reads the HTML subset (see `ConsentMarkup`).
    /// - Parameter html: The HTML text.
    /// - Throws: `ConsentMarkupError` naming the first tag, attribute or entity outside the
    ///   subset (or a tag never closed) and its character offset.
    public init(html: String) throws(ConsentMarkupError) {
        var reader = HTMLSubsetReader()
        let characters = Array(html)
        var index = 0
        var text = ""
        while index < characters.count {
            let character = characters[index]
            if character == "<" {
                try reader.add(text, at: index)
                text = ""
                guard let close = characters[index...].firstIndex(of: ">") else {
                    throw ConsentMarkupError("\"<\" at character \(index) starts a tag that never ends; write &lt; for a literal <")
                }
                try reader.tag(String(characters[(index + 1)..<close]), at: index)
                index = close + 1
            } else if character == "&" {
                guard let end = characters[index...].prefix(12).firstIndex(of: ";") else {
                    throw ConsentMarkupError("\"&\" at character \(index) starts no entity; write &amp; for a literal &")
                }
                text.append(try Self.entity(String(characters[(index + 1)..<end]), at: index))
                index = end + 1
            } else {
                text.append(character)
                index += 1
            }
        }
        try reader.add(text, at: index)
        self.init(blocks: try reader.finish())
    }

    private static func entity(_ name: String, at offset: Int) throws(ConsentMarkupError) -> Character {
        if let known = entities[name] { return known }
        var scalar: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalar = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst())
        }
        guard let scalar, let unicode = Unicode.Scalar(scalar) else {
            throw ConsentMarkupError("&\(name); at character \(offset) is not an entity of the subset; use &amp; &lt; &gt; &quot; &apos; &nbsp; or &#N;")
        }
        return Character(unicode)
    }
}

/// The state of `ConsentMarkup(html:)` while it reads: the block and list open, the styles.
private struct HTMLSubsetReader {
    private var blocks: [ConsentMarkup.Block] = []
    private var open: (tag: String?, kind: ConsentMarkup.Kind, runs: [ConsentMarkup.Run])?
    private var list: (tag: String, items: Int)?
    private var bold = 0
    private var italic = 0

    /// Adds text as HTML shows it: whitespace collapsed, a paragraph opened when none is.
    /// - Throws: `ConsentMarkupError` for text in a list outside its items.
    mutating func add(_ raw: String, at offset: Int) throws(ConsentMarkupError) {
        let text = Self.collapsed(raw)
        guard !text.isEmpty else { return }
        if open == nil {
            guard text != " " else { return }
            if let list {
                throw ConsentMarkupError("text before character \(offset) is inside <\(list.tag)> but outside any <li>; put it in <li>")
            }
            open = (nil, .paragraph, [])
        }
        append(text)
    }

    /// Applies the tag written `<body>`.
    mutating func tag(_ body: String, at offset: Int) throws(ConsentMarkupError) {
        var name = body.trimmingSpaces.lowercased()
        let closing = name.hasPrefix("/")
        if closing { name.removeFirst() }
        if name.hasSuffix("/") { name.removeLast() }
        name = name.trimmingSpaces
        guard !name.contains(where: { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "\t" || $0 == "\n" }) else {
            throw ConsentMarkupError("<\(body)> at character \(offset) has attributes, which the htmlContent subset does not allow; write <\(name.split(separator: " ").first ?? "")> alone")
        }
        guard ConsentMarkup.allowedTags.contains(name) else {
            throw ConsentMarkupError("<\(body)> at character \(offset) is not in the htmlContent subset; use \(ConsentMarkup.allowedTags.joined(separator: ", "))")
        }
        switch (name, closing) {
        case ("br", _):
            if open == nil { open = (nil, .paragraph, []) }
            append("\n")
        case ("b", false): bold += 1
        case ("i", false): italic += 1
        case ("b", true), ("i", true):
            guard (name == "b" ? bold : italic) > 0 else {
                throw ConsentMarkupError("</\(name)> at character \(offset) closes no <\(name)>; remove it")
            }
            if name == "b" { bold -= 1 } else { italic -= 1 }
        case ("p", false), ("h4", false):
            try openBlock(name, kind: name == "p" ? .paragraph : .heading, at: offset)
        case ("ul", false), ("ol", false):
            if open?.tag == nil { closeBlock() }
            guard open == nil, list == nil else {
                throw ConsentMarkupError("<\(name)> at character \(offset) is inside <\(open?.tag ?? list!.tag)>; lists do not nest and stand outside paragraphs")
            }
            list = (name, 0)
        case ("li", false):
            guard let current = list else {
                throw ConsentMarkupError("<li> at character \(offset) is outside any <ul> or <ol>; put it in a list")
            }
            if open?.tag == "li" { closeBlock() }
            list!.items += 1
            try openBlock("li", kind: current.tag == "ol" ? .numbered(current.items + 1) : .bullet, at: offset)
        case ("ul", true), ("ol", true):
            guard list?.tag == name else {
                throw ConsentMarkupError("</\(name)> at character \(offset) closes no <\(name)>; remove it or open the list first")
            }
            if open?.tag == "li" { closeBlock() }
            list = nil
        default:
            guard open?.tag == name else {
                throw ConsentMarkupError("</\(name)> at character \(offset) closes no <\(name)>; remove it or open the block first")
            }
            closeBlock()
        }
    }

    /// The blocks read.
    /// - Throws: `ConsentMarkupError` for a block or list never closed.
    mutating func finish() throws(ConsentMarkupError) -> [ConsentMarkup.Block] {
        if let tag = open?.tag, tag != "li" {
            throw ConsentMarkupError("<\(tag)> is never closed; add </\(tag)>")
        }
        if let list {
            throw ConsentMarkupError("<\(list.tag)> is never closed; add </\(list.tag)>")
        }
        closeBlock()
        return blocks
    }

    private mutating func openBlock(_ tag: String, kind: ConsentMarkup.Kind, at offset: Int) throws(ConsentMarkupError) {
        if open?.tag == nil { closeBlock() }
        if let current = open {
            throw ConsentMarkupError("<\(tag)> at character \(offset) is inside <\(current.tag!)>; close it first")
        }
        if tag != "li", let list {
            throw ConsentMarkupError("<\(tag)> at character \(offset) is inside <\(list.tag)>; put text in <li>")
        }
        open = (tag, kind, [])
    }

    private mutating func append(_ text: String) {
        var text = text
        let previous = open!.runs.last?.text.last
        if text.hasPrefix(" "), previous == nil || previous == " " || previous == "\n" { text.removeFirst() }
        if text == "\n", previous == " " { open!.runs[open!.runs.count - 1].text.removeLast() }
        guard !text.isEmpty else { return }
        if var last = open!.runs.last, last.isBold == (bold > 0), last.isItalic == (italic > 0) {
            last.text += text
            open!.runs[open!.runs.count - 1] = last
        } else {
            open!.runs.append(ConsentMarkup.Run(text, isBold: bold > 0, isItalic: italic > 0))
        }
    }

    private mutating func closeBlock() {
        guard var block = open else { return }
        open = nil
        while let last = block.runs.last, last.text.hasSuffix(" ") || last.text.isEmpty {
            block.runs[block.runs.count - 1].text.removeLast(last.text.isEmpty ? 0 : 1)
            if block.runs.last!.text.isEmpty { block.runs.removeLast() }
        }
        guard !block.runs.isEmpty else { return }
        blocks.append(ConsentMarkup.Block(kind: block.kind, runs: block.runs))
    }

    private static func collapsed(_ text: String) -> String {
        var result = ""
        var space = false
        for character in text {
            if character == " " || character == "\t" || character == "\n" || character == "\r" {
                space = true
            } else {
                if space { result.append(" ") }
                space = false
                result.append(character)
            }
        }
        if space { result.append(" ") }
        return result
    }
}
