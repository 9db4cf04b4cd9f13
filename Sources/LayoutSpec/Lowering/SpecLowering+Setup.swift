/// The pieces of `SpecLowering.lower` derived from the declarations alone: the lowering context,
/// the unknowns, the parameter domains, the fitting container's bounds and the interface.
extension SpecLowering {
    /// Items' geometry, metrics, inputs and declared conditions.
    package static func makeContext(_ specification: LayoutSpecification) -> LoweringContext {
        var views: [String: ItemGeometry.ViewInfo] = [:]
        for view in specification.views {
            views[view.name] = ItemGeometry.ViewInfo(
                parent: view.parent, isLabel: view.isLabel, margins: view.margins,
                marginsFollowReadingDirection: view.marginsFollowReadingDirection, centersText: view.centersText)
        }
        let container = specification.container
        let margins: [LinearExpression]
        switch container.margins {
        case .fixed(let values): margins = values.map { LinearExpression($0) }
        case .input: margins = Parameter.Edge.allCases.map { LinearExpression(.containerMargin($0)) }
        }
        let geometry = ItemGeometry(
            views: views, guides: Set(specification.guides.map(\.name)),
            containerWidth: container.width == .fit
                ? LinearExpression(Variable(ReservedNames.container, .width)) : LinearExpression(.containerWidth),
            containerHeight: container.height == .fit
                ? LinearExpression(Variable(ReservedNames.container, .height)) : LinearExpression(.containerHeight),
            containerMargins: margins)
        var metrics: [String: Double] = [:]
        for metric in specification.metrics { metrics[metric.name] = metric.value }
        return LoweringContext(
            geometry: geometry, metrics: metrics, inputs: Set(specification.inputs.map(\.name)),
            conditions: Set(specification.conditions.map(\.name)))
    }

    /// Four unknowns per view, then per guide, in spec order; then the fitting container's.
    static func variables(_ specification: LayoutSpecification) -> [Variable] {
        let items = specification.views.map(\.name) + specification.guides.map(\.name)
        var result = items.flatMap { item in FrameAttribute.allCases.map { Variable(item, $0) } }
        if specification.container.width == .fit { result.append(Variable(ReservedNames.container, .width)) }
        if specification.container.height == .fit { result.append(Variable(ReservedNames.container, .height)) }
        return result
    }

    /// Required `container.width >= minWidth`-style constraints for a fitting dimension.
    static func fittingContainerBounds(_ container: ContainerSpecification) -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        let bounds:
            [(ContainerSpecification.Dimension, FrameAttribute, ContainerSpecification.Bound?, Relation, String)] = [
                (container.width, .width, container.minWidth, .greaterThanOrEqual, "minWidth"),
                (container.width, .width, container.maxWidth, .lessThanOrEqual, "maxWidth"),
                (container.height, .height, container.minHeight, .greaterThanOrEqual, "minHeight"),
                (container.height, .height, container.maxHeight, .lessThanOrEqual, "maxHeight")
            ]
        for (dimension, attribute, bound, relation, key) in bounds where dimension == .fit {
            guard let bound else { continue }
            result.append(
                LinearConstraint(
                    LinearExpression(Variable(ReservedNames.container, attribute)), relation,
                    LinearExpression(bound.value),
                    origin: ConstraintOrigin(
                        location: bound.location,
                        text: "container \(key): \(LinearExpression.format(bound.value))",
                        notation: .specKey, role: .containerBound)))
        }
        return result
    }

    /// Container size (input dimensions, narrowed by min/max), inputs, measured sizes, then the
    /// label metrics, margins and safe-area insets that constraints use, each with its domain (the
    /// safe area's narrowed by `minSafeArea`/`maxSafeArea`).
    static func parameterDomains(
        _ specification: LayoutSpecification, constraints: [LinearConstraint]
    ) -> [ParameterDomain] {
        let size = ParameterDomain.sizeRange
        let container = specification.container
        var result: [ParameterDomain] = []
        if container.width == .input {
            result.append(
                ParameterDomain(
                    .containerWidth, container.minWidth?.value ?? size.lowerBound,
                    container.maxWidth?.value ?? size.upperBound))
        }
        if container.height == .input {
            result.append(
                ParameterDomain(
                    .containerHeight, container.minHeight?.value ?? size.lowerBound,
                    container.maxHeight?.value ?? size.upperBound))
        }
        for input in specification.inputs {
            result.append(ParameterDomain(.input(input.name), input.lowerBound, input.upperBound))
        }
        for view in specification.views {
            switch view.measure {
            case .none:
                break
            case .intrinsic:
                let (width, height) = (view.measuredRange.width, view.measuredRange.height)
                result.append(ParameterDomain(.intrinsicWidth(view.name), width.lowerBound, width.upperBound))
                result.append(ParameterDomain(.intrinsicHeight(view.name), height.lowerBound, height.upperBound))
            case .heightForWidth:
                let (width, height) = (view.measuredRange.width, view.measuredRange.height)
                result.append(ParameterDomain(.intrinsicWidth(view.name), width.lowerBound, width.upperBound))
                result.append(
                    ParameterDomain(
                        .measuredHeight(view.name), height.lowerBound, height.upperBound,
                        measuredAt: Variable(view.name, .width)))
            }
        }
        let listed = Set(result.map(\.parameter))
        let used = Set(constraints.flatMap { $0.expression.parameters.keys }).subtracting(listed)
        for parameter in used.sorted() {
            guard case .safeAreaInset(let edge) = parameter else {
                result.append(ParameterDomain(parameter, size.lowerBound, size.upperBound))
                continue
            }
            let range = container.safeAreaRange(edge)
            result.append(ParameterDomain(parameter, range.lowerBound, range.upperBound))
        }
        return result
    }

    /// The generated API's shape.
    static func interface(_ specification: LayoutSpecification) -> LayoutInterface {
        var result = LayoutInterface(
            typeName: specification.typeName, access: specification.access, specFileName: specification.fileName,
            items: specification.views.map { LayoutInterface.Item(name: $0.name, kind: .view, parent: $0.parent) }
                + specification.guides.map {
                    LayoutInterface.Item(name: $0.name, kind: .guide, parent: specification.guideParents[$0.name])
                },
            inputs: specification.inputs.map(\.name),
            conditions: specification.conditions.map(\.name),
            measuredViews: specification.views.compactMap { view in
                switch view.measure {
                case .none: return nil
                case .intrinsic: return LayoutInterface.MeasuredView(name: view.name, measurement: .intrinsic)
                case .heightForWidth: return LayoutInterface.MeasuredView(name: view.name, measurement: .heightForWidth)
                }
            },
            labels: specification.views.filter(\.isLabel).map(\.name),
            fitsWidth: specification.container.width == .fit,
            fitsHeight: specification.container.height == .fit,
            swiftUILayout: specification.swiftUI)
        result.hideableViews = specification.stacks.flatMap { $0.hideable.map(\.name) }
        return result
    }
}
