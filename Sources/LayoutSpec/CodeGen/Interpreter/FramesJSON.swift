import Foundation

/// The JSON `layout-gen eval` prints (docs/CLI-AND-PLUGIN.md):
/// `{"frames": {"view": [x, y, w, h], ...}, "fittingSize": [w, h]}`, items in spec order,
/// numbers minimal (`16`, `0.5`, shortest round-trip, floating-point noise snapped), deterministic.
package enum FramesJSON {
    /// The JSON for an evaluated layout (no trailing newline).
    package static func render(_ layout: EvaluatedLayout) -> String {
        render(frames: layout.frames, order: layout.order, fittingSize: layout.fittingSize)
    }

    /// The JSON for `frames` listed in `order` (names missing from `frames` are skipped), plus
    /// `fittingSize` when given (no trailing newline).
    package static func render(frames: [String: CGRect], order: [String], fittingSize: CGSize? = nil) -> String {
        var entries: [String] = []
        for name in order {
            guard let rect = frames[name] else { continue }
            let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number)
            entries.append("\(string(name)): [\(numbers.joined(separator: ", "))]")
        }
        var text = "{\"frames\": {\(entries.joined(separator: ", "))}"
        if let fittingSize {
            text += ", \"fittingSize\": [\(number(fittingSize.width)), \(number(fittingSize.height))]"
        }
        return text + "}"
    }

    /// `16` for integers, else the shortest decimal that reads back as the same `Double`; a value
    /// within a billionth of a point of a number with at most six decimals prints as that number,
    /// so that floating-point noise does not show (`27.999999999999996` prints `28`, while `1/3`
    /// and `986.5714285714286` keep every digit); `null` for non-finite values, which JSON cannot
    /// spell.
    static func number(_ value: CGFloat) -> String {
        var double = Double(value)
        guard double.isFinite else { return "null" }
        let snapped = (double * 1e6).rounded() / 1e6
        if abs(snapped - double) <= 1e-9 {
            double = snapped
        }
        if double == 0 { return "0" }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return double.description
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        QuotedStringLiteral.quoted(value, controlEscape: .json)
    }
}
