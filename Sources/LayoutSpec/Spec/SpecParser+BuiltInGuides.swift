/// UIKit's `readableContentGuide` and `keyboardLayoutGuide`, built in: a spec whose constraints
/// name one gets the guide, the runtime input that sizes it, and the constraints UIKit gives it
/// (docs/SpecLanguage.md, "Built-in guides"). A spec that declares a view or guide of that name
/// keeps its own.
package enum BuiltInGuide: String, CaseIterable, Sendable {
    /// `readableContentGuide`: the layout margins guide's height, centred across it, as wide as
    /// the readable width allows (`min(layoutMarginsGuide.width, readableWidth)`: the readable
    /// width, given way to only where the margins are narrower).
    case readableContent = "readableContentGuide"
    /// `keyboardLayoutGuide`: the container's width, `keyboardHeight` tall, at its bottom.
    case keyboard = "keyboardLayoutGuide"

    /// The estimated readable width over the content size categories: UIKit's readable width is
    /// 672 points at the default text size (17-point body text), and grows with the body text
    /// size, from 14 points (extra small) to 53 (the largest accessibility size). The bounds are
    /// 672 scaled by those sizes, rounded.
    package static let readableWidthRange = (672.0 * 14 / 17).rounded()...(672.0 * 53 / 17).rounded()

    /// The runtime input that sizes the guide, with the range it is proven over.
    package var input: InputDeclaration.Template {
        switch self {
        case .readableContent:
            return .init(
                name: "readableWidth", lowerBound: Self.readableWidthRange.lowerBound,
                upperBound: Self.readableWidthRange.upperBound)
        case .keyboard:
            // No range of its own: the checks consider a height-like input from 0 to half the
            // typical container's height (docs/Solving.md).
            return .init(
                name: "keyboardHeight", lowerBound: ParameterDomain.inputRange.lowerBound,
                upperBound: ParameterDomain.inputRange.upperBound)
        }
    }

    /// The constraints UIKit gives the guide, as statements.
    package var statements: [String] {
        let guide = rawValue
        switch self {
        case .readableContent:
            return [
                "\(guide).top == layoutMarginsGuide.top", "\(guide).bottom == layoutMarginsGuide.bottom",
                "\(guide).centerX == layoutMarginsGuide.centerX", "\(guide).width <= layoutMarginsGuide.width",
                "\(guide).width == \(input.name) @\(Self.readableWidthPriority)"
            ]
        case .keyboard:
            return [
                "\(guide).left == container.left", "\(guide).width == container.width",
                "\(guide).bottom == container.bottom", "\(guide).height == \(input.name)"
            ]
        }
    }

    /// The priority that makes the readable guide as wide as both bounds allow: above every
    /// priority a spec uses for wishes (999 is the highest optional one).
    static let readableWidthPriority = 999
}

extension InputDeclaration {
    /// An input's name and range, before it has a location.
    package struct Template: Hashable, Sendable {
        /// The name.
        package var name: String
        /// `min:`.
        package var lowerBound: Double
        /// `max:`.
        package var upperBound: Double
    }
}

extension SpecParseSession {
    /// Adds each built-in guide that `specification`'s constraints name and it does not declare:
    /// the guide, its input (unless declared) and its constraints, located where a statement first
    /// names it.
    func addBuiltInGuides(to specification: inout LayoutSpecification) {
        let declared = Set(
            specification.views.map(\.name) + specification.guides.map(\.name) + specification.metrics.map(\.name))
        for guide in BuiltInGuide.allCases where !declared.contains(guide.rawValue) {
            guard let location = Self.firstStatement(naming: guide.rawValue, in: specification.constraints) else {
                continue
            }
            specification.guides.append(NamedDeclaration(name: guide.rawValue, location: location))
            let input = guide.input
            if !specification.inputs.contains(where: { $0.name == input.name }) && !declared.contains(input.name) {
                specification.inputs.append(
                    InputDeclaration(
                        name: input.name, lowerBound: input.lowerBound, upperBound: input.upperBound,
                        location: location))
            }
            for text in guide.statements {
                let written = ConstraintStatement(source: SourceText(text, start: location), location: location)
                specification.constraints.append(.statement(StatementSyntax.parse(written)))
            }
        }
    }

    /// Where the first statement of `entries` (groups included) names `name`.
    private static func firstStatement(naming name: String, in entries: [ConstraintEntry]) -> SourceLocation? {
        for entry in entries {
            switch entry {
            case .statement(let statement):
                if let offset = NotationScanner.offset(ofName: name, in: statement.written.text) {
                    return statement.written.source.location(at: offset)
                }
            case .group(let group):
                if let found = firstStatement(naming: name, in: group.constraints + group.otherwise) { return found }
            }
        }
        return nil
    }
}
