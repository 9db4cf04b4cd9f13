/// Which stacks the stack model arranges (docs/notations/stacks.md, "One model"): a stack, with
/// every stack arranged in it, is arranged unless something in it has no closed form yet; then it
/// is lowered to UIStackView's constraints and solved with the rest of the spec, and the reason is
/// kept for `explain`.
///
/// What keeps a stack (tree) out of the model:
/// - `baselineRelativeArrangement` in one of its stacks, or an `equalCentering` stack the model's
///   closed form does not cover (`centeringReason`);
/// - an arranged view `measure: heightForWidth` (its height depends on the width it is given; a
///   stack with hidden views measures it there, `StackArrangement.dependsOnWidth`);
/// - an arranged view with views of its own (`parent:` it): they are placed against its frame;
/// - a constraint naming an arranged item that does anything but fix that view's own width or
///   height unconditionally (`icon.width == 24`, or `icon.width == 24 @750` for a view that is not
///   measured) or bound it (`isArranged`): a constraint to another view, a size of a nested stack,
///   or a size under `when:`.
struct StackModelEligibility {
    /// Why each stack the model does not arrange is left to the solver, by the stack's name (a
    /// stack with such a stack arranged in it is left to the solver too).
    private(set) var reasons: [String: String] = [:]
    /// Why each `equalCentering` stack the model cannot arrange cannot be (`centeringReason`), by
    /// the stack's name: an error where hidden views make the model arrange it anyway.
    private(set) var centeringReasons: [String: String] = [:]

    /// Decides every stack of `specification`; `constraints` are every constraint lowered so far
    /// (statements, seed notations, measured sizes), before the stacks' own.
    init(_ specification: LayoutSpecification, constraints: [LinearConstraint]) {
        let views = Dictionary(specification.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byName = Dictionary(specification.stacks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let parents = Set(specification.views.compactMap(\.parent))
        var stackOfItem: [String: StackDeclaration] = [:]
        for stack in specification.stacks {
            for item in stack.arranged { stackOfItem[item.name] = stack }
        }
        var own: [String: String] = [:]
        for stack in specification.stacks {
            own[stack.name] = Self.structuralReason(stack, views: views, stacks: byName, parents: parents)
        }
        for constraint in constraints {
            let reading = Self.reading(
                constraint, arrangedIn: stackOfItem, isStack: { byName[$0] != nil }, views: views)
            let place = "`\(constraint.origin.statement)` (line \(constraint.origin.location.line))"
            switch reading {
            case .other(let variable):
                guard let stack = stackOfItem[variable.item]?.name, own[stack] == nil else { continue }
                own[stack] =
                    "\(place) constrains its arranged " + (byName[variable.item] != nil ? "stack" : "view")
                    + " `\(variable.item)` to more than its own size"
            case .aspectRatio(let variable, _):
                // Measured at the width the stack gives it, as a wrapping label is: arranged in a
                // stack with hidden views, solved otherwise.
                guard let stack = stackOfItem[variable.item]?.name, own[stack] == nil else { continue }
                own[stack] = "\(place) gives its arranged view `\(variable.item)` an aspect ratio"
            default:
                continue
            }
        }
        for stack in specification.stacks {
            guard
                let reason = Self.centeringReason(
                    stack, in: specification, constraints: constraints, arrangedIn: stackOfItem)
            else { continue }
            centeringReasons[stack.name] = reason
            if own[stack.name] == nil { own[stack.name] = reason }
        }
        // A stack inherits the reason of a stack arranged in it (innermost first, each once).
        func reason(_ name: String, _ visiting: Set<String>) -> String? {
            if let known = reasons[name] { return known }
            guard let stack = byName[name], !visiting.contains(name) else { return nil }
            if let mine = own[name] { return mine }
            for item in stack.arranged where byName[item.name] != nil {
                if let inner = reason(item.name, visiting.union([name])) {
                    return "stack `\(item.name)`, arranged in it, is solved: " + inner
                }
            }
            return nil
        }
        for stack in specification.stacks {
            if let found = reason(stack.name, []) { reasons[stack.name] = found }
        }
    }

    /// Whether the model arranges `stack` (and every stack arranged in it).
    func arranges(_ stack: String) -> Bool { reasons[stack] == nil }

    /// What in the stack itself has no closed form yet.
    private static func structuralReason(
        _ stack: StackDeclaration, views: [String: ViewDeclaration], stacks: [String: StackDeclaration],
        parents: Set<String>
    ) -> String? {
        if stack.isBaselineRelative { return "it has `baselineRelativeArrangement: true`" }
        for item in stack.arranged where stacks[item.name] == nil {
            if views[item.name]?.measure == .heightForWidth {
                return "its arranged view `\(item.name)` is measured `heightForWidth`"
            }
            if parents.contains(item.name) {
                return "its arranged view `\(item.name)` has views of its own (`parent: \(item.name)`)"
            }
        }
        return nil
    }

    /// What a constraint says of the items stacks arrange.
    enum Reading {
        /// It names no arranged item.
        case unrelated
        /// A measured arranged view's hugging or compression resistance: the model reads them
        /// from the view's declaration.
        case measuredSize
        /// An arranged view's own size, which the model takes (`isArranged`).
        case ownSize(Variable, OwnSize)
        /// A required `a.width == a.height × r (+ c)` on an arranged view (not measured) of a
        /// vertical stack: its height (this variable) follows the width the stack gives it, as a
        /// wrapping label's does (a stack with hidden views measures it there).
        case aspectRatio(Variable, LengthPerWidth)
        /// Anything else that names the arranged item of this variable.
        case other(Variable)
    }

    /// A view's height as an affine function of its width (an aspect ratio).
    typealias LengthPerWidth = StackArrangement.LengthPerWidth

    /// How the model reads `constraint`, with `arrangedIn` each arranged item's stack and `isStack`
    /// telling the nested stacks apart from views.
    static func reading(
        _ constraint: LinearConstraint, arrangedIn: [String: StackDeclaration], isStack: (String) -> Bool,
        views: [String: ViewDeclaration]
    ) -> Reading {
        guard let variable = constraint.expression.variables.keys.filter({ arrangedIn[$0.item] != nil }).min(),
            let stack = arrangedIn[variable.item]
        else { return .unrelated }
        if constraint.origin.notation == .specKey, constraint.origin.role.readsMeasuredSize { return .measuredSize }
        let measured = views[variable.item].map { $0.measure != .none } ?? false
        if let size = ownSize(of: variable, in: constraint, isView: !isStack(variable.item)),
            isArranged(size, of: variable, in: stack, measured: measured)
        {
            return .ownSize(variable, size)
        }
        if !measured, !isStack(variable.item), stack.axis == .vertical,
            let ratio = lengthPerWidth(of: variable.item, in: constraint)
        {
            return .aspectRatio(Variable(variable.item, .height), ratio)
        }
        return .other(variable)
    }

    /// `constraint` as `item.height == slope × item.width + intercept`, when it is a required,
    /// unconditional equality of the item's width and height alone.
    static func lengthPerWidth(of item: String, in constraint: LinearConstraint) -> LengthPerWidth? {
        let width = Variable(item, .width)
        let height = Variable(item, .height)
        let terms = constraint.expression.variables
        guard constraint.isRequired, constraint.relation == .equal, constraint.condition == nil, terms.count == 2,
            let a = terms[width], let b = terms[height], abs(a) > 1e-12, abs(b) > 1e-12
        else { return nil }
        let rest = LinearExpression(
            parameters: constraint.expression.parameters, constant: constraint.expression.constant)
        return LengthPerWidth(slope: -a / b, intercept: rest * (-1 / b), origin: constraint.origin)
    }

    /// Whether the model arranges a view with `size`: a required size, an unmeasured view's size at
    /// a lower priority (its content size at that priority), a required bound (`>=`, `<=`) on
    /// its length along a `fill` or `equalSpacing` stack (a view that gives way gives way down or
    /// up to its bound, then the next one does), or a required bound on its size across a stack
    /// not aligned `fill` (its size across is its content size within the bound).
    static func isArranged(
        _ size: OwnSize, of variable: Variable, in stack: StackDeclaration, measured: Bool
    )
        -> Bool
    {
        guard size.relation != .equal else { return size.priority >= LinearConstraint.required || !measured }
        let along: FrameAttribute = stack.axis == .horizontal ? .width : .height
        guard variable.attribute == along else { return stack.alignment != .fill }
        return stack.distribution == .fill || stack.distribution == .equalSpacing
    }

    /// An arranged view's own size that `constraint` states: a single width or height, unconditional,
    /// `==` (at any priority), `>=` or `<=` (required), with the value affine in the inputs.
    static func ownSize(of variable: Variable, in constraint: LinearConstraint, isView: Bool) -> OwnSize? {
        guard isView, constraint.condition == nil, constraint.expression.variables.count == 1,
            variable.attribute == .width || variable.attribute == .height,
            let coefficient = constraint.expression.variables[variable], coefficient != 0
        else { return nil }
        let rest = LinearExpression(
            parameters: constraint.expression.parameters, constant: constraint.expression.constant)
        let value = rest * (-1 / coefficient)
        // `coefficient × size + rest (relation) 0`: dividing by a negative coefficient flips it.
        var relation = constraint.relation
        if coefficient < 0, relation != .equal {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        guard relation == .equal || constraint.isRequired else { return nil }
        return OwnSize(value: value, relation: relation, priority: constraint.priority, origin: constraint.origin)
    }

    /// An arranged view's own width or height, as a constraint states it.
    struct OwnSize: Hashable {
        /// The size (or its bound), affine in the inputs.
        var value: LinearExpression
        /// `==`, or a required `>=` or `<=` bound.
        var relation: Relation
        /// The constraint's priority (an equality below required is a content size at that priority).
        var priority: Int
        /// The constraint that states it.
        var origin: ConstraintOrigin
    }
}
