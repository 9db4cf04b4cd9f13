/// The syntax tree of one `constraints:` statement, in the notation its tokens show: Apple's
/// Visual Format Language (a line that starts with `H:`, `V:`, `|` or `[`), Relativity (a statement
/// with `-->`, `<--`, `|--|` or `.align(to:`), a SnapKit closure (`.snp.makeConstraints {`), UIKit
/// code (an anchor's `constraint(` call or `NSLayoutConstraint(`), or else an equation (docs/SpecLanguage.md §3, §4;
/// docs/notations/relativity.md, docs/notations/anchors.md, docs/notations/snapkit.md).
package enum StatementSyntax: Hashable, Sendable {
    /// `item.attribute RELATION expression`.
    case equation(Equation)
    /// A VFL line with its `options:`.
    case visualFormat(VisualFormatStatement)
    /// Relativity's alignment or sizing statement.
    case relativity(RelativityStatement)
    /// Constraints written as UIKit code: one call, or an `NSLayoutConstraint.activate([…])` block.
    case anchor(AnchorStatements)
    /// A SnapKit `makeConstraints` closure.
    case snapKit(SnapKitStatement)
    /// A statement about a constraint kept in a variable (its priority, or its activation):
    /// applied to the statement that made it by the parser (it lowers to no constraint of its own).
    case constraintVariable(ConstraintVariableStatement)
    /// A view's content priority set in code: applied to the view's declaration by the parser
    /// (it lowers to no constraint of its own).
    case contentPriority(ContentPriorityStatement)

    /// The statement parsed, once, by the parser of its notation; each notation's lexer tells
    /// whether the statement is written in it (VFL first, then Relativity, then UIKit code; an
    /// equation otherwise).
    package static func parse(_ statement: ConstraintStatement) -> ParsedStatement<StatementSyntax> {
        ParsedStatement(statement) { written in
            if VFLParser.claims(written.source) {
                return .visualFormat(try VFLParser.parseStatement(written.source))
            }
            if RelativityTokenizer.claims(written.text) {
                return .relativity(try RelativityStatementParser.parse(written))
            }
            if SnapKitParser.claims(written.source) {
                return .snapKit(try SnapKitParser.parse(written.source))
            }
            if AnchorStatementParser.claimsContentPriority(written.source) {
                return .contentPriority(try AnchorStatementParser.parseContentPriority(written.source))
            }
            if AnchorStatementParser.claims(written.source) {
                return .anchor(try AnchorStatementParser.parse(written.source))
            }
            if AnchorStatementParser.claimsVariable(written.source) {
                return .constraintVariable(try AnchorStatementParser.parseVariable(written.source))
            }
            return .equation(try EquationParser.parse(written.source))
        }
    }
}
