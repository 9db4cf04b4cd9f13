/// The layout checks' values of the views a stack arranges (docs/notations/stacks.md, "One model"):
/// each attribute's `ArrangedFrames` pieces, with the stack's own solved values written in, so
/// that the checks prove over the arranged views as over any solved view. Left to right and right
/// to left are two condition cases (`rtl`) where they differ.
///
/// Stacks whose frames are not piecewise affine (hidden views, `fillProportionally`, bounds) are
/// left out, and so is an attribute with more pieces than a variable may have: the checks do not
/// look inside them.
enum ArrangedCheckValues {
    /// Adds the arranged views' values to `values` (outermost stacks first: a nested stack's frame
    /// is its parent's arrangement).
    static func add(
        _ arrangements: [StackArrangement], to values: inout [Variable: PiecewiseAffine],
        dense: (LinearExpression) -> AffineVector, pieceLimit: Int
    ) {
        for arrangement in arrangements {
            let frame = { (attribute: FrameAttribute) in LinearExpression(Variable(arrangement.name, attribute)) }
            guard let leftToRight = ArrangedFrames.frames(of: arrangement, rightToLeft: false, frame: frame),
                let rightToLeft = ArrangedFrames.frames(of: arrangement, rightToLeft: true, frame: frame)
            else { continue }
            for (ltr, rtl) in zip(leftToRight, rightToLeft) {
                for ((attribute, ltrPieces), (_, rtlPieces)) in zip(ltr.attributes, rtl.attributes)
                where !ltrPieces.isEmpty && !rtlPieces.isEmpty {
                    var pieces: [PiecewiseAffine.Piece] = []
                    let cases: [(pieces: [ArrangedFrames.Piece], assignment: [String: Bool])] =
                        ltrPieces == rtlPieces
                        ? [(ltrPieces, [:])]
                        : [
                            (ltrPieces, [BuiltInConditions.rightToLeft: false]),
                            (rtlPieces, [BuiltInConditions.rightToLeft: true])
                        ]
                    var complete = true
                    for (arranged, assignment) in cases {
                        for piece in arranged {
                            guard let function = self.function(piece, values: values, dense: dense) else {
                                complete = false
                                continue
                            }
                            for var part in function.pieces where PiecewiseAffine.agree(part.assignment, assignment) {
                                part.assignment.merge(assignment) { first, _ in first }
                                pieces.append(part)
                            }
                        }
                    }
                    guard complete, pieces.count <= pieceLimit else { continue }
                    values[Variable(ltr.name, attribute)] = PiecewiseAffine(pieces: pieces).mergingEqualValues()
                }
            }
        }
    }

    /// One piece's value over the stack's solved values, on the part of their pieces where the
    /// piece's conditions hold; `nil` when a value it reads is not known.
    private static func function(
        _ piece: ArrangedFrames.Piece, values: [Variable: PiecewiseAffine], dense: (LinearExpression) -> AffineVector
    ) -> PiecewiseAffine? {
        guard var result = combined(piece.value, values: values, dense: dense) else { return nil }
        for condition in piece.conditions {
            guard let bound = combined(condition, values: values, dense: dense) else { return nil }
            var restricted: [PiecewiseAffine.Piece] = []
            for left in result.pieces {
                for right in bound.pieces {
                    guard let overlap = PiecewiseAffine.overlap(left.assignment, left.regions, left.bounds, right),
                        let bounds = PieceBounds.reduced(overlap.bounds + [right.value])
                    else { continue }
                    restricted.append(
                        PiecewiseAffine.Piece(
                            assignment: overlap.assignment, regions: overlap.regions, bounds: bounds,
                            value: left.value))
                }
            }
            result = PiecewiseAffine(pieces: restricted)
        }
        return result
    }

    /// An affine expression of solved variables and inputs as a piecewise-affine function.
    private static func combined(
        _ expression: LinearExpression, values: [Variable: PiecewiseAffine], dense: (LinearExpression) -> AffineVector
    ) -> PiecewiseAffine? {
        var result = PiecewiseAffine.constant(
            dense(LinearExpression(parameters: expression.parameters, constant: expression.constant)))
        for (variable, coefficient) in expression.variables.sorted(by: { $0.key < $1.key }) {
            guard let value = values[variable] else { return nil }
            result = result.adding(value, times: coefficient)
        }
        return result
    }
}
