/// Parses a SnapKit closure written in `constraints:` (docs/notations/snapkit.md):
/// `VIEW.snp.makeConstraints { make in make.ATTRIBUTES.RELATION(TARGET).MODIFIERS; … }`, with
/// `$0` for an unnamed parameter and `remakeConstraints` / `updateConstraints` read the same.
///
/// Only syntax is checked here (attribute and method names); names are resolved by
/// `SnapKitLowering`, which knows the spec's views.
package enum SnapKitParser {
    /// The symbols of equations plus the closure's braces, separators, `$0` and a label's quotes;
    /// line breaks separate statements as spaces do.
    static let table = NotationScanner.SymbolTable(
        symbols: Tokenizer.symbolTable.symbols + ["{", "}", ";", "$", "\""],
        whitespace: Tokenizer.symbolTable.whitespace, skipsLineComments: true)

    /// The closure methods of `snp`.
    static let methods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    /// Whether `source` calls one of `snp`'s closure methods (`title.snp.makeConstraints`).
    package static func claims(_ source: SourceText) -> Bool {
        let lexemes = NotationScanner.lexemesSkippingUnexpected(source.text, table: table)
        return lexemes.indices.dropLast(2).contains { index in
            lexemes[index].text == "snp" && lexemes[index + 1].isSymbol(".")
                && methods.contains(lexemes[index + 2].text)
        }
    }

    /// Parses one statement.
    package static func parse(_ source: SourceText) throws -> SnapKitStatement {
        var cursor = try TokenCursor(source, table: table)
        var path: [Token] = []
        while cursor.current.kind == .identifier, cursor.current.text != "snp" {
            path.append(cursor.advance())
            _ = try cursor.expect(".", "`.snp.makeConstraints { … }`")
        }
        let snp = try cursor.expectIdentifier("`snp` (`title.snp.makeConstraints { … }`)")
        let view = try item(path, at: snp, in: cursor)
        _ = try cursor.expect(".", "`.makeConstraints { … }` after `snp`")
        let method = try cursor.expectIdentifier("`makeConstraints`")
        guard methods.contains(method.text) else {
            throw cursor.error(
                at: method, "unknown method `\(method.text)`: write `makeConstraints { make in … }` (or remake, update)"
            )
        }
        _ = try cursor.expect("{", "`{` after `\(method.text)`")
        let receiver = try parseClosureParameter(&cursor)
        var makes: [SnapKitMake] = []
        // Statements are separated by `;` or by line breaks, as in code.
        while !cursor.current.isSymbol("}"), !cursor.isAtEnd {
            makes.append(try parseMake(&cursor, receiver: receiver))
            while cursor.accept(";") != nil {}
        }
        _ = try cursor.expect("}", "`;` between statements or `}`")
        guard cursor.isAtEnd else { throw cursor.unexpected(expected: "the end of the statement after `}`") }
        guard !makes.isEmpty else {
            throw cursor.error(at: method, "the closure makes no constraint: write `make.top.equalToSuperview()` in it")
        }
        return SnapKitStatement(view: view, makes: makes)
    }

    /// The closure's parameter name: `make in`, `(make) in`, `(make) -> Void in` or
    /// `make -> () in`; `$0` when it has none.
    private static func parseClosureParameter(_ cursor: inout TokenCursor) throws -> String {
        var distance = 0
        let parenthesized = cursor.current.isSymbol("(")
        if parenthesized { distance += 1 }
        guard cursor.peek(distance).kind == .identifier else { return "$0" }
        let name = cursor.peek(distance)
        distance += 1
        if parenthesized {
            guard cursor.peek(distance).isSymbol(")") else { return "$0" }
            distance += 1
        }
        if cursor.peek(distance).isSymbol("-"), cursor.peek(distance + 1).isSymbol(">") {
            distance += 2
            if cursor.peek(distance).text == "Void" {
                distance += 1
            } else if cursor.peek(distance).isSymbol("("), cursor.peek(distance + 1).isSymbol(")") {
                distance += 2
            } else {
                return "$0"
            }
        }
        guard cursor.peek(distance).text == "in" else { return "$0" }
        for _ in 0...distance { cursor.advance() }
        return name.text
    }

    /// The item a path names (`self.title`, `view.safeAreaLayoutGuide`, nothing for `self`), named
    /// as UIKit code names it.
    private static func item(_ path: [Token], at end: Token, in cursor: TokenCursor) throws -> SnapKitItem {
        let (name, guide) = try AnchorStatementParser.item(path: path, in: cursor)
        return SnapKitItem(item: name?.text, offset: name?.offset ?? end.offset, guide: guide)
    }

    /// `make.ATTRIBUTES.RELATION(TARGET).MODIFIERS`.
    private static func parseMake(_ cursor: inout TokenCursor, receiver: String) throws -> SnapKitMake {
        AnchorStatementParser.skipAssignment(&cursor)
        if receiver == "$0" {
            _ = try cursor.expect("$", "`$0.` to start a statement")
            guard cursor.current.text == "0" else { throw cursor.unexpected(expected: "`$0`") }
            cursor.advance()
        } else {
            let name = try cursor.expectIdentifier("`\(receiver).` to start a statement")
            guard name.text == receiver else {
                throw cursor.error(
                    at: name, "a statement starts with the closure's `\(receiver).`, found `\(name.text)`")
            }
        }
        var attributes: [SnapKitAttribute] = []
        var relation: (Relation, toSuperview: Bool)?
        var relationToken = cursor.current
        while relation == nil {
            _ = try cursor.expect(".", "`.` and an attribute or a relation")
            let name = try cursor.expectIdentifier("an attribute (`leading`, `edges`, …) or a relation (`equalTo`)")
            if let known = SnapKitVocabulary.relations[name.text] {
                relation = known
                relationToken = name
            } else if SnapKitVocabulary.attributes[name.text] != nil {
                attributes.append(SnapKitAttribute(name.text, at: name.offset))
            } else {
                throw cursor.error(
                    at: name,
                    "unknown attribute or relation `\(name.text)`; expected one of \(SnapKitVocabulary.attributeNames), "
                        + "then equalTo, greaterThanOrEqualTo, lessThanOrEqualTo or their …Superview() forms")
            }
        }
        guard let (kind, toSuperview) = relation, !attributes.isEmpty else {
            throw cursor.error(
                at: relationToken,
                "name an attribute before `\(relationToken.text)`: `make.top.\(relationToken.text)(…)`")
        }
        _ = try cursor.expect("(", "`(` after `\(relationToken.text)`")
        let target: SnapKitTarget = toSuperview ? .superview : try parseTarget(&cursor)
        _ = try cursor.expect(")", "`)` after the target")
        var make = SnapKitMake(
            attributes: attributes, relation: kind, relationOffset: relationToken.offset, target: target)
        while cursor.accept(".") != nil {
            let modifier = try cursor.expectIdentifier("a modifier: offset, inset, multipliedBy, dividedBy or priority")
            if modifier.text == "constraint", !cursor.current.isSymbol("(") {
                continue  // `….constraint`: the constraint kept in a property, which a spec does not need
            }
            _ = try cursor.expect("(", "`(` after `\(modifier.text)`")
            switch modifier.text {
            case "offset": make.offset = try EquationParser.parseExpression(&cursor)
            case "inset": make.inset = try parseInsets(&cursor)
            case "multipliedBy": make.multiplier = try EquationParser.parseExpression(&cursor)
            case "dividedBy":
                let divisor = try EquationParser.parseExpression(&cursor)
                make.multiplier = .binary(
                    .divide, .number(1, offset: modifier.offset), divisor, operatorOffset: modifier.offset)
            case "priority": make.priority = try parsePriority(&cursor)
            case "labeled":
                // A debugging label: it changes no frame.
                while !cursor.current.isSymbol(")"), !cursor.isAtEnd { cursor.advance() }
            default:
                throw cursor.error(
                    at: modifier,
                    "unknown modifier `\(modifier.text)`; expected offset, inset, multipliedBy, dividedBy, priority or labeled"
                )
            }
            _ = try cursor.expect(")", "`)` after the \(modifier.text)")
        }
        return make
    }

    /// `avatar`, `avatar.snp.trailing`, `view.safeAreaLayoutGuide(.snp.top)`, `CGSize(width:height:)`,
    /// or an expression (`44`, `pad * 2`).
    private static func parseTarget(_ cursor: inout TokenCursor) throws -> SnapKitTarget {
        if cursor.current.text == "CGSize", cursor.peek().isSymbol("(") {
            cursor.advance()
            cursor.advance()
            let width = try labeled("width", &cursor)
            _ = try cursor.expect(",", "`, height:`")
            let height = try labeled("height", &cursor)
            _ = try cursor.expect(")", "`)` after the size")
            return .size(width, height)
        }
        // A path of names ending at `)`, or with `.snp.ATTRIBUTE`: a view or guide.
        var probe = cursor
        var path: [Token] = []
        while probe.current.kind == .identifier, probe.current.text != "snp" {
            path.append(probe.advance())
            guard probe.accept(".") != nil else { break }
        }
        if !path.isEmpty, probe.current.isSymbol(")") {
            cursor = probe
            return .item(try item(path, at: path[0], in: cursor), attribute: nil)
        }
        if !path.isEmpty, probe.current.text == "snp" {
            let snp = probe.advance()
            _ = try probe.expect(".", "an attribute after `snp`")
            let name = try probe.expectIdentifier("an attribute after `snp.`")
            guard SnapKitVocabulary.attributes[name.text] != nil else {
                throw probe.error(
                    at: name, "unknown attribute `\(name.text)`; expected one of \(SnapKitVocabulary.attributeNames)")
            }
            cursor = probe
            return .item(try item(path, at: snp, in: cursor), attribute: SnapKitAttribute(name.text, at: name.offset))
        }
        return .constant(try EquationParser.parseExpression(&cursor))
    }

    /// `LABEL: expression`.
    private static func labeled(_ label: String, _ cursor: inout TokenCursor) throws -> EquationExpression {
        let token = try cursor.expectIdentifier("`\(label):`")
        guard token.text == label else { throw cursor.error(at: token, "expected `\(label):`, found `\(token.text)`") }
        _ = try cursor.expect(":", "`:` after `\(label)`")
        return try EquationParser.parseExpression(&cursor)
    }

    /// An inset: one expression for every side, or `UIEdgeInsets(top:left:bottom:right:)`.
    private static func parseInsets(_ cursor: inout TokenCursor) throws -> [EquationExpression] {
        guard cursor.current.text == "UIEdgeInsets", cursor.peek().isSymbol("(") else {
            let value = try EquationParser.parseExpression(&cursor)
            return [value, value, value, value]
        }
        cursor.advance()
        cursor.advance()
        var sides: [EquationExpression] = []
        for (index, side) in ["top", "left", "bottom", "right"].enumerated() {
            if index > 0 { _ = try cursor.expect(",", "`, \(side):`") }
            sides.append(try labeled(side, &cursor))
        }
        _ = try cursor.expect(")", "`)` after the insets")
        return sides
    }

    /// `750`, `.high`, `ConstraintPriority.required`, `.required` (SnapKit's levels), UIKit's
    /// `UILayoutPriority` forms (`.defaultHigh`, `UILayoutPriority(rawValue: 999)`), with `+ N` or
    /// `- N` after it (`.high - 1`).
    private static func parsePriority(_ cursor: inout TokenCursor) throws -> PrioritySyntax {
        let start = cursor.current
        if cursor.current.text == "ConstraintPriority" { cursor.advance() }
        let priority: PrioritySyntax
        if cursor.current.isSymbol("."), let level = SnapKitVocabulary.priorities[cursor.peek().text] {
            cursor.advance()
            cursor.advance()
            priority = try AnchorStatementParser.priorityArithmetic(from: Double(level), at: start, &cursor)
        } else if cursor.current.isSymbol("."), cursor.peek().kind == .identifier,
            UIKitSpellings.priorityLevels[cursor.peek().text] == nil
        {
            let name = cursor.peek()
            throw cursor.error(
                at: name,
                "unknown priority `.\(name.text)`; expected a number, .required, .high, .medium or .low (or UIKit's "
                    + "`UILayoutPriority` names)")
        } else {
            priority = try AnchorStatementParser.parsePriority(&cursor)
        }
        return PrioritySyntax(priority.value, offset: start.offset, valueOffset: start.offset)
    }

}
