/// Access modifiers generated declarations carry (`internal` is written as no keyword).
package enum SwiftAccessModifier: String, Hashable, Sendable {
    /// `public`.
    case `public`
    /// `package`.
    case package
    /// `private`: helpers only the generated type itself calls.
    case `private`

    /// The modifier for an interface's access level; `nil` for `internal`.
    package init?(_ level: LayoutInterface.AccessLevel) {
        switch level {
        case .internal: return nil
        case .public: self = .public
        case .package: self = .package
        }
    }
}

/// Where `eval` takes a stored property's value from (for `Input`), or which reported frame it is
/// (for `Frames`). The renderer ignores it; `GeneratedCodeInterpreter` reads it.
package enum SwiftFieldBinding: Hashable, Sendable {
    /// `Input.bounds`: the container's rectangle.
    case bounds
    /// `Input.scale`: the display scale.
    case scale
    /// A spec `inputs` entry.
    case input(String)
    /// A declared condition.
    case condition(String)
    /// `Input.<view>Hidden`: an arranged view's hidden flag (`hideable:`).
    case hiddenFlag(String)
    /// `Frames.<view>Hidden`: the flag again, for `apply` to set `isHidden` with the frame.
    case hiddenState(String)
    /// A `measure: intrinsic` view's size.
    case measuredSize(String)
    /// A `measure: heightForWidth` view's `HeightForWidth` (intrinsic size and measuring model).
    case heightForWidth(String)
    /// A label's font metrics.
    case fontMetrics(String)
    /// The container's safe-area insets.
    case safeAreaInsets
    /// The container's layout margins.
    case layoutMargins
    /// The traits built-in conditions are read from.
    case traits
    /// `Frames.<item>`: an item's frame.
    case frame(String)
    /// `Frames.fittingSize`.
    case fittingSize
}

/// A stored property of a generated struct, which is also a parameter of its memberwise init.
package struct SwiftStoredProperty: Hashable, Sendable {
    /// Doc comment lines (without `///`).
    package var documentation: [String]
    /// The property's name.
    package var name: String
    /// The property's type.
    package var type: SwiftType
    /// The init parameter's default value, if any.
    package var defaultValue: SwiftExpression?
    /// What the property stands for, for the interpreter.
    package var binding: SwiftFieldBinding?

    /// Creates a stored property.
    package init(
        documentation: [String] = [], name: String, type: SwiftType,
        defaultValue: SwiftExpression? = nil, binding: SwiftFieldBinding? = nil
    ) {
        self.documentation = documentation
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.binding = binding
    }
}

/// `struct Name: Conformances { var ...; init(...) { self.x = x ... } }` with an explicit
/// memberwise initializer (so it can be `public` and carry defaults).
package struct SwiftStructDeclaration: Hashable, Sendable {
    /// Doc comment lines.
    package var documentation: [String]
    /// Access modifier of the struct and all its members.
    package var access: SwiftAccessModifier?
    /// The struct's name.
    package var name: String
    /// Protocols it conforms to (`Equatable`, `Sendable`).
    package var conformances: [String]
    /// Stored properties, in init order.
    package var properties: [SwiftStoredProperty]
    /// Doc comment lines of the memberwise initializer.
    package var initializerDocumentation: [String]
    /// `Frames.apply(...)`, printed after the initializer (`nil` for other structs).
    package var applyMethod: SwiftApplyMethodDeclaration?
    /// Set for structs with many stored properties: the memberwise initializer is then printed in
    /// an extension and calls the one the compiler makes (see `SwiftMemberwiseTag`).
    package var memberwiseTag: SwiftMemberwiseTag?
    /// Every stored property starts at `.zero` (`var a: CGRect = .zero`): a large layout's `Frames`
    /// (docs/GeneratedCode.md, "Large layouts"). Without a `memberwiseTag`, its one initializer is
    /// then `init()`; an `Equatable` one gets an explicit `==` through the runtime's
    /// `FramesEquality` (its properties are all `CGRect`s and `CGSize`s).
    package var zeroDefaults: Bool

    /// Creates a struct.
    package init(
        documentation: [String] = [], access: SwiftAccessModifier?, name: String,
        conformances: [String], properties: [SwiftStoredProperty],
        initializerDocumentation: [String] = [], applyMethod: SwiftApplyMethodDeclaration? = nil,
        memberwiseTag: SwiftMemberwiseTag? = nil, zeroDefaults: Bool = false
    ) {
        self.documentation = documentation
        self.access = access
        self.name = name
        self.conformances = conformances
        self.properties = properties
        self.initializerDocumentation = initializerDocumentation
        self.applyMethod = applyMethod
        self.memberwiseTag = memberwiseTag
        self.zeroDefaults = zeroDefaults
    }
}

/// A parameter of a generated function: `label name: Type`.
package struct SwiftParameter: Hashable, Sendable {
    /// The argument label (`for`), `nil` when the label is the name.
    package var label: String?
    /// The parameter name used in the body.
    package var name: String
    /// Its type.
    package var type: SwiftType
    /// Whether it is `inout` (the `Frames` a part of a split body fills in).
    package var isInout: Bool

    /// Creates a parameter.
    package init(label: String? = nil, name: String, type: SwiftType, isInout: Bool = false) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
    }
}

/// `static func name(params) -> Result { body }`.
package struct SwiftFunctionDeclaration: Hashable, Sendable {
    /// Doc comment lines.
    package var documentation: [String]
    /// Attributes written on their own line before the declaration (`@inline(never)`).
    package var attributes: [String]
    /// Access modifier.
    package var access: SwiftAccessModifier?
    /// The function's name.
    package var name: String
    /// Its parameters.
    package var parameters: [SwiftParameter]
    /// Its result type.
    package var returnType: SwiftType
    /// Its body.
    package var body: [SwiftStatement]

    /// Creates a static function.
    package init(
        documentation: [String] = [], attributes: [String] = [], access: SwiftAccessModifier?,
        name: String, parameters: [SwiftParameter], returnType: SwiftType, body: [SwiftStatement]
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.access = access
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// A member of the generated enum.
package enum SwiftMemberDeclaration: Hashable, Sendable {
    /// A nested struct.
    case structure(SwiftStructDeclaration)
    /// A static function.
    case staticFunction(SwiftFunctionDeclaration)
    /// A static array constant.
    case staticArray(SwiftStaticArrayDeclaration)
}

/// `enum Name { members }`: a caseless namespace.
package struct SwiftEnumDeclaration: Hashable, Sendable {
    /// Doc comment lines.
    package var documentation: [String]
    /// Access modifier.
    package var access: SwiftAccessModifier?
    /// The enum's name.
    package var name: String
    /// Its members, in order.
    package var members: [SwiftMemberDeclaration]

    /// Creates an enum.
    package init(
        documentation: [String] = [], access: SwiftAccessModifier?, name: String,
        members: [SwiftMemberDeclaration]
    ) {
        self.documentation = documentation
        self.access = access
        self.name = name
        self.members = members
    }

    /// The nested struct named `name`, if any.
    package func structure(named name: String) -> SwiftStructDeclaration? {
        for case .structure(let declaration) in members where declaration.name == name { return declaration }
        return nil
    }

    /// The static function named `name`, if any.
    package func function(named name: String) -> SwiftFunctionDeclaration? {
        for case .staticFunction(let declaration) in members where declaration.name == name { return declaration }
        return nil
    }
}
