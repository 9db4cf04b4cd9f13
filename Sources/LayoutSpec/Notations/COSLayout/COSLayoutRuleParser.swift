import Foundation

/// Parses a COSLayout rule string (docs/notations/coslayout.md) into statements.
///
/// Grammar (COSLayout's, with unary signs as operators):
/// ```
/// rules      := statement? (',' statement?)*
/// statement  := RULE assign expression                 -- must be an assignment
/// expression := RULE assign expression | sum           -- assignments are right-associative
/// sum        := product (('+' | '-') product)*
/// product    := unary (('*' | '/') unary)*
/// unary      := ('-' | '+') unary | atom
/// atom       := NUMBER | PERCENT | 'nil' | NAME | VIEW '.' RULE | '(' expression ')'
/// ```
/// Empty statements (`tt = 1,,ll = 2`, a trailing comma) are allowed, as in COSLayout.
struct COSLayoutRuleParser {
    private let tokens: [COSLayoutToken]
    private let location: SourceLocation
    private var position = 0

    /// One view's strings, each parsed (the Spec stage's reading of `rules:`).
    package static func parse(_ rules: ViewStatements) -> COSLayoutViewRules {
        COSLayoutViewRules(rules) { try parse($0.text, at: $0.source.start) }
    }

    /// Parses `text`, whose first character is at `location`.
    static func parse(_ text: String, at location: SourceLocation) throws -> [COSLayoutStatement] {
        var parser = COSLayoutRuleParser(
            tokens: try COSLayoutRuleLexer.tokens(of: text, at: location), location: location)
        let scalars = Array(text.unicodeScalars)
        var statements: [COSLayoutStatement] = []
        while true {
            let startOffset = parser.current.offset
            if case .comma = parser.current.kind { parser.position += 1; continue }
            if case .end = parser.current.kind { break }
            let assignment = try parser.parseStatement()
            let endOffset = parser.current.offset
            switch parser.current.kind {
            case .comma, .end: break
            default: throw parser.error("expected `,` or the end of the rule")
            }
            let statementText = String(String.UnicodeScalarView(scalars[startOffset..<endOffset]))
            statements.append(
                COSLayoutStatement(
                    assignment: assignment,
                    text: statementText.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return statements
    }

    private init(tokens: [COSLayoutToken], location: SourceLocation) {
        self.tokens = tokens
        self.location = location
    }

    private var current: COSLayoutToken { tokens[min(position, tokens.count - 1)] }

    private func token(at lookahead: Int) -> COSLayoutToken {
        tokens[min(position + lookahead, tokens.count - 1)]
    }

    private func error(_ message: String, at token: COSLayoutToken? = nil) -> SpecError {
        let token = token ?? current
        let found = token.kind == .end ? "the end of the rule" : "`\(token.text)`"
        return SpecError(at: location.advanced(by: token.offset), "\(message), found \(found)")
    }

    private mutating func parseStatement() throws -> COSLayoutAssignment {
        guard case .identifier = current.kind, case .assignment = token(at: 1).kind else {
            throw error("expected a rule assignment such as `tt = 10` (rules: \(COSLayoutRuleName.spellings))")
        }
        return try parseAssignment()
    }

    /// `RULE op expression`, with `current` at RULE.
    private mutating func parseAssignment() throws -> COSLayoutAssignment {
        let nameToken = current
        guard case .identifier(let name) = nameToken.kind else { throw error("expected a rule name") }
        guard let rule = COSLayoutRuleName(rawValue: name) else {
            throw SpecError(
                at: location.advanced(by: nameToken.offset),
                "unknown COSLayout rule `\(name)`; expected one of \(COSLayoutRuleName.spellings)"
                    + NameSuggestion.clause(for: name, in: COSLayoutRuleName.allCases.map(\.rawValue)))
        }
        position += 1
        let operatorToken = current
        guard case .assignment(let op) = operatorToken.kind else {
            throw error("expected `=`, `+=`, `-=`, `*=` or `/=`")
        }
        position += 1
        let value = try parseExpression()
        return COSLayoutAssignment(
            rule: rule, ruleOffset: nameToken.offset, op: op,
            operatorOffset: operatorToken.offset, value: value)
    }

    private mutating func parseExpression() throws -> COSLayoutExpression {
        if case .identifier = current.kind, case .assignment = token(at: 1).kind {
            return .assignment(try parseAssignment())
        }
        return try parseSum()
    }

    private mutating func parseSum() throws -> COSLayoutExpression {
        var result = try parseProduct()
        while case .arithmetic(let op) = current.kind, op == .add || op == .subtract {
            let offset = current.offset
            position += 1
            result = .binary(result, op, try parseProduct(), offset: offset)
        }
        return result
    }

    private mutating func parseProduct() throws -> COSLayoutExpression {
        var result = try parseUnary()
        while case .arithmetic(let op) = current.kind, op == .multiply || op == .divide {
            let offset = current.offset
            position += 1
            result = .binary(result, op, try parseUnary(), offset: offset)
        }
        return result
    }

    private mutating func parseUnary() throws -> COSLayoutExpression {
        if case .arithmetic(let op) = current.kind, op == .add || op == .subtract {
            let offset = current.offset
            position += 1
            let operand = try parseUnary()
            return op == .subtract ? .negation(operand, offset: offset) : operand
        }
        return try parseAtom()
    }

    private mutating func parseAtom() throws -> COSLayoutExpression {
        let token = current
        switch token.kind {
        case .number(let value):
            position += 1
            return .number(value, offset: token.offset)
        case .percentage(let value, let axis):
            position += 1
            return .percentage(value, axis: axis, offset: token.offset)
        case .openParenthesis:
            position += 1
            let inner = try parseExpression()
            guard case .closeParenthesis = current.kind else { throw error("expected `)`") }
            position += 1
            return inner
        case .identifier(let name):
            position += 1
            if case .dot = current.kind {
                position += 1
                let ruleToken = current
                guard case .identifier(let ruleName) = ruleToken.kind else {
                    throw error("expected a rule name after `\(name).`")
                }
                position += 1
                guard let rule = COSLayoutRuleName(rawValue: ruleName), rule.isReadableOnOtherViews else {
                    throw SpecError(
                        at: location.advanced(by: ruleToken.offset),
                        "unknown rule `\(ruleName)` of another view; expected one of tt tb bb bt ct cb ll lr rr rl cl cr w h"
                            + NameSuggestion.clause(
                                for: ruleName,
                                in: COSLayoutRuleName.allCases.filter(\.isReadableOnOtherViews).map(\.rawValue))
                    )
                }
                return .otherRule(view: name, rule: rule, offset: token.offset)
            }
            if name == "nil" { return .none(offset: token.offset) }
            if let rule = COSLayoutRuleName(rawValue: name) { return .ownRule(rule, offset: token.offset) }
            return .named(name, offset: token.offset)
        default:
            throw error("expected a value (a number, percentage, rule, `view.rule`, metric, input or `nil`)")
        }
    }
}
