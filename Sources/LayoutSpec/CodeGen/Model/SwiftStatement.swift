/// A statement inside a generated function or initializer body.
package indirect enum SwiftStatement: Hashable, Sendable {
    /// `let name: Type = value`.
    case constant(name: String, type: SwiftType, value: SwiftExpression)
    /// `let (a, b): (TypeA, TypeB) = value`: several constants from one tuple-valued expression
    /// (a call of a helper function that returns several values).
    case tupleConstant(names: [String], types: [SwiftType], value: SwiftExpression)
    /// `let name: Type`, given its value later on every path (by `assignment`s in branches).
    case uninitializedConstant(name: String, type: SwiftType)
    /// `var name: Type = value`: the `Frames` a split body's parts fill in (docs/GeneratedCode.md,
    /// "Long bodies are split").
    case variable(name: String, type: SwiftType, value: SwiftExpression)
    /// `target = value`, where `target` is a name or `name.property`.
    case assignment(target: SwiftExpression, value: SwiftExpression)
    /// A call whose result is not used (a part of a split body that only fills in `Frames`).
    case call(SwiftExpression)
    /// `if c1 { ... } else if c2 { ... } else { ... }`.
    case conditional(branches: [SwiftConditionalBranch], otherwise: [SwiftStatement]?)
    /// `return value`.
    case returnValue(SwiftExpression)
    /// `// text`.
    case comment(String)
}

/// One `if`/`else if` arm: a `Bool` condition and the statements run when it holds.
package struct SwiftConditionalBranch: Hashable, Sendable {
    /// The condition.
    package var condition: SwiftExpression
    /// The statements run when the condition holds.
    package var body: [SwiftStatement]

    /// Creates a branch.
    package init(condition: SwiftExpression, body: [SwiftStatement]) {
        self.condition = condition
        self.body = body
    }
}

/// A type as written in generated code (`CGFloat`, `CGRect`, `Bool`, `FontMetrics`, ...).
package struct SwiftType: Hashable, Sendable {
    /// The type's spelling.
    package var name: String

    /// A type by spelling.
    package init(_ name: String) {
        self.name = name
    }

    /// `CGFloat`.
    package static let cgFloat = SwiftType("CGFloat")
    /// `Bool`.
    package static let bool = SwiftType("Bool")
    /// `CGRect`.
    package static let cgRect = SwiftType("CGRect")
    /// `CGSize`.
    package static let cgSize = SwiftType("CGSize")
    /// `FontMetrics`.
    package static let fontMetrics = SwiftType("FontMetrics")
    /// `LayoutInsets`.
    package static let layoutInsets = SwiftType("LayoutInsets")
    /// `LayoutTraits`.
    package static let layoutTraits = SwiftType("LayoutTraits")
    /// `HeightForWidth`.
    package static let heightForWidth = SwiftType("HeightForWidth")
    /// `Void`: a function that returns nothing (rendered without `-> Void`).
    package static let void = SwiftType("Void")

    /// The tuple type `(A, B, ...)` of `elements` (at least two).
    package static func tuple(_ elements: [SwiftType]) -> SwiftType {
        SwiftType("(" + elements.map(\.name).joined(separator: ", ") + ")")
    }
}
