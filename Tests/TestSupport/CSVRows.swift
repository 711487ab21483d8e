/// The rows of a CSV text as RFC 4180 reads them: a field in double quotes may hold commas,
/// line breaks and doubled double quotes (an `analyze` column holding an object's JSON).
public enum CSVRows {
    /// The fields of each line of `text`; a last empty line is left out.
    /// - Parameter text: The CSV text.
    public static func parse(_ text: some StringProtocol) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch (character, quoted) {
            case ("\"", true):
                guard let next = characters.next() else {
                    quoted = false
                    continue
                }
                if next == "\"" {
                    field.append("\"")
                } else {
                    quoted = false
                    close(next)
                }
            case ("\"", false) where field.isEmpty: quoted = true
            case (_, true): field.append(character)
            default: close(character)
            }
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows

        func close(_ character: Character) {
            switch character {
            case ",":
                row.append(field)
                field = ""
            case "\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default: field.append(character)
            }
        }
    }
}
