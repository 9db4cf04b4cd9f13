/// Arithmetic on generated expressions that folds constants, so a stack without flags compiles
/// to the same plain sums as before and a shown view's `1 ·` disappears.
enum FoldedArithmetic {
    static func add(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.number(0), _): return b
        case (_, .number(0)): return a
        default: return a + b
        }
    }

    static func subtract(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x - y)
        case (_, .number(0)): return a
        default: return a - b
        }
    }

    static func multiply(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x * y)
        case (.number(0), _), (_, .number(0)): return .number(0)
        case (.number(1), _): return b
        case (_, .number(1)): return a
        default: return a * b
        }
    }

    static func maximum(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        if case .number(let x) = a, case .number(let y) = b { return .number(Swift.max(x, y)) }
        return .maximum(a, b)
    }

    static func minimum(_ a: SwiftExpression, _ b: SwiftExpression) -> SwiftExpression {
        if case .number(let x) = a, case .number(let y) = b { return .number(Swift.min(x, y)) }
        return .minimum(a, b)
    }
}
