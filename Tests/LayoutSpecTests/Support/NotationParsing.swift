@testable import LayoutSpec

/// The notations' lowerings from text, as the notation tests call them: each string is parsed by
/// its notation's parser, as `SpecParser` does in the Spec stage, and the trees are lowered.
extension COSLayoutLowering {
    /// `rules:` strings parsed, then lowered.
    static func lower(
        rules: [ViewStatements], context: LoweringContext
    ) throws -> (constraints: [LinearConstraint], warnings: [Diagnostic]) {
        try lower(rules: rules.map(COSLayoutRuleParser.parse), context: context)
    }
}

extension EasyPeasyLowering {
    /// `attributes:` strings parsed, then lowered.
    static func lower(attributes: [ViewStatements], context: LoweringContext) throws -> [LinearConstraint] {
        try lower(attributes: attributes.map(EasyPeasyParser.parse), context: context)
    }

    /// `attributes:` strings parsed, then lowered, with the warnings.
    static func lower(
        attributes: [ViewStatements], context: LoweringContext, warnings: inout [Diagnostic]
    ) throws -> [LinearConstraint] {
        try lower(attributes: attributes.map(EasyPeasyParser.parse), context: context, warnings: &warnings)
    }
}

extension RelativityLowering {
    /// A Relativity statement parsed, then lowered.
    static func lower(_ written: ConstraintStatement, context: LoweringContext) throws -> [LinearConstraint] {
        try lower(RelativityStatementParser.parse(written), written: written, context: context)
    }

    /// Whether the statement dispatcher gives `text` to Relativity (its lexer claims it).
    static func isRelativityStatement(_ text: String) -> Bool {
        RelativityTokenizer.claims(text)
    }
}
