/// `static let name: [Element] = [element, ...]`: a constant table in the generated enum (the
/// `examples` of docs/Solving.md). Each element is printed on its own lines, long calls wrapped one
/// argument per line.
package struct SwiftStaticArrayDeclaration: Hashable, Sendable {
    /// Doc comment lines.
    package var documentation: [String]
    /// Access modifier.
    package var access: SwiftAccessModifier?
    /// The constant's name.
    package var name: String
    /// The element type (`Example`); the constant's type is `[Element]`.
    package var elementType: SwiftType
    /// The elements, in order.
    package var elements: [SwiftExpression]

    /// Creates a static array constant.
    package init(
        documentation: [String] = [], access: SwiftAccessModifier?, name: String, elementType: SwiftType,
        elements: [SwiftExpression]
    ) {
        self.documentation = documentation
        self.access = access
        self.name = name
        self.elementType = elementType
        self.elements = elements
    }
}
