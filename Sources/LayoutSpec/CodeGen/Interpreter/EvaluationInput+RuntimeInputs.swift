import Foundation
import LayoutRuntime

extension EvaluationInput {
    /// The value the generated `Input`'s member for `field` has when a caller passes this input
    /// (the interpreter's accessor of each run-time input, `RuntimeInputKind`); `nil` for the
    /// container's height, which `bounds` carries. Anything missing reads as 0, `false` or zero.
    func interpretedValue(of field: RuntimeInputField) -> InterpretedValue? {
        switch field.kind {
        case .containerWidth: return .rect(CGRect(x: 0, y: 0, width: width, height: height))
        case .containerHeight: return nil
        case .scale: return .number(CGFloat(scale))
        case .declaredInputs: return .number(CGFloat(inputs[field.name] ?? 0))
        case .conditions: return .boolean(conditions.contains(field.name))
        case .hiddenFlags: return .boolean(conditions.contains(BuiltInConditions.hiddenFlag(of: field.name)))
        case .measuredSizes:
            return field.measuredAtWidth ? .measurement(measurement(of: field.name)) : .size(sizes[field.name] ?? .zero)
        case .fonts: return .fontMetrics(fonts[field.name] ?? .zero)
        case .safeAreaInsets: return .insets(safeAreaInsets)
        case .layoutMargins: return .insets(layoutMargins)
        case .traits: return .traits(resolvedTraits)
        }
    }
}
