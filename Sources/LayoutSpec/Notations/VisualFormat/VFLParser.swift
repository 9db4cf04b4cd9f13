/// Parses Apple's Visual Format Language (docs/SpecLanguage.md §4):
/// `(H:|V:)? (| connection)? [view(predicates)] (connection [view])* (connection |)?`.
package enum VFLParser {
    /// Parses one `constraints:` statement: the line and its `options:`.
    package static func parseStatement(_ source: SourceText) throws -> VisualFormatStatement {
        let (line, options) = try split(source)
        let format = try parse(line)
        return VisualFormatStatement(
            source: source, line: line, format: format, options: options, spelling: spelling(of: line, format))
    }

    /// How `line` writes the connections and view sizes of `format`, its tree.
    private static func spelling(of line: SourceText, _ format: VisualFormat) -> VisualFormatSpelling {
        let scalars = Array(line.text.unicodeScalars)
        func text(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(scalars[range.clamped(to: 0..<scalars.count)]))
        }
        var spelling = VisualFormatSpelling()
        let connections = [format.leadingEdge, format.trailingEdge].compactMap { $0 } + format.connections
        for case .predicates(let predicates, let offset) in connections {
            // A connection ends where the next view or `|` starts: neither occurs inside it.
            var end = offset + 1
            while end < scalars.count, scalars[end] != "[", scalars[end] != "|" { end += 1 }
            let written = text(offset..<end)
            spelling.writtenConnections[offset] = written
            let isParenthesised = offset + 1 < scalars.count && scalars[offset + 1] == "("
            if predicates.count == 1, written.count > 2, !isParenthesised {
                spelling.grownConnections[offset] = "-(>=" + written.dropFirst().dropLast() + ")-"
            }
        }
        for view in format.views
        where view.predicates.count == 1 && view.predicates[0].priority == nil && view.offset >= 1 {
            var end = view.offset
            while end < scalars.count, scalars[end] != "]" { end += 1 }
            if end >= 1, end - 1 < scalars.count, scalars[end - 1] == ")" {
                spelling.yieldingViews[view.offset] = text((view.offset - 1)..<(end - 1)) + "@750)]"
            }
        }
        return spelling
    }

    /// Whether `source` is a VFL line, by its first tokens: the orientation `H:` or `V:` (written
    /// together), or a row that starts at the superview's edge (`|`) or with a view (`[`).
    package static func claims(_ source: SourceText) -> Bool {
        let lexemes = NotationScanner.lexemesSkippingUnexpected(source.text, table: Tokenizer.symbolTable)
        guard let first = lexemes.first, first.offset == firstNonBlankOffset(source.text) else { return false }
        switch first.kind {
        case .symbol:
            return first.isSymbol("|") || first.isSymbol("||") || first.isSymbol("[")
        case .identifier:
            guard first.text == "H" || first.text == "V", lexemes.count > 1 else { return false }
            return lexemes[1].isSymbol(":") && lexemes[1].offset == first.endOffset
        case .number, .end:
            return false
        }
    }

    /// The offset of the first character that is not a space or a tab.
    private static func firstNonBlankOffset(_ text: String) -> Int {
        text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    }

    /// Parses one line.
    package static func parse(_ source: SourceText) throws -> VisualFormat {
        var cursor = try TokenCursor(source)
        let axis = try parseOrientation(&cursor)
        var leadingEdge: VisualFormatConnection?
        if cursor.accept("|") != nil {
            leadingEdge = try parseConnection(&cursor)
        }
        guard cursor.current.isSymbol("[") else {
            throw cursor.unexpected(expected: leadingEdge == nil ? "`|` or a view `[name]`" : "a view `[name]`")
        }
        var views = [try parseView(&cursor)]
        var connections: [VisualFormatConnection] = []
        var trailingEdge: VisualFormatConnection?
        while !cursor.isAtEnd {
            let connection = try parseConnection(&cursor)
            if cursor.accept("|") != nil {
                trailingEdge = connection
                break
            }
            guard cursor.current.isSymbol("[") else {
                throw cursor.unexpected(expected: "a view `[name]` or `|`")
            }
            connections.append(connection)
            views.append(try parseView(&cursor))
        }
        guard cursor.isAtEnd else {
            throw cursor.unexpected(expected: "the end of the line after the closing `|`")
        }
        return VisualFormat(
            axis: axis, leadingEdge: leadingEdge, views: views, connections: connections,
            trailingEdge: trailingEdge)
    }

    private static func parseOrientation(_ cursor: inout TokenCursor) throws -> VisualFormat.Axis {
        guard cursor.current.kind == .identifier else { return .horizontal }
        let name = cursor.advance()
        _ = try cursor.expect(":", "`:` after the orientation `\(name.text)`")
        switch name.text {
        case "H": return .horizontal
        case "V": return .vertical
        default: throw cursor.error(at: name, "unknown orientation `\(name.text)`: write `H:` or `V:`")
        }
    }

    /// A connection before `[` or `|`: flush, `-`, `-N-`, `-name-` or `-(predicates)-`.
    private static func parseConnection(_ cursor: inout TokenCursor) throws -> VisualFormatConnection {
        guard let dash = cursor.accept("-") else {
            if cursor.current.isSymbol("[") || cursor.current.isSymbol("|") {
                return .flush(offset: cursor.current.offset)
            }
            throw cursor.unexpected(expected: "`-`, a view `[name]` or `|`")
        }
        if cursor.current.isSymbol("[") || cursor.current.isSymbol("|") {
            return .standard(offset: dash.offset)
        }
        let predicates: [VisualFormatPredicate]
        if cursor.current.isSymbol("(") {
            predicates = try parsePredicateList(&cursor)
        } else if cursor.current.kind == .number || cursor.current.kind == .identifier {
            let token = cursor.advance()
            let object: VisualFormatPredicate.Object =
                token.kind == .number ? .number(token.numberValue ?? 0) : .name(token.text)
            predicates = [
                VisualFormatPredicate(
                    relation: .equal, object: object, objectOffset: token.offset,
                    priority: nil, offset: token.offset)
            ]
        } else {
            throw cursor.unexpected(expected: "a spacing after `-`: a number, a metric or `(predicates)`")
        }
        _ = try cursor.expect("-", "`-` to close the spacing")
        return .predicates(predicates, offset: dash.offset)
    }

    private static func parseView(_ cursor: inout TokenCursor) throws -> VisualFormatView {
        let open = try cursor.expect("[", "a view `[name]`")
        let name = try cursor.expectIdentifier("a view name after `[`")
        var predicates: [VisualFormatPredicate] = []
        if cursor.current.isSymbol("(") {
            predicates = try parsePredicateList(&cursor)
        }
        guard cursor.accept("]") != nil else {
            if cursor.isAtEnd {
                throw cursor.error(at: open, "unbalanced brackets: this `[` is never closed")
            }
            throw cursor.unexpected(expected: "`]` after `[\(name.text)`")
        }
        return VisualFormatView(name: name.text, offset: name.offset, predicates: predicates)
    }

    /// `( predicate (, predicate)* )`.
    private static func parsePredicateList(_ cursor: inout TokenCursor) throws -> [VisualFormatPredicate] {
        let open = try cursor.expect("(", "`(`")
        var predicates = [try parsePredicate(&cursor)]
        while cursor.accept(",") != nil {
            predicates.append(try parsePredicate(&cursor))
        }
        guard cursor.accept(")") != nil else {
            if cursor.isAtEnd {
                throw cursor.error(at: open, "unbalanced parentheses: this `(` is never closed")
            }
            throw cursor.unexpected(expected: "`,` or `)` after a predicate")
        }
        return predicates
    }

    /// `(== | <= | >=)? (number | -number | name) (@priority)?`.
    private static func parsePredicate(_ cursor: inout TokenCursor) throws -> VisualFormatPredicate {
        let start = cursor.current.offset
        var relation = Relation.equal
        if cursor.current.kind == .symbol, let written = Relation(rawValue: cursor.current.text) {
            relation = written
            cursor.advance()
        } else if cursor.current.isSymbol("=") || cursor.current.isSymbol("<") || cursor.current.isSymbol(">") {
            throw cursor.error(at: cursor.current, "unknown relation `\(cursor.current.text)`: must be ==, >= or <=")
        }
        let sign: Double = cursor.accept("-") == nil ? 1 : -1
        let token = cursor.current
        let object: VisualFormatPredicate.Object
        switch token.kind {
        case .number: object = .number(sign * (token.numberValue ?? 0))
        case .identifier where sign > 0: object = .name(token.text)
        default: throw cursor.unexpected(expected: "a number, a metric or a view name in the predicate")
        }
        cursor.advance()
        var priority: PrioritySyntax?
        if cursor.current.isSymbol("@") {
            priority = try PrioritySyntax.parse(&cursor)
        }
        return VisualFormatPredicate(
            relation: relation, object: object, objectOffset: token.offset,
            priority: priority, offset: start)
    }

    /// Splits `source` into the VFL line and its options (none when `options:` is not written).
    private static func split(_ source: SourceText) throws -> (line: SourceText, options: VisualFormatOptions) {
        let scalars = Array(source.text.unicodeScalars)
        let keyword = Array("options:".unicodeScalars)
        guard
            let start = (0...max(0, scalars.count - keyword.count)).first(where: { index in
                index + keyword.count <= scalars.count && Array(scalars[index..<(index + keyword.count)]) == keyword
            })
        else { return (source, VisualFormatOptions()) }
        var end = start
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        let line = SourceText(String(String.UnicodeScalarView(scalars[0..<end])), start: source.start)
        var options = VisualFormatOptions()
        var index = start + keyword.count
        var sawOption = false
        while index < scalars.count {
            if scalars[index] == " " || scalars[index] == "," || scalars[index] == "|" || scalars[index] == "." {
                index += 1
                continue
            }
            let nameStart = index
            while index < scalars.count, !" ,|.".unicodeScalars.contains(scalars[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
            try addOption(name, at: nameStart, in: source, to: &options)
            sawOption = true
        }
        if !sawOption {
            throw source.error(at: start, "`options:` needs at least one option, such as `alignAllCenterY`")
        }
        return (line, options)
    }

    /// Adds one option by name.
    private static func addOption(
        _ name: String, at offset: Int, in source: SourceText, to options: inout VisualFormatOptions
    ) throws {
        switch name {
        case "directionLeadingToTrailing": options.fixedDirection = nil
        case "directionLeftToRight": options.fixedDirection = .leftToRight
        case "directionRightToLeft": options.fixedDirection = .rightToLeft
        case "alignAllBaseline": options.alignments.append((.lastBaseline, offset))
        default:
            let prefix = "alignAll"
            guard name.hasPrefix(prefix), name.count > prefix.count else {
                throw source.error(
                    at: offset,
                    "unknown VFL option `\(name)`; expected one of \(VisualFormatOptions.spellings)"
                        + NameSuggestion.clause(
                            for: name, in: VisualFormatOptions.spellings.split(separator: " ").map(String.init)))
            }
            let attributeName = String(name.dropFirst(prefix.count))
            let lowered = attributeName.prefix(1).lowercased() + attributeName.dropFirst()
            let allowed: Set<LayoutAttribute> = [
                .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
                .firstBaseline, .lastBaseline
            ]
            guard let attribute = LayoutAttribute(rawValue: lowered), allowed.contains(attribute) else {
                throw source.error(
                    at: offset,
                    "unknown VFL option `\(name)`; expected one of \(VisualFormatOptions.spellings)"
                        + NameSuggestion.clause(
                            for: name, in: VisualFormatOptions.spellings.split(separator: " ").map(String.init)))
            }
            options.alignments.append((attribute, offset))
        }
    }
}
