import Foundation
import Testing

@testable import LayoutSpec

@Suite struct CodeGenJSONTests {
    @Test func rendersFramesInOrderWithMinimalNumbers() {
        let frames: [String: CGRect] = [
            "b": CGRect(x: 0.5, y: -5.5, width: 12, height: 0.1),
            "a": CGRect(x: 16, y: 16, width: 48, height: -0.0)
        ]
        #expect(
            FramesJSON.render(frames: frames, order: ["a", "b", "missing"])
                == #"{"frames": {"a": [16, 16, 48, 0], "b": [0.5, -5.5, 12, 0.1]}}"#)
        #expect(
            FramesJSON.render(frames: [:], order: [], fittingSize: CGSize(width: 320, height: 137.25))
                == #"{"frames": {}, "fittingSize": [320, 137.25]}"#)
    }

    @Test func numbersRoundTripAndNamesAreEscaped() {
        #expect(FramesJSON.number(1.0 / 3.0) == "0.3333333333333333")
        #expect(Double(FramesJSON.number(1.0 / 3.0)) == 1.0 / 3.0)
        #expect(FramesJSON.number(.infinity) == "null")
        // Floating-point noise (up to a billionth of a point) around a number of six decimals or
        // fewer does not print; real digits do.
        #expect(FramesJSON.number(28 - 4e-15) == "28")
        #expect(FramesJSON.number(0.1 + 0.2) == "0.3")
        #expect(FramesJSON.number(-12.3000000000001) == "-12.3")
        #expect(FramesJSON.number(0.000_000_4) == "4e-07")
        #expect(FramesJSON.number(2_000_000.000_000_1) == "2000000.0000001")
        #expect(FramesJSON.number(986.571_428_571_428_6) == "986.5714285714286")
        #expect(FramesJSON.number(100.000_000_5) == "100.0000005")
        #expect(FramesJSON.string("a\"b\\c\u{1}") == #""a\"b\\c\u0001""#)
    }

    @Test func rendersEvaluatedFixture() throws {
        let layout = GeneratedCodeInterpreter.evaluate(
            interface: CodeGenFixtures.interface, solution: CodeGenFixtures.solution,
            input: CodeGenFixtures.input(width: 320))
        let json = FramesJSON.render(layout)
        #expect(
            json == #"{"frames": {"avatar": [16, 16, 48, 48], "title": [72, 21.5, 232, 20], "#
                + #""badge": [28, -5.5, 12, 12]}, "fittingSize": [320, 137.5]}"#)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}
