/// The parsed form of EasyPeasy attribute strings (docs/notations/easypeasy.md), such as
/// `Left(12).to(avatar), Top().to(avatar, .top), Right(>=16).with(.medium)`.

/// One view's `attributes:` strings, each parsed into its attributes in the Spec stage.
package typealias EasyPeasyViewAttributes = ParsedViewStatements<[EasyPeasyAttributeSyntax]>

/// One attribute with its constants and modifiers.
package struct EasyPeasyAttributeSyntax: Hashable, Sendable {
    /// What an attribute name stands for.
    enum Target: Hashable, Sendable {
        /// `Width`, `Left`, `CenterXWithinMargins`, ….
        case single(LayoutAttribute)
        /// `Size`, `Edges`, `Center`, `Margins`, `CenterWithinMargins`.
        case compound(CompoundAttribute)
    }

    /// What the attribute stands for.
    var target: Target
    /// The name as written (`Left`).
    var name: String
    /// Column offset of the name inside the scalar.
    var nameOffset: Int
    /// The constants in the parentheses (none for `Left()`).
    var constants: [EasyPeasyConstant]
    /// `.to(...)` or `.like(...)`, the last one written.
    var reference: EasyPeasyReference?
    /// `.with(...)`, the last one written; `nil` is required.
    var priority: Int?
    /// `.when(...)`, the last one written, with EasyPeasy's names (`isPad`) as written.
    var condition: EasyPeasyCondition?
    /// The attribute as written, from its name to its last modifier.
    var text: String
}

/// `200`, `>=200`, `<=margin`, `*2`, `>=10*0.5`: EasyPeasy's `Constant`.
struct EasyPeasyConstant: Hashable, Sendable {
    /// The value: a number, or a metric or input by name.
    enum Value: Hashable, Sendable {
        case number(Double)
        case named(String, negated: Bool)
    }

    /// The relation (`==` unless `>=`/`<=` is written).
    var relation: Relation
    /// The value (0 for `*2`, which only sets the multiplier).
    var value: Value
    /// The multiplier (1 unless `*m` is written).
    var multiplier: Double
    /// Column offset of the constant inside the scalar.
    var offset: Int

    /// `()`: equal to 0.
    static func zero(at offset: Int) -> EasyPeasyConstant {
        EasyPeasyConstant(relation: .equal, value: .number(0), multiplier: 1, offset: offset)
    }
}

/// `.to(item[, .attribute])` or `.like(item[, .attribute])`.
struct EasyPeasyReference: Hashable, Sendable {
    /// `to` (positions) or `like` (sizes).
    var isLike: Bool
    /// The item as written.
    var item: String
    /// Column offset of the item.
    var itemOffset: Int
    /// The attribute, if named.
    var attribute: LayoutAttribute?
}

/// `.when(...)`: a condition expression and the offset of every name in it.
struct EasyPeasyCondition: Hashable, Sendable {
    /// The expression with names as written.
    var expression: ConditionExpression
    /// Each name with its column offset, in order.
    var names: [EasyPeasyConditionName]
}

/// A condition name and where it is written.
struct EasyPeasyConditionName: Hashable, Sendable {
    /// The name.
    var name: String
    /// Its column offset inside the scalar.
    var offset: Int
}
