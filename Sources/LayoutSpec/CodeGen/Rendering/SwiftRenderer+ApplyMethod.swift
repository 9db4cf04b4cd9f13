extension SwiftRenderer {
    /// Prints `method` at the printer's indentation.
    static func render(_ method: SwiftApplyMethodDeclaration, into printer: inout LinePrinter) {
        for line in method.documentation { printer.line(line.isEmpty ? "///" : "/// \(PrintableText.oneLine(line))") }
        let access = method.access.map { "\($0.rawValue) " } ?? ""
        printer.line("@MainActor")
        printer.line("\(access)func \(SwiftIdentifier.escaped(method.name))(")
        printer.indent += 1
        for (index, target) in method.targets.enumerated() {
            let separator = index == method.targets.count - 1 ? "" : ","
            printer.line("\(SwiftIdentifier.escaped(target.parameter)): (any LayoutFrameTarget)? = nil\(separator)")
        }
        printer.indent -= 1
        printer.line(") {")
        printer.indent += 1
        for target in method.targets {
            // `Optional.applyLayoutFrame(_:)` (LayoutRuntime): one call per item, no branch here.
            printer.line("\(SwiftIdentifier.escaped(target.parameter)).applyLayoutFrame("
                         + "self.\(SwiftIdentifier.escaped(target.frameProperty)))")
        }
        printer.indent -= 1
        printer.line("}")
    }
}
