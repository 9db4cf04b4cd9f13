import LayoutRuntime

/// A call of a function generated code takes from `LayoutRuntime`, Foundation or the C library:
/// the one place that knows their Swift names. Every back-end (`SwiftRenderer`,
/// `GeneratedCodeInterpreter`, `JavaScriptRenderer`) and every pass that treats one call specially
/// switches over these cases with no `default:`, so a new runtime function is a compile error in
/// each of them until it is handled.
package enum RuntimeCall: Hashable, Sendable {
    /// `fmin(a, b)`: the C library's, one `minsd` (see `SwiftExpression.minimum`).
    case minimum(SwiftExpression, SwiftExpression)
    /// `fmax(a, b)`.
    case maximum(SwiftExpression, SwiftExpression)
    /// `PixelRounding.px/floorPx/ceilPx(value, scale: scale)`.
    case pixelRounding(PixelRoundingFunction, SwiftExpression, scale: SwiftExpression)
    /// `PixelRounding.frame(minX:minY:width:height:scale:)`, or `frameOutlined` (the same rect
    /// from a call the optimiser does not inline, for split bodies) when `outlined`.
    case roundedFrame(RuntimeRect, scale: SwiftExpression, outlined: Bool)
    /// `CGRect(x:y:width:height:)`.
    case rect(RuntimeRect)
    /// `CGSize(width:height:)`.
    case size(width: SwiftExpression, height: SwiftExpression)
    /// `CGRect.zero`.
    case zeroRect
    /// `measurement.height(forWidth: width)`: `HeightForWidth`'s height at a width.
    case measuredHeight(SwiftExpression, forWidth: SwiftExpression)
    /// `traits.holds(.trait)`: `LayoutTraits.holds`.
    case traitHolds(SwiftExpression, BuiltInCondition.Trait)
    /// `traits.condition("name")`: `LayoutTraits.condition`, a built-in condition by name.
    case traitCondition(SwiftExpression, name: String)

    /// The operands, in the order the call evaluates them (a method's receiver first).
    package var operands: [SwiftExpression] {
        switch self {
        case .minimum(let a, let b), .maximum(let a, let b): return [a, b]
        case .pixelRounding(_, let value, let scale): return [value, scale]
        case .roundedFrame(let rect, let scale, _): return rect.values + [scale]
        case .rect(let rect): return rect.values
        case .size(let width, let height): return [width, height]
        case .zeroRect: return []
        case .measuredHeight(let measurement, let width): return [measurement, width]
        case .traitHolds(let traits, _), .traitCondition(let traits, _): return [traits]
        }
    }

    /// The same call with each operand transformed.
    package func mapOperands(_ transform: (SwiftExpression) -> SwiftExpression) -> RuntimeCall {
        switch self {
        case .minimum(let a, let b): return .minimum(transform(a), transform(b))
        case .maximum(let a, let b): return .maximum(transform(a), transform(b))
        case .pixelRounding(let function, let value, let scale):
            return .pixelRounding(function, transform(value), scale: transform(scale))
        case .roundedFrame(let rect, let scale, let outlined):
            return .roundedFrame(rect.map(transform), scale: transform(scale), outlined: outlined)
        case .rect(let rect): return .rect(rect.map(transform))
        case .size(let width, let height): return .size(width: transform(width), height: transform(height))
        case .zeroRect: return self
        case .measuredHeight(let measurement, let width):
            return .measuredHeight(transform(measurement), forWidth: transform(width))
        case .traitHolds(let traits, let trait): return .traitHolds(transform(traits), trait)
        case .traitCondition(let traits, let name): return .traitCondition(transform(traits), name: name)
        }
    }

    /// The call as Swift spells it: a plain call expression with the runtime's names, which
    /// `SwiftRenderer` prints.
    package var swiftSpelling: SwiftExpression {
        switch self {
        case .minimum(let a, let b):
            return .call(.identifier(GeneratedCodeNames.minimumFunction), [SwiftArgument(a), SwiftArgument(b)])
        case .maximum(let a, let b):
            return .call(.identifier(GeneratedCodeNames.maximumFunction), [SwiftArgument(a), SwiftArgument(b)])
        case .pixelRounding(let function, let value, let scale):
            return .call(
                .identifier(Self.pixelRoundingType).member(function.rawValue),
                [SwiftArgument(value), SwiftArgument("scale", scale)])
        case .roundedFrame(let rect, let scale, let outlined):
            return .call(
                .identifier(Self.pixelRoundingType).member(outlined ? "frameOutlined" : "frame"),
                [
                    SwiftArgument("minX", rect.x), SwiftArgument("minY", rect.y), SwiftArgument("width", rect.width),
                    SwiftArgument("height", rect.height), SwiftArgument("scale", scale)
                ])
        case .rect(let rect):
            return .call(
                .identifier("CGRect"),
                [
                    SwiftArgument("x", rect.x), SwiftArgument("y", rect.y), SwiftArgument("width", rect.width),
                    SwiftArgument("height", rect.height)
                ])
        case .size(let width, let height):
            return .call(.identifier("CGSize"), [SwiftArgument("width", width), SwiftArgument("height", height)])
        case .zeroRect:
            return .identifier("CGRect").member("zero")
        case .measuredHeight(let measurement, let width):
            return .call(measurement.member("height"), [SwiftArgument("forWidth", width)])
        case .traitHolds(let traits, let trait):
            return .call(traits.member("holds"), [SwiftArgument(.implicitMember(trait.rawValue))])
        case .traitCondition(let traits, let name):
            return .call(traits.member("condition"), [SwiftArgument(.string(name))])
        }
    }

    /// `LayoutRuntime`'s pixel-rounding namespace.
    private static let pixelRoundingType = "PixelRounding"
}

/// The four values of a rect a runtime call takes: an origin and a size (`CGRect(x:y:width:height:)`),
/// or the unrounded position and size `PixelRounding.frame` rounds.
package struct RuntimeRect: Hashable, Sendable {
    /// The left edge (`x`, `minX`).
    package var x: SwiftExpression
    /// The top edge (`y`, `minY`).
    package var y: SwiftExpression
    /// The width.
    package var width: SwiftExpression
    /// The height.
    package var height: SwiftExpression

    /// A rect of four values.
    package init(x: SwiftExpression, y: SwiftExpression, width: SwiftExpression, height: SwiftExpression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x`, `y`, `width`, `height`.
    package var values: [SwiftExpression] { [x, y, width, height] }

    /// Each value transformed.
    package func map(_ transform: (SwiftExpression) -> SwiftExpression) -> RuntimeRect {
        RuntimeRect(x: transform(x), y: transform(y), width: transform(width), height: transform(height))
    }
}

/// The `LayoutRuntime.PixelRounding` functions generated code calls on single values.
package enum PixelRoundingFunction: String, Hashable, Sendable {
    /// Nearest pixel, halves away from zero.
    case px
    /// Pixel below.
    case floorPx
    /// Pixel above.
    case ceilPx
}
