/// A spec's top-level keys (docs/SpecLanguage.md §2), typed and validated by `SpecParser`.
///
/// Every statement is parsed here by its notation's parser and kept with its text and position
/// (`constraints:` as `StatementSyntax`, `rules:` as `COSLayoutViewRules`, `attributes:` as
/// `EasyPeasyViewAttributes`, `distribute:`'s items in `DistributionEntry`); `align:` is typed as
/// `FlightLayoutAlignment`; `examples` is typed here (`ExampleSyntax`) and its names are checked
/// against the generated API by `ExampleParser`.
package struct LayoutSpecification: Hashable, Sendable {
    /// The spec's path, as given.
    package var path: String
    /// The generated Swift type's name.
    package var typeName: String
    /// `access:`.
    package var access: LayoutInterface.AccessLevel
    /// `views:`, in spec order, then the `stacks:` (each stack is a view too).
    package var views: [ViewDeclaration]
    /// `stacks:`, in spec order (docs/notations/stacks.md).
    package var stacks: [StackDeclaration] = []
    /// `guides:`, in spec order.
    package var guides: [NamedDeclaration]
    /// `metrics:`, in spec order.
    package var metrics: [MetricDeclaration]
    /// `inputs:`, in spec order.
    package var inputs: [InputDeclaration]
    /// `conditions:`, in spec order.
    package var conditions: [NamedDeclaration]
    /// `container:`.
    package var container: ContainerSpecification
    /// `constraints:`, in spec order.
    package var constraints: [ConstraintEntry]
    /// `rules:` (COSLayout), per view in spec order.
    package var rules: [COSLayoutViewRules]
    /// `attributes:` (EasyPeasy), per view in spec order.
    package var attributes: [EasyPeasyViewAttributes]
    /// `align:` (FlightLayout), per view in spec order.
    package var align: [FlightLayoutAlignment]
    /// `distribute:` (Relativity), in spec order.
    package var distribute: [DistributionEntry]
    /// `examples:`, typed, with its shape errors (reported with the examples' name checks).
    package var examples: ExamplesSection?
    /// `checks:`: the severity of each layout check (docs/Solving.md).
    package var checks: LayoutCheckSettings = LayoutCheckSettings()
    /// `ties:`: whether equal intrinsic-size priorities are broken by view order (docs/Solving.md).
    package var ties: TiePolicy = .error
    /// Where `ties:` is written, when it is.
    package var tiesLocation: SourceLocation?
    /// `swiftUI:`: whether a SwiftUI `Layout` adapter is generated too (docs/GeneratedCode.md, "SwiftUI").
    package var swiftUI: Bool = false
    /// The constraints of the specs that lay out views of this one (`layout:`), lowered in their own
    /// spec and renamed into this one's items (`LayoutComposition`); empty until composed.
    package var composedConstraints: [LinearConstraint] = []
    /// The Relativity pixel walks of those specs, renamed likewise.
    package var composedPixelChains: [RelativityPixelChain] = []
    /// The view each composed guide is reported relative to (the view its spec lays out); a
    /// guide of the spec itself has none: it is reported in the container's coordinates.
    package var guideParents: [String: String] = [:]

    /// Creates a specification.
    package init(
        path: String, typeName: String, access: LayoutInterface.AccessLevel = .internal,
        views: [ViewDeclaration] = [], guides: [NamedDeclaration] = [], metrics: [MetricDeclaration] = [],
        inputs: [InputDeclaration] = [], conditions: [NamedDeclaration] = [],
        container: ContainerSpecification = ContainerSpecification(), constraints: [ConstraintEntry] = [],
        rules: [COSLayoutViewRules] = [], attributes: [EasyPeasyViewAttributes] = [],
        align: [FlightLayoutAlignment] = [],
        distribute: [DistributionEntry] = [], examples: ExamplesSection? = nil
    ) {
        self.path = path
        self.typeName = typeName
        self.access = access
        self.views = views
        self.guides = guides
        self.metrics = metrics
        self.inputs = inputs
        self.conditions = conditions
        self.container = container
        self.constraints = constraints
        self.rules = rules
        self.attributes = attributes
        self.align = align
        self.distribute = distribute
        self.examples = examples
    }

    /// The spec's file name without directories (`ProfileCard.layout.yaml`).
    package var fileName: String {
        SpecFileName.fileName(ofPath: path)
    }
}
