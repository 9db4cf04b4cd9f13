/// One generated Swift source file: a header comment, imports, and one enum declaration.
public struct SwiftFile: Hashable, Sendable {
    /// Header comment lines (without `//`).
    public var headerComment: [String]
    /// Imported modules, in order.
    public var imports: [String]
    /// The declaration.
    public var declaration: SwiftEnumDeclaration

    /// Creates a file.
    public init(headerComment: [String], imports: [String], declaration: SwiftEnumDeclaration) {
        self.headerComment = headerComment
        self.imports = imports
        self.declaration = declaration
    }
}
