import LayoutRuntime

/// The values the body reads before the components: the runtime inputs (`Parameter`s) read from
/// `input` into `let`s, measured heights once their width is solved, and the conditions.
extension FramesBodyBuilder {
    /// Reads every runtime input the solution uses into a `let`, except measured heights (read
    /// before the first component that uses them) and stack contents (summed by the stacks).
    mutating func emitParameters(_ parameters: Set<Parameter>) {
        for parameter in parameters.sorted() {
            switch parameter {
            case .measuredHeight:
                pendingMeasurements.append(parameter)
                continue
            case .contentWidth, .contentHeight, .centeringSlack:
                continue  // summed by `emitStackContents`
            default:
                break
            }
            readIntoLet(parameter)
        }
    }

    /// `let title_intrinsicWidth: CGFloat = input.title.width`: `parameter` read once, by name.
    mutating func readIntoLet(_ parameter: Parameter) {
        let name = names.make(parameter.description.replacingDots())
        statements.append(.constant(name: name, type: .cgFloat, value: read(parameter)))
        parameterValues[parameter] = .identifier(name)
    }

    /// How the generated code reads `parameter` from `input` (0 when `Input` lacks it).
    func read(_ parameter: Parameter) -> SwiftExpression {
        func field(_ binding: SwiftFieldBinding) -> SwiftExpression? {
            inputProperties[binding].map { input.member($0) }
        }
        switch parameter {
        case .containerWidth:
            return field(.bounds)?.member("width") ?? .number(0)
        case .containerHeight:
            return field(.bounds)?.member("height") ?? .number(0)
        case .input(let name):
            return field(.input(name)) ?? .number(0)
        case .intrinsicWidth(let view):
            if let measurement = field(.heightForWidth(view)) {
                return measurement.member("intrinsicSize").member("width")
            }
            return field(.measuredSize(view))?.member("width") ?? .number(0)
        case .intrinsicHeight(let view):
            return field(.measuredSize(view))?.member("height") ?? .number(0)
        case .measuredHeight(let view):
            // `input.<view>.height(forWidth: <view>_width)`, at the width solved before.
            guard let measurement = field(.heightForWidth(view)) else { return .number(0) }
            return .runtime(
                .measuredHeight(measurement, forWidth: variableValues[Variable(view, .width)] ?? .number(0)))
        case .capInset(let view):
            guard let font = field(.fontMetrics(view)) else { return .number(0) }
            return .pixelRounding(.floorPx, font.member("ascender") - font.member("capHeight"), scale: scale)
        case .ascent(let view):
            guard let font = field(.fontMetrics(view)) else { return .number(0) }
            return .pixelRounding(.px, font.member("ascender"), scale: scale)
        case .descent(let view):
            guard let font = field(.fontMetrics(view)) else { return .number(0) }
            return .pixelRounding(.ceilPx, .prefix(.negate, font.member("descender")), scale: scale)
        case .contentWidth, .contentHeight, .centeringSlack:
            return parameterValues[parameter] ?? .number(0)
        case .containerMargin(let edge):
            return field(.layoutMargins)?.member(edge.name) ?? .number(0)
        case .safeAreaInset(let edge):
            return field(.safeAreaInsets)?.member(edge.name) ?? .number(0)
        }
    }

    /// Reads the measured heights `component` uses (their widths are solved by earlier components:
    /// the solver orders components so, and rejects a measurement that depends on itself).
    /// Stacks whose content height is measured at their width are summed here too.
    mutating func emitMeasurements(usedBy component: SolvedComponent) {
        guard !pendingMeasurements.isEmpty || !pendingStackContents.isEmpty else { return }
        let used = SolutionScan.parameters(in: LayoutSolution(components: [component]))
        for parameter in pendingMeasurements where used.contains(parameter) {
            readIntoLet(parameter)
        }
        pendingMeasurements.removeAll { used.contains($0) }
        for arrangement in pendingStackContents
        where used.contains(.contentHeight(arrangement.name)) || used.contains(.centeringSlack(arrangement.name)) {
            emitMeasuredStackContent(arrangement)
        }
    }

    /// One `Bool` `let` per condition the solution uses: a declared one read from `input`, a
    /// built-in one tested on the traits.
    mutating func emitConditions(_ used: Set<String>) {
        for condition in used.sorted() {
            let name = names.make(condition)
            let value: SwiftExpression
            if let property = inputProperties[.condition(condition)] {
                value = input.member(property)
            } else {
                value = Self.builtInCondition(condition, traits: input.member(inputProperties[.traits] ?? "traits"))
            }
            statements.append(.constant(name: name, type: .bool, value: value))
            conditionValues[condition] = .identifier(name)
        }
    }

    /// A built-in condition read from the traits as the conjunction of its trait values
    /// (`traits.holds(.rtl)`, `!traits.holds(.regularWidth)`): a comparison or two per call, where
    /// `traits.condition("rtl")` would look the name up in a table every time.
    static func builtInCondition(_ name: String, traits: SwiftExpression) -> SwiftExpression {
        let tests = BuiltInConditions.traitValues(of: name).compactMap { value -> SwiftExpression? in
            guard let trait = BuiltInCondition.Trait(rawValue: value.trait) else { return nil }
            let holds = SwiftExpression.runtime(.traitHolds(traits, trait))
            return value.holds ? holds : .prefix(.not, holds)
        }
        guard let first = tests.first else {
            return .runtime(.traitCondition(traits, name: name))
        }
        return tests.dropFirst().reduce(first) { SwiftExpression.binary($0, .and, $1) }
    }
}

private extension String {
    /// `title.capInset` → `title_capInset`.
    func replacingDots() -> String {
        split(separator: ".", omittingEmptySubsequences: false).joined(separator: "_")
    }
}
