/// The build-time solution of a `ConstraintSystem`: for every unknown, a function of the runtime
/// inputs that is affine on each of a few polyhedral regions of the input domain.
///
/// The solver proved, over the whole domain, that the required constraints hold and that the
/// optimum is unique; code generation turns this into straight-line Swift.
package struct LayoutSolution: Hashable, Sendable {
    /// Independent groups of unknowns, in evaluation order: a component that reads a measured
    /// height comes after the component that solves the width it is measured at.
    package var components: [SolvedComponent]

    /// Creates a solution.
    package init(components: [SolvedComponent]) {
        self.components = components
    }
}

/// A connected group of unknowns (linked by constraints), solved together.
package struct SolvedComponent: Hashable, Sendable {
    /// The unknowns, in system order.
    package var variables: [Variable]
    /// The condition names the component's constraints use, sorted; the generated code branches
    /// on these only.
    package var conditionNames: [String]
    /// One case per assignment of `conditionNames` (2^k of them; one when k = 0).
    package var cases: [SolvedCase]

    /// Creates a component.
    package init(variables: [Variable], conditionNames: [String], cases: [SolvedCase]) {
        self.variables = variables
        self.conditionNames = conditionNames
        self.cases = cases
    }
}

/// The solution of one component under one assignment of its conditions.
package struct SolvedCase: Hashable, Sendable {
    /// Each condition's value in this case.
    package var assignment: [String: Bool]
    /// The regions covering the input domain, tried in order; a region applies where all its
    /// bounds are ≥ 0. The last region is the fallback (the generated code does not test it).
    /// Empty when the structural fast path solved the case with `min`/`max` closed forms (their
    /// affine pieces are the operands); one region without bounds when every value is affine.
    package var regions: [SolvedRegion]
    /// When every unknown is a `min`/`max` of affine pieces over the whole domain, its closed
    /// form (one per variable, in `SolvedComponent.variables` order), else `nil`.
    package var closedForm: [SolvedValue]?

    /// Creates a case.
    package init(assignment: [String: Bool], regions: [SolvedRegion], closedForm: [SolvedValue]? = nil) {
        self.assignment = assignment
        self.regions = regions
        self.closedForm = closedForm
    }
}

/// A polyhedral piece of the input domain where the solution is one affine function.
package struct SolvedRegion: Hashable, Sendable {
    /// Affine functions of the parameters, each ≥ 0 inside the region (no unknowns in them).
    package var bounds: [LinearExpression]
    /// One affine function of the parameters per variable of the component.
    package var values: [LinearExpression]

    /// Creates a region.
    package init(bounds: [LinearExpression], values: [LinearExpression]) {
        self.bounds = bounds
        self.values = values
    }
}

/// An unknown's value as a closed form over the parameters.
package indirect enum SolvedValue: Hashable, Sendable {
    /// An affine function of the parameters.
    case affine(LinearExpression)
    /// The smallest of the operands.
    case minimum([SolvedValue])
    /// The largest of the operands.
    case maximum([SolvedValue])

    /// Hashes the shape and at most the first and last `hashedOperands` operands, so that hashing a
    /// `min`/`max` of n operands costs no more than a few of them (a form column's n fields share
    /// one closed form of n operands, looked up once per field); equal values still hash alike,
    /// and `==` tells values apart (immediately for one shared value, whose operands are one array).
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .affine(let expression):
            hasher.combine(0)
            hasher.combine(expression)
        case .minimum(let operands), .maximum(let operands):
            if case .minimum = self { hasher.combine(1) } else { hasher.combine(2) }
            hasher.combine(operands.count)
            let ends = Self.hashedOperands
            let hashed = operands.count <= 2 * ends ? operands[...] : operands.prefix(ends) + operands.suffix(ends)
            for operand in hashed { operand.hash(into: &hasher) }
        }
    }

    /// How many operands at each end of a `min`/`max` its hash reads.
    private static let hashedOperands = 4
}
