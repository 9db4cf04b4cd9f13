/// Relativity's `|--|` measures an absolute distance ("Width and height values will always be
/// positive"). A size `b.width == P |--| Q` is lowered as the signed difference `Q.x − P.x`; after
/// solving, its sign is checked over every region of the input domain where the statement applies:
/// never negative — done; never positive — lowered again as `P.x − Q.x`; both — a located error,
/// since `|d|` is not one linear function there (docs/notations/relativity.md).
enum RelativityDistanceSigns {
    /// Where a measured size is negative and positive, as witness inputs.
    private struct Range {
        var negative: (value: Double, at: [Double])?
        var positive: (value: Double, at: [Double])?
        /// The parameters the size depends on (indices), for the witnesses.
        var dependsOn: Set<Int> = []
    }

    /// Values within this distance of 0 count as 0.
    private static let tolerance = 1e-7

    /// Solves `lowered` (the lowering of `specification`), lowering again with the `|--|` sizes
    /// that come out negative negated. `prepare` is applied to each lowering's system before it is
    /// solved (the `ties: viewOrder` tie-break), so it holds for the lowering finally returned.
    ///
    /// - Throws: `SpecError` from lowering or solving, or at a `|--|` statement whose size changes
    ///   sign inside the input domain.
    static func solve(_ firstLowering: LoweredLayout, of specification: LayoutSpecification,
                      prepare: (ConstraintSystem) throws -> ConstraintSystem = { $0 }) throws
        -> (LoweredLayout, LayoutSolution) {
        var lowered = firstLowering
        var solution = try LayoutSolver().solve(prepare(lowered.system))
        var negated: Set<MeasuredDistance> = []
        for pass in 0..<2 {
            var toNegate: Set<MeasuredDistance> = []
            var errors: [Diagnostic] = []
            for size in MeasuredSize.all(in: lowered.system.constraints) {
                let range = self.range(of: size, in: solution, parameters: lowered.system.parameters)
                guard let negative = range.negative else { continue }
                if let positive = range.positive {
                    errors.append(changesSign(size, range, negative: negative, positive: positive,
                                              parameters: lowered.system.parameters))
                } else if pass == 0 {
                    toNegate.insert(size.key)
                } else {
                    errors.append(changesSign(size, range, negative: negative, positive: nil,
                                              parameters: lowered.system.parameters))
                }
            }
            if !errors.isEmpty { throw SpecError(errors) }
            if toNegate.isEmpty { break }
            negated.formUnion(toNegate)
            lowered = try SpecLowering.lower(specification, negatedDistances: negated)
            solution = try LayoutSolver().solve(prepare(lowered.system))
        }
        return (lowered, solution)
    }

    /// The most negative and most positive values of a measured size over the regions where its
    /// statement applies.
    private static func range(of size: MeasuredSize, in solution: LayoutSolution,
                              parameters: [ParameterDomain]) -> Range {
        var range = Range()
        let box = Polytope(lower: parameters.map(\.lowerBound), upper: parameters.map(\.upperBound))
        for component in solution.components {
            guard let index = component.variables.firstIndex(of: size.variable) else { continue }
            for solvedCase in component.cases {
                if let condition = size.condition, !condition.evaluate(solvedCase.assignment) { continue }
                for region in solvedCase.regions {
                    var polytope = box
                    for bound in region.bounds {
                        polytope = polytope.adding(Polytope.halfspace(nonNegative: affine(bound, parameters)))
                    }
                    let value = affine(region.values[index], parameters)
                    for k in 0..<parameters.count where abs(value.entries[k + 1]) > tolerance { range.dependsOn.insert(k) }
                    if let low = extreme(value, over: polytope, sign: 1), low.value < -tolerance,
                       low.value < range.negative?.value ?? 0 {
                        range.negative = low
                    }
                    if let high = extreme(value, over: polytope, sign: -1), high.value > tolerance,
                       high.value > range.positive?.value ?? 0 {
                        range.positive = high
                    }
                }
            }
        }
        return range
    }

    /// The minimum (`sign` 1) or maximum (`sign` −1) of `value` over `polytope`, with its point.
    private static func extreme(_ value: AffineVector, over polytope: Polytope, sign: Double)
        -> (value: Double, at: [Double])? {
        guard polytope.dimension > 0 else { return (value.constant, []) }
        guard case .optimal(let optimum, let point) = polytope.program()
            .minimize(value.entries.dropFirst().map { $0 * sign }) else { return nil }
        return (optimum * sign + value.constant, point)
    }

    /// An expression over the parameters as `[constant, coefficient per parameter]`.
    private static func affine(_ expression: LinearExpression, _ parameters: [ParameterDomain]) -> AffineVector {
        var entries = [expression.constant] + Array(repeating: 0.0, count: parameters.count)
        for (parameter, coefficient) in expression.parameterTerms {
            if let k = parameters.firstIndex(where: { $0.parameter == parameter }) { entries[k + 1] = coefficient }
        }
        return AffineVector(entries: entries)
    }

    /// The error at a statement whose measured size changes sign.
    private static func changesSign(_ size: MeasuredSize, _ range: Range, negative: (value: Double, at: [Double]),
                                    positive: (value: Double, at: [Double])?,
                                    parameters: [ParameterDomain]) -> Diagnostic {
        func witness(_ value: Double, _ point: [Double]) -> String {
            let inputs = zip(parameters, point).enumerated().filter { range.dependsOn.contains($0.offset) }
                .map { "\($0.element.0.parameter) = \(LinearExpression.format($0.element.1))" }
            return inputs.isEmpty ? LinearExpression.format(value)
                : "\(LinearExpression.format(value)) at \(inputs.joined(separator: ", "))"
        }
        let component = size.key.isWidth ? "width" : "height"
        var where_ = witness(negative.value, negative.at)
        if let positive { where_ += "; \(witness(positive.value, positive.at))" }
        return .error(at: size.key.location,
                      "the measured \(component) of `\(size.text)` changes sign inside the input domain (\(where_)): "
                        + "Relativity measures an absolute distance, which is not one linear function across the "
                        + "sign change; keep the two anchors in one order over the whole domain (narrow it with "
                        + "`container:` or `inputs:` bounds) or split the layout with `when:`")
    }
}
