import Foundation
import LayoutRuntime
import LayoutSpec

/// A benchmark layout solved at run time the way Auto Layout and kiwi solve it: the spec's
/// constraints (lowered by LayoutSpec) are added to a `CassowarySolver` once, the container's
/// width is an edit variable, and each call suggests a new width, re-solves and rounds every
/// view's frame by its edges, as the generated code does.
///
/// Priorities become strengths a factor of 1,000 apart per 250 (`@250` weighs 1, `@500` 1,000,
/// `@750` a million), which makes Cassowary's weighted sum behave like LayoutGen's levels on the
/// benchmark layouts; `frames(width:)` is checked against the generated frames before timing.
final class CassowaryLayout {
    private let solver = CassowarySolver()
    private let width: Int
    /// Per item, in the spec's order: its four variables' indices (minX, minY, width, height).
    private let items: [(minX: Int, minY: Int, width: Int, height: Int)]

    /// The layout of the spec at `path`, with the container `height` tall and the inputs in
    /// `fixed` (measured sizes, say) held at their values, left to right with no other built-in
    /// condition holding (the case the benchmark times); `nil` when it reads another input.
    init?(specAt path: String, height: Double, fixed: [Parameter: Double] = [:]) throws {
        let system = try LayoutCompiler().constraintSystem(path: path)
        var index: [Variable: Int] = [:]
        for variable in system.variables { index[variable] = solver.addVariable() }
        width = solver.addVariable()
        for constraint in system.constraints where constraint.condition?.evaluate([:]) ?? true {
            var terms: [(variable: Int, coefficient: Double)] = []
            for (variable, c) in constraint.expression.variableTerms {
                guard let k = index[variable] else { return nil }
                terms.append((k, c))
            }
            var constant = constraint.expression.constant
            for (parameter, c) in constraint.expression.parameterTerms {
                switch parameter {
                case .containerWidth: terms.append((width, c))
                case .containerHeight: constant += c * height
                default:
                    guard let value = fixed[parameter] else { return nil }
                    constant += c * value
                }
            }
            let relation: CassowarySolver.Constraint.Relation
            switch constraint.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            let strength = constraint.isRequired ? nil : pow(1000, Double(constraint.priority) / 250 - 1)
            guard
                solver.add(
                    CassowarySolver.Constraint(terms: terms, constant: constant, relation: relation, strength: strength)
                )
            else { return nil }
        }
        // The container's width is set, not wished for: stronger than any priority.
        solver.addEditVariable(width, strength: 1e15)
        var found: [(Int, Int, Int, Int)] = []
        for item in Self.items(of: system) {
            guard let x = index[Variable(item, .minX)], let y = index[Variable(item, .minY)],
                let w = index[Variable(item, .width)], let h = index[Variable(item, .height)]
            else { return nil }
            found.append((x, y, w, h))
        }
        items = found
    }

    /// The items with frames, in the order of the system's variables.
    private static func items(of system: ConstraintSystem) -> [String] {
        var seen: [String] = []
        for variable in system.variables where !seen.contains(variable.item) && variable.item != "container" {
            seen.append(variable.item)
        }
        return seen
    }

    /// Re-solves for the container's width.
    func solve(width value: CGFloat) {
        solver.suggest(width, Double(value))
    }

    /// The frame of item `k` in the current solution, rounded by its edges at `scale`.
    func frame(_ k: Int, scale: CGFloat) -> CGRect {
        let item = items[k]
        return PixelRounding.frame(
            minX: CGFloat(solver.value(of: item.minX)), minY: CGFloat(solver.value(of: item.minY)),
            width: CGFloat(solver.value(of: item.width)), height: CGFloat(solver.value(of: item.height)),
            scale: scale)
    }

    /// Every item's frame for a container `value` wide: one re-solve, then every frame.
    func frames(width value: CGFloat, scale: CGFloat) -> [CGRect] {
        solve(width: value)
        return items.indices.map { frame($0, scale: scale) }
    }

    /// How many items have frames.
    var count: Int { items.count }
}
