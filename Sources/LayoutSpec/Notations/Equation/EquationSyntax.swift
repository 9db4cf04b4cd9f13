/// The attribute named after `item.`: one attribute, or a compound standing for several.
package enum AttributeName: Hashable, Sendable, CustomStringConvertible {
    /// `left`, `width`, ...
    case single(LayoutAttribute)
    /// `edges`, `size`, `center`, `margins`, `centerWithinMargins`.
    case compound(CompoundAttribute)

    /// The attributes it stands for, in tuple-argument order.
    package var components: [LayoutAttribute] {
        switch self {
        case .single(let attribute): return [attribute]
        case .compound(let compound): return compound.components
        }
    }

    /// The spelling in specs.
    package var description: String {
        switch self {
        case .single(let attribute): return attribute.rawValue
        case .compound(let compound): return compound.rawValue
        }
    }

    /// Reads a spelling; `nil` when it is neither an attribute nor a compound.
    package init?(spelling: String) {
        if let attribute = LayoutAttribute(rawValue: spelling) {
            self = .single(attribute)
        } else if let compound = CompoundAttribute(rawValue: spelling) {
            self = .compound(compound)
        } else {
            return nil
        }
    }

    /// Every accepted spelling, for "did you mean".
    package static let allSpellings: [String] =
        LayoutAttribute.allCases.map(\.rawValue) + CompoundAttribute.allCases.map(\.rawValue)

    /// Every accepted spelling, for "expected one of" messages.
    package static let spellings: String = allSpellings.joined(separator: ", ")
}

/// `item.attribute` as written, with offsets for diagnostics.
package struct AttributeReference: Hashable, Sendable {
    /// The item's name (a view, guide, `superview`, `container`, `margins` or `safeArea`).
    package var item: String
    /// Offset of the item's name.
    package var itemOffset: Int
    /// The attribute.
    package var attribute: AttributeName
    /// Offset of the attribute's name.
    package var attributeOffset: Int

    /// Creates a reference.
    package init(item: String, itemOffset: Int, attribute: AttributeName, attributeOffset: Int) {
        self.item = item
        self.itemOffset = itemOffset
        self.attribute = attribute
        self.attributeOffset = attributeOffset
    }
}

/// `+ - * /` on the right-hand side of an equation.
package enum ArithmeticOperator: String, Hashable, Sendable {
    /// `+`.
    case add = "+"
    /// `-`.
    case subtract = "-"
    /// `*`.
    case multiply = "*"
    /// `/`.
    case divide = "/"
}

/// The right-hand side of an equation, before names are resolved.
package indirect enum EquationExpression: Hashable, Sendable {
    /// A number literal.
    case number(Double, offset: Int)
    /// A bare name: a metric, an input, or an item (meaning the left-hand attribute of that item).
    case name(String, offset: Int)
    /// `item.attribute`, with `(…)` arguments for compounds (`superview.edges(8, 16, 8, 16)`).
    case attribute(AttributeReference, arguments: [EquationExpression]?)
    /// `(a, b, …)`: one value per component of a compound left-hand side.
    case tuple([EquationExpression], offset: Int)
    /// `-e`.
    case negate(EquationExpression, offset: Int)
    /// `a OP b`.
    case binary(ArithmeticOperator, EquationExpression, EquationExpression, operatorOffset: Int)
}

/// One parsed equation statement: `left RELATION right`, with an optional priority.
package struct Equation: Hashable, Sendable {
    /// The constrained attribute (possibly compound).
    package var left: AttributeReference
    /// `==`, `<=`, `>=`.
    package var relation: Relation
    /// Offset of the relation.
    package var relationOffset: Int
    /// The right-hand side.
    package var right: EquationExpression
    /// `@N` after the left attribute or at the end; `nil` is required.
    package var priority: PrioritySyntax?

    /// Creates an equation.
    package init(
        left: AttributeReference, relation: Relation, relationOffset: Int, right: EquationExpression,
        priority: PrioritySyntax?
    ) {
        self.left = left
        self.relation = relation
        self.relationOffset = relationOffset
        self.right = right
        self.priority = priority
    }
}
