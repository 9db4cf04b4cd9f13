import Foundation
import Testing

@testable import LayoutSpec

/// Input that drove recursion past the stack: each is now a located error at the limit
/// of docs/SpecLanguage.md ("Limits"), and specs just inside the limits compile to the right
/// frames.
@Suite struct HostileDepthTests {
    typealias Support = HostileSpecSupport

    // The statement is on line 12 and starts at column 5; `a.width == ` is 11 characters, so the
    // first character of the right-hand side is at column 16 and its 33rd at column 48.

    @Test func eightThousandNestedParenthesesAreTooDeeplyNested() {
        let nested = String(repeating: "(", count: 8_100) + "1" + String(repeating: ")", count: 8_100)
        let error = Support.firstError(Support.withStatement("a.width == \(nested)"))
        #expect(error.hasPrefix("12:48: error: too deeply nested: at most 32 levels"))
    }

    @Test func thousandsOfUnaryMinusSignsAreTooMany() {
        let error = Support.firstError(
            Support.withStatement("a.width == " + String(repeating: "-", count: 4_800) + "1"))
        #expect(error.hasPrefix("12:48: error: too many signs in a row: at most 32"))
    }

    @Test func flatSumsOfThousandsOfTermsAreTooLong() {
        // Column 5 + 2,000 characters: the first character past the limit is at column 2005.
        let sum = Array(repeating: "1", count: 4_850).joined(separator: " + ")
        #expect(
            Support.firstError(Support.withStatement("a.width == \(sum)"))
                .hasPrefix("12:2005: error: this value is longer than 2000 characters"))
        // A parse error after 100,000 terms used to crash while freeing the tree.
        let huge = Array(repeating: "1", count: 100_000).joined(separator: " + ") + " +"
        #expect(
            Support.firstError(Support.withStatement("a.width == \(huge)")).hasPrefix(
                "12:2005: error: this value is longer"))
    }

    @Test func aThousandViewVisualFormatRowIsNotTooLong() throws {
        // A VFL row is flat (parsed and lowered by loops), so it may be up to 200,000 characters:
        // this 1,000-view row is about 13,900. v0 ≥ 1 and every other view equal to v0 fill the
        // container, so at width 2,000 each view is 2 wide and view k starts at 2k.
        let count = 1_000
        let views = (0..<count).map { "  v\($0): {}" }.joined(separator: "\n")
        let row = "H:|[v0(>=1)]" + (1..<count).map { "[v\($0)(==v0)]" }.joined() + "|"
        let columns = (0..<count).map { "  - v\($0).top == superview.top\n  - v\($0).height == 10" }.joined(
            separator: "\n")
        let spec = "container: {minWidth: 1000}\nviews:\n\(views)\nconstraints:\n  - \"\(row)\"\n\(columns)\n"
        let frames = try LayoutCompiler().compile(contents: spec, path: "Row.layout.yaml")
            .evaluate(EvaluationRequest(width: 2_000, height: 100))
        #expect(frames.contains("\"v0\": [0, 0, 2, 10]"))
        #expect(frames.contains("\"v999\": [1998, 0, 2, 10]"))
        // Past 200,000 characters a VFL line is too long too (statement at column 5).
        let tooLong = "H:|" + String(repeating: "[a]", count: 70_000)
        #expect(
            Support.firstError(Support.withStatement(tooLong))
                .hasPrefix("12:200005: error: this value is longer than 200000 characters"))
    }

    @Test func cosLayoutSumsAndAssignmentChainsAreTooLong() {
        // `  a: "` puts the rule's first character at column 7; 7 + 2,000 = 2007.
        let sum = Array(repeating: "1", count: 5_850).joined(separator: " + ")
        let spec = "views:\n  a: {}\nrules:\n  a: \"ll = 1, tt = 1, h = 1, w = \(sum)\"\n"
        #expect(Support.firstError(spec).hasPrefix("4:2007: error: this value is longer than 2000 characters"))
        let chain =
            "views:\n  a: {}\nrules:\n  a: \"tt = 1, h = 1, w = 1, " + String(repeating: "ll = ", count: 5_000)
            + "1\"\n"
        #expect(Support.firstError(chain).hasPrefix("4:2007: error: this value is longer than 2000 characters"))
    }

    @Test func deeplyNestedFlowCollectionsAreRejected() {
        let yaml = "views: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        #expect(Support.firstError(yaml).contains("error:"))
        let json = "{\"views\": " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "}"
        #expect(Support.firstError(json, path: "Hostile.layout.json").contains("error:"))
        // Block mappings indented one more space per line: line 65 (` ` × 64 + `k64:`) opens level 65.
        let block = (0..<5_000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        #expect(
            Support.firstError(block).hasPrefix("65:65: error: collections are nested too deeply (more than 64 levels)")
        )
        // `views:` is level 1; the n-th `- ` on line 2 starts at column 3 + 2(n − 1) and opens level
        // n + 1, so the 64th, at column 129, is level 65.
        let dashes = "views:\n  " + String(repeating: "- ", count: 5_000) + "a\n"
        #expect(Support.firstError(dashes).hasPrefix("2:129: error: collections are nested too deeply"))
    }

    @Test func specsJustInsideTheLimitsCompileToTheRightFrames() throws {
        // 990 ones: 2 × 990 − 1 = 1,979 characters plus `a.width == ` = 1,990 ≤ 2,000.
        let sum = Array(repeating: "1", count: 990).joined(separator: "+")
        #expect(
            try Support.frames(Support.withStatement("a.width == \(sum)"))
                == #"{"frames": {"a": [0, 0, 990, 10], "b": [0, 0, 10, 10]}}"#)
        // 32 nested parentheses around 7, negated 16 times (an even number): 7.
        let nested = String(repeating: "-(", count: 16) + "7" + String(repeating: ")", count: 16)
        #expect(
            try Support.frames(Support.withStatement("a.width == \(nested)"))
                == #"{"frames": {"a": [0, 0, 7, 10], "b": [0, 0, 10, 10]}}"#)
        // COSLayout: a 980-term sum is w = 980; a 390-long `ll = ll = …` chain is ll = 1.
        let cosSum = Array(repeating: "1", count: 980).joined(separator: "+")
        #expect(
            try Support.frames("views:\n  a: {}\nrules:\n  a: \"ll = 1, tt = 1, h = 1, w = \(cosSum)\"\n")
                == #"{"frames": {"a": [1, 1, 980, 1]}}"#)
        let chain =
            "views:\n  a: {}\nrules:\n  a: \"tt = 2, h = 3, w = 4, " + String(repeating: "ll = ", count: 390) + "1\"\n"
        #expect(try Support.frames(chain) == #"{"frames": {"a": [1, 2, 4, 3]}}"#)
    }

    @Test func theLimitsAreCheckedOnEveryScalarOfEveryNotation() {
        let longName = String(repeating: "x", count: 2_100)
        #expect(Support.firstError("views:\n  \(longName): {}\n").contains("error:"))
        let easyPeasy =
            "views:\n  a: {}\nattributes:\n  a: [\"Width(" + String(repeating: "(", count: 40) + "1"
            + String(repeating: ")", count: 40) + ")\"]\n"
        // `  a: ["` puts the first character at column 8; the `(` of `Width(` (column 13) is level 1,
        // so level 33 is the 32nd of the forty at columns 14…53: column 45.
        #expect(Support.firstError(easyPeasy).hasPrefix("4:45: error: too deeply nested"))
    }
}
