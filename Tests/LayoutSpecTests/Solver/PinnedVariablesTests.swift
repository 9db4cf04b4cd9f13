import Foundation
import Testing

@testable import LayoutSpec

/// Unknowns the inputs fix (`footer.height == spacing + 20`) link constraints without letting them
/// trade anything; the solver substitutes them where that splits a group of linked constraints
/// (`PinnedVariables`), so that a screen's two axes are not explored as one.
@Suite struct PinnedVariablesTests {
    /// A six-view screen of random measured texts whose `footer.width == footer.height + 20`
    /// linked its horizontal and vertical constraints into one group of 47 that the solver gave up
    /// on for work.
    static let sixViews = """
        views:
          icon: {measure: intrinsic, hugging: [291, 241], compression: [872, 624]}
          toggle: {measure: intrinsic, hugging: [298, 205], compression: [617, 741]}
          toolbar2: {measure: intrinsic, hugging: [200, 344], compression: [534, 884]}
          footer: {}
          price: {measure: intrinsic, hugging: [207, 340], compression: [832, 712]}
          detail9: {measure: intrinsic, hugging: [250, 190], compression: [877, 759]}
        inputs: [spacing]
        metrics: {pad: 16, cellW: 4}
        constraints:
          - "V:|-(==24)-[detail9][toolbar2(>=30)]-(==4)-[icon]-(12)-|"
          - 'toggle.top == superview.top + 32'
          - footer.top == toggle.bottom + 32 @1000
          - "price.top == footer.bottom + 20"
          - price.bottom == superview.bottom - 16
          - 'footer.height == spacing + 20'
          - toggle.leading == superview.leading + 16
          - price.leading >= container.leading + 12
          - price.leading == container.leading + 8 @300
          - detail9.left >= superview.left + 8
          - detail9.left@249 == superview + 4
          - toolbar2.leading == superview + pad
          - footer.leading == toolbar2.trailing + 16
          - icon.leading == footer.trailing + 16
          - icon.trailing == superview - 32
          - toolbar2.width >= 33
          - footer.width == footer.height + 20
          - "detail9.center == footer.center(0, -10) @300"
          - "price.left@750 == icon.centerX"
        """

    /// One input of the screen: the container, `spacing`, and each measured view's intrinsic size.
    struct Input: CustomTestStringConvertible, Sendable {
        var width: Double
        var height: Double
        var spacing: Double
        var sizes: [String: [Double]]
        var testDescription: String { "\(Int(width))×\(Int(height)), spacing \(Int(spacing))" }
    }

    /// A phone with room to spare, a small phone where icon's wide text squeezes toolbar2
    /// (compression 872 against 534) down to 50, and a tablet.
    static let inputs = [
        Input(
            width: 375, height: 812, spacing: 8,
            sizes: [
                "icon": [40, 20], "toggle": [51, 31], "toolbar2": [120, 44], "price": [60, 20], "detail9": [200, 40]
            ]),
        Input(
            width: 320, height: 568, spacing: 0,
            sizes: [
                "icon": [150, 20], "toggle": [51, 31], "toolbar2": [120, 44], "price": [80, 24], "detail9": [90, 60]
            ]),
        Input(
            width: 1024, height: 768, spacing: 24,
            sizes: [
                "icon": [64, 64], "toggle": [51, 31], "toolbar2": [300, 30], "price": [120, 17], "detail9": [400, 120]
            ])
    ]

    /// The frames lexlp.py gives at each input (`[x, y, width, height]`, as it printed them), kept
    /// so that the test checks them where python3 with SciPy is missing too. Its drift (the
    /// 0.000001s) is certified by `certified(_:against:at:)`. toggle is as tall as the space
    /// between its top and footer's, which price's chain places.
    static let expected: [[String: [Double]]] = [
        [
            "detail9": [76.000001, 24, 200, 708], "footer": [152.000001, 728, 48, 28],
            "icon": [216.000001, 780, 126.999999, 20], "price": [279.500001, 776, 60, 20],
            "toggle": [16, 32, 51, 664], "toolbar2": [16, 732, 120.000001, 44]
        ],
        [
            "detail9": [57, 24, 90, 464], "footer": [82, 488, 40, 20], "icon": [138, 536, 150, 20],
            "price": [213, 528, 80, 24], "toggle": [16, 32, 51, 424], "toolbar2": [16, 488, 50, 44]
        ],
        [
            "detail9": [164.000001, 24, 400, 634], "footer": [332.000002, 671, 64, 44],
            "icon": [412.000002, 692, 579.999998, 64], "price": [702.000001, 735, 120, 17],
            "toggle": [16, 32, 51, 607], "toolbar2": [16, 658, 300.000002, 30]
        ]
    ]

    /// The screen as lexlp.py's JSON at `input`, written from the spec's statements by hand
    /// (independently of LayoutGen's lowering): x, y, w, h per view, each line one constraint.
    static func referenceSystem(_ input: Input) -> [String: Any] {
        var constraints: [[String: Any]] = []
        func add(_ terms: [String: Double], _ constant: Double, _ relation: String, _ priority: Int = 1000) {
            constraints.append(["terms": terms, "constant": constant, "relation": relation, "priority": priority])
        }
        let (cw, ch, spacing) = (input.width, input.height, input.spacing)
        let measured: [(String, hugging: [Int], compression: [Int])] = [
            ("icon", [291, 241], [872, 624]), ("toggle", [298, 205], [617, 741]),
            ("toolbar2", [200, 344], [534, 884]), ("price", [207, 340], [832, 712]),
            ("detail9", [250, 190], [877, 759])
        ]
        for (view, hugging, compression) in measured {
            let size = input.sizes[view] ?? [0, 0]
            for (axis, length) in [("w", 0), ("h", 1)] {
                add(["\(view).\(axis)": 1], -size[length], "<=", hugging[length])
                add(["\(view).\(axis)": 1], -size[length], ">=", compression[length])
            }
        }
        // V:|-(==24)-[detail9][toolbar2(>=30)]-(==4)-[icon]-(12)-|
        add(["detail9.y": 1], -24, "==")
        add(["toolbar2.y": 1, "detail9.y": -1, "detail9.h": -1], 0, "==")
        add(["toolbar2.h": 1], -30, ">=")
        add(["icon.y": 1, "toolbar2.y": -1, "toolbar2.h": -1], -4, "==")
        add(["icon.y": 1, "icon.h": 1], 12 - ch, "==")
        add(["toggle.y": 1], -32, "==")
        add(["footer.y": 1, "toggle.y": -1, "toggle.h": -1], -32, "==")
        add(["price.y": 1, "footer.y": -1, "footer.h": -1], -20, "==")
        add(["price.y": 1, "price.h": 1], 16 - ch, "==")
        add(["footer.h": 1], -spacing - 20, "==")
        add(["toggle.x": 1], -16, "==")
        add(["price.x": 1], -12, ">=")
        add(["price.x": 1], -8, "==", 300)
        add(["detail9.x": 1], -8, ">=")
        add(["detail9.x": 1], -4, "==", 249)
        add(["toolbar2.x": 1], -16, "==")
        add(["footer.x": 1, "toolbar2.x": -1, "toolbar2.w": -1], -16, "==")
        add(["icon.x": 1, "footer.x": -1, "footer.w": -1], -16, "==")
        add(["icon.x": 1, "icon.w": 1], 32 - cw, "==")
        add(["toolbar2.w": 1], -33, ">=")
        add(["footer.w": 1, "footer.h": -1], -20, "==")
        add(["detail9.x": 1, "detail9.w": 0.5, "footer.x": -1, "footer.w": -0.5], 0, "==", 300)
        add(["detail9.y": 1, "detail9.h": 0.5, "footer.y": -1, "footer.h": -0.5], 10, "==", 300)
        add(["price.x": 1, "icon.x": -1, "icon.w": -0.5], 0, "==", 750)
        let views = ["icon", "toggle", "toolbar2", "footer", "price", "detail9"]
        return [
            "variables": views.flatMap { view in ["x", "y", "w", "h"].map { "\(view).\($0)" } },
            "constraints": constraints
        ]
    }

    /// lexlp.py's frames for `input`, or `nil` (with a message) where python3 with SciPy is missing.
    static func referenceFrames(_ input: Input) throws -> [String: [Double]]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", PackageRoot.url.appendingPathComponent("Scripts/lexlp.py").path]
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch {
            print("PinnedVariablesTests: lexlp.py not run, python3 is not available (\(error))")
            return nil
        }
        stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: referenceSystem(input)))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if message.contains("ModuleNotFoundError") {
            print("PinnedVariablesTests: lexlp.py not run, SciPy is not available: \(message)")
            return nil
        }
        let object = try JSONSerialization.jsonObject(with: output) as? [String: Any]
        #expect(object?["status"] as? String == "ok", "lexlp.py: \(String(decoding: output, as: UTF8.self))")
        let values = try #require(object?["values"] as? [String: Double])
        var frames: [String: [Double]] = [:]
        for (name, value) in values {
            let parts = name.split(separator: ".")
            guard parts.count == 2, let slot = ["x", "y", "w", "h"].firstIndex(of: String(parts[1])) else { continue }
            frames[String(parts[0]), default: [0, 0, 0, 0]][slot] = value
        }
        return frames
    }

    /// LayoutGen's frames for `input`, unrounded.
    static func frames(_ layout: CompiledLayout, _ input: Input) throws -> [String: [Double]] {
        let json = try layout.evaluate(
            EvaluationRequest(
                width: input.width, height: input.height, scale: 0, inputs: ["spacing": input.spacing],
                sizes: input.sizes.mapValues { CGSize(width: $0[0], height: $0[1]) }))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]])
    }

    /// Whether `ours` is as good as lexlp's `reference` where they differ by more than 1e-6:
    /// lexlp fixes each level's optimum with a small relative slack, so its values drift on some
    /// systems. Ours must keep every required constraint of the reference system (within 1e-9)
    /// and, level by level from the highest priority, violate no more than lexlp's values do.
    static func certified(_ ours: [String: [Double]], against reference: [String: [Double]], at input: Input) -> Bool {
        let system = referenceSystem(input)
        guard let constraints = system["constraints"] as? [[String: Any]] else { return false }
        func value(_ frames: [String: [Double]], _ name: String) -> Double {
            let parts = name.split(separator: ".")
            guard parts.count == 2, let slot = ["x", "y", "w", "h"].firstIndex(of: String(parts[1])) else {
                return .nan
            }
            return frames[String(parts[0])]?[slot] ?? .nan
        }
        func violations(_ frames: [String: [Double]]) -> [Int: Double] {
            var levels: [Int: Double] = [:]
            for constraint in constraints {
                let terms = constraint["terms"] as? [String: Double] ?? [:]
                let e = terms.reduce(constraint["constant"] as? Double ?? 0) { $0 + $1.value * value(frames, $1.key) }
                let violation: Double
                switch constraint["relation"] as? String {
                case "<=": violation = max(0, e)
                case ">=": violation = max(0, -e)
                default: violation = abs(e)
                }
                levels[constraint["priority"] as? Int ?? 1000, default: 0] += violation
            }
            return levels
        }
        let (mine, theirs) = (violations(ours), violations(reference))
        guard (mine[1000] ?? 0) <= 1e-9 else { return false }
        for level in mine.keys.filter({ $0 < 1000 }).sorted(by: >) {
            let (a, b) = (mine[level] ?? 0, theirs[level] ?? 0)
            if a < b - 1e-9 { return true }
            if a > b + 1e-9 { return false }
        }
        return true
    }

    @Test(arguments: zip(inputs, 0..<inputs.count))
    func theSixViewScreenCompilesAndAgreesWithTheReferenceSolver(_ input: Input, _ index: Int) throws {
        let layout = try LayoutCompiler().compile(contents: Self.sixViews, path: "SixViews.layout.yaml")
        let ours = try Self.frames(layout, input)
        var references: [[String: [Double]]] = [Self.expected[index]]
        if let live = try Self.referenceFrames(input) { references.append(live) }
        for reference in references {
            #expect(Set(reference.keys) == Set(ours.keys))
            let agrees = reference.allSatisfy { view, frame in
                let mine = ours[view] ?? []
                return mine.count == 4 && zip(mine, frame).allSatisfy { abs($0 - $1) <= 1e-6 }
            }
            #expect(agrees || Self.certified(ours, against: reference, at: input), "\(ours) against \(reference)")
        }
    }

    /// `f.width == f.height + 20` with `f.height == spacing + 20`: the width is `spacing + 40`.
    /// `g` is placed after `f` horizontally and `t` below it, each with a choice to make.
    static func coupled(extra: [LinearConstraint] = []) -> ConstraintSystem {
        let spacing = LinearExpression(Parameter.input("spacing"))
        let y = { (item: String) in LinearExpression(Variable(item, .minY)) }
        let h = { (item: String) in LinearExpression(Variable(item, .height)) }
        typealias F = SolverFixture
        return F.system(
            F.horizontal("f", "g") + [Variable("f", .minY), Variable("f", .height), Variable("t", .minY)],
            [
                F.c(y("f"), .equal, F.k(10), line: 1),
                F.c(h("f"), .equal, spacing + F.k(20), line: 2),
                F.c(F.w("f"), .equal, h("f") + F.k(20), line: 3),
                F.c(F.x("f"), .equal, F.k(8), line: 4),
                F.c(F.x("g"), .greaterThanOrEqual, F.x("f") + F.w("f") + F.k(8), line: 5),
                F.c(F.x("g") + F.w("g"), .equal, F.cw - F.k(8), line: 6),
                F.c(F.w("g"), .equal, F.k(100), 500, line: 7),
                F.c(y("t"), .greaterThanOrEqual, y("f") + h("f") + F.k(8), line: 8),
                F.c(y("t"), .equal, F.k(0), 250, line: 9)
            ] + extra,
            domains: [ParameterDomain(.input("spacing"), 0, 100), ParameterDomain(.containerWidth, 300, 1000)])
    }

    @Test func anUnknownTheInputsFixNoLongerLinksTheAxes() throws {
        let solution = try LayoutSolver().solve(Self.coupled())
        let horizontal = try #require(solution.components.first { $0.variables.contains(Variable("g", .width)) })
        #expect(!horizontal.variables.contains(Variable("t", .minY)))
        #expect(!horizontal.variables.contains(Variable("f", .height)))
        let values = solution.evaluate(parameters: [.containerWidth: 400, .input("spacing"): 10], conditions: [:])
        // f is 50 wide; g keeps its 100 and ends at 392; t sits 8 below f's bottom, 10 + 30.
        #expect(values[Variable("f", .width)] == 50)
        #expect(values[Variable("g", .width)] == 100)
        #expect(values[Variable("g", .minX)] == 292)
        #expect(values[Variable("t", .minY)] == 48)
    }

    @Test func aConflictThroughAPinnedUnknownNamesTheEqualitiesThatPinIt() {
        // g.width <= f.width − 60 = spacing − 20 and g.width >= 0 conflict for spacing < 20, through
        // the statements that make f.width spacing + 40 (lines 2 and 3).
        typealias F = SolverFixture
        let errors = F.errors(
            Self.coupled(extra: [
                F.c(F.w("g"), .lessThanOrEqual, F.w("f") - F.k(60), line: 10),
                F.c(F.w("g"), .greaterThanOrEqual, F.k(0), line: 11)
            ]))
        let conflict = errors.first { error in
            Set(error.notes.compactMap(\.location?.line)).isSuperset(of: [2, 3, 10, 11])
        }
        #expect(conflict?.message.contains("when spacing < 20") == true, "\(errors)")
    }
}
