extension LinePrinter {
    /// `lead + value + trailer` on one line when it fits; otherwise a call's arguments (or a
    /// tuple's elements) one per line, each wrapped the same way down to `depth` levels of calls
    /// (unlimited by default, for the nested initializers of a table such as `examples`).
    mutating func wrappedExpressionLine(
        _ lead: String, _ value: SwiftExpression, trailer: String = "",
        depth: Int = .max
    ) {
        let single = lead + SwiftRenderer.expression(value) + trailer
        guard depth > 0, !fits(single, limit: SwiftRenderer.preferredLineLength) else {
            line(single)
            return
        }
        if case .tuple(let elements) = value {
            list(open: lead + "(", elements.map(SwiftRenderer.expression), close: ")" + trailer)
            return
        }
        if case .runtime(let call) = value {
            wrappedExpressionLine(lead, call.swiftSpelling, trailer: trailer, depth: depth)
            return
        }
        guard case .call(let callee, let arguments) = value, !arguments.isEmpty else {
            line(single)
            return
        }
        line(lead + SwiftRenderer.expression(callee) + "(")
        indent += 1
        for (index, argument) in arguments.enumerated() {
            let label = argument.label.map { SwiftRenderer.escapedLabel($0) + ": " } ?? ""
            wrappedExpressionLine(
                label, argument.value, trailer: index == arguments.count - 1 ? "" : ",",
                depth: depth - 1)
        }
        indent -= 1
        line(")" + trailer)
    }

    /// `open`, then each item on its own line (comma-separated), then `close`.
    mutating func list(open: String, _ items: [String], close: String) {
        line(open)
        indent += 1
        for (index, item) in items.enumerated() {
            line(item + (index == items.count - 1 ? "" : ","))
        }
        indent -= 1
        line(close)
    }
}
