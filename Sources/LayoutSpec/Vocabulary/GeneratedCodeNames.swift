/// The one table of names the generated code uses: the modules it imports, the platform and
/// standard-library types it names, `LayoutRuntime`'s public types (a spec's type name, `name:`
/// or the file stem + `Layout`, must not be one of them, or the generated type would shadow what
/// its own code uses: docs/SpecLanguage.md, "Limits"), the members of the generated type and of
/// its `Input` (which a spec's names may not take), and the functions and parameter its code
/// calls and reads (which its local constants may not shadow).
///
/// Tests check the table against `LayoutRuntime`'s public types and against every capitalised
/// name in the golden generated files.
package enum GeneratedCodeNames {
    /// Modules the generated file imports or could qualify names with.
    package static let modules: [String] = [
        "Swift", "Foundation", "CoreGraphics", "LayoutRuntime", "UIKit", "AppKit", "SwiftUI", "LayoutSwiftUI"
    ]

    /// Standard-library, Foundation and CoreGraphics types and protocols the generated code names.
    package static let platformTypes: [String] = [
        "AnyObject", "Bool", "CGFloat", "CGPoint", "CGRect", "CGSize", "Double", "Equatable", "Hashable", "Int",
        "KeyPath", "MainActor", "Never", "Optional", "Sendable", "String"
    ]

    /// `LayoutRuntime`'s public types (its nested types are always written qualified).
    package static let runtimeTypes: [String] = [
        "BuiltInCondition", "FontMetrics", "FramesEquality", "HeightForWidth", "LayoutFrameTarget", "LayoutInsets",
        "LayoutTraits",
        "PixelRounding", "LayoutAdapter", "LayoutAdapterFrames", "LayoutAdapterSubviews", "LayoutItemName",
        "LayoutMeasurements", "LayoutSubviewMeasurer"
    ]

    /// `LayoutSwiftUI`'s types a generated SwiftUI layout names (`swiftUI: true`).
    package static let swiftUITypes: [String] = ["SpecLayout"]

    /// The generated type's function that computes the frames, `frames(for:)`.
    package static let framesFunction = "frames"
    /// `frames(for:)`'s parameter.
    package static let inputParameter = "input"
    /// The generated type's static list of the spec's examples.
    package static let examplesProperty = "examples"
    /// The free functions the generated code calls (and the interpreter and the preview's
    /// JavaScript evaluate).
    package static let minimumFunction = "fmin"
    /// See `minimumFunction`.
    package static let maximumFunction = "fmax"

    /// The members of the generated `Input` (and `Frames`' `fittingSize`) that are not views or
    /// inputs, which no view, guide, metric or input may be called.
    package static let inputMembers: [String] = [boundsMember, scaleMember, traitsMember, fittingSizeMember]
    /// `Input.bounds`.
    package static let boundsMember = "bounds"
    /// `Input.scale`.
    package static let scaleMember = "scale"
    /// `Input.traits`.
    package static let traitsMember = "traits"
    /// `Input.fittingSize` (and `Frames.fittingSize`).
    package static let fittingSizeMember = "fittingSize"

    /// The names the generated code refers to inside `frames(for:)` that a local constant must not
    /// shadow: its parameter, the functions it calls (Swift's `min`/`max` too) and every type name.
    package static let localReservedNames: Set<String> = Set([
        inputParameter, minimumFunction, maximumFunction, "min", "max"
    ])
    .union(reservedTypeNames)

    /// The types the generated type declares inside itself.
    package static let nestedTypes: [String] = ["Input", "Frames", "Example", "Item", "SwiftUILayout"]

    /// Every name above: what a generated type may not be called.
    package static let reservedTypeNames: Set<String> = Set(
        modules + platformTypes + runtimeTypes + swiftUITypes + nestedTypes)

    /// The longest type name: the output file `NAME.swift` must fit the 255-byte file-name limit
    /// of common file systems, with room to spare.
    package static let maximumTypeNameLength = 200
}
