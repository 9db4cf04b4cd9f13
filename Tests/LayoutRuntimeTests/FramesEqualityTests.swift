import Foundation
import LayoutRuntime
import Testing

/// `FramesEquality.equal` answers exactly as comparing every property with `==` does.
@Suite struct FramesEqualityTests {
    /// A struct shaped like a generated `Frames`: `CGRect`s, a `CGSize` and an empty tag.
    struct Sample: Equatable {
        struct Tag: Equatable {}
        var a: CGRect = .zero
        var b: CGRect = .zero
        var fittingSize: CGSize = .zero
        var tag = Tag()
    }

    /// Both equalities, which must agree.
    static func compare(_ lhs: Sample, _ rhs: Sample) -> (runtime: Bool, synthesized: Bool) {
        (FramesEquality.equal(lhs, rhs), lhs == rhs)
    }

    @Test func agreesWithComparingEveryProperty() {
        let base = Sample(
            a: CGRect(x: 1, y: 2, width: 3, height: 4), b: CGRect(x: 5, y: 6, width: 7, height: 8),
            fittingSize: CGSize(width: 9, height: 10))
        #expect(Self.compare(base, base) == (true, true))
        var changed = [base, base, base, base]
        changed[0].a.origin.x = 1.5
        changed[1].b.size.height = 8.000001
        changed[2].fittingSize.width = 0
        changed[3].b.origin.y = -6
        for other in changed { #expect(Self.compare(base, other) == (false, false)) }
    }

    @Test func signedZerosAreEqualAndNaNIsNot() {
        var negative = Sample()
        negative.a.origin.x = -0.0
        negative.fittingSize.height = -0.0
        #expect(Self.compare(Sample(), negative) == (true, true))
        var notANumber = Sample()
        notANumber.b.size.width = .nan
        #expect(Self.compare(notANumber, notANumber) == (false, false))
    }
}
