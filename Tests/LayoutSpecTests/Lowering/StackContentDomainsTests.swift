import Foundation
import Testing

@testable import LayoutSpec

/// The domains of an arranged stack's content parameters: bounds of what the generated code
/// computes, so the solver proves the layout over contents that some shown set of views gives.
@Suite struct StackContentDomainsTests {
    static func lowered(_ yaml: String) throws -> LoweredLayout {
        let root = try DocumentReader.read(contents: yaml, path: "Stack.layout.yaml")
        return try SpecLowering.lower(SpecParser.parse(root, path: "Stack.layout.yaml"))
    }

    static func domain(_ parameter: Parameter, in lowered: LoweredLayout) -> ClosedRange<Double>? {
        lowered.system.parameters.first { $0.parameter == parameter }.map { $0.lowerBound...$0.upperBound }
    }

    /// Whether `value` lies in `range` (to within floating-point rounding of the sums).
    static func holds(_ range: ClosedRange<Double>, _ value: Double) -> Bool {
        value >= range.lowerBound - 1e-9 && value <= range.upperBound + 1e-9
    }

    /// A `fillEqually` row of three, spacing 10, `b` hideable and `a` fixed at 300 (line 9), its
    /// width set by `width` (line 6).
    static func fixedViewRow(width: String) -> String {
        """
        views: {a: {}, b: {}, c: {}}
        stacks:
          row: {arranged: [a, b, c], distribution: fillEqually, spacing: 10, hideable: [b]}
        constraints:
          - row.leading == superview.leading
          - \(width)
          - row.top == superview.top
          - row.height == 40
          - a.width == 300
        """
    }

    @Test func aFixedViewInAFillEquallyRowWithAHiddenView() throws {
        // a is 300 and cannot be hidden, so every view is 300: 2 or 3 shown, spacing 10:
        // 2 × 300 + 10 … 3 × 300 + 20 (the bound counts a hidden view's gap as 0 or 10).
        let lowered = try Self.lowered(Self.fixedViewRow(width: "row.trailing == superview.trailing"))
        #expect(Self.domain(.contentWidth("row"), in: lowered) == 600...920)
    }

    @Test func aConflictNoShownSetAvoidsIsAConflictEverywhere() throws {
        // The row is 610 or 920 wide whichever views are shown, never 200: a conflict for every
        // input, at `a.width == 300` (line 9), with no witness naming the row's content.
        let yaml = Self.fixedViewRow(width: "row.width == 200")
        do {
            _ = try LayoutCompiler().compile(contents: yaml, path: "Stack.layout.yaml")
            Issue.record("expected a conflict")
        } catch let error as SpecError {
            let conflict = error.diagnostics.first { diagnostic in
                if case .conflict = diagnostic.kind { return true }
                return false
            }
            guard case .conflict(let found)? = conflict?.kind else {
                Issue.record("expected a conflict, got \(error.diagnostics.map(\.kind))")
                return
            }
            #expect(found.extent == .everywhere)
            #expect(conflict?.location?.line == 9)
        }
    }

    /// Random rows and columns of measured and fixed views, some hideable, every distribution and
    /// alignment: at measured sizes at the ends of their declared ranges, random spacings and flags,
    /// the stack pinned only at its leading and top edges takes its content size, which must lie
    /// in the content domains.
    @Test(arguments: 0..<40)
    func contentSizesLieInTheirDomains(seed: Int) throws {
        var random = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
        let count = 2 + random.below(5)
        let horizontal = random.below(2) == 0
        let distribution = ["fill", "fillEqually", "fillProportionally", "equalSpacing"][random.below(4)]
        let alignment = ["fill", "leading", "center", "trailing"][random.below(4)]
        let spacing = [0, 8, -4, 20][random.below(4)]
        var views: [String] = []
        var constraints = ["s.leading == superview.leading", "s.top == superview.top"]
        var hideable: [String] = []
        var fixed: [String: Double] = [:]
        for index in 0..<count {
            let name = "v\(index)"
            // fillEqually: one fixed view at most (two different fixed lengths conflict).
            if random.below(3) == 0, distribution != "fillEqually" || fixed.isEmpty {
                views.append("\(name): {}")
                let length = Double(10 + random.below(60))
                fixed[name] = length
                constraints.append("\(name).\(horizontal ? "width" : "height") == \(Int(length))")
                constraints.append("\(name).\(horizontal ? "height" : "width") == \(Int(length) / 2)")
            } else {
                views.append(
                    "\(name): {measure: intrinsic, measuredSize: {maxWidth: 120, maxHeight: 60}}")
            }
            if random.below(2) == 0 { hideable.append(name) }
        }
        let names = (0..<count).map { "v\($0)" }
        let yaml = """
            views: {\(views.joined(separator: ", "))}
            checks: {negativeSize: off, outsideParent: off}
            stacks:
              s: {axis: \(horizontal ? "horizontal" : "vertical"), arranged: [\(names.joined(separator: ", "))],
                  distribution: \(distribution), alignment: \(alignment), spacing: \(spacing),
                  hideable: [\(hideable.joined(separator: ", "))]}
            constraints:
            \(constraints.map { "  - \($0)" }.joined(separator: "\n"))
            """
        let lowered = try Self.lowered(yaml)
        // A content that is affine in the inputs is no parameter (and has no domain of its own).
        let along = Self.domain(horizontal ? .contentWidth("s") : .contentHeight("s"), in: lowered)
        let across = Self.domain(horizontal ? .contentHeight("s") : .contentWidth("s"), in: lowered)
        let compiled = try LayoutCompiler().compile(contents: yaml, path: "Stack.layout.yaml")
        for _ in 0..<16 {
            // Mostly the ends of the measured ranges, where the domains' bounds are reached.
            var sizes: [String: CGSize] = [:]
            for name in names where fixed[name] == nil {
                let ends = [0.0, 1, 1, 0.5]
                sizes[name] = CGSize(width: 120 * ends[random.below(4)], height: 60 * ends[random.below(4)])
            }
            let hidden = Set(hideable.filter { _ in random.below(2) == 0 }.map { "\($0)Hidden" })
            let json = try compiled.evaluate(
                EvaluationRequest(width: 2000, height: 2000, scale: 0, conditions: hidden, sizes: sizes))
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let frames = try #require(object?["frames"] as? [String: [Double]])
            let stack = try #require(frames["s"])
            let (length, thickness) = horizontal ? (stack[2], stack[3]) : (stack[3], stack[2])
            if let along {
                #expect(
                    Self.holds(along, length), "\(yaml)\nsizes \(sizes) hidden \(hidden): length \(length) in \(along)")
            }
            if let across {
                #expect(
                    Self.holds(across, thickness),
                    "\(yaml)\nsizes \(sizes) hidden \(hidden): thickness \(thickness) in \(across)")
            }
        }
    }
}
