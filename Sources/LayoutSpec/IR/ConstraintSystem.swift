/// Everything the solver needs: the unknowns, the runtime inputs with their domains, and the
/// lowered constraints. Produced by lowering a spec; consumed by `LayoutSolver`.
public struct ConstraintSystem: Hashable, Sendable {
    /// The unknowns, in the spec's item order (four per item).
    public var variables: [Variable]
    /// The runtime inputs and the ranges the solution is proven over.
    package var parameters: [ParameterDomain]
    /// The constraints, in statement order.
    public var constraints: [LinearConstraint]
    /// The condition names the spec may use (built-in and declared), sorted.
    package var conditionNames: [String]
    /// Where each item is declared (a view's or guide's name, the container's `fit`), so that an
    /// error about an item no constraint mentions points at the item.
    package var declarationLocations: [String: SourceLocation]
    /// The views sized by constraints alone (declared without `measure:`), so that an error about a
    /// size they lack can say how a view sized by its content declares so.
    package var unmeasuredViews: Set<String>
    /// The measured views whose intrinsic size is fixed (`kind: switch`): a tie's suggested fix
    /// never has one of them compressed or stretched before a view whose content varies.
    package var fixedSizeViews: Set<String>

    /// Creates a system.
    package init(
        variables: [Variable], parameters: [ParameterDomain], constraints: [LinearConstraint],
        conditionNames: [String] = [], declarationLocations: [String: SourceLocation] = [:],
        unmeasuredViews: Set<String> = [], fixedSizeViews: Set<String> = []
    ) {
        self.unmeasuredViews = unmeasuredViews
        self.fixedSizeViews = fixedSizeViews
        self.variables = variables
        self.parameters = parameters
        self.constraints = constraints
        self.conditionNames = conditionNames
        self.declarationLocations = declarationLocations
    }
}
