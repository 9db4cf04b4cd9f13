/// `static let name: [Element] = [element, ...]`: a constant table in the generated enum (the
/// `examples` of docs/Solving.md). Each element is printed on its own lines, long calls wrapped one
/// argument per line.
public struct SwiftStaticArrayDeclaration: Hashable, Sendable {
    /// Doc comment lines.
    public var documentation: [String]
    /// Access modifier.
    public var access: SwiftAccessModifier?
    /// The constant's name.
    public var name: String
    /// The element type (`Example`); the constant's type is `[Element]`.
    public var elementType: SwiftType
    /// The elements, in order.
    public var elements: [SwiftExpression]

    /// Creates a static array constant.
    public init(
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
