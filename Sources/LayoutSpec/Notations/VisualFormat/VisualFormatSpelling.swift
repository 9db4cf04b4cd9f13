/// A VFL line's connections and view sizes as the line writes them, and as it would write them so
/// that their constraints yield: the text a lowered constraint's origin carries, for diagnostics to
/// quote (`-12-`) and to suggest as a fix (`-(>=12)-`, `[b(160@750)]`). `VFLParser` reads them from
/// the line with its tree, so lowering never reads the line's characters.
struct VisualFormatSpelling: Hashable, Sendable {
    /// Each connection with predicates as written (`-12-`, `-pad-`, `-(>=8@750)-`), by its offset.
    var writtenConnections: [Int: String] = [:]
    /// Each connection of one unparenthesised predicate free to grow (`-(>=12)-` for `-12-`), by
    /// its offset.
    var grownConnections: [Int: String] = [:]
    /// Each view of one size predicate without a priority, with that predicate at priority 750
    /// (`[b(160@750)]` for `[b(160)]`), by the view's offset.
    var yieldingViews: [Int: String] = [:]

    /// The connection as written: `-12-`, `-pad-`, `-(>=8@750)-`, `-` (the standard spacing); empty
    /// for views written flush.
    func written(_ connection: VisualFormatConnection) -> String {
        switch connection {
        case .flush: return ""
        case .standard: return "-"
        case .predicates(_, let offset): return writtenConnections[offset] ?? ""
        }
    }

    /// The connection free to grow: `-(>=12)-` for `-12-`, `-(>=8)-` for `-` (whose spacing is
    /// `standardSpacing`); `nil` for views written flush and for a parenthesised connection, which
    /// writes its own relation or priority.
    func grown(_ connection: VisualFormatConnection, standardSpacing: Double) -> String? {
        switch connection {
        case .flush: return nil
        case .standard: return "-(>=\(LinearExpression.format(standardSpacing)))-"
        case .predicates(_, let offset): return grownConnections[offset]
        }
    }

    /// The view with its one size predicate at priority 750: `[b(160@750)]` for `[b(160)]`; `nil`
    /// when the view has several predicates or writes a priority.
    func yielding(_ view: VisualFormatView) -> String? {
        yieldingViews[view.offset]
    }
}
