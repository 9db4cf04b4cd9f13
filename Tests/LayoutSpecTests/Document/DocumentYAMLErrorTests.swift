import Testing

@testable import LayoutSpec

@Suite struct DocumentYAMLErrorTests {
    typealias Support = DocumentTestSupport

    /// One rejected input: where the error must be and words its message must contain.
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var position: String
        var words: [String]
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        // Tabs.
        Case(
            input: "a:\n\tb: 1", position: "2:1",
            words: ["indent with spaces; tabs are not allowed in YAML indentation"]),
        Case(input: "a:\n  \tb: 1", position: "2:3", words: ["tabs are not allowed"]),
        Case(input: "-\tk: 1", position: "1:2", words: ["tabs are not allowed"]),
        Case(input: "k:\n- \ta", position: "2:3", words: ["tabs are not allowed"]),
        Case(input: "a: x\u{0}y", position: "1:5", words: ["control character U+0000"]),
        Case(input: "a: [b, ?c]", position: "1:8", words: ["'?' must be quoted: write \"?c\""]),
        // Unterminated quotes (at the opening quote).
        Case(input: "a: \"abc", position: "1:4", words: ["unterminated double-quoted string", "closing \""]),
        Case(input: "a: 'abc", position: "1:4", words: ["unterminated single-quoted string", "closing '"]),
        Case(input: "- \"x\n  y\"", position: "1:3", words: ["unterminated", "cannot span lines"]),
        // Indentation.
        Case(
            input: "a:\n  b: 1\n c: 2", position: "3:2",
            words: ["inconsistent indentation", "indented 1 space,", "indented 0 spaces"]),
        Case(input: "a:\n    b: 1\n  c: 2", position: "3:3", words: ["inconsistent indentation"]),
        Case(input: "a: 1\n  continued", position: "2:3", words: ["inconsistent indentation", "cannot continue"]),
        Case(input: "a:\n  - x\n  y: 1", position: "3:3", words: ["expected a '- ' list item"]),
        Case(input: "a: 1\n- b", position: "2:1", words: ["list item cannot appear among a mapping's"]),
        Case(input: "a:\n  b: 1\n  c", position: "3:3", words: ["expected 'key: value'"]),
        Case(input: "a: 1\nb:2", position: "2:1", words: ["put a space after ':'"]),
        Case(
            input: "views: [a,\nb]", position: "2:1",
            words: ["continues the flow collection opened at 1:8", "indent it"]),
        // Keys.
        Case(input: "a: 1\nb: 2\na: 3", position: "3:1", words: ["duplicate key 'a'"]),
        Case(input: "a: {x: 1, x: 2}", position: "1:11", words: ["duplicate key 'x'"]),
        Case(input: "? a\n: b", position: "1:1", words: ["complex keys", "not supported"]),
        Case(input: "[a]: b", position: "1:4", words: ["a key must be a plain or quoted scalar"]),
        Case(input: "a: b: c", position: "1:5", words: ["unexpected ': ' inside a value", "quote"]),
        // Anchors, aliases, tags, block scalar headers.
        Case(input: "a: &x 1", position: "1:4", words: ["anchors", "not supported", "write \"&x 1\""]),
        Case(input: "a: *x", position: "1:4", words: ["aliases", "not supported", "write \"*x\""]),
        Case(input: "a: !tag 1", position: "1:4", words: ["tags", "not supported"]),
        Case(input: "when: !rtl", position: "1:7", words: ["tags", "quote it: write \"!rtl\""]),
        Case(input: "a: |2\n  text", position: "1:5", words: ["indentation indicator", "not supported"]),
        Case(input: "a: >-\nb: 1", position: "1:4", words: ["block scalar is empty"]),
        Case(input: "a: | text", position: "1:6", words: ["starts on the line below"]),
        // Documents and directives.
        Case(input: "a: 1\n---\nb: 2", position: "2:1", words: ["multiple documents are not supported"]),
        Case(input: "---\na: 1\n---", position: "3:1", words: ["multiple documents"]),
        Case(input: "a: 1\n...", position: "2:1", words: ["'...'", "not supported"]),
        Case(input: "%YAML 1.2\n---\na: 1", position: "1:1", words: ["directives", "not supported"]),
        Case(input: "--- a: 1", position: "1:5", words: ["start the document on the line after '---'"]),
        // Text that YAML would read as something else must be quoted.
        Case(
            input: "name: X\nconstraints:\n  - a.left == superview.left\n  - [a]-8-[b]",
            position: "4:5",
            words: ["a constraint starting with '[' must be quoted: write \"[a]-8-[b]\" (YAML would read it as a list)"]
        ),
        Case(
            input: "constraints:\n  - |-[a]-|", position: "2:5",
            words: ["a constraint starting with '|' must be quoted: write \"|-[a]-|\"", "block scalar"]),
        Case(input: "- H: |-[a]-|", position: "1:6", words: ["must be quoted: write \"|-[a]-|\""]),
        Case(input: "a: @750", position: "1:4", words: ["starting with '@' must be quoted: write \"@750\""]),
        Case(input: "a: `x`", position: "1:4", words: ["'`' must be quoted"]),
        Case(input: "a: >=48", position: "1:4", words: ["'>' must be quoted: write \">=48\""]),
        Case(input: "a: {b}-[c]", position: "1:4", words: ["'{' must be quoted", "mapping"]),
        Case(input: "a:\n  - [a]-[b\n", position: "2:5", words: ["'[' must be quoted: write \"[a]-[b\""]),
        Case(input: "a: ,x", position: "1:4", words: ["',' must be quoted"]),
        Case(input: "c: [\"x\", [a]-8-[b], y]", position: "1:10", words: ["must be quoted: write \"[a]-8-[b]\""]),
        Case(input: "c: {k: [a]-[b]}", position: "1:8", words: ["must be quoted: write \"[a]-[b]\""]),
        Case(input: "a: [x, %y]", position: "1:8", words: ["'%' must be quoted: write \"%y\""]),
        Case(input: "a: [b, 'c\"]", position: "1:8", words: ["unterminated single-quoted string"]),
        // Flow collections.
        Case(input: "a: {b: 1", position: "1:4", words: ["unterminated flow mapping", "'}'"]),
        Case(input: "a: [b, c", position: "1:4", words: ["unterminated flow list", "']'"]),
        Case(input: "a: [b: c]", position: "1:6", words: ["'key: value' pairs inside [...] are not supported"]),
        Case(input: "a: {x:1}", position: "1:6", words: ["put a space after ':'"]),
        Case(input: "a: [1,,2]", position: "1:7", words: ["an entry is missing"]),
        Case(input: "a: [x\n  y]", position: "2:3", words: ["expected ',' or ']' after the list entry at 1:5"]),
        Case(input: "a: [,]", position: "1:5", words: ["unexpected ',' in a flow list"]),
        Case(input: "a: {b: 1,, c: 2}", position: "1:10", words: ["unexpected ',' in a flow mapping"]),
        Case(input: "a: {[b]: 1}", position: "1:5", words: ["a list or mapping cannot be a key"]),
        Case(input: "a: {b: 1\n  c: 2}", position: "2:3", words: ["expected ',' or '}' after the value of 'b'"]),
        Case(input: "a: {b: 1, b: 2}", position: "1:11", words: ["duplicate key 'b'"]),
        // Other.
        Case(input: "a: - b", position: "1:4", words: ["a list cannot start on the same line as its key"]),
        Case(input: "a: \"x\" y", position: "1:8", words: ["unexpected text after a scalar"]),
        Case(input: "a: 'x'#c", position: "1:7", words: ["put a space before '#'"]),
        Case(input: "a: \"\\q\"", position: "1:5", words: ["unknown escape '\\q'"]),
        Case(input: "a: \"\\u12\"", position: "1:5", words: ["4 hexadecimal digits"]),
        Case(input: "a\nb", position: "2:1", words: ["unexpected content after the document's top-level value"]),
        Case(input: String(repeating: "[", count: 200), position: "1:65", words: ["nested too deeply"]),
        Case(input: String(repeating: "- ", count: 100) + "x", position: "1:129", words: ["nested too deeply"]),
        Case(
            input: (0..<100).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n"),
            position: "65:65", words: ["nested too deeply"])
    ]

    @Test(arguments: cases)
    func rejectsWithPositionAndAdvice(_ testCase: Case) throws {
        let diagnostic = try #require(Support.firstError(testCase.input))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path == Support.yamlPath)
        #expect(Support.position(diagnostic.location) == testCase.position, "\(diagnostic)")
        for word in testCase.words {
            #expect(diagnostic.message.contains(word), "\(diagnostic)")
        }
    }

    @Test func duplicateKeyNotesTheFirstOccurrence() throws {
        let diagnostic = try #require(Support.firstError("views:\n  a: 1\n  b: 2\n  a: 3"))
        #expect(
            diagnostic.description == """
                Specs/X.layout.yaml:4:3: error: duplicate key 'a': each key may appear only once in a mapping; \
                remove or rename one
                Specs/X.layout.yaml:2:3: note: 'a' first appears here
                """)
    }

    @Test func quotingErrorHasTheDocumentedForm() throws {
        let input = "name: X\nviews: [a, b]\nconstraints:\n  - a.top == superview.top\n\n  # c\n    \n  - [a]-8-[b]"
        let diagnostic = try #require(Support.firstError(input))
        #expect(
            diagnostic.description == """
                Specs/X.layout.yaml:8:5: error: a constraint starting with '[' must be quoted: write "[a]-8-[b]" \
                (YAML would read it as a list)
                """)
    }

    @Test func legitimateLookalikesAreAccepted() throws {
        let root = try Support.yaml(
            """
            a: H:|-[a]-|
            b: [x, y] # a real flow list
            c: a.left == superview.left + 16
            d: V:|-(>=8)-[a]
            e: 'it''s'
            f: x#y
            g: "-"
            h: -x
            """)
        #expect(root["a"]?.scalar == "H:|-[a]-|")
        #expect(root["b"]?.sequence?.count == 2)
        #expect(root["c"]?.scalar == "a.left == superview.left + 16")
        #expect(root["d"]?.scalar == "V:|-(>=8)-[a]")
        #expect(root["e"]?.scalar == "it's")
        #expect(root["f"]?.scalar == "x#y")
        #expect(root["g"]?.kind == .scalar("-", .doubleQuoted))
        #expect(root["h"]?.scalar == "-x")
    }
}
