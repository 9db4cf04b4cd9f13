/// The first pass of the YAML reader: classifies every line as blank or content (with its
/// indentation) and rejects what is wrong on a line by itself, before any structure is read:
/// control characters, tabs in indentation, directives, and document markers other than one
/// leading `---`.
enum YAMLLineScanner {
    /// One line, as the block parser sees it.
    enum Line: Hashable, Sendable {
        /// Empty, white space only, a comment only, or the single leading `---` marker.
        case blank
        /// Content starting after `indent` spaces.
        case content(indent: Int)
    }

    /// Classifies every line of `text`.
    ///
    /// A single `---` before any content is allowed (and skipped); a later `---`, any `...` and
    /// any `%` directive are errors, because a spec holds exactly one document.
    static func scan(_ text: DocumentLines) throws -> [Line] {
        var result: [Line] = []
        result.reserveCapacity(text.lines.count)
        var sawContent = false
        for (row, characters) in text.lines.enumerated() {
            if let bad = characters.firstIndex(where: { !isPrintable($0) }) {
                let code = String(characters[bad].value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                throw SpecError(
                    at: text.location(row: row, column: bad),
                    "the control character U+\(padded) is not allowed in YAML; remove it (or write \"\\u\(padded)\" "
                        + "inside a double-quoted string)")
            }
            var column = 0
            while column < characters.count, characters[column] == " " { column += 1 }
            var firstNonBlank = column
            while firstNonBlank < characters.count, characters[firstNonBlank].isBlank { firstNonBlank += 1 }
            if firstNonBlank == characters.count || characters[firstNonBlank] == "#" {
                result.append(.blank)
                continue
            }
            if firstNonBlank != column {
                throw SpecError(
                    at: text.location(row: row, column: column),
                    "indent with spaces; tabs are not allowed in YAML indentation")
            }
            if column == 0, let marker = documentMarker(characters) {
                if marker == "---" && !sawContent {
                    try requireNothingAfterMarker(characters, row: row, text: text)
                    sawContent = true
                    result.append(.blank)
                    continue
                }
                if marker == "---" {
                    throw SpecError(
                        at: text.location(row: row, column: 0),
                        "multiple documents are not supported: a spec holds one document; remove this '---' and "
                            + "put the rest in another file")
                }
                throw SpecError(
                    at: text.location(row: row, column: 0),
                    "the document end marker '...' is not supported; remove it (a spec holds one document)")
            }
            if column == 0, characters[0] == "%" {
                throw SpecError(
                    at: text.location(row: row, column: 0),
                    "YAML directives ('%YAML', '%TAG') are not supported; remove this line")
            }
            sawContent = true
            result.append(.content(indent: column))
        }
        return result
    }

    /// YAML's printable characters (`c-printable`): tab, the printable ASCII and most of Unicode.
    private static func isPrintable(_ character: Unicode.Scalar) -> Bool {
        switch character.value {
        case 0x09, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// `---` or `...` when the line starts with one followed by white space or the line's end.
    private static func documentMarker(_ characters: [Unicode.Scalar]) -> String? {
        guard characters.count >= 3 else { return nil }
        let prefix = String(String.UnicodeScalarView(characters[0..<3]))
        guard prefix == "---" || prefix == "..." else { return nil }
        if characters.count > 3 && !characters[3].isBlank { return nil }
        return prefix
    }

    /// The leading `---` may only be followed by a comment: the document starts on the next line.
    private static func requireNothingAfterMarker(_ characters: [Unicode.Scalar], row: Int, text: DocumentLines) throws
    {
        var column = 3
        while column < characters.count, characters[column].isBlank { column += 1 }
        if column < characters.count && characters[column] != "#" {
            throw SpecError(
                at: text.location(row: row, column: column),
                "start the document on the line after '---' (content on the '---' line is not supported)")
        }
    }
}
