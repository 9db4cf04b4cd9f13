/// Relativity distributions in the generated body: each distribution re-walked point by point with
/// pixel rounding, as Relativity's `PixelRounder` does (`RelativityPixelChain`).
extension FramesBodyBuilder {
    /// Replaces the distributed views' positions with Relativity's pixel-rounded walk (see
    /// `RelativityPixelChain`). Conditional and mirrored distributions keep the solver's exact
    /// positions, as do chains reading a value the solution does not provide.
    mutating func emit(_ chain: RelativityPixelChain, number: Int) {
        guard chain.condition == nil, !chain.isMirrored else { return }
        let along: FrameAttribute = chain.isHorizontal ? .minX : .minY
        let across: FrameAttribute = chain.isHorizontal ? .minY : .minX
        let alongLength: FrameAttribute = chain.isHorizontal ? .width : .height
        let acrossLength: FrameAttribute = chain.isHorizontal ? .height : .width
        var known = [chain.spanStart, chain.remainder, chain.spanMiddleAcross]
        for case .fixed(let value) in chain.steps { known.append(value) }
        let allKnown = known.allSatisfy { expression in
            expression.variableTerms.allSatisfy { variableValues[$0.variable] != nil }
                && expression.parameterTerms.allSatisfy { parameterValues[$0.parameter] != nil }
        }
        let viewsKnown = chain.steps.allSatisfy { step in
            guard case .view(let name) = step else { return true }
            return [along, across, alongLength, acrossLength].allSatisfy { variableValues[Variable(name, $0)] != nil }
        }
        guard allKnown, viewsKnown else { return }

        let prefix = "distribution\(number)"
        var chainStatements: [SwiftStatement] = [
            .comment(
                "Relativity distribution \(number): every point pixel-rounded in turn, as its PixelRounder does")
        ]
        func bind(_ base: String, _ value: SwiftExpression) -> SwiftExpression {
            let name = names.make(base)
            chainStatements.append(.constant(name: name, type: .cgFloat, value: value))
            return .identifier(name)
        }
        func px(_ value: SwiftExpression) -> SwiftExpression { .pixelRounding(.px, value, scale: scale) }
        let start = affineExpression(chain.spanStart, name: "\(prefix)_start", into: &chainStatements)
        // A span starting at 0 starts at pixel 0: no rounding, no name.
        var point = start == .number(0) ? start : bind("\(prefix)_point", px(start))
        /// `point + step`, without adding a literal 0.
        func advanced(_ step: SwiftExpression) -> SwiftExpression { point == .number(0) ? step : point + step }
        let remainder = affineExpression(chain.remainder, name: "\(prefix)_remainder", into: &chainStatements)
        let remainderValue = bind("\(prefix)_remainder", remainder)
        let middle = affineExpression(chain.spanMiddleAcross, name: "\(prefix)_middle", into: &chainStatements)
        let middleValue = bind("\(prefix)_middle", px(middle))
        var overrides: [Variable: SwiftExpression] = [:]
        for step in chain.steps {
            switch step {
            case .fixed(let value):
                let spacer = affineExpression(value, name: "\(prefix)_spacer", into: &chainStatements)
                point = bind("\(prefix)_point", px(advanced(spacer)))
            case .flexible(let weight):
                guard chain.totalWeight > 0 else { continue }
                // weight / total of the remainder (`remainder / 5` for one part in five: `* 1` is exact).
                let share =
                    weight == 1
                    ? remainderValue / .number(Double(chain.totalWeight))
                    : remainderValue * .number(Double(weight)) / .number(Double(chain.totalWeight))
                point = bind("\(prefix)_point", px(advanced(share)))
            case .view(let name):
                let alongValue = variableValues[Variable(name, alongLength)] ?? .number(0)
                let acrossValue = variableValues[Variable(name, acrossLength)] ?? .number(0)
                overrides[Variable(name, along)] = point
                overrides[Variable(name, across)] = bind(
                    "\(name)_\(across)_distributed", px(middleValue - px(acrossValue / .number(2))))
                point = bind("\(prefix)_point", advanced(px(alongValue)))
            }
        }
        statements += chainStatements
        for (variable, value) in overrides { variableValues[variable] = value }
    }
}
