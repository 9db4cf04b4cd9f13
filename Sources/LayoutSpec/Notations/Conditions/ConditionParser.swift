/// Parses `when:` expressions (docs/SpecLanguage.md §7, conditions): condition names, `!`, `&&`, `||` and parentheses,
/// with the usual precedence (`!` binds tightest, then `&&`, then `||`).
package enum ConditionParser {
    /// Parses `source`; every name must be built in or in `declared`, else an error at its column.
    package static func parse(_ source: SourceText, declared: Set<String>) throws -> ConditionExpression {
        var cursor = try TokenCursor(source)
        if cursor.isAtEnd {
            throw source.error(at: 0, "empty condition: write a condition name such as `compactWidth`")
        }
        let expression = try parseOr(&cursor, declared: declared)
        if !cursor.isAtEnd {
            if cursor.current.isSymbol("&") || cursor.current.isSymbol("|") {
                throw cursor.error(
                    at: cursor.current, "`\(cursor.current.text)` is not an operator: write `&&` or `||`")
            }
            if cursor.current.isSymbol(")") {
                throw cursor.error(at: cursor.current, "unbalanced parentheses: this `)` has no matching `(`")
            }
            throw cursor.unexpected(expected: "`&&`, `||` or the end of the condition")
        }
        return expression
    }

    private static func parseOr(_ cursor: inout TokenCursor, declared: Set<String>) throws -> ConditionExpression {
        var result = try parseAnd(&cursor, declared: declared)
        while cursor.accept("||") != nil {
            result = .or(result, try parseAnd(&cursor, declared: declared))
        }
        return result
    }

    private static func parseAnd(_ cursor: inout TokenCursor, declared: Set<String>) throws -> ConditionExpression {
        var result = try parseUnary(&cursor, declared: declared)
        while cursor.accept("&&") != nil {
            result = .and(result, try parseUnary(&cursor, declared: declared))
        }
        return result
    }

    private static func parseUnary(_ cursor: inout TokenCursor, declared: Set<String>) throws -> ConditionExpression {
        if cursor.accept("!") != nil {
            return .not(try parseUnary(&cursor, declared: declared))
        }
        if let open = cursor.accept("(") {
            let inner = try parseOr(&cursor, declared: declared)
            guard cursor.accept(")") != nil else {
                if cursor.isAtEnd {
                    throw cursor.error(at: open, "unbalanced parentheses: this `(` is never closed")
                }
                throw cursor.unexpected(expected: "`)`, `&&` or `||`")
            }
            return inner
        }
        if cursor.current.isSymbol("&") || cursor.current.isSymbol("|") {
            throw cursor.error(at: cursor.current, "`\(cursor.current.text)` is not an operator: write `&&` or `||`")
        }
        let name = try cursor.expectIdentifier("a condition name, `!` or `(`")
        guard BuiltInConditions.names.contains(name.text) || declared.contains(name.text) else {
            throw cursor.error(
                at: name,
                "unknown condition `\(name.text)`: declare it under `conditions:` "
                    + "or use a built-in one (\(knownList(declared)))"
                    + NameSuggestion.clause(for: name.text, in: BuiltInConditions.all + declared.sorted()))
        }
        return .name(name.text)
    }

    /// Built-in names, then declared ones (sorted), for messages.
    static func knownList(_ declared: Set<String>) -> String {
        (BuiltInConditions.all + declared.sorted()).joined(separator: ", ")
    }
}
