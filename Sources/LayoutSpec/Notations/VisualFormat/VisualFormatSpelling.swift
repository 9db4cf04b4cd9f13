/// A VFL line's connections and view sizes as the line writes them, and as it would write them so
/// that their constraints yield: the text a lowered constraint's origin carries, for diagnostics to
/// quote (`-12-`) and to suggest as a fix (`-(>=12)-`, `[b(160@750)]`).
struct VisualFormatSpelling {
    /// The line, by Unicode scalar (the parser's offsets count scalars).
    private let scalars: [Unicode.Scalar]

    /// The spelling of the line `source`.
    init(_ source: SourceText) {
        scalars = Array(source.text.unicodeScalars)
    }

    /// The connection as written: `-12-`, `-pad-`, `-(>=8@750)-`, `-` (the standard spacing); empty
    /// for views written flush.
    func written(_ connection: VisualFormatConnection) -> String {
        switch connection {
        case .flush: return ""
        case .standard: return "-"
        case .predicates(_, let offset):
            // A connection ends where the next view or `|` starts: neither occurs inside it.
            var end = offset + 1
            while end < scalars.count, scalars[end] != "[", scalars[end] != "|" { end += 1 }
            return text(offset..<end)
        }
    }

    /// The connection free to grow: `-(>=12)-` for `-12-`, `-(>=8)-` for `-` (whose spacing is
    /// `standardSpacing`); `nil` for views written flush and for a parenthesised connection, which
    /// writes its own relation or priority.
    func grown(_ connection: VisualFormatConnection, standardSpacing: Double) -> String? {
        switch connection {
        case .flush: return nil
        case .standard: return "-(>=\(LinearExpression.format(standardSpacing)))-"
        case .predicates(let predicates, _):
            let spacing = written(connection)
            guard predicates.count == 1, spacing.count > 2, !isScalar("(", at: connection.offset + 1) else {
                return nil
            }
            return "-(>=" + spacing.dropFirst().dropLast() + ")-"
        }
    }

    /// The view with its one size predicate at priority 750: `[b(160@750)]` for `[b(160)]`; `nil`
    /// when the view has several predicates or writes a priority.
    func yielding(_ view: VisualFormatView) -> String? {
        guard view.predicates.count == 1, view.predicates.allSatisfy({ $0.priority == nil }), view.offset >= 1 else {
            return nil
        }
        var end = view.offset
        while end < scalars.count, scalars[end] != "]" { end += 1 }
        let bracket = text((view.offset - 1)..<end)
        guard end > max(0, view.offset - 1), isScalar(")", at: end - 1) else { return nil }
        return bracket.dropLast() + "@750)]"
    }

    /// Whether the line has `scalar` at `offset` (the parser's offsets mark where each piece starts).
    private func isScalar(_ scalar: Unicode.Scalar, at offset: Int) -> Bool {
        scalars.indices.contains(offset) && scalars[offset] == scalar
    }

    /// The line's text over `range` (of scalar offsets, clamped to the line).
    private func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<scalars.count)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[clamped])
        return String(result)
    }
}
