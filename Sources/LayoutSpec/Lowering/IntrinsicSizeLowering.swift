/// Auto Layout's content hugging and compression resistance for measured views (docs/SpecLanguage.md §8):
/// `width <= intrinsicWidth @hugging`, `width >= intrinsicWidth @compression`, and the same for
/// the height (against the measured height for `heightForWidth`).
enum IntrinsicSizeLowering {
    /// The four constraints of a measured view; none for `measure: none`. With `tieBreakRank`
    /// (`ties: viewOrder`: the view's place in `views:`), each is ranked in its priority's secondary
    /// order (`LinearConstraint.tieBreakRank`), so an earlier view keeps its size in a tie.
    static func constraints(for view: ViewDeclaration, tieBreakRank: Int? = nil) -> [LinearConstraint] {
        let name = view.name
        let height: Parameter
        switch view.measure {
        case .none: return []
        case .intrinsic: height = .intrinsicHeight(name)
        case .heightForWidth: height = .measuredHeight(name)
        }
        let dimensions: [(FrameAttribute, Parameter, String, Int, Int)] = [
            (.width, .intrinsicWidth(name), "intrinsic width", view.hugging.horizontal, view.compression.horizontal),
            (
                .height, height, view.measure == .intrinsic ? "intrinsic height" : "measured height",
                view.hugging.vertical, view.compression.vertical
            )
        ]
        var result: [LinearConstraint] = []
        for (attribute, parameter, what, hugging, compression) in dimensions {
            let size = LinearExpression(Variable(name, attribute))
            let measured = LinearExpression(parameter)
            result.append(
                LinearConstraint(
                    size, .lessThanOrEqual, measured, priority: hugging,
                    origin: ConstraintOrigin(
                        location: view.location, text: "\(name)'s \(what) (hugging \(hugging))",
                        notation: .specKey, role: .hugging(parameter))))
            result.append(
                LinearConstraint(
                    size, .greaterThanOrEqual, measured, priority: compression,
                    origin: ConstraintOrigin(
                        location: view.location,
                        text: "\(name)'s \(what) (compression resistance \(compression))",
                        notation: .specKey, role: .compressionResistance(parameter))))
        }
        for index in result.indices { result[index].tieBreakRank = tieBreakRank }
        return result
    }
}
