/// One entry of `examples:` to write (docs/SpecLanguage.md §8): its `input:` keys in the order
/// given, its expected `frames:` and `fittingSize:`. Written in block style: `- input:` with one key
/// a line (`set:`, `size:` and `font:` one name a line below theirs), then `frames:` one item a line.
package struct SpecExampleEntry: Hashable, Sendable {
    /// One key of `input:`.
    package enum Input: Hashable, Sendable {
        /// `width: N`.
        case width(Double)
        /// `height: N`.
        case height(Double)
        /// `scale: N`.
        case scale(Double)
        /// `set: {input: value}`.
        case inputs([SpecNamedValue])
        /// `when: [conditions]`.
        case conditions([String])
        /// `size: {view: [w, h]}`.
        case sizes([SpecNamedNumbers])
        /// `font: {view: [ascender, descender, capHeight]}`.
        case fonts([SpecNamedNumbers])
        /// `safe-area: [top, left, bottom, right]`.
        case safeArea([Double])
        /// `margins: [top, left, bottom, right]`.
        case margins([Double])

        /// The `input:` entry.
        var entry: SpecYAMLValue.Entry {
            switch self {
            case .width(let value): return .init("width", .number(value))
            case .height(let value): return .init("height", .number(value))
            case .scale(let value): return .init("scale", .number(value))
            case .inputs(let values):
                return .init("set", SpecNamedValue.mapping(values))
            case .conditions(let names): return .init("when", .names(names))
            case .sizes(let values): return .init("size", SpecNamedNumbers.mapping(values))
            case .fonts(let values): return .init("font", SpecNamedNumbers.mapping(values))
            case .safeArea(let values): return .init("safe-area", .numbers(values))
            case .margins(let values): return .init("margins", .numbers(values))
            }
        }
    }

    /// `input:`, in order.
    package var input: [Input]
    /// `frames:` `[x, y, width, height]` per item, in order (left out when empty).
    package var frames: [SpecNamedNumbers]
    /// `fittingSize: [width, height]`.
    package var fittingSize: [Double]?

    /// Creates an example.
    package init(input: [Input], frames: [SpecNamedNumbers] = [], fittingSize: [Double]? = nil) {
        self.input = input
        self.frames = frames
        self.fittingSize = fittingSize
    }

    /// The `examples:` item.
    var value: SpecYAMLValue {
        var keys: [SpecYAMLValue.Entry] = [.init("input", .blockMapping(input.map(\.entry)))]
        if !frames.isEmpty { keys.append(.init("frames", SpecNamedNumbers.mapping(frames))) }
        if let fittingSize { keys.append(.init("fittingSize", .numbers(fittingSize))) }
        return .blockMapping(keys)
    }
}
