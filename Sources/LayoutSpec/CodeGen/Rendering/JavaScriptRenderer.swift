import LayoutRuntime

/// Prints a generated file's `frames(for:)` as JavaScript: the second renderer of the code model,
/// beside `SwiftRenderer`, used by `layout-gen render --output FILE.html` (docs/CLI-AND-PLUGIN.md,
/// "render"). The JavaScript performs the same floating-point operations in the same order as
/// the compiled Swift and `GeneratedCodeInterpreter`, so the preview agrees with `eval` bit for bit:
///
/// - `PixelRounding.px` rounds halves away from zero (`lgRound`), not up as `Math.round` does;
/// - `fmin`/`fmax` are Swift's on `CGFloat` (`a <= b ? a : b` / `a >= b ? a : b`, the other operand when one is NaN),
///   not `Math.min`/`Math.max`, which return NaN and order signed zeros;
/// - `CGRect`'s `minX`, `maxX`, `width`, … follow Foundation (a negative width is standardized).
///
/// Locals are prefixed with `$`, which Swift identifiers never contain, so no generated name can
/// collide with a JavaScript keyword or a runtime helper; records are `Map`s, so no item name can
/// reach an object's prototype.
package enum JavaScriptRenderer {
    /// A JavaScript program defining `layoutFrames(request)`, which returns
    /// `{order, frames: Map(name → [x, y, w, h]), fittingSize: [w, h] | null}` for a request
    /// `{width, height, scale, inputs: {}, conditions: [], sizes: {view: [w, h]}, fonts: {view: [a, d, c]},
    /// safeArea: [t, l, b, r], margins: [t, l, b, r]}` (the options of `layout-gen eval`).
    package static func render(_ file: SwiftFile) -> String {
        let declaration = file.declaration
        guard let function = declaration.function(named: GeneratedCodeNames.framesFunction),
            let parameter = function.parameters.first
        else {
            return runtime
                + "function layoutFrames(request) { return {order: [], frames: new Map(), fittingSize: null}; }\n"
        }
        let inputStruct = declaration.structure(named: parameter.type.name)
        let framesStruct = declaration.structure(named: function.returnType.name)
        var output = runtime
        output += "function lgFrames(" + local(parameter.name) + ") {\n"
        output += statements(inliningParts(of: function, in: declaration), indent: "  ")
        output += "}\n"
        output += "function lgInput(request) {\n  const fields = new Map();\n"
        for property in inputStruct?.properties ?? [] {
            guard let binding = property.binding, let value = inputValue(binding) else { continue }
            output += "  fields.set(\(quoted(property.name)), \(value));\n"
        }
        output += "  return fields;\n}\n"
        output += "function layoutFrames(request) {\n  const result = lgFrames(lgInput(request));\n"
        output += "  const frames = new Map();\n  let fittingSize = null;\n"
        for property in framesStruct?.properties ?? [] {
            switch property.binding {
            case .frame(let item):
                output += "  frames.set(\(quoted(item)), lgRectArray(lgMember(result, \(quoted(property.name)))));\n"
            case .fittingSize:
                output += "  fittingSize = lgSizeArray(lgMember(result, \(quoted(property.name))));\n"
            default:
                continue
            }
        }
        let order = (framesStruct?.properties ?? []).compactMap { property -> String? in
            if case .frame(let item) = property.binding { return quoted(item) }
            return nil
        }
        output += "  return {order: [\(order.joined(separator: ", "))], frames, fittingSize};\n}\n"
        return output
    }

    /// `function`'s body with the calls of the private parts a long body is split into
    /// (docs/GeneratedCode.md, "Long bodies are split") replaced by the parts' statements: a part's
    /// parameters and results carry the same names as the values they pass, so splicing its body
    /// (without its `return`) computes the same values in the same order. A value that several
    /// parts declare (a literal, or a cheap value each part recomputes) is kept once.
    private static func inliningParts(
        of function: SwiftFunctionDeclaration,
        in declaration: SwiftEnumDeclaration
    ) -> [SwiftStatement] {
        var parts: [String: SwiftFunctionDeclaration] = [:]
        for case .staticFunction(let helper) in declaration.members where helper.name != function.name {
            parts[helper.name] = helper
        }
        guard !parts.isEmpty else { return function.body }
        var declared = Set<String>()
        // Values a later part recomputes (the same statements again): kept once, with their `if`.
        var recomputed = Set<String>()
        var result: [SwiftStatement] = []
        func append(_ statement: SwiftStatement) {
            switch statement {
            case .constant(let name, _, _):
                guard declared.insert(name).inserted else { return }
            case .uninitializedConstant(let name, _):
                guard declared.insert(name).inserted else {
                    recomputed.insert(name)
                    return
                }
            case .conditional:
                let assigned = SwiftStatement.declaredNames(in: [statement], includingAssignments: true)
                if !assigned.isEmpty && assigned.isSubset(of: recomputed) { return }
            default:
                break
            }
            result.append(statement)
        }
        for statement in function.body {
            switch statement {
            case .constant(_, _, .call(.identifier(let name), let arguments)) where parts[name] != nil,
                .tupleConstant(_, _, .call(.identifier(let name), let arguments)) where parts[name] != nil,
                .call(.call(.identifier(let name), let arguments)) where parts[name] != nil:
                guard let part = parts[name] else { continue }
                let places = inoutPlaces(of: part, arguments)
                for inner in part.body {
                    if case .returnValue = inner { continue }
                    // A store into an `inout` parameter bound to `&frames.item` stores into the item.
                    if case .assignment(.identifier(let parameter), let value) = inner, let place = places[parameter] {
                        append(.assignment(target: place, value: value))
                    } else {
                        append(inner)
                    }
                }
            default:
                append(statement)
            }
        }
        return result
    }

    /// The places (`frames.item`) `arguments` bind to `part`'s `inout` parameters, by parameter name,
    /// where the place is not simply the parameter's own name.
    private static func inoutPlaces(
        of part: SwiftFunctionDeclaration,
        _ arguments: [SwiftArgument]
    ) -> [String: SwiftExpression] {
        var places: [String: SwiftExpression] = [:]
        for parameter in part.parameters where parameter.isInout {
            let label = parameter.label ?? parameter.name
            guard let argument = arguments.first(where: { $0.label == label }),
                case .inoutReference(let place) = argument.value, place != .identifier(parameter.name)
            else { continue }
            places[parameter.name] = place
        }
        return places
    }

    // MARK: Statements and expressions

    private static func statements(_ list: [SwiftStatement], indent: String) -> String {
        var output = ""
        for statement in list {
            switch statement {
            case .constant(let name, _, let value):
                output += indent + "const " + local(name) + " = " + expression(value) + ";\n"
            case .tupleConstant(let names, _, let value):
                output +=
                    indent + "const [" + names.map(local).joined(separator: ", ") + "] = " + expression(value) + ";\n"
            case .uninitializedConstant(let name, _):
                output += indent + "let " + local(name) + ";\n"
            case .variable(let name, _, let value):
                output += indent + "let " + local(name) + " = " + expression(value) + ";\n"
            case .call(let value):
                output += indent + expression(value) + ";\n"
            case .assignment(.identifier(let name), let value):
                output += indent + local(name) + " = " + expression(value) + ";\n"
            case .assignment(.member(.identifier(let name), let field), let value):
                // A split body's `frames.item = value`: records are `Map`s.
                output += indent + local(name) + ".set(" + quoted(field) + ", " + expression(value) + ");\n"
            case .assignment:
                continue
            case .conditional(let branches, let otherwise):
                for (index, branch) in branches.enumerated() {
                    output +=
                        indent + (index == 0 ? "if (" : "} else if (") + "lgBool(" + expression(branch.condition)
                        + ")) {\n"
                    output += statements(branch.body, indent: indent + "  ")
                }
                if let otherwise {
                    output += indent + (branches.isEmpty ? "{\n" : "} else {\n")
                    output += statements(otherwise, indent: indent + "  ")
                }
                if !branches.isEmpty || otherwise != nil { output += indent + "}\n" }
            case .returnValue(let value):
                output += indent + "return " + expression(value) + ";\n"
            case .comment(let text):
                output += indent + "// " + text.replacingOccurrences(of: "\n", with: " ") + "\n"
            }
        }
        return output
    }

    /// Every sub-expression is parenthesized: the tree, not JavaScript's precedence, decides.
    private static func expression(_ expression: SwiftExpression) -> String {
        switch expression {
        case .number(let value):
            let literal = SwiftNumberLiteral.value(value)
            if literal.isNaN { return "NaN" }
            if literal.isInfinite { return literal < 0 ? "(-Infinity)" : "Infinity" }
            let text = "\(literal)"
            return literal < 0 ? "(" + text + ")" : text
        case .boolean(let value):
            return value ? "true" : "false"
        case .string(let text):
            return quoted(text)
        case .identifier(let name):
            return local(name)
        case .member(.identifier("CGFloat"), let name):
            switch name {
            case "infinity": return "Infinity"
            case "nan": return "NaN"
            default: return "undefined"
            }
        case .member(let base, let name):
            return "lgMember(" + Self.expression(base) + ", " + quoted(name) + ")"
        case .implicitMember:
            return "undefined"
        case .binary(let lhs, let op, let rhs):
            let left = Self.expression(lhs)
            let right = Self.expression(rhs)
            switch op {
            case .add: return "(lgNum(\(left)) + lgNum(\(right)))"
            case .subtract: return "(lgNum(\(left)) - lgNum(\(right)))"
            case .multiply: return "(lgNum(\(left)) * lgNum(\(right)))"
            case .divide: return "(lgNum(\(left)) / lgNum(\(right)))"
            case .greaterOrEqual: return "(lgNum(\(left)) >= lgNum(\(right)))"
            case .less: return "(lgNum(\(left)) < lgNum(\(right)))"
            case .and: return "(lgBool(\(left)) && lgBool(\(right)))"
            case .or: return "(lgBool(\(left)) || lgBool(\(right)))"
            }
        case .prefix(.negate, let operand):
            return "(-lgNum(" + Self.expression(operand) + "))"
        case .prefix(.not, let operand):
            return "(!lgBool(" + Self.expression(operand) + "))"
        case .call(let callee, let arguments):
            return call(callee, arguments)
        case .parenthesized(let inner):
            return "(" + Self.expression(inner) + ")"
        case .tuple(let elements):
            return "[" + elements.map { Self.expression($0) }.joined(separator: ", ") + "]"
        case .inoutReference(let place):
            return Self.expression(place)
        case .runtime(let call):
            return runtime(call)
        }
    }

    /// The runtime function `call` stands for, as the helper of the JavaScript runtime
    /// (`LayoutPreviewRuntime.js`) that computes it alike.
    private static func runtime(_ call: RuntimeCall) -> String {
        func number(_ value: SwiftExpression) -> String { "lgNum(" + expression(value) + ")" }
        switch call {
        case .minimum(let a, let b):
            return "lgFmin(\(number(a)), \(number(b)))"
        case .maximum(let a, let b):
            return "lgFmax(\(number(a)), \(number(b)))"
        case .pixelRounding(let function, let value, let scale):
            return "lgPixel(\(quoted(function.rawValue)), \(number(value)), \(number(scale)))"
        case .roundedFrame(let rect, let scale, _):
            return "lgPixelFrame(" + (rect.values + [scale]).map(number).joined(separator: ", ") + ")"
        case .rect(let rect):
            return "lgRect(" + rect.values.map(number).joined(separator: ", ") + ")"
        case .size(let width, let height):
            return "lgSize(\(number(width)), \(number(height)))"
        case .zeroRect:
            return "lgRect(0, 0, 0, 0)"
        case .measuredHeight(let measurement, let width):
            return "lgHeightForWidth(\(expression(measurement)), \(number(width)))"
        case .traitHolds(let traits, let trait):
            return "lgHolds(\(expression(traits)), \(quoted(trait.rawValue)))"
        case .traitCondition(let traits, let name):
            return "lgCondition(\(expression(traits)), \(quoted(name)))"
        }
    }

    /// A generated struct's memberwise init (`Frames(...)`) as a `Map` keyed by label.
    private static func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument]) -> String {
        switch callee {
        case .identifier:
            let fields = arguments.compactMap { argument -> String? in
                guard let label = argument.label else { return nil }
                return "[\(quoted(label)), \(expression(argument.value))]"
            }
            return "new Map([" + fields.joined(separator: ", ") + "])"
        default:
            return "undefined"
        }
    }

    /// The JavaScript value of an `Input` field, read from the request.
    private static func inputValue(_ binding: SwiftFieldBinding) -> String? {
        switch binding {
        case .bounds: return "lgRect(0, 0, request.width, request.height)"
        case .scale: return "request.scale"
        case .input(let name): return "lgOwn(request.inputs, \(quoted(name)), 0)"
        case .condition(let name): return "request.conditions.includes(\(quoted(name)))"
        case .hiddenFlag(let view):
            return "request.conditions.includes(\(quoted(BuiltInConditions.hiddenFlag(of: view))))"
        case .measuredSize(let name): return "lgSizeOf(lgOwn(request.sizes, \(quoted(name)), [0, 0]))"
        case .heightForWidth(let name):
            return "{kind: \"measurement\", intrinsicSize: lgSizeOf(lgOwn(request.sizes, \(quoted(name)), [0, 0]))}"
        case .fontMetrics(let name): return "lgFontOf(lgOwn(request.fonts, \(quoted(name)), [0, 0, 0]))"
        case .safeAreaInsets: return "lgInsets(request.safeArea)"
        case .layoutMargins: return "lgInsets(request.margins)"
        case .traits: return "lgTraits(request.conditions)"
        case .frame, .fittingSize, .hiddenState: return nil
        }
    }

    /// The helpers alone (for tests of the rounding and min/max semantics).
    package static var runtimeForTesting: String { runtime }

    // MARK: Names

    private static func local(_ name: String) -> String { "$" + name }

    private static func quoted(_ text: String) -> String { QuotedStringLiteral.quoted(text, controlEscape: .json) }

    /// `BuiltInCondition.all` as the entries of a JavaScript `Map`: `[["rtl", [["rtl", true]]], …]`.
    private static var builtInConditionTable: String {
        let entries = BuiltInCondition.all.map { condition in
            let literals = condition.literals.map { "[\(quoted($0.trait.rawValue)), \($0.holds)]" }
            return "[\(quoted(condition.name)), [\(literals.joined(separator: ", "))]]"
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }

    /// The helpers every program starts with (LayoutRuntime's arithmetic, Foundation's `CGRect`):
    /// `LayoutPreviewRuntime.js` beside this file, embedded in the library by SwiftPM
    /// (`.embedInCode`, no bundle lookup at run time), then the built-in condition table.
    static let runtime =
        String(decoding: PackageResources.LayoutPreviewRuntime_js, as: UTF8.self)
        + "const lgBuiltInConditions = new Map(\(builtInConditionTable));\n"
}
