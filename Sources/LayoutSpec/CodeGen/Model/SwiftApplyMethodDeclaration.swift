/// `@MainActor func apply(a: (any LayoutFrameTarget)? = nil, ...)` on the generated `Frames`:
/// hands each frame to the target given for its item (docs/GeneratedCode.md, runtime, "the code that applies
/// frames"). Rendered only; the interpreter never runs it (it has no views to place).
public struct SwiftApplyMethodDeclaration: Hashable, Sendable {
    /// One optional target parameter and the `Frames` property it receives.
    public struct Target: Hashable, Sendable {
        /// The parameter's name (also its argument label): the item's property name.
        public var parameter: String
        /// The `Frames` stored property passed to the target.
        public var frameProperty: String

        /// Creates a target parameter.
        public init(parameter: String, frameProperty: String) {
            self.parameter = parameter
            self.frameProperty = frameProperty
        }
    }

    /// Doc comment lines.
    public var documentation: [String]
    /// Access modifier.
    public var access: SwiftAccessModifier?
    /// The method's name (`apply`, or another name when an item is called `apply`).
    public var name: String
    /// One parameter per item, in spec order.
    public var targets: [Target]

    /// Creates the method.
    public init(documentation: [String] = [], access: SwiftAccessModifier?, name: String, targets: [Target]) {
        self.documentation = documentation
        self.access = access
        self.name = name
        self.targets = targets
    }

    /// The `apply` method for a `Frames` struct's item properties; `nil` when it has none.
    static func make(framesProperties properties: [SwiftStoredProperty],
                     access: SwiftAccessModifier?) -> SwiftApplyMethodDeclaration? {
        var targets: [Target] = []
        for property in properties {
            if case .frame = property.binding {
                targets.append(Target(parameter: property.name, frameProperty: property.name))
            }
        }
        guard !targets.isEmpty else { return nil }
        let taken = Set(properties.map(\.name))
        var name = "apply"
        var counter = 2
        while taken.contains(name) {
            name = counter == 2 ? "applyFrames" : "applyFrames\(counter - 1)"
            counter += 1
        }
        return SwiftApplyMethodDeclaration(
            documentation: [
                "Gives each target its frame (in its parent's coordinates); a `nil` target is skipped.",
                "Call on the main actor after `frames(for:)`, e.g. `frames.\(name)(\(targets[0].parameter): view)`.",
            ],
            access: access, name: name, targets: targets)
    }
}
