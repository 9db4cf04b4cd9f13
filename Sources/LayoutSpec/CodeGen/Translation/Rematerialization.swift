/// Recomputes cheap values where a split body's part reads them, instead of passing them in
/// (docs/GeneratedCode.md, "Large layouts"): a value is cheap when it is an input read, a flag's
/// `if` between two constants, or at most a few arithmetic operations on such values.
///
/// Each value a part reads from an earlier part is an argument of its helper call: the caller
/// stores it and the part loads it, and the entry function holds every such value of every part.
/// In a 200-view stack every view's shown flag and visible length were read twice, once to sum
/// the stack's content and once to place the view, so about 600 values crossed from one part to
/// the next, and the code that moved them was larger than the code that computed them: the
/// generated `frames(for:)` was a third of the whole. Loading `input.v7.height` again, or testing
/// `input.v7Hidden` again, costs less than passing the value, as in hand-written code that reads
/// its inputs in each loop.
///
/// Copies are the same statements (the same operations on the same operands), so results are
/// unchanged, bit for bit.
struct Rematerialization {
    /// The most operations (counting those of the values it reads) a recomputed value may take.
    static let maximumCost = 3

    /// A value that may be recomputed: the statements that compute it, the names they read, and
    /// its cost with the values it reads.
    private struct Definition {
        let statements: [SwiftStatement]
        let reads: Set<String>
        let cost: Int
        /// Its place in the body: copies keep the body's order.
        let order: Int
    }

    private var definitions: [String: Definition] = [:]

    /// The cheap values among `statements` (a body's top-level statements, in order), whose
    /// operands are `parameters` (the function's, always at hand) and other cheap values.
    init(statements: [SwiftStatement], parameters: Set<String>) {
        for (index, statement) in statements.enumerated() {
            switch statement {
            case .constant(let name, _, let value):
                guard let cost = Self.cost(of: value) else { continue }
                define(name, [statement], cost: cost, reads: Self.reads(value), parameters: parameters, order: index)
            case .uninitializedConstant(let name, _):
                guard index + 1 < statements.count,
                    case .conditional(let branches, let otherwise) = statements[index + 1],
                    let otherwise, let otherwiseValue = Self.assignedValue(otherwise, to: name)
                else { continue }
                var cost = 1
                var reads = Self.reads(otherwiseValue)
                var valid = Self.isConstant(otherwiseValue)
                for branch in branches {
                    guard let value = Self.assignedValue(branch.body, to: name), Self.isConstant(value),
                        let conditionCost = Self.cost(of: branch.condition)
                    else {
                        valid = false
                        break
                    }
                    cost += conditionCost
                    reads.formUnion(Self.reads(branch.condition))
                }
                guard valid else { continue }
                define(
                    name, [statement, statements[index + 1]], cost: cost, reads: reads, parameters: parameters,
                    order: index)
            default:
                continue
            }
        }
    }

    private mutating func define(
        _ name: String, _ statements: [SwiftStatement], cost: Int, reads: Set<String>, parameters: Set<String>,
        order: Int
    ) {
        var total = cost
        for read in reads where !parameters.contains(read) {
            guard let definition = definitions[read] else { return }
            total += definition.cost
        }
        guard total <= Self.maximumCost else { return }
        definitions[name] = Definition(
            statements: statements, reads: reads.filter { !parameters.contains($0) }, cost: total, order: order)
    }

    /// `part` with a copy of each cheap value it reads but does not declare, placed just before
    /// the first statement that reads it (the values it reads first).
    func recomputing(in part: [SwiftStatement]) -> [SwiftStatement] {
        guard !definitions.isEmpty else { return part }
        var available = SwiftStatement.declaredNames(in: part, includingAssignments: false)
        var result: [SwiftStatement] = []
        result.reserveCapacity(part.count)
        for statement in part {
            for name in inBodyOrder(UnusedConstantElimination.reads(statement)) {
                copy(name, into: &result, available: &available)
            }
            result.append(statement)
        }
        return result
    }

    private func copy(_ name: String, into result: inout [SwiftStatement], available: inout Set<String>) {
        guard !available.contains(name), let definition = definitions[name] else { return }
        available.insert(name)
        for read in inBodyOrder(definition.reads) {
            copy(read, into: &result, available: &available)
        }
        result += definition.statements
    }

    /// The cheap values among `names`, in the order the body computes them.
    private func inBodyOrder(_ names: Set<String>) -> [String] {
        names.compactMap { name in definitions[name].map { (name, $0.order) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The operations `value` takes (a read, a literal: none; an arithmetic operator, `fmin`,
    /// `fmax`: one each), or nil when it calls anything else.
    private static func cost(of value: SwiftExpression) -> Int? {
        switch value {
        case .number, .boolean, .identifier, .implicitMember:
            return 0
        case .member(let base, _):
            return cost(of: base)
        case .parenthesized(let operand):
            return cost(of: operand)
        case .prefix(_, let operand):
            return cost(of: operand).map { $0 + 1 }
        case .binary(let lhs, _, let rhs):
            guard let left = cost(of: lhs), let right = cost(of: rhs) else { return nil }
            return left + right + 1
        case .runtime(.minimum(let a, let b)), .runtime(.maximum(let a, let b)):
            guard let left = cost(of: a), let right = cost(of: b) else { return nil }
            return left + right + 1
        case .string, .call, .tuple, .inoutReference, .runtime:
            return nil
        }
    }

    private static func reads(_ value: SwiftExpression) -> Set<String> {
        var names = Set<String>()
        UnusedConstantElimination.collectReads(value, into: &names)
        return names
    }

    private static func isConstant(_ value: SwiftExpression) -> Bool {
        switch value {
        case .number, .boolean: return true
        default: return false
        }
    }

    /// The value of `body` when it is exactly `name = value`.
    private static func assignedValue(_ body: [SwiftStatement], to name: String) -> SwiftExpression? {
        guard body.count == 1, case .assignment(.identifier(name), let value) = body[0] else { return nil }
        return value
    }
}
