/// Builds the body of `frames(for:)`: parameters read from `input` into `let`s, condition
/// booleans, one block per solved component, then pixel-rounded frames in parent coordinates.
///
/// Every statement is one `let` with an explicit type and a short expression (long sums are split),
/// so the output type-checks fast; there are no loops, allocations or dynamic dispatch.
struct FramesBodyBuilder {
    /// Sums with more terms than this are split into several `let`s.
    static let maximumTermsPerStatement = 4

    /// The items and inputs the body lays out.
    let interface: LayoutInterface
    /// The values section so far: inputs read, conditions, components, distributions.
    var statements: [SwiftStatement] = []
    /// The frames section, once emitted.
    var framesSection: [SwiftStatement] = []
    /// The local names taken so far (each new `let` gets a fresh one).
    var names: LocalNameAllocator
    /// The `Input` struct's property for each runtime input.
    let inputProperties: [SwiftFieldBinding: String]
    /// The name of the `Frames` struct the body returns.
    let framesType: String
    /// The `Frames` struct's properties, in order, with what each holds.
    let framesProperties: [(binding: SwiftFieldBinding, name: String)]
    /// How the body reads each runtime input once it is read (the `let` it was read into).
    var parameterValues: [Parameter: SwiftExpression] = [:]
    /// Each condition's `Bool` `let`.
    var conditionValues: [String: SwiftExpression] = [:]
    /// Each solved attribute's value once its component is emitted.
    var variableValues: [Variable: SwiftExpression] = [:]
    /// The running sums of each stack with hidden views, from its content to its placement.
    var stackSums: [String: StackRunningSums] = [:]
    /// `measuredHeight` parameters not yet read: each is measured just before the first component
    /// that uses it, once the width it is measured at is solved.
    var pendingMeasurements: [Parameter] = []
    /// The outermost stacks whose content height is measured at their width
    /// (`StackArrangement.dependsOnWidth`) and not yet summed: each is summed just before the first
    /// component that reads it, or before its placement, once its width is solved.
    var pendingStackContents: [StackArrangement] = []
    /// The stacks arranged in another stack, by name (their content is measured with their parent's).
    var nestedArrangements: [String: StackArrangement] = [:]
    /// Each component's constraints (`PinnedVariables.constraintsByComponent`), for `specLines`.
    var componentConstraints: [[LinearConstraint]] = []
    /// The constraints each solved attribute comes from (`SpecLineComments`).
    var valueSources: [Variable: SpecLineComments.SourceLines] = [:]
    /// The comment naming the spec lines a local's value comes from, by local name (`SpecLineComments`).
    var specLines: [String: String] = [:]
    /// Each item's rounded frame's local, with the locals and attributes of its position and size.
    var frameValues: [String: [(local: String, variable: Variable)]] = [:]
    /// Each item's rounded frame's local, with the local of the first statement of its frame (its
    /// left edge), before which its comment goes where that is still there.
    var frameLeads: [String: String] = [:]

    /// The `input` parameter of `frames(for:)`.
    let input = SwiftExpression.identifier(GeneratedCodeNames.inputParameter)
    /// `input.scale`, the pixel scale every rounding uses.
    var scale: SwiftExpression { input.member(inputProperties[.scale] ?? "scale") }

    init(
        interface: LayoutInterface, input: SwiftStructDeclaration, frames: SwiftStructDeclaration,
        reserving reserved: Set<String>
    ) {
        self.interface = interface
        self.names = LocalNameAllocator(reserving: reserved)
        var inputProperties: [SwiftFieldBinding: String] = [:]
        for property in input.properties {
            if let binding = property.binding { inputProperties[binding] = property.name }
        }
        self.inputProperties = inputProperties
        self.framesType = frames.name
        self.framesProperties = frames.properties.compactMap { property in
            property.binding.map { (binding: $0, name: property.name) }
        }
    }

    /// The body emitted so far, in its sections.
    var body: FramesBody {
        FramesBody(values: statements, heading: [.comment(Self.framesSectionComment)], frames: framesSection)
    }

    /// Emits the whole body; `constraints` (the lowered system's) name each value's spec lines.
    mutating func emit(
        solution: LayoutSolution, pixelChains: [RelativityPixelChain] = [], stackArrangements: [StackArrangement] = [],
        constraints: [LinearConstraint] = []
    ) {
        componentConstraints = PinnedVariables.constraintsByComponent(constraints, of: solution)
        emitParameters(SolutionScan.parameters(in: solution))
        let conditions = Set(solution.components.flatMap(\.conditionNames))
        // Stacks with hidden views read `rtl` for their reading positions.
        emitConditions(stackArrangements.isEmpty ? conditions : conditions.union([BuiltInConditions.rightToLeft]))
        emitStackContents(stackArrangements)
        for (index, component) in solution.components.enumerated() {
            emitMeasurements(usedBy: component)
            emit(component, number: index + 1)
        }
        emitStackPlacements(stackArrangements)
        for (index, chain) in pixelChains.enumerated() {
            emit(chain, number: index + 1)
        }
        emitFrames()
    }
}
