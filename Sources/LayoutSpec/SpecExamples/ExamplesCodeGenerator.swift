import Foundation
import LayoutRuntime

/// Adds a spec's checked `examples:` to its generated type (docs/Solving.md):
///
/// ```swift
/// struct Example: Equatable, Sendable { var input: Input; var frames: Frames }
/// static let examples: [Example] = [...]
/// ```
///
/// so that one test loop checks the compiled code against them:
/// `for e in FeedCellLayout.examples { #expect(FeedCellLayout.frames(for: e.input) == e.frames) }`.
/// `frames` holds every item's frame as the generator computed it (the example's listed entries
/// match it within 1e-6; unlisted items are pinned too), so the comparison is exact.
enum ExamplesCodeGenerator {
    /// `file` with the `Example` struct and the `examples` table appended to its enum.
    static func adding(_ examples: [ExampleChecker.CheckedExample], to file: SwiftFile) -> SwiftFile {
        var result = file
        let declaration = file.declaration
        guard let function = declaration.function(named: GeneratedCodeNames.framesFunction),
            let inputType = function.parameters.first?.type,
            let inputStruct = declaration.structure(named: inputType.name),
            let framesStruct = declaration.structure(named: function.returnType.name)
        else { return file }
        let access = declaration.access
        let example = SwiftStructDeclaration(
            documentation: ["One of the spec's `examples:`: an input and the frames the layout gives for it."],
            access: access, name: "Example", conformances: ["Equatable", "Sendable"],
            properties: [
                SwiftStoredProperty(documentation: ["The input."], name: "input", type: inputType),
                SwiftStoredProperty(
                    documentation: ["The frames `frames(for: input)` returns."], name: "frames",
                    type: function.returnType)
            ],
            initializerDocumentation: ["Creates an example."])
        let table = SwiftStaticArrayDeclaration(
            documentation: [
                "The spec's `examples:`, checked when this file was generated: for each,",
                "`frames(for: example.input) == example.frames`."
            ],
            access: access, name: GeneratedCodeNames.examplesProperty, elementType: SwiftType(example.name),
            elements: examples.map { checked in
                .call(
                    .identifier(example.name),
                    [
                        SwiftArgument("input", inputValue(checked.example.input, inputStruct)),
                        SwiftArgument(
                            "frames", framesValue(checked.result, input: checked.example.input, framesStruct))
                    ])
            })
        result.declaration.members += [.structure(example), .staticArray(table)]
        // The table needs `Frames`' memberwise initializer, which a large layout's `Frames` (its
        // properties starting at `.zero`) goes without: give it back, compile-friendly.
        if framesStruct.zeroDefaults && framesStruct.memberwiseTag == nil {
            var restored = framesStruct
            restored.memberwiseTag = SwiftMemberwiseTag.forStruct(properties: framesStruct.properties)
            restored.initializerDocumentation = ["Creates frames."]
            result.declaration.members = result.declaration.members.map { member in
                if case .structure(let structure) = member, structure.name == framesStruct.name {
                    return .structure(restored)
                }
                return member
            }
        }
        return result
    }

    /// `Input(...)` for `input`: the arguments without defaults, and those whose value differs
    /// from the default, one per run-time input (`RuntimeInputKind`) the `Input` has a member for.
    private static func inputValue(_ input: EvaluationInput, _ declaration: SwiftStructDeclaration) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        for property in declaration.properties {
            guard let field = property.binding?.runtimeInputField else { continue }
            let value: SwiftExpression?
            switch field.kind {
            case .containerWidth:
                value = rect(CGRect(x: 0, y: 0, width: input.width, height: input.height))
            case .containerHeight:
                value = nil  // `bounds` carries it
            case .scale:
                value = input.scale == 1 ? nil : .number(input.scale)
            case .declaredInputs:
                value = .number(input.inputs[field.name] ?? 0)
            case .conditions:
                value = input.conditions.contains(field.name) ? .boolean(true) : nil
            case .hiddenFlags:
                value = input.conditions.contains(BuiltInConditions.hiddenFlag(of: field.name)) ? .boolean(true) : nil
            case .measuredSizes where field.measuredAtWidth:
                value = .call(
                    .identifier("HeightForWidth"),
                    [SwiftArgument("intrinsicSize", size(input.sizes[field.name] ?? .zero))])
            case .measuredSizes:
                value = size(input.sizes[field.name] ?? .zero)
            case .fonts:
                let font = input.fonts[field.name] ?? .zero
                value = .call(
                    .identifier("FontMetrics"),
                    [
                        SwiftArgument("ascender", number(font.ascender)),
                        SwiftArgument("descender", number(font.descender)),
                        SwiftArgument("capHeight", number(font.capHeight))
                    ])
            case .traits:
                value = traits(input.resolvedTraits)
            case .safeAreaInsets:
                value = input.safeAreaInsets == .zero ? nil : insets(input.safeAreaInsets)
            case .layoutMargins:
                value = input.layoutMargins == .standardMargins ? nil : insets(input.layoutMargins)
            }
            if let value { arguments.append(SwiftArgument(property.name, value)) }
        }
        return .call(.identifier(declaration.name), arguments)
    }

    /// `LayoutInsets(top:left:bottom:right:)`.
    private static func insets(_ insets: LayoutInsets) -> SwiftExpression {
        .call(
            .identifier("LayoutInsets"),
            [
                SwiftArgument("top", number(insets.top)), SwiftArgument("left", number(insets.left)),
                SwiftArgument("bottom", number(insets.bottom)), SwiftArgument("right", number(insets.right))
            ])
    }

    /// `Frames(...)`: every item's computed frame, and the fitting size.
    private static func framesValue(
        _ result: EvaluatedLayout, input: EvaluationInput, _ declaration: SwiftStructDeclaration
    ) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        for property in declaration.properties {
            switch property.binding {
            case .frame(let item):
                arguments.append(SwiftArgument(property.name, rect(result.frames[item] ?? .zero)))
            case .fittingSize:
                arguments.append(SwiftArgument(property.name, size(result.fittingSize ?? .zero)))
            case .hiddenState(let view) where input.conditions.contains(BuiltInConditions.hiddenFlag(of: view)):
                arguments.append(SwiftArgument(property.name, .boolean(true)))
            default:
                continue
            }
        }
        return .call(.identifier(declaration.name), arguments)
    }

    /// `LayoutTraits(...)` with the fields that differ from the defaults; `nil` for the defaults.
    private static func traits(_ traits: LayoutTraits) -> SwiftExpression? {
        guard traits != LayoutTraits() else { return nil }
        var arguments: [SwiftArgument] = []
        if traits.layoutDirection == .rightToLeft {
            arguments.append(SwiftArgument("layoutDirection", .implicitMember("rightToLeft")))
        }
        func sizeClass(_ value: LayoutTraits.SizeClass) -> SwiftExpression? {
            switch value {
            case .unspecified: return nil
            case .compact: return .implicitMember("compact")
            case .regular: return .implicitMember("regular")
            }
        }
        if let value = sizeClass(traits.horizontalSizeClass) {
            arguments.append(SwiftArgument("horizontalSizeClass", value))
        }
        if let value = sizeClass(traits.verticalSizeClass) {
            arguments.append(SwiftArgument("verticalSizeClass", value))
        }
        switch traits.idiom {
        case .unspecified: break
        case .phone: arguments.append(SwiftArgument("idiom", .implicitMember("phone")))
        case .pad: arguments.append(SwiftArgument("idiom", .implicitMember("pad")))
        }
        return .call(.identifier("LayoutTraits"), arguments)
    }

    private static func number(_ value: CGFloat) -> SwiftExpression { .number(Double(value)) }

    private static func size(_ size: CGSize) -> SwiftExpression {
        .call(
            .identifier("CGSize"),
            [SwiftArgument("width", number(size.width)), SwiftArgument("height", number(size.height))])
    }

    private static func rect(_ rect: CGRect) -> SwiftExpression {
        .call(
            .identifier("CGRect"),
            [
                SwiftArgument("x", number(rect.origin.x)), SwiftArgument("y", number(rect.origin.y)),
                SwiftArgument("width", number(rect.size.width)), SwiftArgument("height", number(rect.size.height))
            ])
    }
}
