/// Flow collections of the YAML subset: `[a, b]` and `{key: value}`, nested, possibly spanning
/// lines (continuation lines indented more than the enclosing block), with comments between
/// entries. Single-pair mappings inside `[...]` (`[a: 1]`) and complex keys are rejected.
extension YAMLParser {
    /// A flow sequence or mapping at the cursor (`[` or `{`); the cursor ends after its closing bracket.
    mutating func parseFlowCollection(parentIndent: Int) throws -> DocumentNode {
        if currentCharacter == "[" {
            return try parseFlowSequence(parentIndent: parentIndent)
        }
        return try parseFlowMapping(parentIndent: parentIndent)
    }

    /// `[entry, entry, ...]`; a trailing comma is allowed, as in YAML.
    private mutating func parseFlowSequence(parentIndent: Int) throws -> DocumentNode {
        var items: [DocumentNode] = []
        let opening = try parseFlowEntries(parentIndent: parentIndent, closing: "]") { parser, opening in
            let item = try parser.parseFlowNode(parentIndent: parentIndent)
            try parser.rejectTextAfterCollection(item)
            items.append(item)
            try parser.skipFlowSpace(parentIndent: parentIndent, opening: opening, closing: "]")
            if parser.currentCharacter == ":" {
                throw SpecError(
                    at: parser.location,
                    "'key: value' pairs inside [...] are not supported; write {key: value}, or quote the entry if "
                        + "':' is text")
            }
            return "expected ',' or ']' after the list entry at \(item.location.line):\(item.location.column) "
                + "(a value cannot continue on another line; quote it if it is one piece of text)"
        }
        return DocumentNode(.sequence(items), at: opening)
    }

    /// `{key: value, key, ...}`; a key without `:` has a `.null` value, as in YAML.
    private mutating func parseFlowMapping(parentIndent: Int) throws -> DocumentNode {
        var entries: [DocumentNode.Entry] = []
        var keys = MappingKeys(.yaml)
        let opening = try parseFlowEntries(parentIndent: parentIndent, closing: "}") { parser, opening in
            let entry = try parser.parseFlowMappingEntry(parentIndent: parentIndent, opening: opening)
            try keys.record(entry.key, at: entry.keyLocation)
            entries.append(entry)
            return "expected ',' or '}' after the value of '\(entry.key)' (a value cannot continue on another line; "
                + "quote it if it is one piece of text)"
        }
        return DocumentNode(.mapping(entries), at: opening)
    }

    /// Reads the entries of the flow collection at the cursor up to `closing`, its closing bracket,
    /// and returns where it opens. `parseEntry` reads one entry (given the opening's location) and
    /// returns the message for text after it that is neither ',' nor the closing bracket.
    private mutating func parseFlowEntries(
        parentIndent: Int, closing: Unicode.Scalar,
        parseEntry: (inout YAMLParser, SourceLocation) throws -> String
    ) throws -> SourceLocation {
        let opening = location
        try enterCollection(at: opening)
        defer { depth -= 1 }
        column += 1
        while true {
            try skipFlowSpace(parentIndent: parentIndent, opening: opening, closing: closing)
            if currentCharacter == closing {
                column += 1
                return opening
            }
            if currentCharacter == "," {
                throw SpecError(
                    at: location,
                    "unexpected ',' in a \(Self.flowName(closing: closing)): an entry is missing; remove the extra ','")
            }
            let unexpectedText = try parseEntry(&self, opening)
            try skipFlowSpace(parentIndent: parentIndent, opening: opening, closing: closing)
            switch currentCharacter {
            case ",":
                column += 1
            case closing:
                column += 1
                return opening
            default:
                throw SpecError(at: location, unexpectedText)
            }
        }
    }

    /// One `key: value` (or `key`) entry of a flow mapping at the cursor.
    private mutating func parseFlowMappingEntry(
        parentIndent: Int, opening: SourceLocation
    ) throws
        -> DocumentNode.Entry
    {
        if currentCharacter == "[" || currentCharacter == "{" {
            throw SpecError(
                at: location, "a list or mapping cannot be a key; write 'key: value' with a plain or quoted key")
        }
        let keyLocation = location
        let keyNode: DocumentNode
        if currentCharacter == "\"" || currentCharacter == "'" {
            keyNode = try parseQuotedScalar()
        } else if isPlainStart(row: row, column: column, inFlow: true) {
            keyNode = parsePlainScalar(inFlow: true)
        } else {
            throw indicatorError(inFlow: true)
        }
        let key = keyNode.scalar ?? ""
        skipBlanks()
        let value: DocumentNode
        if currentCharacter == ":" {
            let afterColon = location.advanced(by: 1)
            column += 1
            try skipFlowSpace(parentIndent: parentIndent, opening: opening, closing: "}")
            if currentCharacter == "," || currentCharacter == "}" {
                value = DocumentNode(.null, at: afterColon)
            } else {
                value = try parseFlowNode(parentIndent: parentIndent)
                try rejectTextAfterCollection(value)
            }
        } else {
            if case .scalar(let text, .plain) = keyNode.kind, let colon = text.unicodeScalars.firstIndex(of: ":") {
                let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: colon)
                throw SpecError(
                    at: keyLocation.advanced(by: offset),
                    "put a space after ':' in {key: value} (YAML reads '\(text)' as one key without a value); "
                        + "quote it if ':' is text")
            }
            value = DocumentNode(.null, at: location)
        }
        return DocumentNode.Entry(key: key, keyLocation: keyLocation, value: value)
    }

    /// A nested collection directly followed by more text (`[a]-8-[b]` inside a list) is an
    /// unquoted constraint: ask for quotes at its start.
    private func rejectTextAfterCollection(_ node: DocumentNode) throws {
        switch node.kind {
        case .sequence, .mapping:
            guard let next = currentCharacter, !next.isBlank, ![",", "]", "}", ":"].contains(next) else { return }
            throw mustBeQuoted(row: node.location.line - 1, column: node.location.column - 1, inFlow: true)
        case .scalar, .null:
            return
        }
    }

    /// An entry of a flow collection: a nested collection or a scalar.
    private mutating func parseFlowNode(parentIndent: Int) throws -> DocumentNode {
        switch currentCharacter {
        case "[", "{":
            return try parseFlowCollection(parentIndent: parentIndent)
        case "\"", "'":
            return try parseQuotedScalar()
        default:
            if isPlainStart(row: row, column: column, inFlow: true) {
                return parsePlainScalar(inFlow: true)
            }
            throw indicatorError(inFlow: true)
        }
    }

    /// Skips blanks, comments and line breaks inside a flow collection, stopping at the next
    /// character. Continuation lines must be indented more than the enclosing block; a line that
    /// starts with the closing bracket may be at the block's own indentation, as YAML tools accept.
    private mutating func skipFlowSpace(parentIndent: Int, opening: SourceLocation, closing: Unicode.Scalar) throws {
        while true {
            skipBlanks()
            if !atLineEndOrComment() { return }
            row += 1
            column = 0
            guard row < lines.count else {
                throw SpecError(
                    at: opening,
                    "unterminated \(Self.flowName(closing: closing)): add the closing '\(Character(closing))'")
            }
            if case .content(let indent) = lines[row] {
                let closes = text.character(row: row, column: indent) == closing
                if indent < parentIndent || (indent == parentIndent && !closes) {
                    throw SpecError(
                        at: text.location(row: row, column: indent),
                        "this line continues the flow collection opened at \(opening.line):\(opening.column), so "
                            + "indent it more than \(max(parentIndent, 0)) spaces (or close the collection)")
                }
                column = indent
            }
        }
    }

    /// What a flow collection closed by `closing` is called in messages.
    private static func flowName(closing: Unicode.Scalar) -> String {
        closing == "]" ? "flow list" : "flow mapping"
    }
}
