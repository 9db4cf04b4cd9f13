import Foundation

/// Parses an EasyPeasy attribute string (docs/notations/easypeasy.md).
///
/// ```
/// attributes := (attribute | array)? (',' (attribute | array)?)*
/// array      := '[' attribute (',' attribute)* ']' ('.with(' priority ')' | '.when(' condition ')')*
/// attribute  := NAME '(' (constant (',' constant)*)? ')' modifier*
/// constant   := ('==' | '>=' | '<=')? value? ('*' NUMBER)?        -- at least one part
/// value      := ('-' | '+')? (NUMBER | METRIC | INPUT)
/// modifier   := '.to(' ITEM (',' '.' ATTRIBUTE)? ')' | '.like(' ITEM (',' '.' ATTRIBUTE)? ')'
///             | '.with(' ('.required' | '.high' | '.medium' | '.low' | '.custom(' ['value' ':'] NUMBER ')' | NUMBER) ')'
///             | '.when(' condition ')'
/// condition  := and ('||' and)* ;  and := unary ('&&' unary)* ;  unary := '!' unary | '(' condition ')' | NAME
/// ```
struct EasyPeasyParser {
    /// The attribute names, for "expected one of" messages.
    static let attributeSpellings =
        "Width Height Left Right Top Bottom Leading Trailing CenterX CenterY FirstBaseline LastBaseline LeftMargin RightMargin TopMargin BottomMargin LeadingMargin TrailingMargin CenterXWithinMargins CenterYWithinMargins Size Edges Center Margins CenterWithinMargins"

    /// Reads an attribute name (`Left`, `Size`).
    static func target(named name: String) -> EasyPeasyAttributeSyntax.Target? {
        switch name {
        case "Size": return .compound(.size)
        case "Edges": return .compound(.edges)
        case "Center": return .compound(.center)
        case "Margins": return .compound(.margins)
        case "CenterWithinMargins": return .compound(.centerWithinMargins)
        case "Baseline": return nil
        default:
            guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return nil }
            return LayoutAttribute(rawValue: name.prefix(1).lowercased() + name.dropFirst()).map { .single($0) }
        }
    }

    private let tokens: [EasyPeasyToken]
    private let location: SourceLocation
    private let scalars: [Unicode.Scalar]
    private var position = 0

    /// One view's strings, each parsed (the Spec stage's reading of `attributes:`).
    package static func parse(_ attributes: ViewStatements) -> EasyPeasyViewAttributes {
        EasyPeasyViewAttributes(attributes) { try parse($0.text, at: $0.source.start) }
    }

    /// Parses `text`, whose first character is at `location`.
    static func parse(_ text: String, at location: SourceLocation) throws -> [EasyPeasyAttributeSyntax] {
        var parser = EasyPeasyParser(
            tokens: try EasyPeasyLexer.tokens(of: text, at: location), location: location,
            scalars: Array(text.unicodeScalars))
        var attributes: [EasyPeasyAttributeSyntax] = []
        while true {
            if parser.isSymbol(",") { parser.position += 1; continue }
            if case .end = parser.current.kind { break }
            if parser.isSymbol("[") {
                attributes += try parser.parseArray()
            } else {
                attributes.append(try parser.parseAttribute())
            }
            guard parser.isSymbol(",") || parser.current.kind == .end else {
                throw parser.error("expected `,`, `.to`, `.like`, `.with` or `.when` after an attribute")
            }
        }
        return attributes
    }

    private init(tokens: [EasyPeasyToken], location: SourceLocation, scalars: [Unicode.Scalar]) {
        self.tokens = tokens
        self.location = location
        self.scalars = scalars
    }

    private var current: EasyPeasyToken { tokens[min(position, tokens.count - 1)] }

    private func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

    private func error(_ message: String) -> SpecError {
        let found = current.kind == .end ? "the end of the attributes" : "`\(current.text)`"
        return SpecError(at: location.advanced(by: current.offset), "\(message), found \(found)")
    }

    private mutating func expect(_ symbol: String, _ message: String) throws {
        guard isSymbol(symbol) else { throw error(message) }
        position += 1
    }

    private mutating func identifier(_ message: String) throws -> (name: String, offset: Int) {
        guard case .identifier(let name) = current.kind else { throw error(message) }
        let offset = current.offset
        position += 1
        return (name, offset)
    }

    /// `[A, B].with(p).when(c)`: EasyPeasy's `[Attribute]` modifiers set the priority and the
    /// condition of every element (replacing theirs), as its `Collection` extension does.
    private mutating func parseArray() throws -> [EasyPeasyAttributeSyntax] {
        position += 1
        var elements: [EasyPeasyAttributeSyntax] = []
        while !isSymbol("]") {
            if isSymbol(",") { position += 1; continue }
            if case .end = current.kind { throw error("expected `]` closing the array of attributes") }
            elements.append(try parseAttribute())
            guard isSymbol(",") || isSymbol("]") else { throw error("expected `,` or `]` after an attribute") }
        }
        position += 1
        while isSymbol(".") {
            position += 1
            let (modifier, modifierOffset) = try identifier("expected `with` or `when` after `.`")
            try expect("(", "expected `(` after `.\(modifier)`")
            switch modifier {
            case "with":
                let priority = try parsePriority()
                for index in elements.indices { elements[index].priority = priority }
            case "when":
                let condition = try parseConditionModifier()
                for index in elements.indices { elements[index].condition = condition }
            default:
                throw SpecError(
                    at: location.advanced(by: modifierOffset),
                    "an array of attributes takes `.with` and `.when`; write `.\(modifier)` on each attribute")
            }
            try expect(")", "expected `)` to close `.\(modifier)(`")
        }
        return elements
    }

    private mutating func parseAttribute() throws -> EasyPeasyAttributeSyntax {
        let (name, nameOffset) = try identifier("expected an attribute such as `Left(10)`")
        guard let target = Self.target(named: name) else {
            throw SpecError(
                at: location.advanced(by: nameOffset),
                "unknown EasyPeasy attribute `\(name)`; expected one of \(Self.attributeSpellings)"
                    + NameSuggestion.clause(
                        for: name, in: Self.attributeSpellings.split(separator: " ").map(String.init)))
        }
        try expect("(", "expected `(` after `\(name)`")
        var constants: [EasyPeasyConstant] = []
        if !isSymbol(")") {
            constants.append(try parseConstant())
            while isSymbol(",") {
                position += 1
                constants.append(try parseConstant())
            }
        }
        try expect(")", "expected `,` or `)` in the constants of `\(name)`")
        var attribute = EasyPeasyAttributeSyntax(
            target: target, name: name, nameOffset: nameOffset, constants: constants,
            reference: nil, priority: nil, condition: nil, text: "")
        while isSymbol(".") {
            position += 1
            let (modifier, modifierOffset) = try identifier("expected `to`, `like`, `with` or `when` after `.`")
            try expect("(", "expected `(` after `.\(modifier)`")
            switch modifier {
            case "to", "like":
                let (item, itemOffset) = try identifier("expected an item name in `.\(modifier)(...)`")
                var referenceAttribute: LayoutAttribute?
                if isSymbol(",") {
                    position += 1
                    try expect(".", "expected an attribute such as `.top`")
                    let (attributeName, attributeOffset) = try identifier("expected an attribute such as `.top`")
                    let lowered = attributeName.prefix(1).lowercased() + attributeName.dropFirst()
                    guard let parsed = LayoutAttribute(rawValue: lowered), parsed != .baseline else {
                        throw SpecError(
                            at: location.advanced(by: attributeOffset),
                            "unknown attribute `.\(attributeName)`; expected one of \(LayoutAttribute.allCases.filter { $0 != .baseline }.map { "." + $0.rawValue }.joined(separator: " "))"
                                + (NameSuggestion.closest(
                                    to: lowered, in: LayoutAttribute.allCases.filter { $0 != .baseline }.map(\.rawValue)
                                ).map { "; did you mean `.\($0)`?" } ?? "")
                        )
                    }
                    referenceAttribute = parsed
                }
                attribute.reference = EasyPeasyReference(
                    isLike: modifier == "like", item: item, itemOffset: itemOffset,
                    attribute: referenceAttribute)
            case "with":
                attribute.priority = try parsePriority()
            case "when":
                attribute.condition = try parseConditionModifier()
            default:
                throw SpecError(
                    at: location.advanced(by: modifierOffset),
                    "unknown modifier `.\(modifier)`; expected `.to`, `.like`, `.with` or `.when`")
            }
            try expect(")", "expected `)` to close `.\(modifier)(`")
        }
        let end = tokens[max(position - 1, 0)]
        let endOffset = end.offset + end.text.unicodeScalars.count
        attribute.text = String(String.UnicodeScalarView(scalars[nameOffset..<min(endOffset, scalars.count)]))
        return attribute
    }

    private mutating func parseConstant() throws -> EasyPeasyConstant {
        let offset = current.offset
        var relation = Relation.equal
        if case .symbol(let symbol) = current.kind, let written = Relation(rawValue: symbol) {
            relation = written
            position += 1
        }
        var value = EasyPeasyConstant.Value.number(0)
        var hasValue = false
        var negated = false
        if isSymbol("-") || isSymbol("+") {
            negated = isSymbol("-")
            position += 1
        }
        switch current.kind {
        case .number(let number):
            value = .number(negated ? -number : number)
            hasValue = true
            position += 1
        case .identifier(let name):
            value = .named(name, negated: negated)
            hasValue = true
            position += 1
        default:
            if negated { throw error("expected a number after `-`") }
        }
        var multiplier = 1.0
        if isSymbol("*") {
            position += 1
            var negative = false
            if isSymbol("-") { negative = true; position += 1 }
            guard case .number(let factor) = current.kind else {
                throw error("expected a number after `*` (the multiplier)")
            }
            multiplier = negative ? -factor : factor
            position += 1
        } else if !hasValue {
            throw error("expected a constant such as `10`, `>=10`, `*2` or `>=10*0.5`")
        }
        return EasyPeasyConstant(relation: relation, value: value, multiplier: multiplier, offset: offset)
    }

    private mutating func parsePriority() throws -> Int {
        let offset = current.offset
        let expected =
            "invalid priority; expected `.required`, `.high`, `.medium`, `.low` or `.custom(N)` with N a whole number in 1...1000"
        let invalid = SpecError(at: location.advanced(by: offset), expected)
        func validated(_ value: Double) throws -> Int {
            guard value >= 1, value <= 1000, value == value.rounded() else { throw invalid }
            return Int(value)
        }
        if case .number(let value) = current.kind {
            position += 1
            return try validated(value)
        }
        guard isSymbol(".") else { throw invalid }
        position += 1
        guard case .identifier(let name) = current.kind else { throw invalid }
        position += 1
        switch name {
        case "required": return 1000
        case "high": return 750
        case "medium": return 500
        case "low": return 250
        case "custom":
            try expect("(", "expected `(` after `.custom`")
            // `.custom(value: 650.0)`, as EasyPeasy's README writes `Priority.custom(_:)`.
            if case .identifier("value") = current.kind,
                tokens[min(position + 1, tokens.count - 1)].kind == .symbol(":")
            {
                position += 2
            }
            guard case .number(let value) = current.kind else { throw invalid }
            position += 1
            try expect(")", "expected `)` after the custom priority")
            return try validated(value)
        default:
            let levels = ["required": 1000, "high": 750, "medium": 500, "low": 250]
            let advice =
                UIKitSpellings.priorityAdvice(for: name, spellings: levels, written: { "`.\($0)`" })
                ?? NameSuggestion.closest(to: name, in: levels.keys.sorted() + ["custom"]).map {
                    "did you mean `.\($0)`?"
                }
            throw SpecError(at: location.advanced(by: offset), expected + (advice.map { "; \($0)" } ?? ""))
        }
    }

    private mutating func parseConditionModifier() throws -> EasyPeasyCondition {
        var names: [EasyPeasyConditionName] = []
        let expression = try parseDisjunction(&names)
        return EasyPeasyCondition(expression: expression, names: names)
    }

    private mutating func parseDisjunction(_ names: inout [EasyPeasyConditionName]) throws -> ConditionExpression {
        var result = try parseConjunction(&names)
        while isSymbol("||") {
            position += 1
            result = .or(result, try parseConjunction(&names))
        }
        return result
    }

    private mutating func parseConjunction(_ names: inout [EasyPeasyConditionName]) throws -> ConditionExpression {
        var result = try parseNegation(&names)
        while isSymbol("&&") {
            position += 1
            result = .and(result, try parseNegation(&names))
        }
        return result
    }

    private mutating func parseNegation(_ names: inout [EasyPeasyConditionName]) throws -> ConditionExpression {
        if isSymbol("!") {
            position += 1
            return .not(try parseNegation(&names))
        }
        if isSymbol("(") {
            position += 1
            let inner = try parseDisjunction(&names)
            try expect(")", "expected `)` in the condition")
            return inner
        }
        let (name, offset) = try identifier("expected a condition name such as `isPad` or `compactWidth`")
        names.append(EasyPeasyConditionName(name: name, offset: offset))
        return .name(name)
    }
}
