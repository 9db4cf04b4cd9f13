import Testing

@testable import LayoutSpec

/// `ClosedFormPieces`: the pieces of a form column's closed forms, over the inputs
/// (container width, l0, l1, l2 intrinsic widths) in that order.
@Suite struct ClosedFormPiecesTests {
    static let parameters: [Parameter] = [
        .containerWidth, .intrinsicWidth("l0"), .intrinsicWidth("l1"), .intrinsicWidth("l2")
    ]

    static func dense(_ expression: LinearExpression) -> AffineVector {
        var vector = AffineVector(parameterCount: parameters.count)
        vector.constant = expression.constant
        for (k, parameter) in parameters.enumerated() {
            if let c = expression.parameters[parameter] { vector.setCoefficient(k, c) }
        }
        return vector
    }

    /// `l_i.intrinsicWidth + c`.
    static func label(_ i: Int, plus c: Double) -> SolvedValue {
        .affine(LinearExpression(parameters: [.intrinsicWidth("l\(i)"): 1], constant: c))
    }

    /// `container.width − l_i.intrinsicWidth − 44`.
    static func fieldWidth(_ i: Int) -> SolvedValue {
        .affine(LinearExpression(parameters: [.containerWidth: 1, .intrinsicWidth("l\(i)"): -1], constant: -44))
    }

    /// The piece of `pieces` whose bounds hold at `point` strictly (each > 0).
    static func deciding(_ pieces: [ClosedFormPieces.Piece], at point: [Double]) -> [ClosedFormPieces.Piece] {
        pieces.filter { piece in piece.bounds.allSatisfy { $0.value(at: point) > 0 } }
    }

    @Test func aMaxHasOnePiecePerOperandWithTheOthersBelowIt() {
        let pieces = ClosedFormPieces(dense: Self.dense).pieces(of: .maximum((0..<3).map { Self.label($0, plus: 28) }))
        #expect(pieces.count == 3)
        #expect(pieces.allSatisfy { $0.bounds.count == 2 })
        // l1 widest: only the second piece holds, and its value is l1 + 28.
        for (point, widest) in [([375.0, 40, 90, 60], 1), ([375.0, 120, 90, 60], 0), ([375.0, 10, 20, 30], 2)] {
            let holding = Self.deciding(pieces, at: point)
            #expect(holding.count == 1)
            #expect(holding.first?.value.value(at: point) == point[widest + 1] + 28)
        }
    }

    @Test func aMinAndAMaxDecidedByTheSameOperandsShareTheirBoundArrays() {
        let cache = ClosedFormPieces(dense: Self.dense)
        let minX = cache.pieces(of: .maximum((0..<3).map { Self.label($0, plus: 28) }))
        let width = cache.pieces(of: .minimum((0..<3).map(Self.fieldWidth)))
        #expect(minX.map(\.bounds) == width.map(\.bounds))
        // Piece by piece, minX + width is the container's width less 16.
        let point = [375.0, 40, 90, 60]
        for (left, right) in zip(minX, width) {
            #expect(left.value.value(at: point) + right.value.value(at: point) == 375 - 16)
        }
    }

    @Test func operandsThatAreAPositiveMultipleOfAnotherMaxsShareItsBoundArrays() {
        // A view centred in a stack: its bottom is max_i (l_i + l0) / 2 + 16, the stack's
        // max_i l_i + 16; both are decided by the widest label, so their pieces pair one for one.
        let cache = ClosedFormPieces(dense: Self.dense)
        let stack = cache.pieces(of: .maximum((0..<3).map { Self.label($0, plus: 16) }))
        let centred = cache.pieces(
            of: .maximum(
                (0..<3).map { i in
                    .affine(
                        LinearExpression(parameters: [.intrinsicWidth("l\(i)"): 0.5])
                            + LinearExpression(
                                parameters: [.intrinsicWidth("l0"): 0.5], constant: 16))
                }))
        #expect(stack.count == 3)
        #expect(stack.map(\.bounds) == centred.map(\.bounds))
        let point = [375.0, 40, 90, 60]
        #expect(Self.deciding(centred, at: point).first?.value.value(at: point) == 81)
    }

    @Test func anOperandThatNeverDecidesIsDropped() {
        // l0 + 20 is below l0 + 28 everywhere: two pieces, and a constant bound never appears.
        let pieces = ClosedFormPieces(dense: Self.dense).pieces(
            of: .maximum([Self.label(0, plus: 20), Self.label(1, plus: 28), Self.label(0, plus: 28)]))
        #expect(pieces.count == 2)
        #expect(pieces.map { $0.value.constant } == [28, 28])
        #expect(pieces.allSatisfy { piece in piece.bounds.allSatisfy { !$0.hasNoTerms } })
        // Of equal operands, one decides.
        let single = ClosedFormPieces(dense: Self.dense).pieces(of: .minimum([Self.fieldWidth(1), Self.fieldWidth(1)]))
        #expect(single.count == 1 && single[0].bounds.isEmpty)
    }

    @Test func nestedClosedFormsTakeTheGeneralRoute() {
        // max(l0, min(l1, l2)): three pieces, each value one operand, covering every point once
        // (up to boundaries).
        let value = SolvedValue.maximum([
            Self.label(0, plus: 0), .minimum([Self.label(1, plus: 0), Self.label(2, plus: 0)])
        ])
        let pieces = ClosedFormPieces(dense: Self.dense).pieces(of: value)
        for point in [[375.0, 50, 10, 20], [375.0, 5, 30, 20], [375.0, 5, 10, 20]] {
            let holding = Self.deciding(pieces, at: point)
            #expect(!holding.isEmpty)
            #expect(
                holding.allSatisfy {
                    $0.value.value(at: point)
                        == value.evaluate(Dictionary(uniqueKeysWithValues: zip(Self.parameters, point)))
                })
        }
    }
}
