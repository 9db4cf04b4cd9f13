extension SwiftRenderer {
    /// Prints `method` at the printer's indentation.
    static func render(_ method: SwiftApplyMethodDeclaration, into printer: inout LinePrinter) {
        for line in method.documentation { printer.line(line.isEmpty ? "///" : "/// \(PrintableText.oneLine(line))") }
        let access = method.access.map { "\($0.rawValue) " } ?? ""
        printer.line("@MainActor")
        if method.takesKeyPaths {
            // One loop, whatever the number of items (`Optional`-free: every pair has a target).
            printer.line(
                "\(access)func \(SwiftIdentifier.escaped(method.name))(_ targets: (KeyPath<Self, CGRect>, any LayoutFrameTarget)...) {"
            )
            printer.indent += 1
            printer.line("for (frame, target) in targets {")
            printer.indent += 1
            printer.line("target.applyLayoutFrame(self[keyPath: frame])")
            printer.indent -= 1
            printer.line("}")
            printer.indent -= 1
            printer.line("}")
            return
        }
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
            let hidden = target.hiddenProperty.map { ", isHidden: self.\(SwiftIdentifier.escaped($0))" } ?? ""
            printer.line(
                "\(SwiftIdentifier.escaped(target.parameter)).applyLayoutFrame("
                    + "self.\(SwiftIdentifier.escaped(target.frameProperty))\(hidden))")
        }
        printer.indent -= 1
        printer.line("}")
    }
}
