/// How the stacks of a spec are lowered (docs/notations/stacks.md, "One model").
///
/// Every stack is arranged by the stack model (`StackArrangement`): its arranged views' lengths and
/// positions are running sums in the generated code, and the solver sees the stack as one item.
/// A stack the model cannot arrange (an arranged view constrained to another view, `equalCentering`,
/// `baselineRelativeArrangement`, …) is lowered to UIStackView's constraints (`StackLowering`)
/// instead. The tests compare the two: `constraints` lowers every stack the model need not arrange
/// to constraints, as an independent reference for the model's frames.
package enum StackLoweringMode: Hashable, Sendable {
    /// Every stack the model can arrange is arranged; the others are lowered to constraints.
    case model
    /// Only stacks that must be arranged (hidden views, `fillProportionally`) are; every other stack
    /// is lowered to UIStackView's constraints and solved (the tests' reference).
    case constraints
}
