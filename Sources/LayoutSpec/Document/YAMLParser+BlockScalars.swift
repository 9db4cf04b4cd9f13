/// Block scalars: `|` (literal, line breaks kept) and `>` (folded, lines joined by spaces), with
/// an optional chomping indicator (`-` drops the final line break, `+` keeps every trailing one).
/// They let a statement span lines as code does: an `NSLayoutConstraint.activate([…])` block or a
/// SnapKit closure pasted as written, below `- |`.
extension YAMLParser {
    /// Whether `|` or `>` at the cursor starts a block scalar header (`|`, `|-`, `>+2`, ... followed
    /// by white space, a comment or the line's end).
    func isBlockScalarHeader() -> Bool {
        guard currentCharacter == "|" || currentCharacter == ">" else { return false }
        var offset = 1
        while let character = characterAhead(offset), "-+0123456789".unicodeScalars.contains(character) {
            offset += 1
        }
        guard let next = characterAhead(offset) else { return true }
        return next.isBlank
    }

    /// The block scalar whose header is at the cursor; its lines are those below the header
    /// indented more than `parentIndent` (blank lines included). The cursor ends at the end of
    /// its last line, so that `finishLine` moves past it.
    mutating func parseBlockScalar(parentIndent: Int) throws -> DocumentNode {
        let start = location
        let isFolded = currentCharacter == ">"
        column += 1
        var chomping: Unicode.Scalar?
        while let character = currentCharacter, !character.isBlank {
            if character == "-" || character == "+", chomping == nil {
                chomping = character
            } else {
                throw SpecError(
                    at: location,
                    "an indentation indicator ('|2') is not supported: write `|`, `|-` or `|+` and indent the text "
                        + "below it")
            }
            column += 1
        }
        skipBlanks()
        guard atLineEndOrComment() else {
            throw SpecError(at: location, "the text of a block scalar starts on the line below its '|' or '>'")
        }
        var contentRows: [Int] = []
        var contentIndent: Int?
        var next = row + 1
        // The empty "line" after a file's final line break is not a line of the block.
        let end = text.lines.last?.isEmpty == true ? text.lines.count - 1 : text.lines.count
        while next < end {
            let characters = text.lines[next]
            let indent = characters.prefix { $0 == " " }.count
            if indent == characters.count {
                contentRows.append(next)
            } else if indent > (contentIndent.map { $0 - 1 } ?? parentIndent) {
                if contentIndent == nil { contentIndent = indent }
                contentRows.append(next)
            } else {
                break
            }
            next += 1
        }
        guard let indent = contentIndent else {
            throw SpecError(at: start, "this block scalar is empty: indent its text on the lines below the '|'")
        }
        while let last = contentRows.last, text.lines[last].count <= indent, text.lines[last].allSatisfy({ $0 == " " })
        {
            if chomping == "+" { break }
            contentRows.removeLast()
        }
        let lines = contentRows.map { row -> String in
            let characters = text.lines[row]
            return characters.count > indent ? String(String.UnicodeScalarView(characters[indent...])) : ""
        }
        var value = isFolded ? Self.folded(lines) : lines.joined(separator: "\n")
        if chomping != "-" { value += "\n" }
        let firstContent = contentRows.first { text.lines[$0].count > indent } ?? row + 1
        row = contentRows.last ?? row
        column = text.lines[row].count
        return DocumentNode(
            .scalar(value, .block), at: start, contentLocation: text.location(row: firstContent, column: indent))
    }

    /// Folded lines: neighbours joined by a space, an empty line kept as a line break, and lines
    /// indented further kept on their own lines.
    private static func folded(_ lines: [String]) -> String {
        var result = ""
        var previous: String?
        for line in lines {
            if let previous {
                let keepsBreak =
                    previous.isEmpty || line.isEmpty || previous.first == " " || line.first == " "
                result += keepsBreak ? "\n" : " "
            }
            result += line
            previous = line
        }
        return result
    }
}
