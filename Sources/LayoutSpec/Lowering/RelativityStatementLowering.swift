/// HOOK for the Relativity notation (contract §4.1, §4.2): `StatementNotation.classify` sends
/// statements containing `-->`, `<--` or `|--|` here. The Relativity engineer replaces this file.
enum RelativityStatementLowering {
    /// Lowers one Relativity statement; for now, an error saying it is not supported yet.
    static func lower(_ statement: ConstraintStatement, in context: LoweringContext) throws -> [LinearConstraint] {
        throw statement.source.error(at: 0, "Relativity statements (`-->`, `<--`, `|--|`) are not supported yet")
    }
}
