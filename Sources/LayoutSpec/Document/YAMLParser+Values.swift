/// Values written on one line (scalars and flow collections) and the errors for characters that
/// YAML reserves at the start of a value: such text would be read as something else (a list, a
/// block scalar, a tag, ...), so the reader asks for quotes instead of misreading it.
extension YAMLParser {
    /// A value at the cursor: a quoted or plain scalar or a flow collection on the current line, or
    /// a block scalar on the lines below its header.
    mutating func parseInlineValue(parentIndent: Int) throws -> DocumentNode {
        if isBlockScalarHeader() { return try parseBlockScalar(parentIndent: parentIndent) }
        switch currentCharacter {
        case "\"", "'":
            return try parseQuotedScalar()
        case "[", "{":
            return try parseFlowCollectionInBlock(parentIndent: parentIndent)
        default:
            if isPlainStart(row: row, column: column, inFlow: false) {
                return parsePlainScalar(inFlow: false)
            }
            throw indicatorError(inFlow: false)
        }
    }

    /// A flow collection used as a block value. An unquoted constraint such as `[a]-8-[b]` also
    /// starts with `[`: when the collection is followed by more text on its line, or fails to parse
    /// while the line looks like a constraint, the error asks for quotes.
    private mutating func parseFlowCollectionInBlock(parentIndent: Int) throws -> DocumentNode {
        let startRow = row
        let startColumn = column
        let node: DocumentNode
        do {
            node = try parseFlowCollection(parentIndent: parentIndent)
        } catch let error as SpecError {
            var isQuotingAdvice = false
            if case .mustBeQuoted = error.diagnostics.first?.kind { isQuotingAdvice = true }
            if !isQuotingAdvice && Self.looksLikeConstraint(text.rest(row: startRow, from: startColumn)) {
                throw mustBeQuoted(row: startRow, column: startColumn, inFlow: false)
            }
            throw error
        }
        guard row == startRow else { return node }
        let end = column
        skipBlanks()
        defer { column = end }
        guard let next = currentCharacter else { return node }
        if atLineEndOrComment() || (next == ":" && isBlankOrEnd(row: row, column: column + 1)) {
            return node
        }
        throw mustBeQuoted(row: startRow, column: startColumn, inFlow: false)
    }

    /// The error for a value starting at the cursor with a character a plain scalar cannot start with.
    func indicatorError(inFlow: Bool) -> SpecError {
        let first = currentCharacter ?? " "
        let word = Self.quotedSuggestion(tokenText(inFlow: inFlow))
        switch first {
        case "&":
            return SpecError(
                at: location,
                "anchors ('&name') are not supported; if it is text, quote it: write \(word)")
        case "*":
            return SpecError(
                at: location,
                "aliases ('*name') are not supported; if it is text, quote it: write \(word)")
        case "!":
            return SpecError(
                at: location,
                "tags ('!name') are not supported; if it is text (a negated condition, say), quote it: write \(word)")
        case "?" where isBlankOrEnd(row: row, column: column + 1):
            return SpecError(
                at: location,
                "complex keys ('? key') are not supported; write 'key: value' with a plain or quoted key")
        case ":" where isBlankOrEnd(row: row, column: column + 1):
            return SpecError(at: location, "a mapping entry needs a key before ':'; quote the value if ':' is text")
        case "-":
            return SpecError(
                at: location,
                "a '- ' list item is not allowed here; put it on its own line, or quote the value if it is text")
        case "#":
            return SpecError(at: location, "'#' starts a comment only after a space; quote the value if '#' is text")
        case "\"", "'":
            return SpecError(at: location, "unexpected quote")
        default:
            break
        }
        return mustBeQuoted(row: row, column: column, inFlow: inFlow)
    }

    /// "a constraint starting with '[' must be quoted: write "[a]-8-[b]" (YAML would read it as a list)".
    func mustBeQuoted(row: Int, column: Int, inFlow: Bool) -> SpecError {
        let first = text.character(row: row, column: column) ?? " "
        let raw = tokenText(row: row, column: column, inFlow: inFlow)
        let noun = Self.looksLikeConstraint(raw) ? "a constraint" : "a value"
        let reason: String
        switch first {
        case "[": reason = "YAML would read it as a list"
        case "{": reason = "YAML would read it as a mapping"
        case "|", ">": reason = "YAML would read it as a block scalar"
        case "%": reason = "YAML would read it as a directive"
        case ",", "]", "}": reason = "YAML reserves '\(Character(first))' for flow collections"
        case "?", ":": reason = "YAML tools may read it as a key"
        default: reason = "YAML reserves '\(Character(first))' at the start of a value"
        }
        return SpecError(
            at: text.location(row: row, column: column),
            kind: .mustBeQuoted(
                "\(noun) starting with '\(Character(first))' must be quoted: write \(Self.quotedSuggestion(raw)) "
                    + "(\(reason))"))
    }

    /// The text of the value at the cursor, for messages.
    private func tokenText(inFlow: Bool) -> String {
        tokenText(row: row, column: column, inFlow: inFlow)
    }

    /// The rest of the line from the position up to a comment and, in flow, up to a `,` or a
    /// closing bracket that the token did not open.
    private func tokenText(row: Int, column: Int, inFlow: Bool) -> String {
        guard row >= 0, row < text.lines.count else { return "" }
        let characters = text.lines[row]
        var end = column
        var nesting = 0
        while end < characters.count {
            let character = characters[end]
            if character == "#" && end > column && characters[end - 1].isBlank { break }
            if inFlow {
                if character == "[" || character == "{" { nesting += 1 }
                if character == "]" || character == "}" { nesting -= 1 }
                if nesting < 0 || (nesting == 0 && character == ",") { break }
            }
            end += 1
        }
        return trimmedText(row: row, from: column, to: end)
    }

    /// `text` in double quotes, escaping `"` and `\`.
    static func quotedSuggestion(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            if character == "\"" || character == "\\" { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(character)
        }
        return result + "\""
    }

    /// Whether unquoted text reads like a constraint statement (VFL, an equation, a Relativity
    /// arrow), so that messages can call it one.
    static func looksLikeConstraint(_ text: String) -> Bool {
        ["==", ">=", "<=", "]-", "-[", "|-", "-|", "][", "](", "-->", "<--", "<>"].contains { text.contains($0) }
    }
}
