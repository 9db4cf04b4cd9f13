/// Lists of constraints written as UIKit code (docs/notations/anchors.md, "Pasting code as
/// written"): `NSLayoutConstraint.activate([…])` blocks, arrays kept in variables, and the
/// statements about a constraint kept in a variable (`top.priority = …`).
extension AnchorStatementParser {
    /// `NSLayoutConstraint.activate([A, B, …])`, or `NSLayoutConstraint.activate(NAME)` for an
    /// array kept in a variable.
    static func parseActivateBlock(_ cursor: inout TokenCursor) throws -> AnchorStatements {
        cursor.advance()
        cursor.advance()
        cursor.advance()
        _ = try cursor.expect("(", "`([` after `NSLayoutConstraint.activate`")
        if cursor.current.kind == .identifier, cursor.peek().isSymbol(")") {
            let name = cursor.advance()
            cursor.advance()
            return AnchorStatements(
                statements: [],
                activated: [ConstraintVariableStatement(name: name.text, nameOffset: name.offset, priority: nil)])
        }
        let statements = try parseList(&cursor)
        _ = try cursor.expect(")", "`)` after the array")
        return statements
    }

    /// `[let|var] NAME = [A, B, …]`: an array of constraints kept in a variable, which
    /// `NSLayoutConstraint.activate(NAME)` activates.
    static func parseArray(named name: String, _ cursor: inout TokenCursor) throws -> AnchorStatements {
        while !cursor.current.isSymbol("[") { cursor.advance() }
        var statements = try parseList(&cursor)
        statements.arrayName = name
        return statements
    }

    /// The variable's name when the cursor is at `[let|var] NAME = [`.
    static func arrayAssignment(_ cursor: TokenCursor) -> String? {
        let distance = ["let", "var"].contains(cursor.current.text) ? 1 : 0
        guard cursor.peek(distance).kind == .identifier, cursor.peek(distance + 1).isSymbol("="),
            cursor.peek(distance + 2).isSymbol("[")
        else { return nil }
        return cursor.peek(distance).text
    }

    /// `[A, B, …]`: each element is a constraint as a statement writes it, or a constraint kept in
    /// a variable (a trailing comma allowed, as in Swift).
    private static func parseList(_ cursor: inout TokenCursor) throws -> AnchorStatements {
        _ = try cursor.expect("[", "`[`: an array of constraints")
        var statements = AnchorStatements(statements: [])
        while cursor.accept("]") == nil {
            if isConstraintVariable(cursor) {
                // `top`, a constraint kept in a variable: its own statement makes it, active.
                skipSelf(&cursor)
                let name = cursor.advance()
                statements.activated.append(
                    ConstraintVariableStatement(name: name.text, nameOffset: name.offset, priority: nil))
            } else {
                let begin = cursor.current.offset
                var statement = try parseStatement(&cursor)
                statement.span = begin..<cursor.current.offset
                statements.statements.append(statement)
            }
            if cursor.accept(",") == nil {
                _ = try cursor.expect(
                    "]", "`,` and the next constraint, or `]` (each element is one `….constraint(…)` call)")
                break
            }
        }
        return statements
    }

    /// Skips `self.` at the cursor.
    private static func skipSelf(_ cursor: inout TokenCursor) {
        guard cursor.current.text == "self", cursor.peek().isSymbol(".") else { return }
        cursor.advance()
        cursor.advance()
    }

    /// Whether the element at the cursor is a name alone (`top`, `self.top`).
    private static func isConstraintVariable(_ cursor: TokenCursor) -> Bool {
        let distance = cursor.current.text == "self" && cursor.peek().isSymbol(".") ? 2 : 0
        return cursor.peek(distance).kind == .identifier
            && (cursor.peek(distance + 1).isSymbol(",") || cursor.peek(distance + 1).isSymbol("]"))
    }

    /// Skips `[let|var] NAME(.NAME)* =` before a statement; returns the last `NAME`.
    @discardableResult
    static func skipAssignment(_ cursor: inout TokenCursor) -> String? {
        var distance = ["let", "var"].contains(cursor.current.text) ? 1 : 0
        while cursor.peek(distance).kind == .identifier, cursor.peek(distance + 1).isSymbol(".") { distance += 2 }
        guard cursor.peek(distance).kind == .identifier, cursor.peek(distance + 1).isSymbol("=") else { return nil }
        let name = cursor.peek(distance).text
        for _ in 0...(distance + 1) { cursor.advance() }
        return name
    }

    // MARK: - Constraints kept in variables

    /// Whether `source` is only a name path (`top`, `self.top`), one with `.priority = …` or
    /// `.isActive = …` after it, or a name assigned to a path (`self.top = top`): a statement
    /// about a constraint kept in a variable, which no equation can be.
    package static func claimsVariable(_ source: SourceText) -> Bool {
        let lexemes = NotationScanner.lexemesSkippingUnexpected(source.text, table: Tokenizer.symbolTable)
        var index = 0
        guard lexemes.first?.kind == .identifier else { return false }
        while index + 2 < lexemes.count, lexemes[index + 1].isSymbol("."), lexemes[index + 2].kind == .identifier {
            index += 2
        }
        let rest = Array(lexemes[(index + 1)...].filter { $0.kind != .end })
        if rest.isEmpty || (rest.count == 1 && rest[0].isSymbol(",")) { return index > 0 || lexemes[0].text != "self" }
        // `self.top = top`: the variable kept in a property.
        if rest.count == 2, rest[0].isSymbol("="), rest[1].kind == .identifier { return true }
        return index > 0 && ["priority", "isActive"].contains(lexemes[index].text) && rest.first?.isSymbol("=") == true
    }

    /// Whether the cursor is at `PATH.priority =` or `PATH.isActive =`: a constraint's property
    /// set, not the constraint kept in another variable.
    private static func isPropertyAssignment(_ cursor: TokenCursor) -> Bool {
        var distance = 0
        while cursor.peek(distance).kind == .identifier, cursor.peek(distance + 1).isSymbol(".") { distance += 2 }
        return ["priority", "isActive"].contains(cursor.peek(distance).text) && cursor.peek(distance + 1).isSymbol("=")
    }

    /// Parses `NAME`, `NAME.priority = …`, `NAME.isActive = true` (with `self.` allowed) or
    /// `self.property = NAME`.
    package static func parseVariable(_ source: SourceText) throws -> ConstraintVariableStatement {
        var cursor = try TokenCursor(source)
        if !isPropertyAssignment(cursor) { skipAssignment(&cursor) }
        skipSelf(&cursor)
        let name = try cursor.expectIdentifier("the name of a constraint kept in a variable")
        var statement = ConstraintVariableStatement(name: name.text, nameOffset: name.offset, priority: nil)
        if cursor.accept(".") != nil {
            let property = try cursor.expectIdentifier("`priority` or `isActive`")
            _ = try cursor.expect("=", "`=` after `.\(property.text)`")
            switch property.text {
            case "priority":
                statement.priority = try parsePriority(&cursor)
            case "isActive":
                try expectActive(&cursor, removing: "the statement that makes `\(name.text)`")
            default:
                throw cursor.error(
                    at: property,
                    "`\(name.text)` is a constraint: its statements here are `.priority = …` and `.isActive = true`")
            }
        }
        _ = cursor.accept(",")
        guard cursor.isAtEnd else { throw cursor.unexpected(expected: "the end of the statement") }
        return statement
    }
}
