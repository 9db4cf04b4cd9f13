/// Lowers COSLayout rules (`rules:`, docs/notations/coslayout.md) to linear constraints.
///
/// Each view's statements run in string order (list items in order), assignments innermost
/// first, exactly as COSLayout evaluates them; what is set at the end lowers to:
/// - per axis, the two most recently set position rules: `distance == value`, the later one
///   required (1000), the earlier at 999 (an older one is dropped with a warning), and the size
///   they give at least 0 (required), as COSLayout's calcWidth/calcHeight clamp it;
/// - `w`/`h`: `width == value` / `height == value` at 998;
/// - `minw maxw minh maxh`: required `width >= value`, `width <= value`, ….
/// Distances are measured from the view's superview `S` (its `parent:`, else the container).
package enum COSLayoutLowering {
    /// Priority of the later of two position rules on an axis.
    static let laterPositionPriority = 1000
    /// Priority of the earlier of two position rules on an axis.
    static let earlierPositionPriority = 999
    /// Priority of `w` and `h`.
    static let sizePriority = 998

    /// Lowers every view's rules: each string's statements, as the Spec stage parsed them.
    /// Returns the constraints and warnings (dropped rules); throws every error found
    /// (bad syntax, unknown rules, views or names, non-linear arithmetic, dependency cycles).
    package static func lower(
        rules: [COSLayoutViewRules], context: LoweringContext
    ) throws
        -> (constraints: [LinearConstraint], warnings: [Diagnostic])
    {
        var collector = DiagnosticCollector()
        var ruleSets: [(view: String, rules: COSLayoutRuleSet)] = []
        for viewRules in rules {
            if let ruleSet = collector.attempt({ try evaluate(viewRules, context: context) }) {
                ruleSets.append((viewRules.view, ruleSet))
            }
        }
        try collector.throwIfErrors()

        var nodes: [COSLayoutDependencyCycles.Node] = []
        var edges: [COSLayoutDependencyCycles.Edge] = []
        for (view, ruleSet) in ruleSets {
            for isHorizontal in [true, false] {
                let node = COSLayoutDependencyCycles.Node(view: view, isHorizontal: isHorizontal)
                nodes.append(node)
                for rule in activeRules(of: ruleSet, horizontal: isHorizontal) {
                    edges += rule.value.references.map { COSLayoutDependencyCycles.Edge(from: node, reference: $0) }
                }
            }
        }
        if let cycle = COSLayoutDependencyCycles.firstCycle(nodes: nodes, edges: edges) {
            throw COSLayoutDependencyCycles.error(for: cycle)
        }

        var constraints: [LinearConstraint] = []
        for (view, ruleSet) in ruleSets {
            constraints += lowerRules(of: view, ruleSet, context: context)
        }
        return (constraints, ruleSets.flatMap(\.rules.warnings))
    }

    /// The rules still set on one axis: position rules (oldest first), then the size and its bounds.
    private static func activeRules(of ruleSet: COSLayoutRuleSet, horizontal: Bool) -> [COSLayoutRuleSet.ActiveRule] {
        let others: [COSLayoutRuleName] = horizontal ? [.w, .minw, .maxw] : [.h, .minh, .maxh]
        return (ruleSet.positionRules[horizontal] ?? []) + others.compactMap { ruleSet.otherRules[$0] }
    }

    /// Runs one view's statements.
    private static func evaluate(_ rules: COSLayoutViewRules, context: LoweringContext) throws -> COSLayoutRuleSet {
        let view = rules.view
        let geometry = context.geometry
        guard geometry.isItem(view), let superview = geometry.rect(of: .superview, subject: view) else {
            throw SpecError(
                at: rules.statements.first?.location,
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: view, expected: "view", detail: " in `rules`; declare it under `views`",
                        suggestions: context.suggestions(for: view))))
        }
        var ruleSet = COSLayoutRuleSet(superviewWidth: superview.width, superviewHeight: superview.height)
        var collector = DiagnosticCollector()
        for written in rules.statements {
            _ = collector.attempt {
                var evaluator = COSLayoutEvaluator(
                    view: view, superview: superview, context: context,
                    location: written.source.start, ruleSet: ruleSet)
                for statement in try written.tree() {
                    _ = try evaluator.apply(statement.assignment, text: statement.text)
                }
                ruleSet = evaluator.ruleSet
            }
        }
        try collector.throwIfErrors()
        return ruleSet
    }

    /// The constraints for one view's final rules.
    private static func lowerRules(
        of view: String, _ ruleSet: COSLayoutRuleSet, context: LoweringContext
    ) -> [LinearConstraint] {
        let geometry = context.geometry
        guard let rect = geometry.rect(of: .named(view), subject: nil),
            let superview = geometry.rect(of: .superview, subject: view)
        else { return [] }
        var constraints: [LinearConstraint] = []
        func add(_ rule: COSLayoutRuleSet.ActiveRule, _ relation: Relation, priority: Int) {
            let size = rule.name.isHorizontal ? superview.width : superview.height
            constraints.append(
                LinearConstraint(
                    distance(rule.name, of: rect, from: superview, geometry: geometry), relation,
                    rule.value.resolved(superviewSize: size), priority: priority,
                    origin: ConstraintOrigin(
                        location: rule.location, text: rule.text, notation: .cosLayout,
                        role: .cosLayoutRule(rule.name.rawValue)), condition: context.condition))
        }
        for horizontal in [true, false] {
            let positions = ruleSet.positionRules[horizontal] ?? []
            for (index, rule) in positions.enumerated() {
                add(
                    rule, .equal,
                    priority: index == positions.count - 1 ? laterPositionPriority : earlierPositionPriority)
            }
            // Two position rules size the view; COSLayout's calcWidth/calcHeight clamp that size
            // at 0 (after minw/maxw), keeping the later rule exact.
            if positions.count == 2, let rule = positions.last {
                constraints.append(
                    LinearConstraint(
                        horizontal ? rect.width : rect.height, .greaterThanOrEqual,
                        LinearExpression(0),
                        origin: ConstraintOrigin(
                            location: rule.location, text: rule.text, notation: .cosLayout,
                            role: .cosLayoutRule(rule.name.rawValue)),
                        condition: context.condition))
            }
        }
        let others: [(COSLayoutRuleName, Relation, Int)] = [
            (.w, .equal, sizePriority), (.h, .equal, sizePriority),
            (.minw, .greaterThanOrEqual, LinearConstraint.required),
            (.maxw, .lessThanOrEqual, LinearConstraint.required),
            (.minh, .greaterThanOrEqual, LinearConstraint.required),
            (.maxh, .lessThanOrEqual, LinearConstraint.required)
        ]
        for (name, relation, priority) in others {
            if let rule = ruleSet.otherRules[name] { add(rule, relation, priority: priority) }
        }
        return constraints
    }

    /// What rule `name` measures for an item `rect` inside `superview`: a distance (`tb` is
    /// `S.bottom − top`) or a size (`w`, and the bounds `minw`/`maxw`, are the width).
    static func distance(
        _ name: COSLayoutRuleName, of rect: ItemGeometry.Rect, from superview: ItemGeometry.Rect,
        geometry: ItemGeometry
    ) -> LinearExpression {
        func value(_ attribute: LayoutAttribute, _ of: ItemGeometry.Rect) -> LinearExpression {
            geometry.expression(attribute, of: of, direction: .leftToRight)
        }
        let horizontal = name.isHorizontal
        switch name.role {
        case .position(let edge, let fromMinimumSide):
            let attribute: LayoutAttribute
            switch edge {
            case .minimum: attribute = horizontal ? .left : .top
            case .maximum: attribute = horizontal ? .right : .bottom
            case .center: attribute = horizontal ? .centerX : .centerY
            }
            if fromMinimumSide { return value(attribute, rect) - value(horizontal ? .left : .top, superview) }
            return value(horizontal ? .right : .bottom, superview) - value(attribute, rect)
        case .size, .minimumSize, .maximumSize:
            return horizontal ? rect.width : rect.height
        }
    }
}
