/// `@MainActor func apply(a: (any LayoutFrameTarget)? = nil, ...)` on the generated `Frames`:
/// hands each frame to the target given for its item (docs/GeneratedCode.md, runtime, "the code that applies
/// frames"). A large layout's takes (key path, target) pairs instead: `apply((\.a, view), …)`.
/// Rendered only; the interpreter never runs it (it has no views to place).
package struct SwiftApplyMethodDeclaration: Hashable, Sendable {
    /// One optional target parameter and the `Frames` property it receives.
    package struct Target: Hashable, Sendable {
        /// The parameter's name (also its argument label): the item's property name.
        package var parameter: String
        /// The `Frames` stored property passed to the target.
        package var frameProperty: String
        /// The `Frames` hidden flag passed with it, for an arranged view with one (`hideable:`).
        package var hiddenProperty: String?

        /// Creates a target parameter.
        package init(parameter: String, frameProperty: String, hiddenProperty: String? = nil) {
            self.parameter = parameter
            self.frameProperty = frameProperty
            self.hiddenProperty = hiddenProperty
        }
    }

    /// Doc comment lines.
    package var documentation: [String]
    /// Access modifier.
    package var access: SwiftAccessModifier?
    /// The method's name (`apply`, or another name when an item is called `apply`).
    package var name: String
    /// One parameter per item, in spec order.
    package var targets: [Target]
    /// Takes `(KeyPath<Self, CGRect>, any LayoutFrameTarget)...` pairs instead of one parameter per
    /// item (`targets` then only documents the items): a layout with more than 64 items, where 400
    /// defaulted parameters cost its compile an eighth of the time (docs/GeneratedCode.md, "Large layouts").
    package var takesKeyPaths: Bool

    /// Creates the method.
    package init(
        documentation: [String] = [], access: SwiftAccessModifier?, name: String, targets: [Target],
        takesKeyPaths: Bool = false
    ) {
        self.documentation = documentation
        self.access = access
        self.name = name
        self.targets = targets
        self.takesKeyPaths = takesKeyPaths
    }

    /// The `apply` method for a `Frames` struct's item properties; `nil` when it has none.
    static func make(
        framesProperties properties: [SwiftStoredProperty],
        access: SwiftAccessModifier?
    ) -> SwiftApplyMethodDeclaration? {
        var targets: [Target] = []
        var hidden: [String: String] = [:]
        for property in properties {
            if case .hiddenState(let view) = property.binding { hidden[view] = property.name }
        }
        for property in properties {
            if case .frame(let item) = property.binding {
                targets.append(
                    Target(parameter: property.name, frameProperty: property.name, hiddenProperty: hidden[item]))
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
        if properties.count > SwiftMemberwiseTag.propertyThreshold {
            return SwiftApplyMethodDeclaration(
                documentation: [
                    "Gives each target the frame at its key path (in its parent's coordinates). Call on the main",
                    "actor after `frames(for:)`, e.g. `frames.\(name)((\\.\(targets[0].parameter), view), (\\.\(targets[targets.count - 1].parameter), other))`."
                ],
                access: access, name: name, targets: targets, takesKeyPaths: true)
        }
        return SwiftApplyMethodDeclaration(
            documentation: [
                "Gives each target its frame (in its parent's coordinates); a `nil` target is skipped.",
                "Call on the main actor after `frames(for:)`, e.g. `frames.\(name)(\(targets[0].parameter): view)`."
            ],
            access: access, name: name, targets: targets)
    }
}
