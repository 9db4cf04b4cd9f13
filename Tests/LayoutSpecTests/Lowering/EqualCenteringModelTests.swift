import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// `equalCentering` in the stack model (docs/notations/stacks.md, "Equal centering"): the closed
/// form gives the frames UIStackView's constraints give when solved (`StackLoweringMode.constraints`),
/// in the three cases: room for equal centre distances, distances that give up one after the
/// other, and views that give way; hidden views are the stack written without them; and hand
/// arithmetic.
@Suite struct EqualCenteringModelTests {
    /// A generated stack: views with their content lengths and compression resistances, spacings.
    struct Case: CustomStringConvertible {
        var lengths: [Double]
        var compression: [Int]
        var spacing: Double
        var customSpacing: [Int: Double]
        var horizontal: Bool
        var alignment: String
        var hideable: [Int] = []

        var description: String { spec(omitting: []) }

        /// The spec; views in `omitting` left out (as if hidden).
        func spec(omitting: Set<Int>) -> String {
            let shown = lengths.indices.filter { !omitting.contains($0) }
            let views = shown.map { "  v\($0): {measure: intrinsic, compression: \(compression[$0])}" }
            let custom = customSpacing.keys.sorted().filter { shown.contains($0) }.map {
                "v\($0): \(customSpacing[$0] ?? 0)"
            }
            let flags = hideable.filter { shown.contains($0) }.map { "v\($0)" }
            return """
                views:
                \(views.joined(separator: "\n"))
                stacks:
                  s:
                    axis: \(horizontal ? "horizontal" : "vertical")
                    arranged: [\(shown.map { "v\($0)" }.joined(separator: ", "))]
                    distribution: equalCentering
                    alignment: \(alignment)
                    spacing: \(spacing)
                    customSpacing: {\(custom.joined(separator: ", "))}
                    hideable: [\(flags.joined(separator: ", "))]
                constraints:
                  - s.leading == superview.leading + 5
                  - s.trailing == superview.trailing - 5
                  - s.top == superview.top + 5
                  - s.bottom == superview.bottom - 5
                """
        }

        /// The measured sizes: `lengths` along the axis, 10 across; views in `omitting` left out.
        func sizes(omitting: Set<Int> = []) -> [String: CGSize] {
            var result: [String: CGSize] = [:]
            for (index, length) in lengths.enumerated() where !omitting.contains(index) {
                result["v\(index)"] =
                    horizontal ? CGSize(width: length, height: 10) : CGSize(width: 10, height: length)
            }
            return result
        }

        /// The container lengths that reach every case: from below the content length to past
        /// the centred length.
        var containerLengths: [Double] {
            let content = lengths.reduce(0, +) + spacing * Double(lengths.count - 1) + 10
            return [0.5, 0.8, 0.95, 1, 1.05, 1.1, 1.2, 1.35, 1.5, 1.8, 2.4].map { (content * $0).rounded() }
        }
    }

    /// Every view's frame in a container `length` long (along the stack's axis), unrounded.
    static func frames(
        _ layout: CompiledLayout, _ testCase: Case, length: Double, conditions: Set<String> = [],
        omitting: Set<Int> = []
    ) throws -> [String: [Double]] {
        try StackTestSupport.frames(
            layout,
            EvaluationRequest(
                width: testCase.horizontal ? length : 200, height: testCase.horizontal ? 200 : length, scale: 0,
                conditions: conditions, sizes: testCase.sizes(omitting: omitting)))
    }

    static func random(_ seed: UInt64, hideable: Bool) -> Case {
        var generator = SplitMix64(state: seed)
        let count = Int.random(in: 2...5, using: &generator)
        var testCase = Case(
            lengths: (0..<count).map { _ in Double(Int.random(in: 0...24, using: &generator) * 5) },
            compression: (0..<count).map { _ in [700, 750, 750, 760][Int.random(in: 0...3, using: &generator)] },
            spacing: [0, 4, 10, -6][Int.random(in: 0...3, using: &generator)], customSpacing: [:],
            horizontal: Bool.random(using: &generator),
            alignment: ["fill", "center", "leading"][Int.random(in: 0...2, using: &generator)])
        if Bool.random(using: &generator) {
            testCase.customSpacing[Int.random(in: 0..<(count - 1), using: &generator)] = 16
        }
        if hideable {
            testCase.hideable = (0..<count).filter { _ in Bool.random(using: &generator) }
        }
        return testCase
    }

    static func close(_ a: [String: [Double]], _ b: [String: [Double]]) -> Bool {
        guard a.keys == b.keys else { return false }
        return a.allSatisfy { key, value in
            guard let other = b[key], other.count == value.count else { return false }
            return zip(value, other).allSatisfy { abs($0 - $1) < 1e-6 }
        }
    }

    /// Without hidden views, the model's frames are the solved constraints' at every length.
    @Test(arguments: 0..<40)
    func theModelIsTheSolvedConstraints(_ seed: Int) throws {
        let testCase = Self.random(UInt64(seed) + 1, hideable: false)
        let spec = testCase.spec(omitting: [])
        let model = try LayoutCompiler().compile(contents: spec, path: "M.layout.yaml")
        let explained = try LayoutExplanation.explain(contents: spec, path: "M.layout.yaml")
        #expect(explained.contains("Arranged by the stack model"), "\(testCase)")
        let solved = try StackTestSupport.solver.compile(contents: spec, path: "S.layout.yaml")
        for length in testCase.containerLengths {
            let got = try Self.frames(model, testCase, length: length)
            let expected = try Self.frames(solved, testCase, length: length)
            #expect(Self.close(got, expected), "\(testCase)\nat \(length): \(got)\nsolved: \(expected)")
        }
    }

    /// With hidden views, every combination of flags gives the frames of the stack written
    /// without the hidden views.
    @Test(arguments: 0..<16)
    func hiddenViewsAreTheStackWithoutThem(_ seed: Int) throws {
        let testCase = Self.random(UInt64(seed) + 1000, hideable: true)
        let flagged = try LayoutCompiler().compile(contents: testCase.spec(omitting: []), path: "F.layout.yaml")
        for mask in 0..<(1 << testCase.hideable.count) {
            let hidden = Set(testCase.hideable.indices.filter { mask & (1 << $0) != 0 }.map { testCase.hideable[$0] })
            guard hidden.count < testCase.lengths.count else { continue }
            let plain = try LayoutCompiler().compile(
                contents: testCase.spec(omitting: hidden), path: "P.layout.yaml")
            for length in testCase.containerLengths {
                var got = try Self.frames(
                    flagged, testCase, length: length, conditions: Set(hidden.map { "v\($0)Hidden" }))
                for index in hidden { got["v\(index)"] = nil }
                let expected = try Self.frames(plain, testCase, length: length, omitting: hidden)
                #expect(Self.close(got, expected), "\(testCase) hiding \(hidden.sorted()) at \(length)")
            }
        }
    }

    /// A row of measured views pinned at both ends, `length` long, spacing `spacing`.
    static func row(_ lengths: [Double], spacing: Double, extra: String = "") -> String {
        let names = lengths.indices.map { "v\($0)" }
        return """
            views: {\(names.map { "\($0): {measure: intrinsic}" }.joined(separator: ", "))}
            checks: {negativeSize: off}
            stacks:
              s: {arranged: [\(names.joined(separator: ", "))], distribution: equalCentering, spacing: \(spacing)\(extra)}
            constraints:
              - s.leading == superview.leading
              - s.trailing == superview.trailing
              - s.top == superview.top
            """
    }

    static func starts(
        _ spec: String, _ lengths: [Double], width: Double, conditions: Set<String> = []
    ) throws -> [[Double]] {
        let layout = try LayoutCompiler().compile(contents: spec, path: "Row.layout.yaml")
        var sizes: [String: CGSize] = [:]
        for (index, length) in lengths.enumerated() { sizes["v\(index)"] = CGSize(width: length, height: 10) }
        let frames = try StackTestSupport.frames(
            layout, EvaluationRequest(width: width, height: 100, scale: 0, conditions: conditions, sizes: sizes))
        return try lengths.indices.map { index in
            let frame = try #require(frames["v\(index)"])
            return [frame[0], frame[2]]
        }
    }

    /// By hand, views 100, 20, 20, 20 with spacing 0: the least centre distances are 60, 20, 20
    /// (content length 160, centred length 3 × 60 + (100 + 20) / 2 = 240).
    /// - 300: room for equal distances, (300 − 60) / 3 = 80 each: centres 50, 130, 210, 290.
    /// - 200: 40 beyond the content length. Two equal distances cost 2 × 60 − 80 = 40: they fit;
    ///   three cost 3 × 60 − 100 = 80: they do not. So the first two are 60 (no less than the
    ///   first's least), the third takes the rest, 140 − 120 = 20: centres 50, 110, 170, 190.
    /// - 140: 20 less than the content length; the views give way as `fill`'s, the first of the
    ///   lowest compression resistance (all 750: v0) by 20, every gap at its spacing.
    @Test func threeCasesByHand() throws {
        let lengths: [Double] = [100, 20, 20, 20]
        let spec = Self.row(lengths, spacing: 0)
        #expect(try Self.starts(spec, lengths, width: 300) == [[0, 100], [120, 20], [200, 20], [280, 20]])
        #expect(try Self.starts(spec, lengths, width: 200) == [[0, 100], [100, 20], [160, 20], [180, 20]])
        #expect(try Self.starts(spec, lengths, width: 140) == [[0, 80], [80, 20], [100, 20], [120, 20]])
    }

    /// By hand, views 20, 40, 20 with spacing 10 and v1 hideable, in 200: shown, the distances'
    /// least are 40 and 40, equal at (200 − 20) / 2 = 90: v1 centred at 100. Hidden, the one
    /// distance between v0 and v2 is 180: they sit at the ends. One view left fills the row.
    @Test func hiddenViewsByHand() throws {
        let lengths: [Double] = [20, 40, 20]
        let spec = Self.row(lengths, spacing: 10, extra: ", hideable: [v0, v1]")
        #expect(try Self.starts(spec, lengths, width: 200) == [[0, 20], [80, 40], [180, 20]])
        let hidden = try Self.starts(spec, lengths, width: 200, conditions: ["v1Hidden"])
        #expect(hidden[0] == [0, 20] && hidden[2] == [180, 20])
        let alone = try Self.starts(spec, lengths, width: 200, conditions: ["v0Hidden", "v1Hidden"])
        #expect(alone[2] == [0, 200])
    }

    /// More than 99 views (past UIKit's distinct `150 − index` priorities): with room for them,
    /// every centre distance is equal, as in a short stack.
    @Test func aLongStackKeepsEqualCentres() throws {
        let lengths = (0..<120).map { Double(10 + $0 % 7) }
        let spec = Self.row(lengths, spacing: 4)
        let frames = try Self.starts(spec, lengths, width: 4000)
        let centres = frames.map { $0[0] + $0[1] / 2 }
        let first = centres[1] - centres[0]
        #expect(zip(centres, centres.dropFirst()).allSatisfy { abs(($1 - $0) - first) < 1e-9 })
        #expect(abs(frames[119][0] + frames[119][1] - 4000) < 1e-9)
    }

    /// Where the closed form is not exact the model does not arrange the stack: without hidden
    /// views it is solved (and `explain` says why); with them it is an error that says why.
    @Test func whatTheModelLeavesIsSolvedOrAnError() throws {
        let low = Self.row([20, 20, 20], spacing: 8).replacingOccurrences(
            of: "v1: {measure: intrinsic}", with: "v1: {measure: intrinsic, hugging: 100}")
        let explained = try LayoutExplanation.explain(contents: low, path: "Low.layout.yaml")
        #expect(
            explained.contains(
                "its arranged view `v1` hugs or resists compression at 100 along its axis, not above the centre "
                    + "distances' priorities (150 or more)"), "\(explained)")
        let hidden = Self.row([20, 20, 20], spacing: 8, extra: ", hideable: [v1]").replacingOccurrences(
            of: "v1: {measure: intrinsic}", with: "v1: {measure: intrinsic, hugging: 100}")
        let error = try #require(StackTestSupport.errors(hidden, path: "Low.layout.yaml"))
        #expect(
            error.text.contains(
                "stack `s`: `equalCentering` in a stack with hidden views (or inside one) is arranged by the stack "
                    + "model, which cannot arrange this one: its arranged view `v1` hugs"), "\(error.text)")
        // A priority among the centre distances' elsewhere in the spec.
        let band = Self.row([20, 20, 20], spacing: 8, extra: ", hideable: [v1]") + "\n  - s.width == 100 @120\n"
        let bandError = try #require(StackTestSupport.errors(band, path: "Band.layout.yaml"))
        #expect(
            bandError.text.contains("has the priority 120, among the centre distances' (52…149)"), "\(bandError.text)")
    }

    /// `explain` tells the centred length and how the distances give up.
    @Test func explainTellsTheCentredLength() throws {
        let explained = try LayoutExplanation.explain(
            contents: Self.row([20, 40, 20], spacing: 10, extra: ", hideable: [v1]"), path: "Row.layout.yaml")
        #expect(explained.contains("Its centred width is its content width + s.centeringSlack"), "\(explained)")
        #expect(explained.contains("centre distances equal where they fit, else given up one after the other"))
    }

    /// A wrapping label in an `equalCentering` column with hidden views is measured at the
    /// column's width, as in a `fill` column: at every height (views giving way, distances giving
    /// up, equal distances) the frames are the column's solved without the flag, and with `a`
    /// hidden, the column written without `a`.
    @Test func aWrappingLabelInAColumn() throws {
        func spec(_ views: [String], flag: Bool) -> String {
            let declarations = [
                "a": "a: {measure: intrinsic}", "b": "b: {measure: heightForWidth}", "c": "c: {measure: intrinsic}"
            ]
            return """
                views: {\(views.compactMap { declarations[$0] }.joined(separator: ", "))}
                checks: {negativeSize: off}
                stacks:
                  s: {axis: vertical, arranged: [\(views.joined(separator: ", "))], distribution: equalCentering, \
                spacing: 8\(flag ? ", hideable: [a]" : "")}
                constraints:
                  - s.leading == superview.leading + 16
                  - s.trailing == superview.trailing - 16
                  - s.top == superview.top + 10
                  - s.bottom == superview.bottom - 10
                """
        }
        let sizes = [
            "a": CGSize(width: 50, height: 30), "b": CGSize(width: 400, height: 20), "c": CGSize(width: 60, height: 40)
        ]
        let flagged = try LayoutCompiler().compile(contents: spec(["a", "b", "c"], flag: true), path: "F.layout.yaml")
        let solved = try StackTestSupport.solver.compile(
            contents: spec(["a", "b", "c"], flag: false), path: "S.layout.yaml")
        let withoutA = try StackTestSupport.solver.compile(
            contents: spec(["b", "c"], flag: false), path: "W.layout.yaml")
        func frames(
            _ layout: CompiledLayout, _ height: Double, _ conditions: Set<String>, _ sizes: [String: CGSize]
        )
            throws -> [String: [Double]]
        {
            try StackTestSupport.frames(
                layout, EvaluationRequest(width: 200, height: height, scale: 0, conditions: conditions, sizes: sizes))
        }
        for height in stride(from: 100.0, through: 420.0, by: 20.0) {
            #expect(
                Self.close(try frames(flagged, height, [], sizes), try frames(solved, height, [], sizes)), "\(height)")
            var hidden = try frames(flagged, height, ["aHidden"], sizes)
            hidden["a"] = nil
            #expect(
                Self.close(hidden, try frames(withoutA, height, [], sizes.filter { $0.key != "a" })),
                "\(height) a hidden")
        }
        // 260 high: the column 240, the label (400 × 20) 3 lines at 168 (60); the least distances
        // (30 + 60) / 2 + 8 = 53 and (60 + 40) / 2 + 8 = 58 fit equal: (240 − 15 − 20) / 2 = 102.5
        // each, b's centre at 117.5 (top 87.5), c's at 220 (top 200).
        let tall = try frames(flagged, 260, [], sizes)
        #expect(tall["b"] == [0, 87.5, 168, 60] && tall["c"] == [0, 200, 168, 40])
    }
}
