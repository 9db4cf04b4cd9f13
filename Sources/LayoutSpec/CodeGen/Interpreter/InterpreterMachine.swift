import Foundation
import LayoutRuntime

/// A value while interpreting generated code.
enum InterpretedValue: Equatable {
    case none
    case number(CGFloat)
    case boolean(Bool)
    case string(String)
    case rect(CGRect)
    case size(CGSize)
    case point(CGPoint)
    case fontMetrics(FontMetrics)
    case insets(LayoutInsets)
    case traits(LayoutTraits)
    case record([String: InterpretedValue])
    case measurement(HeightForWidth)
    case tuple([InterpretedValue])

    var number: CGFloat {
        if case .number(let value) = self { return value }
        return 0
    }

    var boolean: Bool {
        if case .boolean(let value) = self { return value }
        return false
    }
}

/// The statement and expression evaluator behind `GeneratedCodeInterpreter`.
struct InterpreterMachine {
    var scope: [String: InterpretedValue] = [:]
    /// The generated type's static functions other than the entry point, by name: a call of one
    /// runs its body in a fresh scope holding its parameters.
    var functions: [String: SwiftFunctionDeclaration] = [:]

    /// Runs `statements`; the value of the first `return`, or `nil` if none ran.
    mutating func run(_ statements: [SwiftStatement]) -> InterpretedValue? {
        for statement in statements {
            switch statement {
            case .constant(let name, _, let value), .variable(let name, _, let value):
                scope[name] = evaluateWritingBack(value)
            case .call(let value):
                _ = evaluateWritingBack(value)
            case .tupleConstant(let names, _, let value):
                guard case .tuple(let values) = evaluateWritingBack(value) else {
                    for name in names { scope[name] = InterpretedValue.none }
                    continue
                }
                for (index, name) in names.enumerated() {
                    scope[name] = index < values.count ? values[index] : InterpretedValue.none
                }
            case .uninitializedConstant, .comment:
                continue
            case .assignment(.identifier(let name), let value):
                scope[name] = evaluate(value)
            case .assignment(.member(.identifier(let name), let field), let value):
                // `frames.item = value` in a split body: the record is taken out of the scope
                // while it changes, so its storage is not copied on every assignment.
                let newValue = evaluate(value)
                guard case .record(var fields) = scope.removeValue(forKey: name) ?? InterpretedValue.none else {
                    continue
                }
                fields[field] = newValue
                scope[name] = .record(fields)
            case .assignment:
                continue
            case .conditional(let branches, let otherwise):
                var taken: [SwiftStatement]? = otherwise
                for branch in branches where evaluate(branch.condition).boolean {
                    taken = branch.body
                    break
                }
                if let taken, let result = run(taken) { return result }
            case .returnValue(let value):
                return evaluate(value)
            }
        }
        return nil
    }

    func evaluate(_ expression: SwiftExpression) -> InterpretedValue {
        switch expression {
        case .number(let value):
            return .number(CGFloat(SwiftNumberLiteral.value(value)))
        case .boolean(let value):
            return .boolean(value)
        case .string(let value):
            return .string(value)
        case .identifier(let name):
            return scope[name] ?? .none
        case .member(let base, let name):
            if case .identifier("CGFloat") = base {
                switch name {
                case "infinity": return .number(.infinity)
                case "nan": return .number(.nan)
                default: return .none
                }
            }
            return member(evaluate(base), name)
        case .implicitMember:
            return .none
        case .binary(let lhs, let op, let rhs):
            return binary(evaluate(lhs), op, evaluate(rhs))
        case .prefix(.negate, let operand):
            return .number(-evaluate(operand).number)
        case .prefix(.not, let operand):
            return .boolean(!evaluate(operand).boolean)
        case .call(let callee, let arguments):
            return call(callee, arguments)
        case .parenthesized(let inner):
            return evaluate(inner)
        case .tuple(let elements):
            return .tuple(elements.map(evaluate))
        case .inoutReference(let place):
            return evaluate(place)
        case .runtime(let call):
            return runtime(call)
        }
    }

    /// The runtime function `call` stands for, called with its evaluated operands: the same
    /// functions the compiled code calls (`LayoutRuntime`'s, Foundation's, the C library's).
    private func runtime(_ call: RuntimeCall) -> InterpretedValue {
        switch call {
        case .minimum(let a, let b):
            return .number(Foundation.fmin(evaluate(a).number, evaluate(b).number))
        case .maximum(let a, let b):
            return .number(Foundation.fmax(evaluate(a).number, evaluate(b).number))
        case .pixelRounding(let function, let value, let scale):
            let (value, scale) = (evaluate(value).number, evaluate(scale).number)
            switch function {
            case .px: return .number(PixelRounding.px(value, scale: scale))
            case .floorPx: return .number(PixelRounding.floorPx(value, scale: scale))
            case .ceilPx: return .number(PixelRounding.ceilPx(value, scale: scale))
            }
        case .roundedFrame(let rect, let scale, _):
            // `frameOutlined` is `frame` as a call the optimiser does not inline: the same rect.
            return .rect(
                PixelRounding.frame(
                    minX: evaluate(rect.x).number, minY: evaluate(rect.y).number, width: evaluate(rect.width).number,
                    height: evaluate(rect.height).number, scale: evaluate(scale).number))
        case .rect(let rect):
            return .rect(
                CGRect(
                    x: evaluate(rect.x).number, y: evaluate(rect.y).number, width: evaluate(rect.width).number,
                    height: evaluate(rect.height).number))
        case .size(let width, let height):
            return .size(CGSize(width: evaluate(width).number, height: evaluate(height).number))
        case .zeroRect:
            return .rect(.zero)
        case .measuredHeight(let measurement, let width):
            // `HeightForWidth.height(forWidth:)`: the same function the compiled code calls.
            guard case .measurement(let measurement) = evaluate(measurement) else { return .none }
            return .number(measurement.height(forWidth: evaluate(width).number))
        case .traitHolds(let traits, let trait):
            guard case .traits(let traits) = evaluate(traits) else { return .boolean(false) }
            return .boolean(traits.holds(trait))
        case .traitCondition(let traits, let name):
            guard case .traits(let traits) = evaluate(traits) else { return .boolean(false) }
            return .boolean(traits.condition(name))
        }
    }

    /// `evaluate(expression)`, except that a call of one of `functions` writes the values of its
    /// `inout` parameters back into the `&name` arguments' variables (or `&name.field` fields).
    private mutating func evaluateWritingBack(_ expression: SwiftExpression) -> InterpretedValue {
        guard case .call(.identifier(let name), let arguments) = expression, functions[name] != nil else {
            return evaluate(expression)
        }
        var callee = InterpreterMachine(scope: [:], functions: functions)
        let result = callFunction(name, arguments, in: &callee)
        for argument in arguments {
            guard case .inoutReference(let place) = argument.value,
                let parameter = functions[name]?.parameters.first(where: { ($0.label ?? $0.name) == argument.label })
            else {
                continue
            }
            let newValue = callee.scope.removeValue(forKey: parameter.name) ?? InterpretedValue.none
            switch place {
            case .identifier(let variable):
                scope[variable] = newValue
            case .member(.identifier(let variable), let field):
                // Taken out of the scope while it changes, so its storage is not copied each time.
                guard case .record(var fields) = scope.removeValue(forKey: variable) ?? InterpretedValue.none else {
                    continue
                }
                fields[field] = newValue
                scope[variable] = .record(fields)
            default:
                continue
            }
        }
        return result
    }

    private func binary(_ lhs: InterpretedValue, _ op: SwiftBinaryOperator, _ rhs: InterpretedValue) -> InterpretedValue
    {
        switch op {
        case .add: return .number(lhs.number + rhs.number)
        case .subtract: return .number(lhs.number - rhs.number)
        case .multiply: return .number(lhs.number * rhs.number)
        case .divide: return .number(lhs.number / rhs.number)
        case .greaterOrEqual: return .boolean(lhs.number >= rhs.number)
        case .less: return .boolean(lhs.number < rhs.number)
        case .and: return .boolean(lhs.boolean && rhs.boolean)
        case .or: return .boolean(lhs.boolean || rhs.boolean)
        }
    }

    private func member(_ base: InterpretedValue, _ name: String) -> InterpretedValue {
        switch base {
        case .record(let fields):
            return fields[name] ?? .none
        case .rect(let rect):
            switch name {
            case "origin": return .point(rect.origin)
            case "size": return .size(rect.size)
            case "minX": return .number(rect.minX)
            case "minY": return .number(rect.minY)
            case "maxX": return .number(rect.maxX)
            case "maxY": return .number(rect.maxY)
            case "midX": return .number(rect.midX)
            case "midY": return .number(rect.midY)
            case "width": return .number(rect.width)
            case "height": return .number(rect.height)
            default: return .none
            }
        case .size(let size):
            switch name {
            case "width": return .number(size.width)
            case "height": return .number(size.height)
            default: return .none
            }
        case .point(let point):
            switch name {
            case "x": return .number(point.x)
            case "y": return .number(point.y)
            default: return .none
            }
        case .fontMetrics(let font):
            switch name {
            case "ascender": return .number(font.ascender)
            case "descender": return .number(font.descender)
            case "capHeight": return .number(font.capHeight)
            default: return .none
            }
        case .measurement(let measurement):
            return name == "intrinsicSize" ? .size(measurement.intrinsicSize) : .none
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "left": return .number(insets.left)
            case "bottom": return .number(insets.bottom)
            case "right": return .number(insets.right)
            default: return .none
            }
        default:
            return .none
        }
    }

    /// A call of one of the generated type's functions, or a generated struct's memberwise init.
    private func call(_ callee: SwiftExpression, _ arguments: [SwiftArgument]) -> InterpretedValue {
        switch callee {
        case .identifier(let name) where functions[name] != nil:
            return callFunction(name, arguments)
        case .identifier:
            // A generated struct's memberwise init (`Frames(...)`): a record keyed by label.
            var fields: [String: InterpretedValue] = [:]
            for argument in arguments {
                if let label = argument.label { fields[label] = evaluate(argument.value) }
            }
            return .record(fields)
        default:
            return .none
        }
    }

    /// Runs the static function `name` with `arguments` (matched to its parameters by label, or
    /// by position when unlabelled); its `return` value, `.none` if it has none.
    private func callFunction(_ name: String, _ arguments: [SwiftArgument]) -> InterpretedValue {
        var callee = InterpreterMachine(scope: [:], functions: functions)
        return callFunction(name, arguments, in: &callee)
    }

    /// Runs `name` in `callee` (whose scope then holds the parameters' final values).
    private func callFunction(
        _ name: String, _ arguments: [SwiftArgument],
        in callee: inout InterpreterMachine
    ) -> InterpretedValue {
        guard let function = functions[name] else { return .none }
        for (index, parameter) in function.parameters.enumerated() {
            let label = parameter.label ?? parameter.name
            let match =
                arguments.first { $0.label == label }
                ?? (index < arguments.count && arguments[index].label == nil ? arguments[index] : nil)
            callee.scope[parameter.name] = match.map { evaluate($0.value) } ?? InterpretedValue.none
        }
        return callee.run(function.body) ?? .none
    }
}
