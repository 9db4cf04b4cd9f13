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
package struct SwiftUILayoutDeclaration: Hashable, Sendable {
    /// One static member of the `Item` type.
    package struct ItemCase: Hashable, Sendable {
        /// The member's name (the item's `Frames` property name, or another if that one is taken).
        package var name: String
        /// The spec name of the item, for the doc comment.
        package var specName: String

        /// Creates a case.
        package init(name: String, specName: String) {
            self.name = name
            self.specName = specName
        }
    }

    /// The module the glue comes from (`SpecLayout`, `.layoutView(_:)`).
    package static let glueModule = "LayoutSwiftUI"
    /// The modules imported inside `#if canImport(SwiftUI)`.
    package static let imports = [glueModule, "SwiftUI"]
    /// The SwiftUI `Layout` protocol's first releases (SwiftUI's `Layout` needs them).
    package static let availability = "@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)"
    /// The items type's name.
    package static let itemTypeName = "Item"
    /// The layout struct's name.
    package static let layoutTypeName = "SwiftUILayout"
    /// The runtime protocol the items type conforms to.
    package static let itemProtocol = "LayoutItemName"
    /// The `LayoutSwiftUI` protocol the struct conforms to.
    package static let layoutProtocol = "SpecLayout"

    /// The generated enum's name, which the declarations extend.
    package var typeName: String
    /// Access modifier of every declaration.
    package var access: SwiftAccessModifier?
    /// The items, in `Frames` order (the index is the place in the list).
    package var items: [ItemCase]
    /// The layout struct: its documentation, its stored properties (the `Input` fields that are not
    /// measured or the bounds) and its initializer's documentation. Rendered with its memberwise
    /// initializer; conformances and members other than the properties are this declaration's.
    package var layout: SwiftStructDeclaration
    /// Whether the spec fits its width.
    package var fitsWidth: Bool
    /// Whether the spec fits its height.
    package var fitsHeight: Bool
    /// `layoutFrames(in:measuring:)`: builds the `Input`, calls `frames(for:)`, returns the
    /// `LayoutAdapterFrames`.
    package var layoutFrames: SwiftFunctionDeclaration

    /// Creates the declaration.
    package init(
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
