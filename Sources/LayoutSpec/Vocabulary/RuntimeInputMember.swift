/// A stored property of the generated `Input` that carries a run-time input
/// (`RuntimeInputField.member`): what the code generator declares for it.
package struct RuntimeInputMember: Hashable, Sendable {
    /// The value a member's initializer parameter defaults to.
    package enum DefaultValue: Hashable, Sendable {
        /// A number literal: `1`.
        case number(Double)
        /// `true` or `false`.
        case boolean(Bool)
        /// A static member of the type: `.zero`.
        case staticMember(String)
        /// The type's initializer without arguments: `.init()`.
        case emptyInitializer
    }

    /// The property's name (before the generator makes it unique).
    package var name: String
    /// The property's type: `CGRect`, `LayoutInsets`.
    package var typeName: String
    /// The initializer parameter's default, `nil` when a caller must give the value.
    package var defaultValue: DefaultValue?
    /// The doc comment's lines (without `///`).
    package var documentation: [String]

    /// A member.
    package init(name: String, typeName: String, defaultValue: DefaultValue? = nil, documentation: [String]) {
        self.name = name
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.documentation = documentation
    }
}
