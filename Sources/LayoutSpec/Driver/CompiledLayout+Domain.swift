extension CompiledLayout {
    /// Warnings for the values of `request` that lie outside the domain the layout was proven
    /// over (the container size against `minWidth`…`maxHeight`, `inputs` against their
    /// `{min, max}`, measured sizes against their `measuredSize:`, safe-area insets against
    /// `minSafeArea`/`maxSafeArea`): the frames are still computed,
    /// by extending the nearest formula, but nothing was proven there. Then one warning for each
    /// kind of value the request does not give — measured views' sizes, text views' fonts,
    /// inputs — which `eval` lays out as zeros.
    package func domainWarnings(for request: EvaluationRequest) -> [Diagnostic] {
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
            case .intrinsicWidth(let name):
                guard let size = request.sizes[name] else { continue }
                (value, option) = (Double(size.width), { "--size \(name)=\($0)x…" })
            case .intrinsicHeight(let name):
                guard let size = request.sizes[name] else { continue }
                (value, option) = (Double(size.height), { "--size \(name)=…x\($0)" })
            case .safeAreaInset(let edge):
                let insets = request.safeAreaInsets
                let side = [insets.top, insets.left, insets.bottom, insets.right][edge.rawValue]
                (value, option) = (Double(side), { "--safe-area with a \(edge.name) of \($0)" })
            default:
                continue
            }
            guard value < domain.lowerBound || value > domain.upperBound else { continue }
            warnings.append(
                .warning(
                    at: nil,
                    "\(option(LinearExpression.format(value))) is outside "
                        + "[\(LinearExpression.format(domain.lowerBound)), \(LinearExpression.format(domain.upperBound))], "
                        + "the range \(domain.parameter) was declared and proven for in \(specPath); the frames extend the "
                        + "nearest formula"))
        }
        return warnings + missingValueWarnings(for: request)
    }

    /// "no size given for …", "no font given for …", "no value given for …": the measured views,
    /// text views and inputs `request` leaves at zero.
    private func missingValueWarnings(for request: EvaluationRequest) -> [Diagnostic] {
        let sizes = interface.measuredViews.map(\.name).filter {
            request.sizes[$0] == nil && request.measurements[$0] == nil
        }
        let fonts = interface.fontLabels.filter { request.fonts[$0] == nil }
        let inputs = interface.inputs.filter { request.inputs[$0] == nil }
        let missing: [(names: [String], what: String, option: String, zero: String)] = [
            (sizes, "size", "--size VIEW=WxH", "0 × 0"),
            (fonts, "font", "--font VIEW=ASC,DESC,CAP", "a font of zero metrics"),
            (inputs, "value", "--set NAME=V", "0")
        ]
        return missing.filter { !$0.names.isEmpty }.map { names, what, option, zero in
            .warning(
                at: nil, "no \(what) given for \(names.joined(separator: ", ")) (`\(option)`): laid out with \(zero)")
        }
    }
}
