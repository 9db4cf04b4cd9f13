import Testing

@testable import LayoutSpec

/// What every condition branch computes alike is computed once, before the `if`, at every level of
/// nesting, and nothing that differs between branches moves.
@Suite struct BranchInvariantHoistingTests {
    static func set(_ name: String, _ value: SwiftExpression) -> SwiftStatement {
        .assignment(target: .identifier(name), value: value)
    }
    static func branch(_ condition: String, _ body: [SwiftStatement]) -> SwiftConditionalBranch {
        SwiftConditionalBranch(condition: .identifier(condition), body: body)
    }
    static let declarations: [SwiftStatement] = ["x", "w"].map { .uninitializedConstant(name: $0, type: .cgFloat) }
    static let cw = SwiftExpression.identifier("container_width")

    @Test func aValueBothDirectionsShareIsDeclaredWithIt() {
        // if rtl { x = cw - 56; w = 40 } else { x = 16; w = 40 }: w is 40 either way.
        let tree: [SwiftStatement] = [
            .conditional(
                branches: [Self.branch("rtl", [Self.set("x", Self.cw - .number(56)), Self.set("w", .number(40))])],
                otherwise: [Self.set("x", .number(16)), Self.set("w", .number(40))])
        ]
        #expect(
            BranchInvariantHoisting.hoist(declarations: Self.declarations, tree: tree) == [
                .uninitializedConstant(name: "x", type: .cgFloat),
                .constant(name: "w", type: .cgFloat, value: .number(40)),
                .conditional(
                    branches: [Self.branch("rtl", [Self.set("x", Self.cw - .number(56))])],
                    otherwise: [Self.set("x", .number(16))])
            ])
    }

    @Test func anInnerIfGivesUpWhatItsBranchesShare() {
        // if compact { if rtl { x = 10; w = 20 } else { x = 10; w = 20 } }
        // else { if rtl { x = cw - 10; w = 10 } else { x = 0; w = 10 } }
        // → compact: x = 10, w = 20 with no inner if; otherwise w = 10 before the inner if.
        let tree: [SwiftStatement] = [
            .conditional(
                branches: [
                    Self.branch(
                        "compact",
                        [
                            .conditional(
                                branches: [
                                    Self.branch("rtl", [Self.set("x", .number(10)), Self.set("w", .number(20))])
                                ],
                                otherwise: [Self.set("x", .number(10)), Self.set("w", .number(20))])
                        ])
                ],
                otherwise: [
                    .conditional(
                        branches: [
                            Self.branch("rtl", [Self.set("x", Self.cw - .number(10)), Self.set("w", .number(10))])
                        ],
                        otherwise: [Self.set("x", .number(0)), Self.set("w", .number(10))])
                ])
        ]
        #expect(
            BranchInvariantHoisting.hoist(declarations: Self.declarations, tree: tree) == [
                .uninitializedConstant(name: "x", type: .cgFloat),
                .uninitializedConstant(name: "w", type: .cgFloat),
                .conditional(
                    branches: [Self.branch("compact", [Self.set("x", .number(10)), Self.set("w", .number(20))])],
                    otherwise: [
                        Self.set("w", .number(10)),
                        .conditional(
                            branches: [Self.branch("rtl", [Self.set("x", Self.cw - .number(10))])],
                            otherwise: [Self.set("x", .number(0))])
                    ])
            ])
    }

    @Test func aValueReadingABranchLocalStaysInItsBranch() {
        // if rtl { let t = cw - 5; w = t } else { let t = cw - 5; w = t }: `t` is declared inside
        // each branch, so `w = t` cannot move above the `if`.
        let local = SwiftStatement.constant(name: "t", type: .cgFloat, value: Self.cw - .number(5))
        let tree: [SwiftStatement] = [
            .conditional(
                branches: [Self.branch("rtl", [local, Self.set("w", .identifier("t"))])],
                otherwise: [local, Self.set("w", .identifier("t"))])
        ]
        #expect(BranchInvariantHoisting.hoist(declarations: Self.declarations, tree: tree) == Self.declarations + tree)
    }
}
