/// One member's worth of a run-time input: its kind and the spec name it is for (an input,
/// condition or view; empty for a kind with one member), with what the member of the generated
/// `Input` is (`member`).
package struct RuntimeInputField: Hashable, Sendable {
    /// The kind of input.
    package var kind: RuntimeInputKind
    /// The input, condition or view the member is for; empty when the kind has one member.
    package var name: String
    /// For `measuredSizes`: whether the view is `measure: heightForWidth` (a `HeightForWidth`
    /// member rather than a `CGSize`).
    package var measuredAtWidth: Bool

    /// A field of `kind` for `name`.
    package init(_ kind: RuntimeInputKind, name: String = "", measuredAtWidth: Bool = false) {
        self.kind = kind
        self.name = name
        self.measuredAtWidth = measuredAtWidth
    }

    /// The generated `Input`'s member that carries this field; `nil` for the container's height,
    /// which `bounds` (the width's member) carries.
    package var member: RuntimeInputMember? {
        switch kind {
        case .containerWidth:
            return RuntimeInputMember(
                name: GeneratedCodeNames.boundsMember, typeName: "CGRect",
                documentation: ["The container's bounds: frames are in its coordinate space."])
        case .containerHeight:
            return nil
        case .scale:
            return RuntimeInputMember(
                name: GeneratedCodeNames.scaleMember, typeName: "CGFloat", defaultValue: .number(1),
                documentation: ["The display scale frames are rounded to (0 disables rounding)."])
        case .declaredInputs:
            return RuntimeInputMember(name: name, typeName: "CGFloat", documentation: ["The `\(name)` input."])
        case .conditions:
            return RuntimeInputMember(
                name: name, typeName: "Bool", defaultValue: .boolean(false),
                documentation: ["Whether the `\(name)` condition holds."])
        case .hiddenFlags:
            return RuntimeInputMember(
                name: BuiltInConditions.hiddenFlag(of: name), typeName: "Bool", defaultValue: .boolean(false),
                documentation: ["Whether `\(name)` is hidden: its stack lays out its other views without it."])
        case .measuredSizes:
            return measuredAtWidth
                ? RuntimeInputMember(
                    name: name, typeName: "HeightForWidth",
                    documentation: [
                        "`\(name)`'s single-line size, and its height at a width (measured at the solved width)."
                    ])
                : RuntimeInputMember(
                    name: name, typeName: "CGSize", documentation: ["`\(name)`'s intrinsic content size."])
        case .fonts:
            return RuntimeInputMember(
                name: name + "Font", typeName: "FontMetrics",
                documentation: ["`\(name)`'s font metrics (cap line and baselines)."])
        case .safeAreaInsets:
            return RuntimeInputMember(
                name: "safeAreaInsets", typeName: "LayoutInsets", defaultValue: .staticMember("zero"),
                documentation: ["The container's safe-area insets (`safeArea`)."])
        case .layoutMargins:
            return RuntimeInputMember(
                name: "layoutMargins", typeName: "LayoutInsets", defaultValue: .staticMember("standardMargins"),
                documentation: ["The container's layout margins (`margins`)."])
        case .traits:
            return RuntimeInputMember(
                name: GeneratedCodeNames.traitsMember, typeName: "LayoutTraits", defaultValue: .emptyInitializer,
                documentation: ["The traits built-in conditions (`rtl`, size classes, idiom) are read from."])
        }
    }
}
