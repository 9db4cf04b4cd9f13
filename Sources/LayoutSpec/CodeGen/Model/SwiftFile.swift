/// One generated Swift source file: a header comment, imports, one enum declaration, and its
/// SwiftUI adapter when the spec asks for one.
public struct SwiftFile: Hashable, Sendable {
    /// Header comment lines (without `//`).
    public var headerComment: [String]
    /// Imported modules, in order.
    public var imports: [String]
    /// The declaration.
    public var declaration: SwiftEnumDeclaration
    /// The SwiftUI `Layout` adapter (`swiftUI: true`), printed after the enum.
    public var swiftUILayout: SwiftUILayoutDeclaration?

    /// Creates a file.
    public init(
        headerComment: [String], imports: [String], declaration: SwiftEnumDeclaration,
        swiftUILayout: SwiftUILayoutDeclaration? = nil
    ) {
        self.headerComment = headerComment
        self.imports = imports
        self.declaration = declaration
        self.swiftUILayout = swiftUILayout
    }
}
