/// Relativity statements in `constraints:` (contract §4.1, §4.2): `StatementNotation.classify`
/// sends statements containing `-->`, `<--` or `|--|` here, and they go to `RelativityLowering`.
enum RelativityStatementLowering {
    /// Lowers one Relativity statement.
    static func lower(_ statement: ConstraintStatement, in context: LoweringContext) throws -> [LinearConstraint] {
        let node = DocumentNode(.scalar(statement.source.text, .plain), at: statement.location,
                                contentLocation: statement.source.start)
        return try RelativityLowering.lower(statement: statement.source.text, node: node, context: context)
    }
}
