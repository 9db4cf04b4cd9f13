/// Parses equation statements (docs/SpecLanguage.md §3): `a.width@750 == b.width * 0.5 - 10 @high`.
///
/// Only syntax is checked here (attribute spellings, parentheses, priorities); names are resolved
/// by `EquationLowering`, which knows the spec's items, metrics and inputs.
package enum EquationParser {
    /// Parses one statement.
    package static func parse(_ source: SourceText) throws -> Equation {
        var cursor = try TokenCursor(source)
        let left = try parseLeftAttribute(&cursor)
        var priority: PrioritySyntax?
        if cursor.current.isSymbol("@") {
            priority = try PrioritySyntax.parse(&cursor)
        }
        let (relation, relationOffset) = try parseRelation(&cursor, after: left)
        let right = try parseSum(&cursor)
        if cursor.current.isSymbol("@") {
            let second = try PrioritySyntax.parse(&cursor)
            if priority != nil {
                throw source.error(at: second.offset, "the priority is given twice: keep one `@`")
            }
            priority = second
        }
        guard cursor.isAtEnd else {
            if cursor.current.isSymbol(")") {
                throw cursor.error(at: cursor.current, "unbalanced parentheses: this `)` has no matching `(`")
            }
            throw cursor.unexpected(expected: "an operator (`+ - * /`), `@priority` or the end of the statement")
        }
        return Equation(
            left: left, relation: relation, relationOffset: relationOffset, right: right, priority: priority)
    }

    private static func parseLeftAttribute(_ cursor: inout TokenCursor) throws -> AttributeReference {
        let item = try cursor.expectIdentifier("`item.attribute` on the left, like `title.left`")
        guard cursor.accept(".") != nil else {
            throw cursor.unexpected(
                expected:
                    "`.attribute` after `\(item.text)` (the left side is `item.attribute`, like `\(item.text).left`)")
        }
        return try parseAttributeName(&cursor, item: item)
    }

    private static func parseAttributeName(_ cursor: inout TokenCursor, item: Token) throws -> AttributeReference {
        let name = try cursor.expectIdentifier("an attribute name after `\(item.text).`")
        guard let attribute = AttributeName(spelling: name.text) else {
            let isGuide = ["safeAreaLayoutGuide", "layoutMarginsGuide"].contains(name.text)
            if !isGuide,
                cursor.current.isSymbol("(") || (cursor.current.isSymbol(".") && cursor.peek().kind == .identifier)
            {
                // `UIScreen.main.scale`, `UIView.separatorLineHeight(of: view)`: code's runtime values.
                var path = [item.text, name.text]
                var distance = 0
                while cursor.peek(distance).isSymbol("."), cursor.peek(distance + 1).kind == .identifier {
                    path.append(cursor.peek(distance + 1).text)
                    distance += 2
                }
                let written = path.joined(separator: ".")
                throw cursor.error(
                    at: item,
                    "`\(written)` is not a view's attribute: a value computed at run time is an input (`inputs: "
                        + "[\(path.last ?? name.text)]`, written by that name), a constant a metric (`metrics: {\(written): …}`)"
                )
            }
            throw cursor.error(
                at: name,
                isGuide
                    ? "unknown attribute `\(name.text)`: UIKit's guides are items here; write `\(name.text).top`, not `\(item.text).\(name.text).top`"
                    : UIKitSpellings.message(
                        "unknown attribute `\(name.text)`; expected one of: \(AttributeName.spellings)",
                        about: name.text, closestOf: AttributeName.allSpellings))
        }
        return AttributeReference(
            item: item.text, itemOffset: item.offset, attribute: attribute, attributeOffset: name.offset)
    }

    private static func parseRelation(
        _ cursor: inout TokenCursor, after left: AttributeReference
    ) throws -> (Relation, Int) {
        let token = cursor.current
        if token.kind == .symbol, let relation = Relation(rawValue: token.text) {
            cursor.advance()
            return (relation, token.offset)
        }
        if token.isSymbol("=") {
            throw cursor.error(at: token, "`=` is not a relation: write `==`, `>=` or `<=`")
        }
        throw cursor.unexpected(expected: "a relation `==`, `>=` or `<=` after `\(left.item).\(left.attribute)`")
    }

    /// A whole text that is one expression (`14 - 4`, `UX.padding * 2`): a metric's value.
    package static func parseExpression(_ source: SourceText) throws -> EquationExpression {
        var cursor = try TokenCursor(source)
        let expression = try parseSum(&cursor)
        guard cursor.isAtEnd else { throw cursor.unexpected(expected: "an operator (`+ - * /`) or the end") }
        return expression
    }

    /// An expression (`-16`, `pad * 2`, `b.width * 0.5 + 4`) at the cursor, up to the first token
    /// that does not continue it: how other notations read an equation's right-hand side.
    static func parseExpression(_ cursor: inout TokenCursor) throws -> EquationExpression {
        try parseSum(&cursor)
    }

    private static func parseSum(_ cursor: inout TokenCursor) throws -> EquationExpression {
        try parseLeftAssociative(&cursor, [.add, .subtract], operand: parseProduct)
    }

    private static func parseProduct(_ cursor: inout TokenCursor) throws -> EquationExpression {
        try parseLeftAssociative(&cursor, [.multiply, .divide], operand: parseUnary)
    }

    /// `operand (op operand)*` for the operators of one precedence level, grouped from the left.
    private static func parseLeftAssociative(
        _ cursor: inout TokenCursor, _ operators: [ArithmeticOperator],
        operand: (inout TokenCursor) throws -> EquationExpression
    ) throws -> EquationExpression {
        var result = try operand(&cursor)
        while let op = operators.first(where: { cursor.current.isSymbol($0.rawValue) }) {
            let token = cursor.advance()
            let rhs = try operand(&cursor)
            result = .binary(op, result, rhs, operatorOffset: token.offset)
        }
        return result
    }

    private static func parseUnary(_ cursor: inout TokenCursor) throws -> EquationExpression {
        if let minus = cursor.accept("-") {
            return .negate(try parseUnary(&cursor), offset: minus.offset)
        }
        if cursor.accept("+") != nil {
            return try parseUnary(&cursor)
        }
        return try parsePrimary(&cursor)
    }

    private static func parsePrimary(_ cursor: inout TokenCursor) throws -> EquationExpression {
        let token = cursor.current
        switch token.kind {
        case .number:
            cursor.advance()
            return .number(token.numberValue ?? 0, offset: token.offset)
        case .identifier:
            cursor.advance()
            guard cursor.accept(".") != nil else { return .name(token.text, offset: token.offset) }
            let reference = try parseAttributeName(&cursor, item: token)
            guard cursor.current.isSymbol("(") else { return .attribute(reference, arguments: nil) }
            guard case .compound = reference.attribute else {
                throw cursor.error(
                    at: cursor.current,
                    "only compound attributes (edges, size, center, margins, centerWithinMargins) take "
                        + "`(…)` arguments: write `\(token.text).\(reference.attribute) + N`")
            }
            let (arguments, _) = try parseParenthesizedList(&cursor)
            return .attribute(reference, arguments: arguments)
        case .symbol where token.isSymbol("("):
            let (items, offset) = try parseParenthesizedList(&cursor)
            return items.count == 1 ? items[0] : .tuple(items, offset: offset)
        default:
            if token.isSymbol(")") {
                throw cursor.error(at: token, "unbalanced parentheses: this `)` has no matching `(`")
            }
            throw cursor.unexpected(expected: "a number, a metric, an input or `item.attribute`")
        }
    }

    /// `( e (, e)* )`; returns the items and the offset of `(`.
    private static func parseParenthesizedList(_ cursor: inout TokenCursor) throws -> ([EquationExpression], Int) {
        let open = try cursor.expect("(", "`(`")
        var items = [try parseSum(&cursor)]
        while cursor.accept(",") != nil {
            items.append(try parseSum(&cursor))
        }
        guard cursor.accept(")") != nil else {
            if cursor.isAtEnd {
                throw cursor.error(at: open, "unbalanced parentheses: this `(` is never closed")
            }
            throw cursor.unexpected(expected: "`,` or `)`")
        }
        return (items, open.offset)
    }
}
