import Testing

@testable import LayoutSpec

/// `FailingSet`: pieces that one bound refutes need no linear program, and witnesses are found in
/// the pieces that remain.
@Suite struct FailingSetTests {
    /// A domain over two inputs `a` and `b` in [0, 100] (and the container's size).
    static func domain() throws -> CheckDomain {
        let spec =
            "views: [v]\ninputs: {a: {min: 0, max: 100}, b: {min: 0, max: 100}}\nconstraints:\n"
            + "  - v.left == a\n  - v.top == 0\n  - v.width == b\n  - v.height == 10\n"
        let root = try DocumentReader.read(contents: spec, path: "Set.layout.yaml")
        let lowered = try SpecLowering.lower(SpecParser.parse(root, path: "Set.layout.yaml"))
        let solution = try LayoutSolver().solve(lowered.system)
        return CheckDomain(solution: solution, system: lowered.system, extra: [], near: [:])
    }

    /// `Σ coefficient · input + constant` over the domain's inputs.
    static func vector(_ domain: CheckDomain, _ terms: [String: Double], _ constant: Double) -> AffineVector {
        var vector = AffineVector(parameterCount: domain.parameters.count)
        vector.constant = constant
        for (name, c) in terms {
            if let k = domain.parameters.firstIndex(of: .input(name)) { vector.setCoefficient(k, c) }
        }
        return vector
    }

    @Test func aBoundOppositeTheFailureRefutesThePiece() throws {
        let domain = try Self.domain()
        // (a − b) / 2 > 0 where b ≥ a: never.
        let failure = Self.vector(domain, ["a": 0.5, "b": -0.5], 0)
        let refuted = FailingSet.Piece(
            assignment: [:], bounds: [Self.vector(domain, ["b": 1, "a": -1], 0)], failures: [failure])
        // Where b ≥ a − 10, a − b reaches 10: the failure reaches 5, so one point (margin 1) fails.
        let open = FailingSet.Piece(
            assignment: [:], bounds: [Self.vector(domain, ["b": 1, "a": -1], 10)], failures: [failure])
        let set = FailingSet(domain: domain, pieces: [refuted, open])
        #expect(set.isRefutedByOneBound(refuted, reach: 1))
        #expect(!set.isRefutedByOneBound(open, reach: 1))
        // Reaching 6 needs a − b ≥ 12: refuted too.
        #expect(set.isRefutedByOneBound(open, reach: 6))
        let witness = try #require(set.nearestWitness())
        #expect(witness.pieceIndex == 1)
        #expect(set.fails(at: witness.point, in: open))
    }

    @Test func aBoundSharingNoInputInTheOppositeDirectionRefutesNothing() throws {
        let domain = try Self.domain()
        // a > 50 where b ≥ 10: a bound on another input says nothing about the failure.
        let piece = FailingSet.Piece(
            assignment: [:], bounds: [Self.vector(domain, ["b": 1], -10)],
            failures: [Self.vector(domain, ["a": 1], -50)])
        let set = FailingSet(domain: domain, pieces: [piece])
        #expect(!set.isRefutedByOneBound(piece, reach: 1))
        #expect(set.nearestWitness() != nil)
    }
}
