extension SwiftRenderer {
    /// Prints the SwiftUI adapter after the generated enum: the `Item` type (free of SwiftUI, so
    /// tests on any platform can name items), then the layout inside `#if canImport(SwiftUI)`
    /// (docs/GeneratedCode.md, "SwiftUI").
    static func render(_ adapter: SwiftUILayoutDeclaration, into printer: inout LinePrinter) {
        let access = modifier(adapter.access)
        let typeName = SwiftIdentifier.escaped(adapter.typeName)
        let itemType = SwiftUILayoutDeclaration.itemTypeName
        printer.blank()
        printer.line("extension \(typeName) {")
        printer.indent += 1
        documentation(
            [
                "The items of `\(adapter.typeName)`, in `Frames` order: tag each subview of `\(SwiftUILayoutDeclaration.layoutTypeName)`",
                "with one, `.layoutView(\(adapter.typeName).\(itemType).\(adapter.items.first?.name ?? "item"))`."
            ], into: &printer)
        printer.line("\(access)struct \(itemType): \(SwiftUILayoutDeclaration.itemProtocol) {")
        printer.indent += 1
        documentation(["The item's index in `Frames` order."], into: &printer)
        printer.line("\(access)let index: Int")
        documentation(["The number of items."], into: &printer)
        printer.line("\(access)static let itemCount: Int = \(adapter.items.count)")
        for (index, item) in adapter.items.enumerated() {
            documentation(["`\(item.specName)`."], into: &printer)
            printer.line(
                "\(access)static var \(SwiftIdentifier.escaped(item.name)): \(itemType) { \(itemType)(index: \(index)) }"
            )
        }
        printer.indent -= 1
        printer.line("}")
        printer.indent -= 1
        printer.line("}")
        printer.blank()
        printer.line("#if canImport(SwiftUI)")
        for module in SwiftUILayoutDeclaration.imports { printer.line("import \(module)") }
        printer.blank()
        printer.line("extension \(typeName) {")
        printer.indent += 1

        let layout = adapter.layout
        documentation(layout.documentation, into: &printer)
        printer.line(SwiftUILayoutDeclaration.availability)
        printer.line(
            "\(access)struct \(SwiftIdentifier.escaped(layout.name)): \(layout.conformances.joined(separator: ", ")) {")
        printer.indent += 1
        documentation(["The items subviews are tagged with."], into: &printer)
        printer.line("\(access)typealias \(itemType) = \(typeName).\(itemType)")
        documentation(
            ["Whether the width is solved (`width: fit`): `sizeThatFits` answers it from `Frames.fittingSize`."],
            into: &printer)
        printer.line("\(access)static let fitsWidth: Bool = \(adapter.fitsWidth)")
        documentation(
            ["Whether the height is solved (`height: fit`): `sizeThatFits` answers it from `Frames.fittingSize`."],
            into: &printer)
        printer.line("\(access)static let fitsHeight: Bool = \(adapter.fitsHeight)")
        printer.blank()
        for property in layout.properties {
            documentation(property.documentation, into: &printer)
            printer.line("\(access)var \(SwiftIdentifier.escaped(property.name)): \(property.type.name)")
        }
        if !layout.properties.isEmpty { printer.blank() }
        renderInitializer(of: layout, into: &printer)
        printer.blank()

        let function = adapter.layoutFrames
        documentation(function.documentation, into: &printer)
        let parameters = function.parameters.map { parameter in
            "\(parameter.label.map { escapedLabel($0) + " " } ?? "")\(SwiftIdentifier.escaped(parameter.name)): \(parameter.type.name)"
        }
        let lead = "\(modifier(function.access))func \(SwiftIdentifier.escaped(function.name))"
        let result = " -> \(function.returnType.name) {"
        let signature = "\(lead)(\(parameters.joined(separator: ", ")))\(result)"
        if printer.fits(signature, limit: preferredLineLength) {
            printer.line(signature)
        } else {
            printer.list(open: lead + "(", parameters, close: ")" + result)
        }
        printer.indent += 1
        render(function.body, into: &printer)
        printer.indent -= 1
        printer.line("}")
        printer.indent -= 1
        printer.line("}")
        printer.indent -= 1
        printer.line("}")
        printer.line("#endif")
    }
}
