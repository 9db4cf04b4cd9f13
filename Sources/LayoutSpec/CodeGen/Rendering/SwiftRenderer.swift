/// Prints a `SwiftFile` as Swift source: deterministic bytes, 4-space indentation, one trailing
/// newline, no timestamps or paths beyond what the file's header says.
package enum SwiftRenderer {
    /// Lines longer than this put each call argument on its own line.
    static let preferredLineLength = 110

    /// The source text of `file`.
    package static func render(_ file: SwiftFile) -> String {
        var printer = LinePrinter()
        for line in file.headerComment { printer.line(line.isEmpty ? "//" : "// \(PrintableText.oneLine(line))") }
        for module in file.imports { printer.line("import \(module)") }
        printer.blank()
        render(file.declaration, into: &printer)
        renderInitializerExtensions(of: file.declaration, into: &printer)
        if let adapter = file.swiftUILayout { render(adapter, into: &printer) }
        return printer.text
    }

    // MARK: Declarations

    private static func render(_ declaration: SwiftEnumDeclaration, into printer: inout LinePrinter) {
        documentation(declaration.documentation, into: &printer)
        printer.line("\(modifier(declaration.access))enum \(SwiftIdentifier.escaped(declaration.name)) {")
        printer.indent += 1
        for (index, member) in declaration.members.enumerated() {
            if index > 0 { printer.blank() }
            switch member {
            case .structure(let structure): render(structure, into: &printer)
            case .staticFunction(let function): render(function, into: &printer)
            case .staticArray(let array): render(array, into: &printer)
            }
        }
        printer.indent -= 1
        printer.line("}")
    }

    private static func render(_ structure: SwiftStructDeclaration, into printer: inout LinePrinter) {
        documentation(structure.documentation, into: &printer)
        let access = modifier(structure.access)
        let conformances = structure.conformances.isEmpty ? "" : ": " + structure.conformances.joined(separator: ", ")
        printer.line("\(access)struct \(SwiftIdentifier.escaped(structure.name))\(conformances) {")
        printer.indent += 1
        for property in structure.properties {
            documentation(property.documentation, into: &printer)
            // A large layout's frames start at `.zero`, its hidden flags at `false`.
            let start = structure.zeroDefaults ? (property.type == .bool ? " = false" : " = .zero") : ""
            printer.line("\(access)var \(SwiftIdentifier.escaped(property.name)): \(property.type.name)\(start)")
        }
        if !structure.properties.isEmpty { printer.blank() }
        if let tag = structure.memberwiseTag {
            // The public initializer is in an extension after the enum (see SwiftMemberwiseTag).
            documentation(
                [
                    "Tells the memberwise initializer the compiler makes for these properties (which the",
                    "public `init` calls) apart from the public one: with this many properties, an initializer",
                    "assigning each one in turn would take the compiler seconds."
                ], into: &printer)
            printer.line("private var \(tag.propertyName): \(tag.typeName) = .init()")
            printer.blank()
            documentation(["The type of `\(tag.propertyName)`: no data."], into: &printer)
            printer.line("private struct \(tag.typeName)\(conformances) {}")
        } else if structure.zeroDefaults {
            documentation(structure.initializerDocumentation, into: &printer)
            printer.line("\(access)init() {}")
        } else {
            renderInitializer(of: structure, into: &printer)
        }
        // The runtime's comparison reads `CGFloat`s only: a `Frames` with hidden flags (`Bool`s)
        // keeps the synthesized `==`.
        if structure.zeroDefaults && structure.conformances.contains("Equatable")
            && !structure.properties.contains(where: { $0.type == .bool })
        {
            // The synthesized `==` of hundreds of properties costs the compile more than the rest
            // of `Frames`; the runtime's one comparison gives the same answer (docs/GeneratedCode.md).
            printer.blank()
            documentation(
                ["Whether every frame is the same (compared by the runtime, not property by property)."],
                into: &printer)
            let name = SwiftIdentifier.escaped(structure.name)
            printer.line("\(access)static func == (lhs: \(name), rhs: \(name)) -> Bool {")
            printer.indent += 1
            printer.line("FramesEquality.equal(lhs, rhs)")
            printer.indent -= 1
            printer.line("}")
        }
        if let method = structure.applyMethod {
            printer.blank()
            render(method, into: &printer)
        }
        printer.indent -= 1
        printer.line("}")
    }

    /// `init(a: A, b: B = default, ...) { ... }`: assigning each property, or (for a struct with a
    /// `memberwiseTag`) calling the compiler's memberwise initializer.
    static func renderInitializer(of structure: SwiftStructDeclaration, into printer: inout LinePrinter) {
        let access = modifier(structure.access)
        documentation(structure.initializerDocumentation, into: &printer)
        let parameters = structure.properties.map { property -> String in
            let defaultText = property.defaultValue.map { " = " + expression($0) } ?? ""
            return "\(SwiftIdentifier.escaped(property.name)): \(property.type.name)\(defaultText)"
        }
        let singleLine = "\(access)init(\(parameters.joined(separator: ", "))) {"
        if parameters.count <= 2 && printer.fits(singleLine, limit: preferredLineLength) {
            printer.line(singleLine)
        } else {
            printer.line("\(access)init(")
            printer.indent += 1
            for (index, parameter) in parameters.enumerated() {
                printer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
            printer.indent -= 1
            printer.line(") {")
        }
        printer.indent += 1
        if let tag = structure.memberwiseTag {
            printer.line("self.init(")
            printer.indent += 1
            for property in structure.properties {
                let name = SwiftIdentifier.escaped(property.name)
                printer.line("\(escapedLabel(property.name)): \(name),")
            }
            printer.line("\(tag.propertyName): .init()")
            printer.indent -= 1
            printer.line(")")
        } else {
            for property in structure.properties {
                let name = SwiftIdentifier.escaped(property.name)
                printer.line("self.\(name) = \(name)")
            }
        }
        printer.indent -= 1
        printer.line("}")
    }

    /// `extension Enum.Struct { init(...) }` for each struct of `declaration` with a memberwise tag.
    private static func renderInitializerExtensions(
        of declaration: SwiftEnumDeclaration,
        into printer: inout LinePrinter
    ) {
        for case .structure(let structure) in declaration.members where structure.memberwiseTag != nil {
            printer.blank()
            printer.line(
                "extension \(SwiftIdentifier.escaped(declaration.name)).\(SwiftIdentifier.escaped(structure.name)) {")
            printer.indent += 1
            renderInitializer(of: structure, into: &printer)
            printer.indent -= 1
            printer.line("}")
        }
    }

    private static func render(_ function: SwiftFunctionDeclaration, into printer: inout LinePrinter) {
        documentation(function.documentation, into: &printer)
        for attribute in function.attributes { printer.line(attribute) }
        let parameters = function.parameters.map { parameter -> String in
            let name = SwiftIdentifier.escaped(parameter.name)
            // Keywords other than `inout`, `var` and `let` are valid argument labels as written.
            let label = parameter.label.map { escapedLabel($0) + " " } ?? ""
            return "\(label)\(name): \(parameter.isInout ? "inout " : "")\(parameter.type.name)"
        }
        let lead = "\(modifier(function.access))static func \(SwiftIdentifier.escaped(function.name))"
        let result = function.returnType == .void ? "" : " -> \(function.returnType.name)"
        let signature = "\(lead)(\(parameters.joined(separator: ", ")))\(result) {"
        if printer.fits(signature, limit: preferredLineLength) {
            printer.line(signature)
        } else {
            printer.list(open: lead + "(", parameters, close: ")\(result) {")
        }
        printer.indent += 1
        render(function.body, into: &printer)
        printer.indent -= 1
        printer.line("}")
    }

    private static func render(_ array: SwiftStaticArrayDeclaration, into printer: inout LinePrinter) {
        documentation(array.documentation, into: &printer)
        let lead =
            "\(modifier(array.access))static let \(SwiftIdentifier.escaped(array.name)): [\(array.elementType.name)] = ["
        guard !array.elements.isEmpty else {
            printer.line(lead + "]")
            return
        }
        printer.line(lead)
        printer.indent += 1
        for element in array.elements { printer.wrappedExpressionLine("", element, trailer: ",") }
        printer.indent -= 1
        printer.line("]")
    }

    static func documentation(_ lines: [String], into printer: inout LinePrinter) {
        for line in lines { printer.line(line.isEmpty ? "///" : "/// \(PrintableText.oneLine(line))") }
    }

    static func modifier(_ access: SwiftAccessModifier?) -> String {
        access.map { "\($0.rawValue) " } ?? ""
    }

    // MARK: Statements

    static func render(_ statements: [SwiftStatement], into printer: inout LinePrinter) {
        for statement in statements { render(statement, into: &printer) }
    }

    private static func render(_ statement: SwiftStatement, into printer: inout LinePrinter) {
        switch statement {
        case .constant(let name, let type, let value):
            printer.expressionLine("let \(SwiftIdentifier.escaped(name)): \(type.name) = ", value)
        case .uninitializedConstant(let name, let type):
            printer.line("let \(SwiftIdentifier.escaped(name)): \(type.name)")
        case .variable(let name, let type, let value):
            printer.expressionLine("var \(SwiftIdentifier.escaped(name)): \(type.name) = ", value)
        case .call(let value):
            printer.expressionLine("", value)
        case .tupleConstant(let names, let types, let value):
            let pattern = names.map { SwiftIdentifier.escaped($0) }
            let single = "let (\(pattern.joined(separator: ", "))): \(SwiftType.tuple(types).name) = "
            if printer.fits(single, limit: preferredLineLength) {
                printer.expressionLine(single, value)
            } else {
                // `let (\n a,\n b\n): (CGFloat, CGFloat) = value`, the types one a line if need be.
                let typeLine = "): \(SwiftType.tuple(types).name) = "
                if printer.fits(typeLine, limit: preferredLineLength) {
                    printer.list(open: "let (", pattern, close: String(typeLine.dropLast()))
                    printer.indent += 1
                    printer.expressionLine("", value)
                    printer.indent -= 1
                } else {
                    printer.list(open: "let (", pattern, close: "): (")
                    printer.indent += 1
                    for (index, type) in types.enumerated() {
                        printer.line(type.name + (index == types.count - 1 ? "" : ","))
                    }
                    printer.indent -= 1
                    printer.expressionLine(") = ", value)
                }
            }
        case .assignment(let target, let value):
            printer.expressionLine("\(expression(target)) = ", value)
        case .conditional(let branches, let otherwise):
            for (index, branch) in branches.enumerated() {
                let keyword = index == 0 ? "if" : "} else if"
                printer.line("\(keyword) \(expression(branch.condition)) {")
                printer.indent += 1
                render(branch.body, into: &printer)
                printer.indent -= 1
            }
            if let otherwise {
                if branches.isEmpty {
                    printer.line("do {")
                } else {
                    printer.line("} else {")
                }
                printer.indent += 1
                render(otherwise, into: &printer)
                printer.indent -= 1
            }
            if !branches.isEmpty || otherwise != nil { printer.line("}") }
        case .returnValue(let value):
            printer.expressionLine("return ", value)
        case .comment(let text):
            printer.line("// \(PrintableText.oneLine(text))")
        }
    }

    // MARK: Expressions

    /// `expression` on one line, with the parentheses its tree needs.
    static func expression(_ expression: SwiftExpression) -> String {
        switch expression {
        case .number(let value):
            return SwiftNumberLiteral.text(value)
        case .boolean(let value):
            return value ? "true" : "false"
        case .string(let value):
            return stringLiteral(value)
        case .identifier(let name):
            return SwiftIdentifier.escaped(name)
        case .member(let base, let name):
            return "\(operand(base, needsParentheses: isCompound(base))).\(SwiftIdentifier.escaped(name))"
        case .implicitMember(let name):
            return ".\(name)"
        case .binary(let lhs, let op, let rhs):
            let left = operand(lhs, needsParentheses: needsParentheses(lhs, asLeftOf: op))
            let right = operand(rhs, needsParentheses: needsParentheses(rhs, asRightOf: op))
            return "\(left) \(op.rawValue) \(right)"
        case .prefix(let op, let operandExpression):
            return op.rawValue + operand(operandExpression, needsParentheses: isCompound(operandExpression))
        case .call(let callee, let arguments):
            return
                "\(operand(callee, needsParentheses: isCompound(callee)))(\(arguments.map(argument).joined(separator: ", ")))"
        case .parenthesized(let inner):
            return "(\(self.expression(inner)))"
        case .tuple(let elements):
            return "(\(elements.map(self.expression).joined(separator: ", ")))"
        case .inoutReference(let place):
            return "&" + self.expression(place)
        case .runtime(let call):
            return self.expression(call.swiftSpelling)
        }
    }

    static func argument(_ argument: SwiftArgument) -> String {
        guard let label = argument.label else { return expression(argument.value) }
        return "\(escapedLabel(label)): \(expression(argument.value))"
    }

    /// Argument labels may be keywords as written (escaping them is a warning), except these.
    static func escapedLabel(_ label: String) -> String {
        ["inout", "var", "let", "_"].contains(label) ? "`\(label)`" : label
    }

    private static func operand(_ expression: SwiftExpression, needsParentheses: Bool) -> String {
        needsParentheses ? "(\(self.expression(expression)))" : self.expression(expression)
    }

    /// Binary and prefix expressions, and negative or symbolic literals, which need parentheses
    /// as the operand of a prefix operator or the base of a member access or call.
    private static func isCompound(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .binary, .prefix: return true
        case .number(let value): return SwiftNumberLiteral.text(value).hasPrefix("-")
        default: return false
        }
    }

    private static func needsParentheses(_ lhs: SwiftExpression, asLeftOf op: SwiftBinaryOperator) -> Bool {
        guard case .binary(_, let inner, _) = lhs else { return false }
        if inner.precedence < op.precedence { return true }
        // Comparisons do not associate.
        return inner.precedence == op.precedence && op.precedence == SwiftBinaryOperator.less.precedence
    }

    private static func needsParentheses(_ rhs: SwiftExpression, asRightOf op: SwiftBinaryOperator) -> Bool {
        switch rhs {
        case .binary(_, let inner, _): return inner.precedence <= op.precedence
        case .number(let value): return SwiftNumberLiteral.text(value).hasPrefix("-")
        case .prefix(.negate, _): return true
        case .prefix(.not, _): return false
        default: return false
        }
    }

    private static func stringLiteral(_ value: String) -> String {
        QuotedStringLiteral.quoted(value, controlEscape: .swift)
    }
}

/// Accumulates indented lines.
struct LinePrinter {
    private(set) var text = ""
    var indent = 0

    private var prefix: String { String(repeating: "    ", count: indent) }

    mutating func line(_ content: String) {
        text += prefix + content + "\n"
    }

    mutating func blank() {
        text += "\n"
    }

    func fits(_ content: String, limit: Int) -> Bool {
        indent * 4 + content.count <= limit
    }

    /// `lead + expression`, putting a long call's arguments one per line (one level deep).
    mutating func expressionLine(_ lead: String, _ value: SwiftExpression) {
        wrappedExpressionLine(lead, value, depth: 1)
    }
}
