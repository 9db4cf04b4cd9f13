/// The frames section: positions moved into the container's space, pixel-rounded there, moved into
/// each parent, and the `Frames` value returned.
extension FramesBodyBuilder {
    /// The comment that opens the frames section.
    static let framesSectionComment = "Frames: rounded by edges in the container's space, then moved into each parent."

    /// Positions moved into the container's space (`+ bounds.minX/minY`), rounded by edges there,
    /// then converted to the parent's space by subtracting the parent's rounded origin.
    mutating func emitFrames() {
        var statements: [SwiftStatement] = []
        defer { framesSection = statements }
        let bounds = input.member(inputProperties[.bounds] ?? "bounds")
        let originX = names.make("originX")
        let originY = names.make("originY")
        statements.append(.constant(name: originX, type: .cgFloat, value: bounds.member("minX")))
        statements.append(.constant(name: originY, type: .cgFloat, value: bounds.member("minY")))
        var rounded: [String: String] = [:]
        for item in interface.items {
            let left = names.make("\(item.name)_left")
            let top = names.make("\(item.name)_top")
            let name = names.make("\(item.name)_rounded")
            statements.append(
                .constant(
                    name: left, type: .cgFloat,
                    value: .identifier(originX) + value(item.name, .minX)))
            statements.append(
                .constant(
                    name: top, type: .cgFloat,
                    value: .identifier(originY) + value(item.name, .minY)))
            statements.append(
                .constant(
                    name: name, type: .cgRect,
                    value: .runtime(
                        .roundedFrame(
                            RuntimeRect(
                                x: .identifier(left), y: .identifier(top), width: value(item.name, .width),
                                height: value(item.name, .height)),
                            scale: scale, outlined: false))))
            rounded[item.name] = name
            frameLeads[name] = left
            frameValues[name] = FrameAttribute.allCases.compactMap { attribute in
                let variable = Variable(item.name, attribute)
                guard case .identifier(let local) = variableValues[variable] else { return nil }
                return (local, variable)
            }
        }
        var frames: [String: SwiftExpression] = [:]
        for item in interface.items {
            guard let own = rounded[item.name] else { continue }
            guard let parent = item.parent, parent != item.name, let parentName = rounded[parent] else {
                frames[item.name] = .identifier(own)
                continue
            }
            let x = names.make("\(item.name)_x")
            let y = names.make("\(item.name)_y")
            let frame = names.make("\(item.name)_frame")
            let ownRect = SwiftExpression.identifier(own)
            let parentRect = SwiftExpression.identifier(parentName)
            statements.append(
                .constant(
                    name: x, type: .cgFloat,
                    value: ownRect.member("origin").member("x") - parentRect.member("origin").member("x")))
            statements.append(
                .constant(
                    name: y, type: .cgFloat,
                    value: ownRect.member("origin").member("y") - parentRect.member("origin").member("y")))
            statements.append(
                .constant(
                    name: frame, type: .cgRect,
                    value: .runtime(
                        .rect(
                            RuntimeRect(
                                x: .identifier(x), y: .identifier(y), width: ownRect.member("size").member("width"),
                                height: ownRect.member("size").member("height"))))))
            frames[item.name] = .identifier(frame)
        }
        var arguments: [SwiftArgument] = []
        for (binding, property) in framesProperties {
            switch binding {
            case .frame(let item):
                arguments.append(SwiftArgument(property, frames[item] ?? .runtime(.zeroRect)))
            case .hiddenState(let view):
                let flag = inputProperties[.hiddenFlag(view)].map { input.member($0) } ?? .boolean(false)
                arguments.append(SwiftArgument(property, flag))
            case .fittingSize:
                let width = names.make("fitting_width")
                let height = names.make("fitting_height")
                let solvedWidth = interface.fitsWidth ? value("container", .width) : bounds.member("width")
                let solvedHeight = interface.fitsHeight ? value("container", .height) : bounds.member("height")
                statements.append(
                    .constant(name: width, type: .cgFloat, value: .pixelRounding(.px, solvedWidth, scale: scale)))
                statements.append(
                    .constant(name: height, type: .cgFloat, value: .pixelRounding(.px, solvedHeight, scale: scale)))
                arguments.append(
                    SwiftArgument(
                        property,
                        .runtime(.size(width: .identifier(width), height: .identifier(height)))))
            default:
                continue
            }
        }
        statements.append(.returnValue(.call(.identifier(framesType), arguments)))
    }

    /// The solved value of `item`'s `attribute` (0 when it has none).
    func value(_ item: String, _ attribute: FrameAttribute) -> SwiftExpression {
        variableValues[Variable(item, attribute)] ?? .number(0)
    }
}
