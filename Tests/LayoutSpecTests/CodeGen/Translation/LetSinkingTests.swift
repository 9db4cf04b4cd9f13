import Testing

@testable import LayoutSpec

/// Each top-level `let` moves to just before its first reader (docs/GeneratedCode.md, "Large layouts").
@Suite struct LetSinkingTests {
    private static func constant(_ name: String, _ value: SwiftExpression) -> SwiftStatement {
        .constant(name: name, type: .cgFloat, value: value)
    }

    private static func store(_ property: String, _ value: SwiftExpression) -> SwiftStatement {
        .assignment(target: SwiftExpression.identifier("frames").member(property), value: value)
    }

    @Test func letsMoveToTheirFirstReaderInDependencyOrder() {
        // a, b = a + 1, c = input.x, top1 = c + 10, top2 = c + 20, then stores reading b/top1 and
        // b/top2: top2 is needed only by the second store, top1 by the first, c by top1.
        let a = Self.constant("a", SwiftExpression.identifier("input").member("w"))
        let b = Self.constant("b", .identifier("a") + .number(1))
        let c = Self.constant("c", SwiftExpression.identifier("input").member("x"))
        let top1 = Self.constant("top1", .identifier("c") + .number(10))
        let top2 = Self.constant("top2", .identifier("c") + .number(20))
        let first = Self.store("p", .identifier("b") + .identifier("top1"))
        let second = Self.store("q", .identifier("b") + .identifier("top2"))
        let sunk = LetSinking.sink([a, b, c, top1, top2, first, second])
        #expect(sunk == [a, b, c, top1, first, top2, second])
    }

    @Test func unreadLetsVariablesAndConditionalsStayInOrder() {
        // `frames` is a `var` (never moved); `u` is read by nothing; `m` is declared without a
        // value and assigned in an `if` that reads `k`, which therefore stays before it.
        let frames = SwiftStatement.variable(name: "frames", type: SwiftType("Frames"), value: .identifier("zero"))
        let u = Self.constant("u", .number(1))
        let k = Self.constant("k", SwiftExpression.identifier("input").member("k"))
        let m = SwiftStatement.uninitializedConstant(name: "m", type: .cgFloat)
        let choice = SwiftStatement.conditional(
            branches: [
                SwiftConditionalBranch(
                    condition: .identifier("flag"),
                    body: [.assignment(target: .identifier("m"), value: .identifier("k"))])
            ],
            otherwise: [.assignment(target: .identifier("m"), value: .number(0))])
        let store = Self.store("p", .identifier("m"))
        let statements = [frames, u, k, m, choice, store]
        #expect(LetSinking.sink(statements) == [frames, u, m, k, choice, store])
    }

    @Test func longChainsDoNotExhaustTheStack() {
        // 20,000 lets each reading the one before, all read only by the final store.
        var statements: [SwiftStatement] = [Self.constant("l0", SwiftExpression.identifier("input").member("x"))]
        for index in 1..<20_000 {
            statements.append(Self.constant("l\(index)", .identifier("l\(index - 1)") + .number(1)))
        }
        statements.append(Self.store("p", .identifier("l19999")))
        #expect(LetSinking.sink(statements) == statements)
    }
}

extension LetSinkingTests {
    @Test func commentsMoveWithTheStatementTheyIntroduce() {
        // b (introduced by its comment) is first read by the last store: both move down together.
        let note = SwiftStatement.comment("Component 2: b")
        let a = Self.constant("a", SwiftExpression.identifier("input").member("w"))
        let b = Self.constant("b", .identifier("a") + .number(1))
        let first = Self.store("q", .identifier("a"))
        let second = Self.store("p", .identifier("b"))
        let end = SwiftStatement.comment("end")
        #expect(LetSinking.sink([a, note, b, first, second, end]) == [a, first, note, b, second, end])
    }
}
