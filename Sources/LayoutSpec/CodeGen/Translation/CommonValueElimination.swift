/// Computes each value once in a large layout's body (docs/GeneratedCode.md, "Large layouts"): a
/// top-level `let` whose type and value are those of an earlier top-level `let` (once the earlier
/// ones' own repeats are replaced) goes, and what read it reads the earlier one.
///
/// Layouts repeat themselves: every row of a grid has the same column positions and widths,
/// every cell of a row the same top. Solved per component, each repeat is its own `let`, and in a
/// 400-view grid the compiler type-checked and optimised the same `0.2 * container_width - 12.8`
/// hundreds of times. After this pass each distinct value is one `let`, so an item's frame is
/// rounded from names alone, like hand-written code that computes a column's `x` once.
///
/// Only whole `let` values are shared (no sub-expressions), so every value is still computed by
/// the same operations from the same operands, and results are unchanged bit for bit. `let`s
/// inside `if`s are left alone; reads inside them are renamed like any other.
struct CommonValueElimination {
    /// The first top-level `let` of each (type, value), by name.
    private var firstName: [Key: String] = [:]
    /// Each removed `let`'s name, mapped to the earlier `let` that replaces it.
    private var replacements: [String: SwiftExpression] = [:]

    private struct Key: Hashable {
        let type: SwiftType
        let value: SwiftExpression
    }

    /// An eliminator that has seen no statement yet.
    init() {}

    /// `statements`, the next top-level statements of the body in order, with repeated values
    /// removed and the reads of removed names (here and in every earlier call) renamed.
    mutating func process(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        result.reserveCapacity(statements.count)
        for statement in statements {
            let renamed = SplitBodyCompaction.substitute(replacements, in: statement)
            if case .constant(let name, let type, let value) = renamed, Self.isShareable(value) {
                let key = Key(type: type, value: value)
                if let earlier = firstName[key] {
                    replacements[name] = .identifier(earlier)
                    continue
                }
                firstName[key] = name
            }
            result.append(renamed)
        }
        return result
    }

    /// Whether a `let` with this value may stand for a later `let` with the same value: anything
    /// but a bare literal (literals are written into their readers instead) or an `inout` use.
    private static func isShareable(_ value: SwiftExpression) -> Bool {
        switch value {
        case .number, .boolean, .string, .implicitMember:
            return false
        default:
            var usesInout = false
            visit(value) { if case .inoutReference = $0 { usesInout = true } }
            return !usesInout
        }
    }

    /// Calls `body` with `expression` and each of its sub-expressions.
    private static func visit(_ expression: SwiftExpression, _ body: (SwiftExpression) -> Void) {
        body(expression)
        switch expression {
        case .number, .boolean, .string, .identifier, .implicitMember:
            break
        case .inoutReference(let place):
            visit(place, body)
        case .member(let base, _):
            visit(base, body)
        case .binary(let lhs, _, let rhs):
            visit(lhs, body)
            visit(rhs, body)
        case .prefix(_, let operand), .parenthesized(let operand):
            visit(operand, body)
        case .call(let callee, let arguments):
            visit(callee, body)
            for argument in arguments { visit(argument.value, body) }
        case .tuple(let elements):
            for element in elements { visit(element, body) }
        case .runtime(let call):
            for operand in call.operands { visit(operand, body) }
        }
    }
}
