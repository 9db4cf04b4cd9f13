/// One generated Swift source file: a header comment, imports, one enum declaration, and its
/// SwiftUI adapter when the spec asks for one.
package struct SwiftFile: Hashable, Sendable {
    /// Header comment lines (without `//`).
    package var headerComment: [String]
    /// Imported modules, in order.
    package var imports: [String]
    /// The declaration.
    package var declaration: SwiftEnumDeclaration
    /// The SwiftUI `Layout` adapter (`swiftUI: true`), printed after the enum.
    package var swiftUILayout: SwiftUILayoutDeclaration?

    /// Creates a file.
    package init(
        headerComment: [String], imports: [String], declaration: SwiftEnumDeclaration,
        swiftUILayout: SwiftUILayoutDeclaration? = nil
    ) {
        self.headerComment = headerComment
        self.imports = imports
        self.declaration = declaration
        self.swiftUILayout = swiftUILayout
    }
}
