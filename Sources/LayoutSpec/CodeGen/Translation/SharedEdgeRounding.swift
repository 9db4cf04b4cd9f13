/// Rounds each distinct edge of a body that is not split into parts once (docs/GeneratedCode.md,
/// "Pixel rounding"): an item's `PixelRounding.frame(minX: left, minY: top, width: w, height: h,
/// scale: s)` becomes its four edges, `left`, `top`, `left + w` and `top + h`, each rounded by
/// `PixelRounding.px` in its own `let`, and the rect between them; literal values are written into
/// the frames section and every value computed twice is computed once (`CommonValueElimination`).
///
/// Views of one column share their left and right edges, views of one row their top and bottom:
/// a 10 × 3 grid's 120 edge roundings become 26, each done once, as hand-written code that computes
/// a column's `x` once would (after the change the generated grids are faster than the
/// hand-written code of `Benchmarks/`, which rounds each frame on its own). The rect is the one
/// `PixelRounding.frame` returns, from the same operations on the same operands (`px` of each
/// edge, the size the difference of two rounded edges), so frames are unchanged bit for bit.
///
/// Large layouts, whose bodies are split, keep one outlined `frame` call per item instead: there
/// the compile time of four more `let`s per item is what counts.
enum SharedEdgeRounding {
    /// `body` with each frame rounded edge by edge and repeated values computed once.
    static func apply(to body: FramesBody) -> FramesBody {
        var taken = Set<String>()
        UnusedConstantElimination.collectReads(body.statements, into: &taken)
        for statement in body.statements {
            if case .constant(let name, _, _) = statement { taken.insert(name) }
        }
        // Literal values are written into the frames section, so that `originX + v0_minX` and
        // `originX + v1_minX` with both at 16 are one edge (their `let`s then go unread).
        let literals = SplitBodyCompaction.literalConstants(in: body.values)
        var frames: [SwiftStatement] = []
        for original in body.frames {
            let statement = SplitBodyCompaction.substitute(literals, in: original)
            guard
                case .constant(let name, .cgRect, .runtime(.roundedFrame(let rect, let scale, outlined: false))) =
                    statement
            else {
                frames.append(statement)
                continue
            }
            let (left, top, width, height) = (rect.x, rect.y, rect.width, rect.height)
            let base = name.hasSuffix("_rounded") ? String(name.dropLast("_rounded".count)) : name
            func fresh(_ suffix: String) -> String { LocalNameAllocator.unique(base + suffix, avoiding: &taken) }
            let right = fresh("_right")
            let bottom = fresh("_bottom")
            frames.append(.constant(name: right, type: .cgFloat, value: left + width))
            frames.append(.constant(name: bottom, type: .cgFloat, value: top + height))
            var rounded: [String] = []
            for (suffix, edge) in [
                ("_minXPixel", left), ("_minYPixel", top), ("_maxXPixel", .identifier(right)),
                ("_maxYPixel", .identifier(bottom))
            ] {
                let edgeName = fresh(suffix)
                frames.append(
                    .constant(
                        name: edgeName, type: .cgFloat,
                        value: .pixelRounding(.px, edge, scale: scale)))
                rounded.append(edgeName)
            }
            let (x0, y0, x1, y1) = (
                SwiftExpression.identifier(rounded[0]), SwiftExpression.identifier(rounded[1]),
                SwiftExpression.identifier(rounded[2]), SwiftExpression.identifier(rounded[3])
            )
            frames.append(
                .constant(
                    name: name, type: .cgRect,
                    value: .runtime(.rect(RuntimeRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))))
        }
        var common = CommonValueElimination()
        let values = common.process(body.values)
        let heading = common.process(body.heading)
        return FramesBody(values: values, heading: heading, frames: common.process(frames)).withoutUnusedConstants()
    }
}
