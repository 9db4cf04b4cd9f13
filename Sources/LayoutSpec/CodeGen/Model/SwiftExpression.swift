/// A Swift expression in generated code. The renderer prints it with the fewest parentheses that
/// keep this exact tree; the interpreter evaluates the same tree, so both do the same
/// floating-point operations in the same order.
package indirect enum SwiftExpression: Hashable, Sendable {
    /// A number literal (`16`, `0.5`); `-0` is treated as `0`.
    case number(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A string literal (`"rtl"`).
    case string(String)
    /// A name (`input`, `avatar_width`, `min`, `CGRect`).
    case identifier(String)
    /// `base.name`.
    case member(SwiftExpression, String)
    /// `.name`, an implicit member of the contextual type (`.zero`, `.init`).
    case implicitMember(String)
    /// `lhs op rhs`.
    case binary(SwiftExpression, SwiftBinaryOperator, SwiftExpression)
    /// `op operand`.
    case prefix(SwiftPrefixOperator, SwiftExpression)
    /// `callee(label: argument, ...)`.
    case call(SwiftExpression, [SwiftArgument])
    /// `(expression)`, written out even where not needed.
    case parenthesized(SwiftExpression)
    /// `(a, b, ...)`: a tuple of at least two elements.
    case tuple([SwiftExpression])
    /// `&place`: a variable (`&frames`) or a stored property of one (`&frames.title`) passed to an
    /// `inout` parameter.
    case inoutReference(SwiftExpression)
    /// A call of a function of `LayoutRuntime`, Foundation or the C library (`RuntimeCall`), typed:
    /// the back-ends switch over its cases rather than match names.
    case runtime(RuntimeCall)

    /// `lhs + rhs`.
    package static func + (lhs: SwiftExpression, rhs: SwiftExpression) -> SwiftExpression { .binary(lhs, .add, rhs) }
    /// `lhs - rhs`.
    package static func - (lhs: SwiftExpression, rhs: SwiftExpression) -> SwiftExpression {
        .binary(lhs, .subtract, rhs)
    }
    /// `lhs * rhs`.
    package static func * (lhs: SwiftExpression, rhs: SwiftExpression) -> SwiftExpression {
        .binary(lhs, .multiply, rhs)
    }
    /// `lhs / rhs`.
    package static func / (lhs: SwiftExpression, rhs: SwiftExpression) -> SwiftExpression { .binary(lhs, .divide, rhs) }

    /// `base.name`.
    package func member(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `fmin(a, b)`: the smaller operand. Generated code uses the C library's `fmin`, not Swift's
    /// generic `min`: it compiles to one `minsd` instruction, while dozens of inlined `min`
    /// branches in one function sent the optimiser into minutes of work (measured: a 30-view
    /// spec with 90 clamps took over 5 minutes at `-O` with `min`, 1 s with `fmin`).
    package static func minimum(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        .runtime(.minimum(a, b))
    }

    /// `fmax(a, b)`: the larger operand (see `minimum`).
    package static func maximum(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        .runtime(.maximum(a, b))
    }

    /// `PixelRounding.<function>(value, scale: scale)`.
    package static func pixelRounding(
        _ function: PixelRoundingFunction, _ value: SwiftExpression,
        scale: SwiftExpression
    ) -> SwiftExpression {
        .runtime(.pixelRounding(function, value, scale: scale))
    }
}

/// One argument of a call: an optional label and a value.
package struct SwiftArgument: Hashable, Sendable {
    /// The argument label, `nil` for an unlabelled argument.
    package var label: String?
    /// The value.
    package var value: SwiftExpression

    /// An unlabelled argument.
    package init(_ value: SwiftExpression) {
        self.label = nil
        self.value = value
    }

    /// A labelled argument.
    package init(_ label: String, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// The infix operators generated code uses, with Swift's precedence.
package enum SwiftBinaryOperator: String, Hashable, Sendable {
    /// `*`.
    case multiply = "*"
    /// `/`.
    case divide = "/"
    /// `+`.
    case add = "+"
    /// `-`.
    case subtract = "-"
    /// `>=`.
    case greaterOrEqual = ">="
    /// `<`.
    case less = "<"
    /// `&&`.
    case and = "&&"
    /// `||`.
    case or = "||"

    /// Higher binds tighter (Swift's MultiplicationPrecedence > AdditionPrecedence >
    /// ComparisonPrecedence > LogicalConjunctionPrecedence > LogicalDisjunctionPrecedence).
    /// All of them are left-associative except comparisons, which do not associate.
    package var precedence: Int {
        switch self {
        case .multiply, .divide: return 5
        case .add, .subtract: return 4
        case .greaterOrEqual, .less: return 3
        case .and: return 2
        case .or: return 1
        }
    }
}

/// The prefix operators generated code uses.
package enum SwiftPrefixOperator: String, Hashable, Sendable {
    /// Arithmetic negation.
    case negate = "-"
    /// Logical not.
    case not = "!"
}
