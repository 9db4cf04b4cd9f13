/// The link between the generated `Input`'s members and the run-time input table
/// (`RuntimeInputKind`): which field a member binds, and the binding of a field's member.
extension SwiftFieldBinding {
    /// The binding of `field`'s `Input` member; `nil` for the container's height, which `bounds`
    /// carries.
    package init?(_ field: RuntimeInputField) {
        switch field.kind {
        case .containerWidth: self = .bounds
        case .containerHeight: return nil
        case .scale: self = .scale
        case .declaredInputs: self = .input(field.name)
        case .conditions: self = .condition(field.name)
        case .hiddenFlags: self = .hiddenFlag(field.name)
        case .measuredSizes: self = field.measuredAtWidth ? .heightForWidth(field.name) : .measuredSize(field.name)
        case .fonts: self = .fontMetrics(field.name)
        case .safeAreaInsets: self = .safeAreaInsets
        case .layoutMargins: self = .layoutMargins
        case .traits: self = .traits
        }
    }

    /// The run-time input an `Input` member with this binding carries; `nil` for the members of
    /// `Frames`. `bounds` is the container's width's field (it carries the height too).
    package var runtimeInputField: RuntimeInputField? {
        switch self {
        case .bounds: return RuntimeInputField(.containerWidth)
        case .scale: return RuntimeInputField(.scale)
        case .input(let name): return RuntimeInputField(.declaredInputs, name: name)
        case .condition(let name): return RuntimeInputField(.conditions, name: name)
        case .hiddenFlag(let view): return RuntimeInputField(.hiddenFlags, name: view)
        case .measuredSize(let view): return RuntimeInputField(.measuredSizes, name: view)
        case .heightForWidth(let view): return RuntimeInputField(.measuredSizes, name: view, measuredAtWidth: true)
        case .fontMetrics(let view): return RuntimeInputField(.fonts, name: view)
        case .safeAreaInsets: return RuntimeInputField(.safeAreaInsets)
        case .layoutMargins: return RuntimeInputField(.layoutMargins)
        case .traits: return RuntimeInputField(.traits)
        case .frame, .fittingSize, .hiddenState: return nil
        }
    }
}
