/// Reads the YAML subset of docs/SpecLanguage.md §1 into a `DocumentNode`: block mappings and sequences
/// (indentation-based), flow `[...]` and `{...}`, plain / single-quoted / double-quoted scalars,
/// block scalars and comments. Everything outside the subset is an error at its line and column.
///
/// This file holds the block structure; scalars are in `YAMLParser+Scalars.swift`, block scalars
/// in `YAMLParser+BlockScalars.swift`, flow collections in `YAMLParser+Flow.swift`, and the
/// messages for characters YAML reserves in `YAMLParser+Values.swift`.
///
/// The parser walks a cursor (`row`, `column`, 0-based) over `DocumentLines`. Every block-level
/// function starts at its content and returns with the cursor at the start of the first line it
/// did not consume, so the caller decides from that line's indentation what comes next.
struct YAMLParser {
    /// How deeply collections may nest before the reader gives up (protects the stack).
    static let maximumDepth = 64

    let text: DocumentLines
    let lines: [YAMLLineScanner.Line]
    var row = 0
    var column = 0
    var depth = 0

    /// Prepares a parser over `contents`; the line scan's errors are thrown here.
    init(contents: String, path: String) throws {
        text = DocumentLines(contents, path: path)
        lines = try YAMLLineScanner.scan(text)
    }

    /// Reads the whole document: one top-level node, or `.null` for a file with no content.
    mutating func parseDocument() throws -> DocumentNode {
        guard let first = nextContentRow(from: 0) else {
            return DocumentNode(.null, at: text.location(row: 0, column: 0))
        }
        row = first
        column = indent(of: first)
        let node = try parseBlockNode(parentIndent: -1)
        if let extra = nextContentRow(from: row) {
            throw SpecError(
                at: text.location(row: extra, column: indent(of: extra)),
                "unexpected content after the document's top-level \(node.topLevelNoun); "
                    + "a spec holds one top-level mapping (check this line's indentation)")
        }
        return node
    }

    // MARK: - Block structure

    /// A node starting at the cursor (the first content of a line, or of a `- ` item).
    mutating func parseBlockNode(parentIndent: Int) throws -> DocumentNode {
        if isSequenceIndicator(row: row, column: column) {
            return try parseBlockSequence()
        }
        if try implicitKeyAhead() != nil {
            return try parseBlockMapping()
        }
        let node = try parseInlineValue(parentIndent: parentIndent)
        try finishLine(after: node)
        return node
    }

    /// A block mapping whose keys are at the cursor's column.
    mutating func parseBlockMapping() throws -> DocumentNode {
        let indent = column
        let start = text.location(row: row, column: column)
        try enterCollection(at: start)
        defer { depth -= 1 }
        var entries: [DocumentNode.Entry] = []
        var keys = MappingKeys(.yaml)
        while true {
            guard let key = try implicitKeyAhead() else {
                throw expectedMappingEntry(indent: indent)
            }
            try keys.record(key.text, at: key.location)
            row = key.valueRow
            column = key.valueColumn
            let value = try parseBlockValue(
                parentIndent: indent, isSequenceItem: false,
                emptyLocation: text.location(row: key.valueRow, column: key.valueColumn))
            entries.append(DocumentNode.Entry(key: key.text, keyLocation: key.location, value: value))
            guard let next = nextContentRow(from: row) else { break }
            let nextIndent = self.indent(of: next)
            if nextIndent < indent { break }
            if nextIndent > indent {
                throw unexpectedIndentation(row: next, expected: indent, container: "mapping's keys")
            }
            row = next
            column = nextIndent
        }
        return DocumentNode(.mapping(entries), at: start)
    }

    /// A block sequence whose `-` indicators are at the cursor's column. When it is the value of a
    /// key at the same indentation (`atKeyIndentation`), a following non-`-` line at that
    /// indentation is the mapping's next entry; otherwise such a line is an error.
    mutating func parseBlockSequence(atKeyIndentation: Bool = false) throws -> DocumentNode {
        let indent = column
        let start = text.location(row: row, column: column)
        try enterCollection(at: start)
        defer { depth -= 1 }
        var items: [DocumentNode] = []
        while true {
            let itemRow = row
            column = indent + 1
            while let blank = currentCharacter, blank.isBlank {
                if blank == "\t" {
                    throw SpecError(at: location, "indent with spaces; tabs are not allowed in YAML indentation")
                }
                column += 1
            }
            let item = try parseBlockValue(
                parentIndent: indent, isSequenceItem: true,
                emptyLocation: text.location(row: itemRow, column: indent + 1))
            items.append(item)
            guard let next = nextContentRow(from: row) else { break }
            let nextIndent = self.indent(of: next)
            if nextIndent < indent { break }
            if nextIndent > indent {
                throw unexpectedIndentation(row: next, expected: indent, container: "list's '-' items")
            }
            guard isSequenceIndicator(row: next, column: nextIndent) else {
                if atKeyIndentation { break }
                throw SpecError(
                    at: text.location(row: next, column: nextIndent),
                    "expected a '- ' list item at this indentation, like the list's other items; indent a nested "
                        + "value more than its '-', or align a 'key: value' with its mapping")
            }
            row = next
            column = nextIndent
        }
        return DocumentNode(.sequence(items), at: start)
    }

    /// The value after `key:` or `- ` (the cursor is just after the indicator): inline on the same
    /// line, or a block on the following, more indented lines, or `.null` when there is none.
    ///
    /// A mapping's value may also be a block sequence whose `-` is at the key's own indentation,
    /// as YAML allows.
    mutating func parseBlockValue(
        parentIndent: Int, isSequenceItem: Bool, emptyLocation: SourceLocation
    ) throws
        -> DocumentNode
    {
        skipBlanks()
        if atLineEndOrComment() {
            row += 1
            column = 0
            if let next = nextContentRow(from: row) {
                let nextIndent = self.indent(of: next)
                if nextIndent > parentIndent {
                    row = next
                    column = nextIndent
                    return try parseBlockNode(parentIndent: parentIndent)
                }
                if nextIndent == parentIndent && !isSequenceItem && isSequenceIndicator(row: next, column: nextIndent) {
                    row = next
                    column = nextIndent
                    return try parseBlockSequence(atKeyIndentation: true)
                }
            }
            return DocumentNode(.null, at: emptyLocation)
        }
        if isSequenceIndicator(row: row, column: column) {
            if isSequenceItem {
                return try parseBlockSequence()
            }
            throw SpecError(
                at: location,
                "a list cannot start on the same line as its key; put each '- item' on its own line below the key, "
                    + "indented (or write a flow list [a, b])")
        }
        if let key = try implicitKeyAhead() {
            if isSequenceItem {
                // `- a.leadingAnchor.constraint(equalTo: b.trailingAnchor)`: a call's argument label
                // is not a key; YAML reads one there unless the item is quoted.
                if key.text.filter({ $0 == "(" }).count > key.text.filter({ $0 == ")" }).count {
                    throw SpecError(
                        at: key.location,
                        "this item holds ': ' inside parentheses ('\(key.text): ...'), which YAML reads as a key: "
                            + "quote the whole item, as in - \"a.topAnchor.constraint(equalTo: b.bottomAnchor)\"")
                }
                return try parseBlockMapping()
            }
            throw SpecError(
                at: text.location(row: key.valueRow, column: key.colonColumn),
                "unexpected ': ' inside a value; quote the value if ': ' is part of the text, or put the nested "
                    + "'\(key.text): ...' on its own line below the key, indented")
        }
        let node = try parseInlineValue(parentIndent: parentIndent)
        try finishLine(after: node)
        return node
    }

    /// After a value on a line: only white space or a comment may follow; the cursor moves to the
    /// start of the next line.
    mutating func finishLine(after node: DocumentNode) throws {
        let hadBlank = skipBlanks()
        guard let character = currentCharacter else {
            row += 1
            column = 0
            return
        }
        if character == "#" && hadBlank {
            row += 1
            column = 0
            return
        }
        if character == "#" {
            throw SpecError(at: location, "put a space before '#' to start a comment, or quote the value")
        }
        if character == ":" && isBlankOrEnd(row: row, column: column + 1) {
            throw SpecError(
                at: location,
                "a key must be a plain or quoted scalar, not \(node.kindDescription); quote the key")
        }
        throw SpecError(
            at: location,
            "unexpected text after \(node.kindDescription); quote the whole value if it is one piece of text")
    }

    // MARK: - Keys

    /// An implicit key (`key:` followed by white space or the line's end) found at the cursor.
    struct ImplicitKey {
        /// The key's text (unescaped for quoted keys).
        var text: String
        /// Where the key starts.
        var location: SourceLocation
        /// The column of its `:`.
        var colonColumn: Int
        /// Where the value may start: the row of the key and the column after the `:`.
        var valueRow: Int
        /// See `valueRow`.
        var valueColumn: Int
    }

    /// Looks for `key:` at the cursor without moving it. Quoted keys may be followed by blanks
    /// before the `:`; plain keys end at the first `:` followed by white space or the line's end.
    mutating func implicitKeyAhead() throws -> ImplicitKey? {
        let savedRow = row
        let savedColumn = column
        defer {
            row = savedRow
            column = savedColumn
        }
        guard let first = currentCharacter else { return nil }
        let keyLocation = location
        let keyText: String
        if first == "\"" || first == "'" {
            let scalar = try parseQuotedScalar()
            guard case .scalar(let value, _) = scalar.kind, row == savedRow else { return nil }
            skipBlanks()
            guard currentCharacter == ":", isBlankOrEnd(row: row, column: column + 1) else { return nil }
            keyText = value
        } else {
            guard isPlainStart(row: row, column: column, inFlow: false) else { return nil }
            let characters = text.lines[row]
            var index = column
            var found: Int?
            while index < characters.count {
                let character = characters[index]
                if character == "#" && index > column && characters[index - 1].isBlank { break }
                if character == ":" && isBlankOrEnd(row: row, column: index + 1) {
                    found = index
                    break
                }
                index += 1
            }
            guard let colon = found else { return nil }
            column = colon
            keyText = trimmedText(row: row, from: savedColumn, to: colon)
        }
        return ImplicitKey(
            text: keyText, location: keyLocation, colonColumn: column, valueRow: row, valueColumn: column + 1)
    }

    // MARK: - Errors

    /// Entering a mapping or sequence: fails beyond `maximumDepth`.
    mutating func enterCollection(at location: SourceLocation) throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw SpecError(
                at: location,
                "collections are nested too deeply (more than \(Self.maximumDepth) levels); flatten the document")
        }
    }

    /// A line inside a block mapping that is not `key: value`.
    func expectedMappingEntry(indent: Int) -> SpecError {
        if isSequenceIndicator(row: row, column: column) {
            return SpecError(
                at: location,
                "a '- ' list item cannot appear among a mapping's 'key: value' entries at the same indentation; "
                    + "put the list under its key, or fix the indentation")
        }
        let rest = text.rest(row: row, from: column)
        if rest.contains(":") {
            return SpecError(
                at: location,
                "expected 'key: value' at this indentation; put a space after ':' (a ':' followed by other "
                    + "text is part of a plain scalar)")
        }
        return SpecError(
            at: location,
            "expected 'key: value' at this indentation (column \(indent + 1)), like the mapping's other entries; "
                + "a value cannot continue on another line, so put it on one line or quote it")
    }

    /// A line indented differently from the block it continues.
    func unexpectedIndentation(row: Int, expected: Int, container: String) -> SpecError {
        let actual = indent(of: row)
        return SpecError(
            at: text.location(row: row, column: actual),
            "inconsistent indentation: this line is indented \(Self.spaces(actual)), but the enclosing \(container) "
                + "are indented \(Self.spaces(expected)); align it with them (a value cannot continue on a more indented line; "
                + "put it on one line or quote it)")
    }

    /// "1 space", "4 spaces".
    static func spaces(_ count: Int) -> String {
        count == 1 ? "1 space" : "\(count) spaces"
    }

    // MARK: - Cursor helpers

    /// The current location.
    var location: SourceLocation { text.location(row: row, column: column) }

    /// The character at the cursor, or `nil` at the line's end.
    var currentCharacter: Unicode.Scalar? { text.character(row: row, column: column) }

    /// The character `offset` positions after the cursor on the same line.
    func characterAhead(_ offset: Int) -> Unicode.Scalar? { text.character(row: row, column: column + offset) }

    /// Skips spaces and tabs on the current line; returns whether any were skipped.
    @discardableResult
    mutating func skipBlanks() -> Bool {
        let start = column
        while let character = currentCharacter, character.isBlank { column += 1 }
        return column > start
    }

    /// Whether the rest of the line (after blanks were skipped) is empty or a comment.
    func atLineEndOrComment() -> Bool {
        guard let character = currentCharacter else { return true }
        return character == "#" && (column == 0 || text.character(row: row, column: column - 1)?.isBlank == true)
    }

    /// Whether the position is past the line's end or a blank.
    func isBlankOrEnd(row: Int, column: Int) -> Bool {
        guard let character = text.character(row: row, column: column) else { return true }
        return character.isBlank
    }

    /// `-` followed by white space or the line's end.
    func isSequenceIndicator(row: Int, column: Int) -> Bool {
        text.character(row: row, column: column) == "-" && isBlankOrEnd(row: row, column: column + 1)
    }

    /// The first row at or after `row` that has content.
    func nextContentRow(from row: Int) -> Int? {
        var index = row
        while index < lines.count {
            if case .content = lines[index] { return index }
            index += 1
        }
        return nil
    }

    /// The indentation of a content row (0 for blank rows).
    func indent(of row: Int) -> Int {
        if row < lines.count, case .content(let indent) = lines[row] { return indent }
        return 0
    }

    /// The text of `row` in `start..<end` without trailing blanks.
    func trimmedText(row: Int, from start: Int, to end: Int) -> String {
        guard row >= 0, row < text.lines.count, start >= 0 else { return "" }
        let characters = text.lines[row]
        var last = min(end, characters.count)
        while last > start, characters[last - 1].isBlank { last -= 1 }
        guard last > start else { return "" }
        return String(String.UnicodeScalarView(characters[start..<last]))
    }
}

extension DocumentNode {
    /// "mapping", "list" or "value": the word for a document's top-level node in messages.
    fileprivate var topLevelNoun: String {
        switch kind {
        case .mapping: return "mapping"
        case .sequence: return "list"
        case .scalar, .null: return "value"
        }
    }
}
