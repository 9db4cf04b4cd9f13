/// The one table of names the generated code refers to from outside the generated type: the
/// modules it imports, the platform and standard-library types it names, and `LayoutRuntime`'s
/// public types. A spec's type name (`name:` or the file stem + `Layout`) must not be one of them,
/// or the generated type would shadow what its own code uses (docs/SpecLanguage.md, "Limits").
///
/// Tests check the table against `LayoutRuntime`'s public types and against every capitalised
/// name in the golden generated files.
public enum GeneratedCodeNames {
    /// Modules the generated file imports or could qualify names with.
    public static let modules: [String] = [
        "Swift", "Foundation", "CoreGraphics", "LayoutRuntime", "UIKit", "AppKit", "SwiftUI", "LayoutSwiftUI",
    ]

    /// Standard-library, Foundation and CoreGraphics types and protocols the generated code names.
    public static let platformTypes: [String] = [
        "AnyObject", "Bool", "CGFloat", "CGPoint", "CGRect", "CGSize", "Double", "Equatable", "Hashable", "Int",
        "KeyPath", "MainActor", "Never", "Optional", "Sendable", "String",
    ]

    /// `LayoutRuntime`'s public types (its nested types are always written qualified).
    public static let runtimeTypes: [String] = [
        "FontMetrics", "FramesEquality", "HeightForWidth", "LayoutFrameTarget", "LayoutInsets", "LayoutTraits", "PixelRounding",
        "LayoutAdapter", "LayoutAdapterFrames", "LayoutAdapterSubviews", "LayoutItemName", "LayoutMeasurements",
        "LayoutSubviewMeasurer",
    ]

    /// `LayoutSwiftUI`'s types a generated SwiftUI layout names (`swiftUI: true`).
    public static let swiftUITypes: [String] = ["SpecLayout"]

    /// The types the generated type declares inside itself.
    public static let nestedTypes: [String] = ["Input", "Frames", "Example", "Item", "SwiftUILayout"]

    /// Every name above: what a generated type may not be called.
    public static let reservedTypeNames: Set<String> = Set(modules + platformTypes + runtimeTypes + swiftUITypes + nestedTypes)

    /// The longest type name: the output file `NAME.swift` must fit the 255-byte file-name limit
    /// of common file systems, with room to spare.
    public static let maximumTypeNameLength = 200
}
