import Foundation
import LayoutRuntime

/// Runs a generated file's `frames(for:)` on an `EvaluationInput` by walking the code model,
/// performing the same floating-point operations in the same order as the compiled Swift
/// (`min` as `b < a ? b : a`, `max` as `b >= a ? b : a`, rounding through `PixelRounding`), so
/// `layout-gen eval` and compiled code agree bit for bit. It never traps: anything it does not
/// understand, or any value that is missing, reads as 0 / `false` / zero.
package enum GeneratedCodeInterpreter {
    /// Generates the code for `interface` and `solution`, then evaluates it.
    package static func evaluate(
        interface: LayoutInterface, solution: LayoutSolution,
        input: EvaluationInput
    ) -> EvaluatedLayout {
        evaluate(LayoutCodeGenerator.generate(interface: interface, solution: solution), input: input)
    }

    /// Evaluates `file`'s `frames(for:)` for `input`.
    package static func evaluate(_ file: SwiftFile, input: EvaluationInput) -> EvaluatedLayout {
        let declaration = file.declaration
        guard let function = declaration.function(named: GeneratedCodeNames.framesFunction),
            let parameter = function.parameters.first
        else {
            return EvaluatedLayout(order: [], frames: [:])
        }
        let inputStruct = declaration.structure(named: parameter.type.name)
        let framesStruct = declaration.structure(named: function.returnType.name)
        var machine = InterpreterMachine()
        for case .staticFunction(let helper) in declaration.members where helper.name != function.name {
            machine.functions[helper.name] = helper
        }
        machine.scope[parameter.name] = .record(inputRecord(inputStruct, input: input))
        let result = machine.run(function.body) ?? .none
        return layout(from: result, framesStruct: framesStruct)
    }

    /// The `Input` value: each stored property's value from `input`, by the run-time input its
    /// binding carries.
    private static func inputRecord(
        _ declaration: SwiftStructDeclaration?, input: EvaluationInput
    ) -> [String: InterpretedValue] {
        var record: [String: InterpretedValue] = [:]
        for property in declaration?.properties ?? [] {
            guard let field = property.binding?.runtimeInputField, let value = input.interpretedValue(of: field) else {
                continue
            }
            record[property.name] = value
        }
        return record
    }

    private static func layout(from result: InterpretedValue, framesStruct: SwiftStructDeclaration?) -> EvaluatedLayout
    {
        var record: [String: InterpretedValue] = [:]
        if case .record(let fields) = result { record = fields }
        var order: [String] = []
        var frames: [String: CGRect] = [:]
        var fittingSize: CGSize?
        for property in framesStruct?.properties ?? [] {
            switch property.binding {
            case .frame(let item):
                order.append(item)
                if case .rect(let rect) = record[property.name] { frames[item] = rect } else { frames[item] = .zero }
            case .fittingSize:
                if case .size(let size) = record[property.name] { fittingSize = size } else { fittingSize = .zero }
            default:
                continue
            }
        }
        return EvaluatedLayout(order: order, frames: frames, fittingSize: fittingSize)
    }
}
