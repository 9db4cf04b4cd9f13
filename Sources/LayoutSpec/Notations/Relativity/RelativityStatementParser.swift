/// Reads Relativity's anchor alignment and sizing statements (docs/notations/relativity.md, anchors; docs/notations/relativity.md, sizing):
///
/// ```
/// statement := point ('-->' | '<--') point
///            | item '.' ('size' | 'width' | 'height') '==' measurement
/// measurement := point '|--|' point
///              | '(' point '|--|' point ')' ['.' ('width' | 'height')]
/// statement := point '.' 'align' '(' 'to' ':' point [',' 'xOffset' ':' scalar] [',' 'yOffset' ':' scalar] ')'
/// point     := (offset ('+' | '-'))* [item] '.' anchor (('+' | '-') offset)*   (the last sign before the anchor is '+')
/// offset    := ['-'] ( '(' scalar ',' scalar ')' | scalar '.' ('horizontalOffset' | 'verticalOffset') )
/// scalar    := ['-'] (number | name)
/// ```
struct RelativityStatementParser {
    private let tokens: [RelativityToken]
    private let base: SourceLocation
    private var index = 0

    /// Parses a `constraints:` statement.
    static func parse(_ statement: ConstraintStatement) throws -> RelativityStatement {
        try parse(statement.text, base: statement.source.start)
    }

    /// Parses `text`, whose first character is at `base` in the spec file.
    static func parse(_ text: String, base: SourceLocation) throws -> RelativityStatement {
        var parser = RelativityStatementParser(tokens: try RelativityTokenizer.tokenize(text, base: base), base: base)
        return try parser.parseStatement()
    }

    private init(tokens: [RelativityToken], base: SourceLocation) {
        self.tokens = tokens
        self.base = base
    }

    // MARK: Token access

    private var current: RelativityToken {
        tokens[min(index, tokens.count - 1)]
    }

    private func peek(_ distance: Int) -> RelativityToken {
        tokens[min(index + distance, tokens.count - 1)]
    }

    private mutating func advance() -> RelativityToken {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    private func error(_ message: String, at token: RelativityToken) -> SpecError {
        SpecError(at: base.advanced(by: token.offset), message)
    }

    private func describe(_ token: RelativityToken) -> String {
        token.kind == .end ? "the end of the statement" : "`\(token.text)`"
    }

    private mutating func expect(_ kind: RelativityToken.Kind, _ what: String) throws -> RelativityToken {
        guard current.kind == kind else { throw error("expected \(what), found \(describe(current))", at: current) }
        return advance()
    }

    private mutating func expectIdentifier(_ what: String) throws -> (name: String, token: RelativityToken) {
        guard case .identifier(let name) = current.kind else {
            throw error("expected \(what), found \(describe(current))", at: current)
        }
        return (name, advance())
    }

    // MARK: Statements

    private mutating func parseStatement() throws -> RelativityStatement {
        if tokens.contains(where: { $0.kind == .equals }) {
            return .sizing(try parseSizing())
        }
        let first = try parsePoint()
        if current.kind == .dot, case .identifier("align") = peek(1).kind {
            return .alignment(moving: first, target: try parseAlignCall())
        }
        let arrow = advance()
        let statement: RelativityStatement
        switch arrow.kind {
        case .rightArrow:
            statement = .alignment(moving: first, target: try parsePoint())
        case .leftArrow:
            statement = .alignment(moving: try parsePoint(), target: first)
        default:
            throw error("expected `-->` or `<--` after the anchor, found \(describe(arrow))", at: arrow)
        }
        _ = try expect(.end, "the end of the statement")
        return statement
    }

    private mutating func parseSizing() throws -> RelativitySizing {
        let (subject, subjectToken) = try expectIdentifier("the sized view's name")
        _ = try expect(.dot, "`.size`, `.width` or `.height` after `\(subject)`")
        let (attributeName, attributeToken) = try expectIdentifier("`size`, `width` or `height`")
        guard let attribute = RelativitySizeComponent(rawValue: attributeName) else {
            throw error(
                "sizing between anchors sets `size`, `width` or `height`, not `\(attributeName)`",
                at: attributeToken)
        }
        _ = try expect(.equals, "`==`")
        let isParenthesised = current.kind == .openParenthesis && startsPoint(at: 1)
        if isParenthesised { _ = advance() }
        let from = try parsePoint()
        _ = try expect(.measure, "`|--|` between two anchor points")
        let to = try parsePoint()
        var component: RelativitySizeComponent?
        var componentOffset = current.offset
        if isParenthesised {
            _ = try expect(.closeParenthesis, "`)`")
            if current.kind == .dot {
                _ = advance()
                let (name, token) = try expectIdentifier("`width` or `height`")
                guard name == "width" || name == "height" else {
                    throw error("a measured size has `.width` and `.height`, not `.\(name)`", at: token)
                }
                component = RelativitySizeComponent(rawValue: name)
                componentOffset = token.offset
            }
        }
        _ = try expect(.end, "the end of the statement")
        if attribute == .size, let component {
            throw SpecError(
                at: base.advanced(by: componentOffset),
                "`\(subject).size` needs the whole measured size; remove `.\(component.rawValue)`")
        }
        return RelativitySizing(
            subject: subject, subjectOffset: subjectToken.offset, attribute: attribute,
            attributeOffset: attributeToken.offset, from: from, to: to,
            component: component, componentOffset: componentOffset)
    }

    /// Relativity's `ViewPosition.align(to:xOffset:yOffset:)` after the moved point:
    /// `.align(to: b.topLeft, xOffset: 8, yOffset: 4)` (both offsets optional, default 0); returns
    /// the target point with the offsets added.
    private mutating func parseAlignCall() throws -> RelativityPoint {
        _ = advance()
        _ = advance()
        _ = try expect(.openParenthesis, "`(` after `align`")
        let (label, labelToken) = try expectIdentifier("`to:`")
        guard label == "to" else {
            throw error("expected `to:` in `align(to:xOffset:yOffset:)`, found `\(label)`", at: labelToken)
        }
        _ = try expect(.colon, "`:` after `to`")
        var target = try parsePoint()
        var dx: RelativityScalar?
        var dy: RelativityScalar?
        while current.kind == .comma {
            _ = advance()
            let (name, nameToken) = try expectIdentifier("`xOffset:` or `yOffset:`")
            _ = try expect(.colon, "`:` after `\(name)`")
            switch name {
            case "xOffset" where dx == nil && dy == nil: dx = try parseScalar("the horizontal offset")
            case "yOffset" where dy == nil: dy = try parseScalar("the vertical offset")
            default:
                throw error(
                    "expected `xOffset:` then `yOffset:` in `align(to:xOffset:yOffset:)`, found `\(name)`",
                    at: nameToken)
            }
        }
        _ = try expect(.closeParenthesis, "`)` closing `align(`")
        _ = try expect(.end, "the end of the statement")
        if dx != nil || dy != nil {
            target.offsets.append(RelativityOffset(sign: 1, dx: dx, dy: dy))
        }
        return target
    }

    /// Whether the token `distance` ahead starts an anchor reference (`.anchor` or `item.anchor`)
    /// rather than an offset.
    private func startsPoint(at distance: Int) -> Bool {
        let token = peek(distance)
        if token.kind == .dot { return true }
        guard case .identifier = token.kind, peek(distance + 1).kind == .dot,
            case .identifier(let member) = peek(distance + 2).kind
        else { return false }
        return !Self.offsetMembers.keys.contains(member)
    }

    // MARK: Points and offsets

    private static let offsetMembers: [String: Bool] = ["horizontalOffset": true, "verticalOffset": false]

    private mutating func parsePoint() throws -> RelativityPoint {
        var offsets: [RelativityOffset] = []
        var sign = 1.0
        while !startsPoint(at: 0) {
            guard startsOffset() else {
                throw error("expected an anchor such as `view.top` or `.top`, found \(describe(current))", at: current)
            }
            offsets.append(try parseOffset(sign: sign))
            // Offsets combine with `+` and `-` (`8.horizontalOffset - 8.verticalOffset + .bottomLeft`);
            // the last one is added to the anchor.
            if current.kind == .minus, !startsPoint(at: 1) {
                _ = advance()
                sign = -1
                continue
            }
            _ = try expect(.plus, "`+` between an offset and the anchor it moves")
            sign = 1
        }
        var item: String?
        var itemOffset = current.offset
        if case .identifier(let name) = current.kind {
            item = name
            itemOffset = advance().offset
        }
        _ = try expect(.dot, "`.` before the anchor")
        let (anchorName, anchorToken) = try expectIdentifier("an anchor name")
        guard let anchor = RelativityAnchor(rawValue: anchorName) else {
            throw error(
                "unknown anchor `\(anchorName)`; expected one of \(RelativityAnchor.rectangleSpellings) "
                    + "(labels also have \(RelativityAnchor.labelSpellings))"
                    + NameSuggestion.clause(for: anchorName, in: RelativityAnchor.allCases.map(\.rawValue)),
                at: anchorToken)
        }
        while current.kind == .plus || current.kind == .minus {
            let signToken = advance()
            guard startsOffset() else {
                throw error(
                    "expected an offset `(dx, dy)` after `\(signToken.text)`, found \(describe(current))",
                    at: current)
            }
            offsets.append(try parseOffset(sign: signToken.kind == .minus ? -1 : 1))
        }
        return RelativityPoint(
            item: item, itemOffset: itemOffset, anchor: anchor,
            anchorOffset: anchorToken.offset, offsets: offsets)
    }

    private func startsOffset() -> Bool {
        switch current.kind {
        case .openParenthesis, .minus, .number: return true
        case .identifier:
            guard peek(1).kind == .dot, case .identifier(let member) = peek(2).kind else { return false }
            return Self.offsetMembers.keys.contains(member)
        default: return false
        }
    }

    private mutating func parseOffset(sign: Double) throws -> RelativityOffset {
        var sign = sign
        while current.kind == .minus {
            _ = advance()
            sign = -sign
        }
        if current.kind == .openParenthesis {
            _ = advance()
            let dx = try parseScalar("the horizontal offset dx in `(dx, dy)`")
            _ = try expect(.comma, "`,` and the vertical offset dy in `(dx, dy)`")
            let dy = try parseScalar("the vertical offset dy in `(dx, dy)`")
            _ = try expect(.closeParenthesis, "`)` closing `(dx, dy)`")
            return RelativityOffset(sign: sign, dx: dx, dy: dy)
        }
        let value = try parseScalar("an offset `(dx, dy)`")
        guard current.kind == .dot else {
            throw error(
                "an offset is `(dx, dy)`, `N.horizontalOffset` or `N.verticalOffset`; "
                    + "found \(describe(current)) after `\(tokens[max(index - 1, 0)].text)`", at: current)
        }
        _ = advance()
        let (member, memberToken) = try expectIdentifier("`horizontalOffset` or `verticalOffset`")
        guard let isHorizontal = Self.offsetMembers[member] else {
            throw error("expected `horizontalOffset` or `verticalOffset`, found `\(member)`", at: memberToken)
        }
        return isHorizontal
            ? RelativityOffset(sign: sign, dx: value, dy: nil)
            : RelativityOffset(sign: sign, dx: nil, dy: value)
    }

    private mutating func parseScalar(_ what: String) throws -> RelativityScalar {
        var isNegated = false
        while current.kind == .minus {
            _ = advance()
            isNegated.toggle()
        }
        let token = advance()
        switch token.kind {
        case .number(let value):
            return RelativityScalar(value: .number(value), isNegated: isNegated, offset: token.offset)
        case .identifier(let name):
            return RelativityScalar(value: .name(name), isNegated: isNegated, offset: token.offset)
        default:
            throw error("expected \(what) (a number, metric or input), found \(describe(token))", at: token)
        }
    }
}
