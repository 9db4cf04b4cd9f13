import Testing

@testable import LayoutSpec

@Suite struct DocumentJSONTests {
    typealias Support = DocumentTestSupport

    static let spec = """
        {
          "name": "ProfileCardLayout",
          "views": {"avatar": {"measure": "none"}, "title": {"label": true, "hugging": [251, 750.5e-1]}},
          "inputs": ["spacing"],
          "constraints": [
            "H:|-16-[avatar(48)]-12-[title]-(>=16)-|",
            {"when": "rtl", "constraints": ["a.left == superview.left + 8"], "else": []}
          ],
          "metrics": {"gap": null, "neg": -0.5, "esc": "\\"q\\" \\u00e9 \\ud83d\\ude00"}
        }
        """

    @Test func representativeSpecHasTheExpectedShape() throws {
        let root = try Support.json(Self.spec)
        #expect(root.mapping?.map(\.key) == ["name", "views", "inputs", "constraints", "metrics"])
        #expect(Support.position(root.location) == "1:1")
        #expect(Support.position(root.mapping?[1].keyLocation) == "3:3")
        #expect(root["name"]?.kind == .scalar("ProfileCardLayout", .doubleQuoted))
        #expect(Support.position(root["name"]?.location) == "2:11")
        #expect(Support.position(root["name"]?.contentLocation) == "2:12")

        let title = try #require(root["views"]?["title"])
        #expect(title["label"]?.kind == .scalar("true", .plain))
        #expect(title["hugging"]?.sequence?.map(\.kind) == [.scalar("251", .plain), .scalar("750.5e-1", .plain)])
        #expect(Support.position(title["hugging"]?.sequence?[1].location) == "3:86")

        let constraints = try #require(root["constraints"]?.sequence)
        #expect(Support.position(constraints[0].contentLocation) == "6:6")
        #expect(constraints[1]["when"]?.scalar == "rtl")
        #expect(constraints[1]["else"]?.kind == .sequence([]))
        #expect(Support.position(constraints[1].location) == "7:5")

        #expect(root["metrics"]?["gap"]?.kind == .null)
        #expect(Support.position(root["metrics"]?["gap"]?.location) == "9:22")
        #expect(root["metrics"]?["neg"]?.kind == .scalar("-0.5", .plain))
        #expect(root["metrics"]?["esc"]?.scalar == "\"q\" \u{e9} \u{1F600}")
    }

    @Test func jsonAndYAMLReadTheSameDocument() throws {
        let yaml = try Support.yaml("views: [a, b]\nmetrics: {gap: 8}\nconstraints:\n  - \"H:|-[a]-[b]-|\"")
        let json = try Support.json(#"{"views": ["a", "b"], "metrics": {"gap": 8}, "constraints": ["H:|-[a]-[b]-|"]}"#)
        #expect(yaml.mapping?.map(\.key) == json.mapping?.map(\.key))
        #expect(yaml["views"]?.sequence?.map(\.scalar) == json["views"]?.sequence?.map(\.scalar))
        #expect(yaml["metrics"]?["gap"]?.scalar == json["metrics"]?["gap"]?.scalar)
        #expect(yaml["constraints"]?.sequence?.first?.kind == json["constraints"]?.sequence?.first?.kind)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var position: String
        var words: [String]
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        Case(input: "", position: "1:1", words: ["the file is empty"]),
        Case(input: "{", position: "1:1", words: ["unterminated object", "'}'"]),
        Case(input: "[1, 2", position: "1:1", words: ["unterminated array", "']'"]),
        Case(input: "{\"a\": 1,}", position: "1:9", words: ["remove the trailing ','"]),
        Case(input: "[1,]", position: "1:4", words: ["remove the trailing ','"]),
        Case(input: "[1 2]", position: "1:4", words: ["expected ',' or ']' after an array element"]),
        Case(input: "[1", position: "1:1", words: ["unterminated array", "']'"]),
        Case(input: "{\"a\": 1 \"b\": 2}", position: "1:9", words: ["expected ',' or '}' after the value of \"a\""]),
        Case(input: "{\"a\": 1", position: "1:1", words: ["unterminated object", "'}'"]),
        Case(input: "{\"a\" 1}", position: "1:6", words: ["expected ':' after the key \"a\""]),
        Case(input: "{a: 1}", position: "1:2", words: ["key in double quotes"]),
        Case(input: "{'a': 1}", position: "1:2", words: ["double quotes"]),
        Case(input: "{\"a\": 01}", position: "1:8", words: ["leading zeros"]),
        Case(input: "{\"a\": 1.}", position: "1:9", words: ["digit after '.'"]),
        Case(input: "{\"a\": -}", position: "1:8", words: ["expected a digit"]),
        Case(input: "{\"a\": .5}", position: "1:7", words: ["write 0.5"]),
        Case(input: "{\"a\": 1e}", position: "1:9", words: ["exponent"]),
        Case(input: "{\"a\": 1.5x}", position: "1:10", words: ["unexpected 'x'"]),
        Case(input: "{\"a\": tru}", position: "1:7", words: ["unexpected 'tru'", "write \"tru\""]),
        Case(input: "{\"a\": True}", position: "1:7", words: ["lowercase: write true"]),
        Case(input: "{\"a\": \"x\ny\"}", position: "1:7", words: ["unterminated string"]),
        Case(input: "{\"a\": \"tab\there\"}", position: "1:11", words: ["control characters must be escaped"]),
        Case(input: "{\"a\": \"\\x\"}", position: "1:8", words: ["invalid escape '\\x'"]),
        Case(input: "{\"a\": \"\\ud800\"}", position: "1:8", words: ["surrogate"]),
        Case(input: "{\"a\": \"\\u12\"}", position: "1:8", words: ["4 hexadecimal digits"]),
        Case(input: "{\"a\": 1} x", position: "1:10", words: ["unexpected text after the JSON value"]),
        Case(input: "{\n  \"a\": 1,\n  \"a\": 2\n}", position: "3:3", words: ["duplicate key \"a\""]),
        Case(input: "// c\n{}", position: "1:1", words: ["comments are not allowed in JSON"]),
        Case(input: "[,1]", position: "1:2", words: ["an array element is missing"]),
        Case(input: String(repeating: "[", count: 100), position: "1:65", words: ["nested too deeply"])
    ]

    @Test(arguments: cases)
    func rejectsWithPositionAndAdvice(_ testCase: Case) throws {
        let diagnostic = try #require(Support.firstError(testCase.input, path: Support.jsonPath))
        #expect(diagnostic.location?.path == Support.jsonPath)
        #expect(Support.position(diagnostic.location) == testCase.position, "\(diagnostic)")
        for word in testCase.words {
            #expect(diagnostic.message.contains(word), "\(diagnostic)")
        }
    }

    @Test func duplicateKeyNotesTheFirstOccurrence() throws {
        let diagnostic = try #require(Support.firstError("{\"a\": 1,\n \"a\": 2}", path: Support.jsonPath))
        #expect(diagnostic.notes.map { Support.position($0.location) } == ["1:2"])
    }
}
