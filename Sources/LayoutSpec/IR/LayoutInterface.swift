/// The shape of the generated API for one spec: the type's name and access, the items it reports
/// frames for, and the runtime inputs its `Input` struct carries, in the order of docs/GeneratedCode.md.
///
/// Lowering produces it beside the `ConstraintSystem`; code generation and `eval` read it.
package struct LayoutInterface: Hashable, Sendable {
    /// The access level of the generated declarations.
    package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        /// `internal` (the default; written without a keyword).
        case `internal`
        /// `public`.
        case `public`
        /// `package`.
        case package
    }

    /// Whether an item is a view or a layout guide.
    package enum ItemKind: Hashable, Sendable {
        /// A view.
        case view
        /// A layout guide: solved and reported like a view, never measured.
        case guide
    }

    /// A view or guide the generated `Frames` has a `CGRect` for.
    package struct Item: Hashable, Sendable {
        /// The spec name (also the Swift property name).
        package var name: String
        /// View or guide.
        package var kind: ItemKind
        /// The `parent:` view whose coordinates the frame is reported in; `nil` for the container.
        package var parent: String?

        /// Creates an item.
        package init(name: String, kind: ItemKind, parent: String? = nil) {
            self.name = name
            self.kind = kind
            self.parent = parent
        }
    }

    /// How a measured view's size reaches the generated code.
    package enum Measurement: Hashable, Sendable {
        /// `measure: intrinsic`: an intrinsic `CGSize` in `Input`.
        case intrinsic
        /// `measure: heightForWidth`: an intrinsic width, and a height measured at the solved width.
        case heightForWidth
    }

    /// A measured view.
    package struct MeasuredView: Hashable, Sendable {
        /// The view's name.
        package var name: String
        /// How it is measured.
        package var measurement: Measurement

        /// Creates a measured view.
        package init(name: String, measurement: Measurement) {
            self.name = name
            self.measurement = measurement
        }
    }

    /// The Swift type name (`ProfileCardLayout`).
    package var typeName: String
    /// The generated declarations' access level.
    package var access: AccessLevel
    /// The spec's file name without directories (`ProfileCard.layout.yaml`), for the header comment.
    package var specFileName: String
    /// Views and guides in spec order (views first, then guides).
    package var items: [Item]
    /// `inputs` names, in spec order.
    package var inputs: [String]
    /// Declared `conditions` names, in spec order (built-in ones come from `traits`).
    package var conditions: [String]
    /// Measured views, in spec order.
    package var measuredViews: [MeasuredView]
    /// `label: true` views, in spec order (what `--font` and examples' `font:` may name).
    package var labels: [String]
    /// The labels whose font metrics the layout reads (a constraint on a baseline or cap anchor, a
    /// stack aligned by baseline), in spec order: each has `FontMetrics` in `Input`.
    package var fontLabels: [String]
    /// Arranged views with a hidden flag (`hideable:`), in stack order: `Input.<view>Hidden`.
    package var hideableViews: [String] = []
    /// Whether the container's width is solved (`width: fit`) and reported in `fittingSize`.
    package var fitsWidth: Bool
    /// Whether the container's height is solved (`height: fit`) and reported in `fittingSize`.
    package var fitsHeight: Bool
    /// Whether a SwiftUI `Layout` adapter is generated too (`swiftUI: true`).
    package var swiftUILayout: Bool

    /// Creates an interface.
    package init(
        typeName: String, access: AccessLevel = .internal, specFileName: String, items: [Item],
        inputs: [String] = [], conditions: [String] = [], measuredViews: [MeasuredView] = [],
        labels: [String] = [], fitsWidth: Bool = false, fitsHeight: Bool = false, swiftUILayout: Bool = false
    ) {
        self.typeName = typeName
        self.access = access
        self.specFileName = specFileName
        self.items = items
        self.inputs = inputs
        self.conditions = conditions
        self.measuredViews = measuredViews
        self.labels = labels
        self.fontLabels = labels
        self.fitsWidth = fitsWidth
        self.fitsHeight = fitsHeight
        self.swiftUILayout = swiftUILayout
    }
}

/// The result of lowering a spec: its generated API's shape and its constraint system.
package struct LoweredLayout: Hashable, Sendable {
    /// The generated API's shape.
    package var interface: LayoutInterface
    /// The constraints to solve.
    package var system: ConstraintSystem
    /// Warnings found while lowering (dropped COSLayout rules, unused conditions, ...).
    package var warnings: [Diagnostic]
    /// Relativity distributions, to be pixel-rounded step by step in the generated code.
    package var pixelChains: [RelativityPixelChain]
    /// The stacks the stack model arranges, by the generated code over their visible views
    /// (outermost first).
    package var stackArrangements: [StackArrangement]
    /// Why each stack the model leaves to the solver is, by the stack's name (for `explain`).
    package var solvedStacks: [String: String]
    /// What the spec's statements, seed sections, fitting-container bounds and composed specs say,
    /// before the declarations' constraints (measured sizes, stacks) and before condition names are
    /// made canonical: what a spec composing this one renames into its own (`LayoutComposition`).
    package var statementConstraints: [LinearConstraint] = []

    /// Creates a lowered layout.
    package init(
        interface: LayoutInterface, system: ConstraintSystem, warnings: [Diagnostic] = [],
        pixelChains: [RelativityPixelChain] = [], stackArrangements: [StackArrangement] = [],
        solvedStacks: [String: String] = [:]
    ) {
        self.interface = interface
        self.system = system
        self.warnings = warnings
        self.pixelChains = pixelChains
        self.stackArrangements = stackArrangements
        self.solvedStacks = solvedStacks
    }
}
