import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Compiles a spec's text; the diagnostics' lines when it fails.
enum MeasuredLayoutSupport {
    static func compile(_ yaml: String, path: String = "Test.layout.yaml") throws -> CompiledLayout {
        try LayoutCompiler().compile(contents: yaml, path: path)
    }

    static func diagnostics(_ yaml: String, path: String = "Test.layout.yaml") -> [String] {
        do {
            _ = try compile(yaml, path: path)
            return []
        } catch let error as SpecError {
            // Errors and their notes (warnings, such as an unused condition, are other tests' business).
            return error.diagnostics.filter { $0.severity == .error }
                .flatMap { $0.description.split(separator: "\n").map(String.init) }
        } catch {
            return ["unexpected \(error)"]
        }
    }
}

/// `measure: heightForWidth` (docs/SpecLanguage.md §8): the height is measured at the solved width, in the
/// generated code and in the interpreter alike; a measurement depending on itself is an error.
@Suite struct HeightForWidthTests {
    static let card = """
        views:
          avatar: {}
          body: {measure: heightForWidth}
        container: {height: fit}
        constraints:
          - "H:|-16-[avatar(40)]-12-[body]-16-|"
          - avatar.top == superview.top + 12
          - avatar.height == 40
          - body.top == avatar.top
          - superview.bottom >= avatar.bottom + 12
          - superview.bottom >= body.bottom + 12
          - superview.height == 0 @1
        """

    @Test func generatedCodeMeasuresAtTheSolvedWidth() throws {
        let source = try MeasuredLayoutSupport.compile(Self.card).source
        #expect(source.contains("var body: HeightForWidth"))
        #expect(source.contains("let body_measuredHeight: CGFloat = input.body.height(forWidth: body_width)"))
        // The width's component comes first, then the measurement, then the height's component.
        let width = try #require(source.range(of: "body_width: CGFloat = container_width - 84"))
        let measure = try #require(source.range(of: "input.body.height(forWidth:"))
        let height = try #require(source.range(of: "let body_height: CGFloat = body_measuredHeight"))
        #expect(width.upperBound < measure.lowerBound && measure.upperBound < height.lowerBound)
    }

    @Test func evalUsesTheWrappingModel() throws {
        let layout = try MeasuredLayoutSupport.compile(Self.card)
        func json(_ width: Double) throws -> String {
            try layout.evaluate(EvaluationRequest(width: width, sizes: ["body": .init(width: 600, height: 20)]))
        }
        // body width = W − 84; lines = ceil(600 / (W − 84)); height = max(64, 24 + 20·lines).
        // W = 375: 291 → 3 lines → 60 → 84.
        #expect(
            try json(375)
                == #"{"frames": {"avatar": [16, 12, 40, 40], "body": [68, 12, 291, 60]}, "fittingSize": [375, 84]}"#)
        // W = 384: 300 → exactly 2 lines → 40 → 64.
        #expect(
            try json(384)
                == #"{"frames": {"avatar": [16, 12, 40, 40], "body": [68, 12, 300, 40]}, "fittingSize": [384, 64]}"#)
        // W = 200: 116 → ceil(5.17) = 6 lines → 120 → 144.
        #expect(
            try json(200)
                == #"{"frames": {"avatar": [16, 12, 40, 40], "body": [68, 12, 116, 120]}, "fittingSize": [200, 144]}"#)
    }

    @Test func interpreterCallsACustomMeasurement() throws {
        let layout = try MeasuredLayoutSupport.compile(Self.card)
        let measured = HeightForWidth(intrinsicSize: CGSize(width: 600, height: 20), key: "fixed") { width in width / 4
        }
        var input = EvaluationInput(width: 300, height: 0)
        input.measurements["body"] = measured
        let result = GeneratedCodeInterpreter.evaluate(layout.code, input: input)
        // body width 216 → height 54 → fitting 78.
        #expect(result.frames["body"] == CGRect(x: 68, y: 12, width: 216, height: 54))
        #expect(result.fittingSize == CGSize(width: 300, height: 78))
    }

    /// The component holding the height is first in system order (`label.left == label.top` joins
    /// it to `label.left`); it must still be solved after the width's component.
    @Test func componentsAreOrderedByMeasurement() throws {
        let yaml = """
            views:
              label: {measure: heightForWidth}
              box: {}
            constraints:
              - label.left == label.top
              - label.top == 10
              - label.width == box.width
              - box.width == 100
              - box.left == 0
              - box.top == 0
              - box.height == 5
            """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        let json = try layout.evaluate(
            EvaluationRequest(width: 320, height: 480, sizes: ["label": .init(width: 250, height: 10)]))
        // width 100 (required) → ceil(250 / 100) = 3 lines of 10 → 30.
        #expect(json == #"{"frames": {"label": [10, 10, 100, 30], "box": [0, 0, 100, 5]}}"#)
        let solution = try LayoutSolver().solve(
            SpecLowering.lower(
                SpecParser.parse(
                    DocumentReader.read(contents: yaml, path: "T.layout.yaml"), path: "T.layout.yaml")
            ).system)
        let widthIndex = solution.components.firstIndex { $0.variables.contains(Variable("label", .width)) }
        let heightIndex = solution.components.firstIndex { $0.variables.contains(Variable("label", .height)) }
        #expect(try #require(widthIndex) < #require(heightIndex))
    }

    @Test func aMeasurementThatDependsOnItselfIsAnError() {
        let yaml = """
            views:
              avatar: {}
              body: {measure: heightForWidth}
            constraints:
              - "H:|-16-[avatar]-12-[body]-16-|"
              - avatar.width == avatar.height
              - avatar.top == superview.top + 12
              - avatar.bottom == body.bottom
              - body.top == superview.top + 12
            """
        #expect(
            MeasuredLayoutSupport.diagnostics(yaml) == [
                "Test.layout.yaml:3:3: error: `body` is measured at its solved width, but that width depends on the "
                    + "measured height (body.width → body.measuredHeight): a measurement cannot depend on its own result; "
                    + "keep `body`'s width independent of heights that depend on it",
                "Test.layout.yaml:5:22: note: in the cycle: the gap between [avatar] and [body] in H:|-16-[avatar]-12-[body]-16-|",
                "Test.layout.yaml:5:10: note: in the cycle: the gap from | to [avatar] in H:|-16-[avatar]-12-[body]-16-|",
                "Test.layout.yaml:6:5: note: in the cycle: avatar.width == avatar.height",
                "Test.layout.yaml:8:5: note: in the cycle: avatar.bottom == body.bottom",
                "Test.layout.yaml:3:3: note: in the cycle: body's measured height (hugging 250)"
            ])
    }

    /// A 16:9 image above a wrapping label in a column (UIKit code's common card): the image's
    /// height follows its width, which the column's leading and trailing edges fix in either
    /// direction, so no width depends on the measured height. By hand, 375 wide: the column 343,
    /// the image 343 × 192.9375, the body (600 × 20 on one line) 2 lines at 343, 8 below it; the
    /// column 240.9375, the container 11 + 240.9375 + 11. At 320: 288, the image 162, the body 3
    /// lines (60) at 170, the container 252. Left to right and right to left alike.
    @Test func anAspectRatioAboveAWrappingLabelIsNoCycle() throws {
        let yaml = """
            views: {image: {}, body: {measure: heightForWidth}}
            container: {height: fit}
            stacks:
              column: {axis: vertical, arranged: [image, body], spacing: 8}
            constraints:
              - image.width == image.height * 16 / 9
              - column.leading == superview.leading + 16
              - column.trailing == superview.trailing - 16
              - column.top == superview.top + 11
              - superview.bottom == column.bottom + 11
            """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        for rtl in [false, true] {
            let conditions: Set<String> = rtl ? ["rtl"] : []
            let sizes = ["body": CGSize(width: 600, height: 20)]
            #expect(
                try layout.evaluate(EvaluationRequest(width: 375, scale: 0, conditions: conditions, sizes: sizes))
                    == #"{"frames": {"image": [0, 0, 343, 192.9375], "body": [0, 200.9375, 343, 40], "#
                    + #""column": [16, 11, 343, 240.9375]}, "fittingSize": [375, 262.9375]}"#)
            #expect(
                try layout.evaluate(EvaluationRequest(width: 320, scale: 0, conditions: conditions, sizes: sizes))
                    == #"{"frames": {"image": [0, 0, 288, 162], "body": [0, 170, 288, 60], "#
                    + #""column": [16, 11, 288, 230]}, "fittingSize": [320, 252]}"#)
        }
        // The generated code solves the width, measures, then solves the heights.
        let source = layout.source
        let measure = try #require(source.range(of: "input.body.height(forWidth:"))
        let height = try #require(source.range(of: "body_measuredHeight", options: .backwards))
        #expect(measure.upperBound <= height.lowerBound)
    }

    /// A square thumbnail centred on a wrapping label: the thumbnail's width is its height, a
    /// constant 32, whatever the label measures, so the label's width does not depend on its
    /// height. By hand, 375 wide: the body 375 − 64 − 16 = 295 wide at x 64; 600 × 20 on one line
    /// wraps to 3 lines (60), 11 from the top; the thumbnail centred on it at 11 + 30 − 16 = 25;
    /// the container 11 + 60 + 11 = 82. A one-line body (200 × 20): the thumbnail at 5, 42 high.
    @Test func aSquareThumbnailCentredOnAWrappingLabelIsNoCycle() throws {
        let yaml = """
            views: {thumb: {}, body: {measure: heightForWidth}}
            container: {height: fit}
            constraints:
              - thumb.height == 32
              - thumb.width == thumb.height
              - thumb.leading == superview.leading + 16
              - thumb.centerY == body.centerY
              - body.leading == thumb.trailing + 16
              - body.trailing == superview.trailing - 16
              - body.top == superview.top + 11
              - superview.bottom == body.bottom + 11
            """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        #expect(
            try layout.evaluate(
                EvaluationRequest(width: 375, scale: 0, sizes: ["body": CGSize(width: 600, height: 20)]))
                == #"{"frames": {"thumb": [16, 25, 32, 32], "body": [64, 11, 295, 60]}, "fittingSize": [375, 82]}"#)
        #expect(
            try layout.evaluate(
                EvaluationRequest(width: 375, scale: 0, sizes: ["body": CGSize(width: 200, height: 20)]))
                == #"{"frames": {"thumb": [16, 5, 32, 32], "body": [64, 11, 295, 20]}, "fittingSize": [375, 42]}"#)
    }

    @Test func aCycleThroughAnotherMeasurementIsAnError() {
        let yaml = """
            views:
              a: {measure: heightForWidth}
              b: {measure: heightForWidth}
            constraints:
              - a.left == 0
              - b.left == 0
              - a.width == b.height
              - b.width == a.height
              - a.top == 0
              - b.top == 0
            """
        let lines = MeasuredLayoutSupport.diagnostics(yaml)
        #expect(
            lines.first
                == "Test.layout.yaml:2:3: error: `a` is measured at its solved width, but that width depends on "
                + "the measured height (a.width → b.measuredHeight → b.width → a.measuredHeight): a measurement cannot "
                + "depend on its own result; keep `a`'s width independent of heights that depend on it")
        #expect(lines.contains("Test.layout.yaml:7:5: note: in the cycle: a.width == b.height"))
        #expect(lines.contains("Test.layout.yaml:8:5: note: in the cycle: b.width == a.height"))
        #expect(lines.filter { $0.contains(": error: ") }.count == 2)
    }
}

/// `container: {width|height: fit}` (docs/SpecLanguage.md §8).
@Suite struct FittingContainerTests {
    @Test func fittingWidthIsSolvedAndReported() throws {
        let yaml = """
            views:
              title: {measure: intrinsic}
            container: {width: fit, minWidth: 100}
            constraints:
              - "H:|-8-[title]-8-|"
              - "V:|-4-[title]-4-|"
            """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        #expect(layout.source.contains("var fittingSize: CGSize"))
        // width = 8 + 150 + 8 = 166; the height comes from bounds: 30 − 8 = 22.
        #expect(
            try layout.evaluate(
                EvaluationRequest(width: 999, height: 30, sizes: ["title": .init(width: 150, height: 20)]))
                == #"{"frames": {"title": [8, 4, 150, 22]}, "fittingSize": [166, 30]}"#)
        // minWidth 100 holds: the title is stretched to 84 (its hugging @250 gives way to the required bound).
        #expect(
            try layout.evaluate(EvaluationRequest(width: 0, height: 30, sizes: ["title": .init(width: 50, height: 20)]))
                == #"{"frames": {"title": [8, 4, 84, 22]}, "fittingSize": [100, 30]}"#)
    }

    @Test func anUndeterminedFittingDimensionIsAClearError() {
        let yaml = """
            views: [a]
            container: {height: fit}
            constraints:
              - "H:|[a]|"
              - "V:|[a(20)]"
              - superview.bottom >= a.bottom
            """
        #expect(
            MeasuredLayoutSupport.diagnostics(yaml) == [
                "Test.layout.yaml:6:5: error: container.height is not determined: the container's height fits its content "
                    + "(`container: {height: fit}`), so constraints must give it one value: relate `superview.bottom` to the "
                    + "content (`superview.bottom == last.bottom + 16`), or, with `>=` constraints only, add "
                    + "`superview.height == 0 @1` to take the smallest fitting size"
            ])
    }
}
