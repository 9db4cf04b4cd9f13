extension CompiledLayout {
    /// Warnings for the values of `request` that lie outside the domain the layout was proven
    /// over (the container size against `minWidth`…`maxHeight`, `inputs` against their
    /// `{min, max}`): the frames are still computed, by extending the nearest formula, but nothing
    /// was proven there.
    public func domainWarnings(for request: EvaluationRequest) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for domain in domains {
            let value: Double
            let option: (String) -> String
            switch domain.parameter {
            case .containerWidth where !interface.fitsWidth:
                (value, option) = (request.width, { "--width \($0)" })
            case .containerHeight where !interface.fitsHeight:
                (value, option) = (request.height, { "--height \($0)" })
            case .input(let name):
                (value, option) = (request.inputs[name] ?? 0, { "--set \(name)=\($0)" })
            default:
                continue
            }
            guard value < domain.lowerBound || value > domain.upperBound else { continue }
            warnings.append(.warning(at: nil, "\(option(LinearExpression.format(value))) is outside "
                + "[\(LinearExpression.format(domain.lowerBound)), \(LinearExpression.format(domain.upperBound))], "
                + "the range \(domain.parameter) was declared and proven for in \(specPath); the frames extend the "
                + "nearest formula"))
        }
        return warnings
    }
}
