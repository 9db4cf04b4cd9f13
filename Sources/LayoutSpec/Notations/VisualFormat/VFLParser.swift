/// Parses Apple's Visual Format Language (docs/SpecLanguage.md §4):
/// `(H:|V:)? (| connection)? [view(predicates)] (connection [view])* (connection |)?`.
package enum VFLParser {
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
}
