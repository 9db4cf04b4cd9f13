/// Builds the SwiftUI adapter of a spec with `swiftUI: true` (`SwiftUILayoutDeclaration`) from the
/// generated `Input` and `Frames`: an `Item` member per `Frames` item, a stored property per `Input`
/// field the app gives (everything but the bounds and the measured sizes, which come from the
/// subviews), and `layoutFrames(in:measuring:)`, which calls `frames(for:)` (docs/GeneratedCode.md,
/// "SwiftUI"). The logic lives in the runtime (`LayoutAdapter`), so this code stays small.
enum SwiftUILayoutBuilder {
    /// Names an `Item` member may not take: its own and `Hashable`'s members, and the names
    /// `Item.self`, `Item.Type` and `Item.Protocol` read as the type (and `Item`, its own name).
    static let reservedMemberNames: Set<String> = [
        "Item", "index", "itemCount", "hashValue", "hash", "init", "self", "Type", "Protocol"
    ]
    /// Names a stored property of the layout may not take: the members of SwiftUI's `Layout` (and
    /// `Animatable`) and of `SpecLayout`, and the names `layoutFrames` declares (its body reads the
    /// properties unqualified).
    static let reservedPropertyNames: Set<String> = [
        "bounds", "subviews", "input", "frames", "layout", "Item", "Cache", "Subviews", "AnimatableData",
        "animatableData", "layoutProperties", "layoutFrames",
        "fitsWidth", "fitsHeight", "sizeThatFits", "placeSubviews", "makeCache", "updateCache", "callAsFunction",
        "explicitAlignment", "spacing"
    ]

    /// The adapter for `interface`, whose generated `Input` and `Frames` are `input` and `frames`.
    static func declaration(
        interface: LayoutInterface, input: SwiftStructDeclaration, frames: SwiftStructDeclaration,
        access: SwiftAccessModifier?
    ) -> SwiftUILayoutDeclaration {
        let typeName = interface.typeName
        var memberNames = LocalNameAllocator.properties(reserving: reservedMemberNames)
        var items: [SwiftUILayoutDeclaration.ItemCase] = []
        var memberOfItem: [String: String] = [:]
        var framesProperties: [String] = []
        for property in frames.properties {
            guard case .frame(let item) = property.binding else { continue }
            let name = memberNames.make(property.name)
            items.append(SwiftUILayoutDeclaration.ItemCase(name: name, specName: item))
            memberOfItem[item] = name
            framesProperties.append(property.name)
        }
        let itemType = SwiftExpression.identifier(SwiftUILayoutDeclaration.itemTypeName)
        func item(_ name: String) -> SwiftExpression { itemType.member(memberOfItem[name] ?? name) }

        // The stored properties, and the `Input(...)` arguments.
        let bounds = "bounds", subviews = "subviews"
        var propertyNames = LocalNameAllocator.properties(reserving: reservedPropertyNames)
        var properties: [SwiftStoredProperty] = []
        var arguments: [SwiftArgument] = []
        for field in input.properties {
            let value: SwiftExpression
            switch field.binding {
            case .bounds?:
                value = .identifier(bounds)
            case .measuredSize(let view)?:
                value = .call(SwiftExpression.identifier(subviews).member("size"), [SwiftArgument("of", item(view))])
            case .heightForWidth(let view)?:
                value = .call(
                    SwiftExpression.identifier(subviews).member("heightForWidth"), [SwiftArgument("of", item(view))])
            default:
                var property = field
                property.name = propertyNames.make(field.name)
                if field.binding == .traits {
                    property.documentation = [
                        "The traits built-in conditions (size classes, idiom) are read from; the layout",
                        "direction is the container's (`LayoutSubviews.layoutDirection`)."
                    ]
                }
                properties.append(property)
                let stored = SwiftExpression.identifier(property.name)
                value =
                    field.binding == .traits
                    ? .call(SwiftExpression.identifier(subviews).member("traits"), [SwiftArgument(stored)])
                    : stored
            }
            arguments.append(SwiftArgument(field.name, value))
        }
        let layout = SwiftStructDeclaration(
            documentation: [
                "A SwiftUI `Layout` that places each subview at the frame of the item it is tagged with",
                "(`.layoutView(\(typeName).\(SwiftUILayoutDeclaration.itemTypeName).\(items.first?.name ?? "item"))`), as `frames(for:)` computes it:",
                "measured views are measured through their subviews, the rest of `Input` is stored here."
            ],
            access: access, name: SwiftUILayoutDeclaration.layoutTypeName,
            conformances: [SwiftUILayoutDeclaration.layoutProtocol], properties: properties,
            initializerDocumentation: ["Creates the layout."])

        // `let frames = T.frames(for: T.Input(...))`, then the runtime's frames (with parents).
        let typeExpression = SwiftExpression.identifier(typeName)
        let inputName = "input", framesName = "frames", layoutName = "layout"
        var frameArguments = framesProperties.map { SwiftArgument(SwiftExpression.identifier(framesName).member($0)) }
        if interface.fitsWidth || interface.fitsHeight,
            let fitting = frames.properties.first(where: { $0.binding == .fittingSize })
        {
            frameArguments.append(
                SwiftArgument("fittingSize", SwiftExpression.identifier(framesName).member(fitting.name)))
        }
        let adapterFrames = SwiftExpression.call(.identifier("LayoutAdapterFrames"), frameArguments)
        var body: [SwiftStatement] = [
            .constant(
                name: inputName, type: SwiftType("\(typeName).\(input.name)"),
                value: .call(typeExpression.member(input.name), arguments)),
            .constant(
                name: framesName, type: SwiftType("\(typeName).\(frames.name)"),
                value: .call(typeExpression.member("frames"), [SwiftArgument("for", .identifier(inputName))]))
        ]
        let nested = interface.items.filter { $0.parent != nil }
        if nested.isEmpty {
            body.append(.returnValue(adapterFrames))
        } else {
            body.append(.variable(name: layoutName, type: SwiftType("LayoutAdapterFrames"), value: adapterFrames))
            for child in nested {
                guard let parent = child.parent else { continue }
                body.append(
                    .call(
                        .call(
                            SwiftExpression.identifier(layoutName).member("nest"),
                            [SwiftArgument(item(child.name)), SwiftArgument("in", item(parent))])))
            }
            body.append(.returnValue(.identifier(layoutName)))
        }
        let function = SwiftFunctionDeclaration(
            documentation: [
                "`frames(for:)` at `bounds`, with the measured sizes and the layout direction of `subviews`."
            ],
            access: access, name: "layoutFrames",
            parameters: [
                SwiftParameter(label: "in", name: bounds, type: .cgRect),
                SwiftParameter(label: "measuring", name: subviews, type: SwiftType("LayoutSubviewMeasurer"))
            ],
            returnType: SwiftType("LayoutAdapterFrames"), body: body)
        return SwiftUILayoutDeclaration(
            typeName: typeName, access: access, items: items, layout: layout,
            fitsWidth: interface.fitsWidth, fitsHeight: interface.fitsHeight,
            layoutFrames: function)
    }
}
