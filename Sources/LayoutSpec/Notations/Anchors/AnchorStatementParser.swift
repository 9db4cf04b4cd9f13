/// Parses constraints written as UIKit code (docs/notations/anchors.md): an anchor's
/// `constraint(…)` call or `NSLayoutConstraint(item:…)`, then `.isActive = true`,
/// `.priority = …` or `@N`.
///
/// Only syntax and UIKit's typing are checked here (anchor names, argument labels, which anchors
/// relate); names are resolved by `AnchorLowering`, which knows the spec's views.
package enum AnchorStatementParser {
    /// Whether `source` is written as UIKit code: it calls a method on an anchor
    /// (`….leadingAnchor.constraint(`) or starts with `NSLayoutConstraint(`.
    package static func claims(_ source: SourceText) -> Bool {
        let lexemes = NotationScanner.lexemesSkippingUnexpected(source.text, table: Tokenizer.symbolTable)
        if let first = lexemes.first, first.text == "NSLayoutConstraint", lexemes.count > 1 {
            // `NSLayoutConstraint(item:…)` or `NSLayoutConstraint.activate([…])`.
            if lexemes[1].isSymbol("(")
                || (lexemes.count > 2 && lexemes[1].isSymbol(".") && lexemes[2].text == "activate")
            {
                return true
            }
        }
        // An anchor's method call (`constraint(`, or a misspelling of it, which the parser names).
        for index in lexemes.indices.dropLast(3)
        where AnchorVocabulary.anchors[lexemes[index].text] != nil && lexemes[index + 1].isSymbol(".")
            && lexemes[index + 2].kind == .identifier && lexemes[index + 3].isSymbol("(")
        {
            return true
        }
        return false
    }

    /// The methods that set a view's content priority, by name.
    static let contentPriorityMethods: [String: ContentPriorityStatement.Kind] = [
        "setContentHuggingPriority": .hugging, "setContentCompressionResistancePriority": .compression
    ]

    /// Whether `source` sets a view's content priority (`title.setContentHuggingPriority(`).
    package static func claimsContentPriority(_ source: SourceText) -> Bool {
        let lexemes = NotationScanner.lexemesSkippingUnexpected(source.text, table: Tokenizer.symbolTable)
        return lexemes.indices.dropLast().contains { index in
            contentPriorityMethods[lexemes[index].text] != nil && lexemes[index + 1].isSymbol("(")
        }
    }

    /// Parses `VIEW.setContentHuggingPriority(PRIORITY, for: .horizontal|.vertical)` (or the
    /// compression resistance one).
    package static func parseContentPriority(_ source: SourceText) throws -> ContentPriorityStatement {
        var cursor = try TokenCursor(source)
        var view = try cursor.expectIdentifier("a view's name (`title.setContentHuggingPriority(…)`)")
        if view.text == "self", cursor.current.isSymbol("."), cursor.peek().kind == .identifier,
            contentPriorityMethods[cursor.peek().text] == nil
        {
            cursor.advance()
            view = cursor.advance()
        }
        _ = try cursor.expect(".", "`.setContentHuggingPriority(…)` after `\(view.text)`")
        let method = try cursor.expectIdentifier(
            "`setContentHuggingPriority` or `setContentCompressionResistancePriority`")
        guard let kind = contentPriorityMethods[method.text] else {
            throw cursor.error(
                at: method,
                "unknown method `\(method.text)`; expected setContentHuggingPriority or "
                    + "setContentCompressionResistancePriority")
        }
        _ = try cursor.expect("(", "`(` after `\(method.text)`")
        let priority = try parsePriority(&cursor)
        _ = try cursor.expect(",", "`, for: .horizontal` or `, for: .vertical`")
        let label = try cursor.expectIdentifier("`for:`")
        guard label.text == "for" else { throw cursor.error(at: label, "expected `for:`, found `\(label.text)`") }
        _ = try cursor.expect(":", "`:` after `for`")
        _ = try cursor.expect(".", "`.horizontal` or `.vertical`")
        let axis = try cursor.expectIdentifier("`.horizontal` or `.vertical`")
        guard axis.text == "horizontal" || axis.text == "vertical" else {
            throw cursor.error(at: axis, "unknown axis `.\(axis.text)`; expected .horizontal or .vertical")
        }
        _ = try cursor.expect(")", "`)` after the axis")
        guard cursor.isAtEnd else { throw cursor.unexpected(expected: "the end of the statement") }
        guard case .literal(let level) = priority.value else {
            throw cursor.error(at: method, "a content priority is a number from 1 to 1000")
        }
        return ContentPriorityStatement(
            view: view.text, viewOffset: view.offset, kind: kind, isHorizontal: axis.text == "horizontal", level: level)
    }

    /// Parses one statement, or the constraints of an `NSLayoutConstraint.activate([…])` block.
    package static func parse(_ source: SourceText) throws -> AnchorStatements {
        var cursor = try TokenCursor(source)
        let statements: AnchorStatements
        if cursor.current.text == "NSLayoutConstraint", cursor.peek().isSymbol("."), cursor.peek(2).text == "activate" {
            statements = try parseActivateBlock(&cursor)
        } else if let name = arrayAssignment(cursor) {
            statements = try parseArray(named: name, &cursor)
        } else {
            statements = AnchorStatements(statements: [try parseStatement(&cursor)])
            if cursor.current.isSymbol(","), cursor.peek().kind == .end { cursor.advance() }  // pasted from a list
        }
        guard cursor.isAtEnd else {
            throw cursor.unexpected(expected: "`.isActive = true`, `.priority = …` or the end of the statement")
        }
        return statements
    }

    /// One constraint with its `.isActive = true`, `.priority = …`, `.priority(…)` or `@N`; an
    /// assignment before it (`heightConstraint = …`, `let top = …`) keeps the constraint in a
    /// variable, which a spec does not need.
    static func parseStatement(_ cursor: inout TokenCursor) throws -> AnchorStatement {
        let variable = skipAssignment(&cursor)
        var statement: AnchorStatement
        if cursor.current.text == "NSLayoutConstraint", cursor.current.kind == .identifier {
            statement = try parseInitializer(&cursor)
        } else {
            statement = try parseAnchorCall(&cursor)
        }
        statement.variable = variable
        while cursor.current.isSymbol(".") {
            cursor.advance()
            let property = try cursor.expectIdentifier("`isActive` or `priority` after the constraint")
            if property.text == "priority", cursor.accept("(") != nil {
                // `.priority(.defaultHigh)`: a common extension that sets the priority and returns the constraint.
                if statement.priority != nil {
                    throw cursor.error(at: property, "the priority is given twice: keep one")
                }
                statement.priority = try parsePriority(&cursor)
                _ = try cursor.expect(")", "`)` after the priority")
                continue
            }
            _ = try cursor.expect("=", "`=` after `.\(property.text)`")
            switch property.text {
            case "isActive":
                try expectActive(&cursor, removing: "the statement")
            case "priority":
                if statement.priority != nil {
                    throw cursor.error(at: property, "the priority is given twice: keep one")
                }
                statement.priority = try parsePriority(&cursor)
            default:
                throw cursor.error(
                    at: property, "unknown property `.\(property.text)`: write `.isActive = true` or `.priority = …`")
            }
        }
        if cursor.current.isSymbol("@") {
            let at = cursor.current
            let priority = try PrioritySyntax.parse(&cursor)
            if statement.priority != nil {
                throw cursor.error(at: at, "the priority is given twice: keep one")
            }
            statement.priority = priority
        }
        return statement
    }

    /// `true` after `.isActive =`; `false` is an error that says to remove `statement` or move it
    /// into a `when:` group.
    static func expectActive(_ cursor: inout TokenCursor, removing statement: String) throws {
        let value = try cursor.expectIdentifier("`true` after `.isActive =`")
        guard value.text == "true" else {
            throw cursor.error(
                at: value,
                "a constraint that is not active lays nothing out: remove \(statement), or put it in a `when:` group "
                    + "to have it apply under a condition")
        }
    }

    // MARK: - Anchor calls

    /// `ANCHOR.constraint(LABEL: …)`.
    private static func parseAnchorCall(_ cursor: inout TokenCursor) throws -> AnchorStatement {
        let left = try parseAnchor(&cursor)
        _ = try cursor.expect(".", "`.constraint(…)` after the anchor")
        let call = try cursor.expectIdentifier("`constraint(…)` after the anchor")
        guard call.text == "constraint" else {
            throw cursor.error(
                at: call, "unknown method `\(call.text)`: an anchor's constraint is `constraint(equalTo: …)`")
        }
        _ = try cursor.expect("(", "`(` after `constraint`")
        let label = try cursor.expectIdentifier("`equalTo:`, `greaterThanOrEqualTo:` or `lessThanOrEqualTo:`")
        guard let (relation, form) = relationForm(of: label.text) else {
            throw cursor.error(
                at: label,
                "unknown argument `\(label.text):`; expected equalTo, greaterThanOrEqualTo, lessThanOrEqualTo, "
                    + "their …Constant and …SystemSpacingAfter / …SystemSpacingBelow forms")
        }
        _ = try cursor.expect(":", "`:` after `\(label.text)`")
        let kind = AnchorVocabulary.Kind(left.attribute)
        var statement = AnchorStatement(
            left: left, relation: relation, relationOffset: label.offset, right: nil, multiplier: nil, constant: nil,
            priority: nil)
        switch form {
        case .constant:
            guard kind == .dimension else {
                throw cursor.error(
                    at: label, "`\(label.text):` belongs to a width or height anchor; relate a position to an anchor")
            }
            statement.constant = try EquationParser.parseExpression(&cursor)
        case .anchor:
            statement.right = try parseRelatedAnchor(&cursor, to: left)
            if kind == .dimension, let multiplier = try argument("multiplier", &cursor) {
                statement.multiplier = multiplier
            }
            statement.constant = try argument("constant", &cursor)
        case .systemSpacing(let axis):
            guard kind == axis else {
                throw cursor.error(
                    at: label,
                    "`\(label.text):` relates \(axis.rawValue) anchors, and `\(left.attribute)` is \(kind.rawValue)")
            }
            statement.right = try parseRelatedAnchor(&cursor, to: left)
            let multiplier = try argument("multiplier", &cursor) ?? .number(1, offset: label.offset)
            statement.constant = .binary(
                .multiply, .number(UIKitSpellings.systemSpacingValue, offset: label.offset), multiplier,
                operatorOffset: label.offset)
        }
        if cursor.current.isSymbol(","), cursor.peek().text == "multiplier" {
            throw cursor.error(
                at: cursor.peek(), "only a width or height anchor takes a `multiplier:` (an NSLayoutDimension)")
        }
        _ = try cursor.expect(")", "`,` with `constant:` or `)`")
        return statement
    }

    /// The second argument's form, by its label.
    private enum Form {
        case anchor, constant
        case systemSpacing(AnchorVocabulary.Kind)
    }

    /// The relation and form an argument label gives (`greaterThanOrEqualToConstant`).
    private static func relationForm(of label: String) -> (Relation, Form)? {
        for (prefix, relation) in [
            ("equalTo", Relation.equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
            ("lessThanOrEqualTo", .lessThanOrEqual)
        ] where label.hasPrefix(prefix) {
            switch label.dropFirst(prefix.count) {
            case "": return (relation, .anchor)
            case "Constant": return (relation, .constant)
            case "SystemSpacingAfter": return (relation, .systemSpacing(.xAxis))
            case "SystemSpacingBelow": return (relation, .systemSpacing(.yAxis))
            default: continue
            }
        }
        return nil
    }

    /// `, LABEL: expression` when `LABEL` comes next.
    private static func argument(_ label: String, _ cursor: inout TokenCursor) throws -> EquationExpression? {
        guard cursor.current.isSymbol(","), cursor.peek().text == label else { return nil }
        cursor.advance()
        cursor.advance()
        _ = try cursor.expect(":", "`:` after `\(label)`")
        return try EquationParser.parseExpression(&cursor)
    }

    /// The anchor `left` is related to, of the same kind (UIKit's types) and, for horizontal
    /// positions, read the same way (UIKit refuses `leading` against `left`).
    private static func parseRelatedAnchor(
        _ cursor: inout TokenCursor, to left: AnchorReference
    ) throws -> AnchorReference {
        let start = cursor.current
        let right = try parseAnchor(&cursor)
        try checkRelated(left.attribute, right.attribute, at: start, in: cursor)
        return right
    }

    /// Throws when UIKit would not relate `left` to `right`.
    private static func checkRelated(
        _ left: LayoutAttribute, _ right: LayoutAttribute, at token: Token, in cursor: TokenCursor
    ) throws {
        let (leftKind, rightKind) = (AnchorVocabulary.Kind(left), AnchorVocabulary.Kind(right))
        guard leftKind == rightKind else {
            throw cursor.error(
                at: token,
                "`\(left)` is \(leftKind.rawValue) and `\(right)` is \(rightKind.rawValue): UIKit relates anchors "
                    + "of one kind only")
        }
        let mixed =
            (left.isDirectional && AnchorVocabulary.isAbsolute(right))
            || (AnchorVocabulary.isAbsolute(left) && right.isDirectional)
        guard !mixed else {
            throw cursor.error(
                at: token,
                "`\(left)` and `\(right)` cannot be related (UIKit raises an exception): use leading and "
                    + "trailing on both sides, or left and right")
        }
    }

    /// `[self.]ITEM[.GUIDE].NAMEAnchor`, or a bare `NAMEAnchor`.
    private static func parseAnchor(_ cursor: inout TokenCursor) throws -> AnchorReference {
        var path: [Token] = []
        while true {
            let token = try cursor.expectIdentifier("an anchor such as `title.leadingAnchor`")
            if let attribute = AnchorVocabulary.anchors[token.text] {
                return try reference(path: path, attribute: attribute, anchor: token, in: cursor)
            }
            path.append(token)
            guard cursor.accept(".") != nil else {
                throw cursor.error(
                    at: token,
                    "`\(path.map(\.text).joined(separator: "."))` is not an anchor: end it with one of "
                        + AnchorVocabulary.anchorNames)
            }
        }
    }

    /// The reference `path.anchor` names.
    private static func reference(
        path: [Token], attribute: LayoutAttribute, anchor: Token, in cursor: TokenCursor
    ) throws -> AnchorReference {
        let (named, guide) = try item(path: path, in: cursor)
        return AnchorReference(
            item: named?.text, itemOffset: named?.offset ?? anchor.offset, guide: guide, attribute: attribute,
            attributeOffset: anchor.offset)
    }

    /// The view and guide a path of names reaches, as UIKit code writes it: `self.` dropped, a
    /// last `safeAreaLayoutGuide` or `layoutMarginsGuide` as the guide, a view's `contentView` as
    /// the view, and no view (nil) for the view being laid out; a guide without a spec name and a
    /// longer path are errors.
    static func item(path: [Token], in cursor: TokenCursor) throws -> (name: Token?, guide: AnchorGuide?) {
        var names = path
        if names.first?.text == "self" { names.removeFirst() }
        var guide: AnchorGuide?
        if let last = names.last {
            if let known = AnchorGuide(rawValue: last.text) {
                guide = known
                names.removeLast()
            } else if last.text.hasSuffix("Guide"), let advice = UIKitSpellings.advice(for: last.text) {
                throw cursor.error(at: last, "`\(last.text)` has no spec name: \(advice)")
            }
        }
        // `blur.contentView`: a `UIVisualEffectView`'s content view fills it, so it is the view.
        if names.count == 2, names[1].text == "contentView" { names.removeLast() }
        guard names.count <= 1 else {
            throw cursor.error(
                at: names[1],
                "`\(names.map(\.text).joined(separator: "."))`: name the view itself (each view of a spec has one "
                    + "name; a cell's `contentView` is the container)")
        }
        return (names.first, guide)
    }

    // MARK: - NSLayoutConstraint(item:…)

    /// `NSLayoutConstraint(item: a, attribute: .x, relatedBy: .r, toItem: b, attribute: .y,
    /// multiplier: m, constant: c)`.
    private static func parseInitializer(_ cursor: inout TokenCursor) throws -> AnchorStatement {
        cursor.advance()
        _ = try cursor.expect("(", "`(` after `NSLayoutConstraint`")
        try label("item", &cursor, first: true)
        let leftItem = try parseItem(&cursor)
        try label("attribute", &cursor)
        let (leftAttribute, leftToken) = try parseAttribute(&cursor)
        try label("relatedBy", &cursor)
        _ = try cursor.expect(".", "`.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`")
        let relationName = try cursor.expectIdentifier("`.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`")
        guard let relation = AnchorVocabulary.relations[relationName.text] else {
            throw cursor.error(
                at: relationName,
                "unknown relation `.\(relationName.text)`; expected .equal, .lessThanOrEqual or .greaterThanOrEqual")
        }
        try label("toItem", &cursor)
        let rightItem: (name: String?, offset: Int, guide: AnchorGuide?)?
        if cursor.current.text == "nil" {
            cursor.advance()
            rightItem = nil
        } else {
            rightItem = try parseItem(&cursor)
        }
        try label("attribute", &cursor)
        let rightAttribute = try parseAttribute(&cursor)
        try label("multiplier", &cursor)
        let multiplier = try EquationParser.parseExpression(&cursor)
        try label("constant", &cursor)
        let constant = try EquationParser.parseExpression(&cursor)
        _ = try cursor.expect(")", "`)` after the constant")
        guard let leftAttribute else {
            throw cursor.error(at: leftToken, "the first item's attribute cannot be `.notAnAttribute`")
        }
        let left = AnchorReference(
            item: leftItem.name, itemOffset: leftItem.offset, guide: leftItem.guide, attribute: leftAttribute,
            attributeOffset: leftToken.offset)
        var right: AnchorReference?
        switch (rightItem, rightAttribute.attribute) {
        case (nil, nil):
            guard AnchorVocabulary.Kind(leftAttribute) == .dimension else {
                throw cursor.error(at: leftToken, "only a width or height can be related to a constant alone")
            }
        case (let item?, let attribute?):
            try checkRelated(leftAttribute, attribute, at: rightAttribute.token, in: cursor)
            right = AnchorReference(
                item: item.name, itemOffset: item.offset, guide: item.guide, attribute: attribute,
                attributeOffset: rightAttribute.token.offset)
        case (nil, _?):
            throw cursor.error(at: rightAttribute.token, "`toItem: nil` takes `attribute: .notAnAttribute`")
        case (_?, nil):
            throw cursor.error(at: rightAttribute.token, "a second item needs an attribute, not `.notAnAttribute`")
        }
        let scaled: EquationExpression? = right == nil ? nil : multiplier
        return AnchorStatement(
            left: left, relation: relation, relationOffset: relationName.offset, right: right, multiplier: scaled,
            constant: constant, priority: nil)
    }

    /// `, LABEL:` (without the comma for the first argument).
    @discardableResult
    private static func label(_ name: String, _ cursor: inout TokenCursor, first: Bool = false) throws -> Token {
        if !first { _ = try cursor.expect(",", "`, \(name):`") }
        let token = try cursor.expectIdentifier("`\(name):`")
        guard token.text == name else {
            throw cursor.error(
                at: token,
                "expected `\(name):`, found `\(token.text)`: the arguments are item, attribute, relatedBy, toItem, "
                    + "attribute, multiplier, constant, in that order")
        }
        _ = try cursor.expect(":", "`:` after `\(name)`")
        return token
    }

    /// An item argument: `title`, `self.view`, `view.safeAreaLayoutGuide`.
    private static func parseItem(
        _ cursor: inout TokenCursor
    ) throws -> (name: String?, offset: Int, guide: AnchorGuide?) {
        var path = [try cursor.expectIdentifier("a view or guide")]
        while cursor.current.isSymbol("."), cursor.peek().kind == .identifier {
            cursor.advance()
            path.append(cursor.advance())
        }
        let (named, guide) = try item(path: path, in: cursor)
        return (named?.text, named?.offset ?? cursor.current.offset, guide)
    }

    /// `.leading`, `.width`, `.notAnAttribute` (nil).
    private static func parseAttribute(
        _ cursor: inout TokenCursor
    ) throws -> (attribute: LayoutAttribute?, token: Token) {
        _ = try cursor.expect(".", "an attribute such as `.leading`")
        let name = try cursor.expectIdentifier("an attribute such as `.leading`")
        if name.text == "notAnAttribute" { return (nil, name) }
        guard let attribute = LayoutAttribute(rawValue: name.text), attribute != .baseline else {
            let names = LayoutAttribute.allCases.filter { $0 != .baseline }.map { ".\($0.rawValue)" }
            throw cursor.error(
                at: name,
                "unknown attribute `.\(name.text)`; expected one of \(names.joined(separator: ", ")), .notAnAttribute")
        }
        return (attribute, name)
    }

    // MARK: - Priorities

    /// A `UILayoutPriority` after `.priority =`: a number, a named priority (`.defaultHigh`,
    /// `UILayoutPriority.required`), `UILayoutPriority(rawValue: 999)`, `.init(rawValue: 999)` or
    /// `UILayoutPriority(999)`, with `+ N` or `- N` after it.
    static func parsePriority(_ cursor: inout TokenCursor) throws -> PrioritySyntax {
        let start = cursor.current
        if cursor.current.text == "UILayoutPriority" { cursor.advance() }
        if cursor.current.isSymbol("."), cursor.peek().text == "init" {
            cursor.advance()
            cursor.advance()
        }
        var value: Double
        if cursor.accept("(") != nil {
            if cursor.current.text == "rawValue" {
                cursor.advance()
                _ = try cursor.expect(":", "`:` after `rawValue`")
            }
            value = try number(&cursor)
            _ = try cursor.expect(")", "`)` after the priority")
        } else if cursor.current.kind == .number {
            value = try number(&cursor)
        } else {
            _ = try cursor.expect(".", "a priority: a number, `.defaultHigh`, `.required`, ...")
            let name = try cursor.expectIdentifier("a priority name such as `defaultHigh`")
            guard let level = UIKitSpellings.priorityLevels[name.text] else {
                throw cursor.error(
                    at: name,
                    "unknown priority `.\(name.text)`; expected a number or one of "
                        + UIKitSpellings.priorityLevels.keys.sorted().joined(separator: ", "))
            }
            value = Double(level)
        }
        return try priorityArithmetic(from: value, at: start, &cursor)
    }

    /// A priority `value` with the `+ N` or `- N` after it, checked to be a whole number from 1 to
    /// 1000; `start` is where the priority was written.
    static func priorityArithmetic(
        from value: Double, at start: Token, _ cursor: inout TokenCursor
    ) throws -> PrioritySyntax {
        var value = value
        while cursor.current.isSymbol("+") || cursor.current.isSymbol("-") {
            let sign: Double = cursor.advance().text == "+" ? 1 : -1
            value += sign * (try number(&cursor))
        }
        guard value >= 1, value <= 1000, value == value.rounded() else {
            throw cursor.error(
                at: start,
                "this priority is \(LinearExpression.format(value)): a priority is a whole number from 1 to 1000")
        }
        return PrioritySyntax(.literal(Int(value)), offset: start.offset, valueOffset: start.offset)
    }

    /// A number literal.
    private static func number(_ cursor: inout TokenCursor) throws -> Double {
        guard cursor.current.kind == .number, let value = cursor.current.numberValue else {
            throw cursor.unexpected(expected: "a number")
        }
        cursor.advance()
        return value
    }
}
