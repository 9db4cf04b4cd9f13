/// The SwiftUI adapter of a spec with `swiftUI: true`, printed after the generated enum: the
/// `Item` type, then the layout inside `#if canImport(SwiftUI)` (docs/GeneratedCode.md, "SwiftUI"):
///
/// ```swift
/// extension ProfileCardLayout {
///     public struct Item: LayoutItemName { public let index: Int; public static var avatar: Item { Item(index: 0) } … }
/// }
/// #if canImport(SwiftUI)
/// extension ProfileCardLayout {
///     @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
///     public struct SwiftUILayout: SpecLayout {
///         public typealias Item = ProfileCardLayout.Item
///         public static let fitsWidth: Bool = false
///         public static let fitsHeight: Bool = true
///         public var scale: CGFloat ...; public init(...) { ... }
///         public func layoutFrames(in bounds: CGRect, measuring subviews: LayoutSubviewMeasurer) -> LayoutAdapterFrames { ... }
///     }
/// }
/// ```
///
/// Rendered only: the interpreter and the JavaScript preview have no SwiftUI and ignore it.
public struct SwiftUILayoutDeclaration: Hashable, Sendable {
    /// One static member of the `Item` type.
    public struct ItemCase: Hashable, Sendable {
        /// The member's name (the item's `Frames` property name, or another if that one is taken).
        public var name: String
        /// The spec name of the item, for the doc comment.
        public var specName: String

        /// Creates a case.
        public init(name: String, specName: String) {
            self.name = name
            self.specName = specName
        }
    }

    /// The module the glue comes from (`SpecLayout`, `.layoutView(_:)`).
    public static let glueModule = "LayoutSwiftUI"
    /// The modules imported inside `#if canImport(SwiftUI)`.
    public static let imports = [glueModule, "SwiftUI"]
    /// The SwiftUI `Layout` protocol's first releases (SwiftUI's `Layout` needs them).
    public static let availability = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)"
    /// The items type's name.
    public static let itemTypeName = "Item"
    /// The layout struct's name.
    public static let layoutTypeName = "SwiftUILayout"
    /// The runtime protocol the items type conforms to.
    public static let itemProtocol = "LayoutItemName"
    /// The `LayoutSwiftUI` protocol the struct conforms to.
    public static let layoutProtocol = "SpecLayout"

    /// The generated enum's name, which the declarations extend.
    public var typeName: String
    /// Access modifier of every declaration.
    public var access: SwiftAccessModifier?
    /// The items, in `Frames` order (the index is the place in the list).
    public var items: [ItemCase]
    /// The layout struct: its documentation, its stored properties (the `Input` fields that are not
    /// measured or the bounds) and its initializer's documentation. Rendered with its memberwise
    /// initializer; conformances and members other than the properties are this declaration's.
    public var layout: SwiftStructDeclaration
    /// Whether the spec fits its width.
    public var fitsWidth: Bool
    /// Whether the spec fits its height.
    public var fitsHeight: Bool
    /// `layoutFrames(in:measuring:)`: builds the `Input`, calls `frames(for:)`, returns the
    /// `LayoutAdapterFrames`.
    public var layoutFrames: SwiftFunctionDeclaration

    /// Creates the declaration.
    public init(
        typeName: String, access: SwiftAccessModifier?, items: [ItemCase], layout: SwiftStructDeclaration,
        fitsWidth: Bool, fitsHeight: Bool, layoutFrames: SwiftFunctionDeclaration
    ) {
        self.typeName = typeName
        self.access = access
        self.items = items
        self.layout = layout
        self.fitsWidth = fitsWidth
        self.fitsHeight = fitsHeight
        self.layoutFrames = layoutFrames
    }
}
