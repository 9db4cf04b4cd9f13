/// The axis a Relativity distribution runs along.
enum RelativityAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// A parsed distribution string (docs/notations/relativity.md, distribution): `H: 8 <> a <> ~1~ <> b <> ~2~ <> c`.
struct RelativityDistribution: Hashable, Sendable {
    /// One item between `<>`s.
    enum Element: Hashable, Sendable {
        /// A name: a view or guide, or else a metric or input used as a fixed spacer (decided when
        /// lowering, where the spec's names are known).
        case name(String, offset: Int)
        /// A fixed spacer: a number, or a negated metric or input.
        case fixed(RelativityScalar)
        /// `~N~`, N ≥ 1: N shares of the remaining space.
        case flexible(weight: Int, offset: Int)
    }

    /// `H:` or `V:` when written.
    var axis: RelativityAxis?
    /// Column offset of the axis prefix.
    var axisOffset: Int
    /// The items in order.
    var elements: [Element]
}

/// Reads `[H: | V:] item (<> item)*` where an item is a name, a (signed) number or `~N~`.
enum RelativityDistributionParser {
    /// Parses `text`, whose first character is at `base` in the spec file.
    static func parse(_ text: String, base: SourceLocation) throws -> RelativityDistribution {
        let tokens = try RelativityTokenizer.tokenize(text, base: base)
        var index = 0
        func error(_ message: String, at token: RelativityToken) -> SpecError {
            SpecError(at: base.advanced(by: token.offset), message)
        }
        func describe(_ token: RelativityToken) -> String {
            token.kind == .end ? "the end of the distribution" : "`\(token.text)`"
        }
        /// Skips a run of `-` signs: whether they negate what follows.
        func negations() -> Bool {
            var isNegated = false
            while token().kind == .minus {
                isNegated.toggle()
                index += 1
            }
            return isNegated
        }
        /// A number, metric or input token as a fixed scalar; `nil` for any other token.
        func fixedScalar(_ token: RelativityToken, isNegated: Bool) -> RelativityScalar? {
            switch token.kind {
            case .number(let value): RelativityScalar(value: .number(value), isNegated: isNegated, offset: token.offset)
            case .identifier(let name): RelativityScalar(value: .name(name), isNegated: isNegated, offset: token.offset)
            default: nil
            }
        }
        func token(_ distance: Int = 0) -> RelativityToken {
            tokens[min(index + distance, tokens.count - 1)]
        }

        var axis: RelativityAxis?
        var axisOffset = 0
        if case .identifier(let name) = token().kind, token(1).kind == .colon {
            switch name {
            case "H": axis = .horizontal
            case "V": axis = .vertical
            default: throw error("a distribution starts with `H:` or `V:`, not `\(name):`", at: token())
            }
            axisOffset = token().offset
            index += 2
        }

        var elements: [RelativityDistribution.Element] = []
        while true {
            let first = token()
            switch first.kind {
            case .identifier(let name):
                elements.append(.name(name, offset: first.offset))
                index += 1
            case .number, .minus:
                let isNegated = negations()
                let valueToken = token()
                guard let scalar = fixedScalar(valueToken, isNegated: isNegated) else {
                    throw error(
                        "expected a number, metric or input after `-`, found \(describe(valueToken))",
                        at: valueToken)
                }
                elements.append(.fixed(scalar))
                index += 1
            case .dot:
                // Relativity's `DistributionItem` cases written out: `.fixed(8)`, `.flexible(2)`.
                guard case .identifier(let name) = token(1).kind, name == "fixed" || name == "flexible",
                    token(2).kind == .openParenthesis
                else {
                    throw error(
                        "expected `.fixed(N)` or `.flexible(N)` after `.`, found \(describe(token(1)))",
                        at: token(1))
                }
                index += 3
                let isNegated = negations()
                let valueToken = token()
                guard token(1).kind == .closeParenthesis else {
                    throw error("expected `)` to close `.\(name)(`, found \(describe(token(1)))", at: token(1))
                }
                if name == "fixed" {
                    guard let scalar = fixedScalar(valueToken, isNegated: isNegated) else {
                        throw error(
                            "expected a number, metric or input in `.fixed(...)`, found \(describe(valueToken))",
                            at: valueToken)
                    }
                    elements.append(.fixed(scalar))
                } else {
                    guard case .number(let weight) = valueToken.kind, !isNegated, weight >= 1,
                        weight == weight.rounded(), weight <= Double(Int32.max)
                    else {
                        throw error(
                            "a flexible spacer's weight must be a whole number ≥ 1, not \(describe(valueToken))",
                            at: valueToken)
                    }
                    elements.append(.flexible(weight: Int(weight), offset: first.offset))
                }
                index += 2
            case .tilde:
                let weightToken = token(1)
                guard case .number(let weight) = weightToken.kind, token(2).kind == .tilde else {
                    throw error("a flexible spacer is `~N~` with a whole number N ≥ 1", at: first)
                }
                guard weight >= 1, weight == weight.rounded(), weight <= Double(Int32.max) else {
                    throw error(
                        "a flexible spacer's weight must be a whole number ≥ 1, not \(weightToken.text)",
                        at: first)
                }
                elements.append(.flexible(weight: Int(weight), offset: first.offset))
                index += 3
            default:
                throw error(
                    "expected a view, a fixed spacer (number, metric or input) or a flexible spacer `~N~`, "
                        + "found \(describe(first))", at: first)
            }
            let separator = token()
            if separator.kind == .end { break }
            guard separator.kind == .link else {
                throw error("expected `<>` between distribution items, found \(describe(separator))", at: separator)
            }
            index += 1
        }
        return RelativityDistribution(axis: axis, axisOffset: axisOffset, elements: elements)
    }
}
