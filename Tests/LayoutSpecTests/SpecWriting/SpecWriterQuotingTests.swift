import Testing

@testable import LayoutSpec

/// Names and strings that YAML would misread are quoted so that the reader gets them back exactly;
/// the rest stays plain; the same model always gives the same text.
@Suite struct SpecWriterQuotingTests {
    /// Text a plain YAML scalar cannot hold (or holds only in some places).
    static let hostile = [
        "a: b", "key:", "x #y", "#z", "'single'", "\"double\"", "-lead", "- item", "--", "{brace", "brace}",
        "[a]-8-[b]", "|-[a]-|", ">fold", "@at", "!rtl", "%p", "&anchor", "*alias", "?q", ":c", "`tick`",
        "a,b", "x:y", "a [b]", "é ü 中文 🙂", "tab\there", "new\nline", "cr\rline", "  padded ", "", "---",
        "...", "back\\slash", "bell\u{7}", "nul\u{0}", "del\u{7F}", "ls\u{2028}ps\u{2029}", "nel\u{85}",
        "bom\u{FEFF}", "nbsp\u{A0}", "true", "~", "null", "12", "-4.5", "H: 8 <> a", "a.left == b.right # c"
    ]

    /// Reads `text` back, or records why it could not be read.
    static func read(_ text: String) -> DocumentNode? {
        do {
            return try DocumentReader.read(contents: text, path: "Q.layout.yaml")
        } catch let error as SpecError {
            Issue.record("\(error.diagnostics.map(\.description))\n\(text)")
        } catch {
            Issue.record("\(error)")
        }
        return nil
    }

    @Test(arguments: hostile)
    func aHostileStringReadsBackInEveryPlace(text: String) throws {
        var document = SpecDocumentModel()
        document.header = [text]
        document.comments[.constraints] = [text]
        document.name = text
        var view = SpecViewEntry(name: text)
        view.parent = text
        document.views = [view, SpecViewEntry(name: "plain")]
        var stack = SpecStackEntry(name: text, arranged: [text, "b"])
        stack.spacing = .named(text)
        stack.customSpacing = [SpecStackEntry.Gap(after: text, .named(text))]
        document.stacks = [stack]
        document.guides = [text, "g"]
        document.inputs = [SpecInputEntry(name: text, min: 1)]
        document.constraints = [
            .statement(text), .comment(text), .group(.init(when: text, constraints: [.statement(text)]))
        ]
        document.rules = [SpecViewStatement(view: text, text: text)]
        document.distribute = [text]
        document.examples = [
            SpecExampleEntry(
                input: [.conditions([text]), .sizes([SpecNamedNumbers(text, [1, 2])])],
                frames: [SpecNamedNumbers(text, [1, 2, 3, 4])])
        ]
        let written = SpecWriter.text(of: document)
        let node = try #require(Self.read(written))
        #expect(node["name"]?.scalar == text)
        let views = node["views"]?.mapping ?? []
        #expect(views.map(\.key) == [text, "plain"])
        #expect(views.first?.value["parent"]?.scalar == text)
        let stackNode = node["stacks"]?[text]
        #expect(stackNode?["arranged"]?.sequence?.compactMap(\.scalar) == [text, "b"])
        #expect(stackNode?["spacing"]?.scalar == text)
        #expect(stackNode?["customSpacing"]?[text]?.scalar == text)
        #expect(node["guides"]?.sequence?.compactMap(\.scalar) == [text, "g"])
        #expect(node["inputs"]?.mapping?.map(\.key) == [text])
        let constraints = node["constraints"]?.sequence ?? []
        #expect(constraints.count == 2)
        #expect(constraints.first?.scalar == text)
        #expect(constraints.last?["when"]?.scalar == text)
        #expect(constraints.last?["constraints"]?.sequence?.first?.scalar == text)
        #expect(node["rules"]?[text]?.scalar == text)
        #expect(node["distribute"]?.sequence?.first?.scalar == text)
        let example = node["examples"]?.sequence?.first
        #expect(example?["input"]?["when"]?.sequence?.first?.scalar == text)
        #expect(example?["input"]?["size"]?.mapping?.first?.key == text)
        #expect(example?["frames"]?.mapping?.first?.key == text)
        // Every line is a line: no line break or control character leaked into the text.
        for line in written.split(separator: "\n") {
            #expect(!line.unicodeScalars.contains { $0 != "\t" && SpecScalarQuoting.needsEscape($0) }, "\(line)")
        }
    }

    @Test func plainWhereYAMLReadsItBackAndQuotedElsewhere() {
        for plain in [
            "a.left == b.right + 16", "H:|-[a]-|", "compactWidth && regularHeight", "(a && b) || c", "x#y", "-4.5",
            "safeArea.top", "é", "true", "12"
        ] {
            #expect(SpecScalarQuoting.scalar(plain, inFlow: false) == plain)
        }
        #expect(SpecScalarQuoting.scalar("[a]-8-[b]", inFlow: false) == #""[a]-8-[b]""#)
        #expect(SpecScalarQuoting.scalar("!rtl", inFlow: false) == #""!rtl""#)
        #expect(SpecScalarQuoting.scalar("a: b", inFlow: false) == #""a: b""#)
        #expect(SpecScalarQuoting.scalar("a #b", inFlow: false) == #""a #b""#)
        #expect(SpecScalarQuoting.scalar("say \"hi\"\n", inFlow: false) == #""say \"hi\"\n""#)
        #expect(SpecScalarQuoting.scalar("bell\u{7}\u{2028}", inFlow: false) == #""bell\x07\u2028""#)
        #expect(SpecScalarQuoting.scalar("", inFlow: false) == #""""#)
        // In a flow collection `,[]{}` and `:` end a plain scalar.
        #expect(SpecScalarQuoting.scalar("H:|-[a]-|", inFlow: true) == #""H:|-[a]-|""#)
        #expect(SpecScalarQuoting.scalar("a,b", inFlow: true) == #""a,b""#)
        #expect(SpecScalarQuoting.scalar("a,b", inFlow: false) == "a,b")
        // Keys: plain names only.
        #expect(SpecScalarQuoting.key("safe-area") == "safe-area")
        #expect(SpecScalarQuoting.key("title_2") == "title_2")
        #expect(SpecScalarQuoting.key("a b") == #""a b""#)
        #expect(SpecScalarQuoting.key("12") == #""12""#)
        #expect(SpecScalarQuoting.key("héllo") == #""héllo""#)
    }

    @Test func numbersAreWholeOrShortestAndReadBackExactly() {
        #expect(SpecNumberText.text(16) == "16")
        #expect(SpecNumberText.text(-0.0) == "0")
        #expect(SpecNumberText.text(12.5) == "12.5")
        #expect(SpecNumberText.text(-4.101) == "-4.101")
        #expect(SpecNumberText.text(20.333333333) == "20.333333333")
        for value in [1.0 / 3, 1e-7, 2.5e20, -123456.789, 0.1 + 0.2] {
            #expect(Double(SpecNumberText.text(value)) == value)
        }
    }

    @Test func commentsAreOneLineEach() {
        var document = SpecDocumentModel()
        document.header = ["first\nsecond", "", "bell\u{7}"]
        document.guides = ["g"]
        #expect(SpecWriter.text(of: document) == "# first\n# second\n#\n# bell\u{FFFD}\nguides: [g]\n")
    }

    /// The layout of every construct, pinned: the importer's files compare with it byte for byte.
    @Test func theLayoutOfEachConstruct() {
        var document = SpecDocumentModel()
        document.header = ["header"]
        document.checks = [.outsideParent: .off, .negativeSize: .off]
        var label = SpecViewEntry(name: "label")
        label.measure = .intrinsic
        label.hugging = AxisPriorities(horizontal: 250, vertical: 251)
        document.views = [SpecViewEntry(name: "box"), label]
        var stack = SpecStackEntry(name: "row", arranged: ["box", "label"])
        stack.axis = .vertical
        stack.spacing = .points(8)
        document.stacks = [stack]
        document.container = SpecContainerEntry(margins: .input)
        document.constraints = [
            .statement("row.top == 8"), .comment("note"),
            .group(.init(when: "compactWidth", constraints: [.statement("row.left == 0")]))
        ]
        document.examples = [
            SpecExampleEntry(
                input: [.width(320), .sizes([SpecNamedNumbers("label", [40, 16.5])]), .conditions(["compactWidth"])],
                frames: [SpecNamedNumbers("row", [0, 8, 320, 40])])
        ]
        #expect(
            SpecWriter.text(of: document) == """
                # header
                checks: {negativeSize: off, outsideParent: off}
                views:
                  box: {}
                  label: {measure: intrinsic, hugging: [250, 251]}
                stacks:
                  row:
                    axis: vertical
                    arranged: [box, label]
                    spacing: 8
                container: {margins: input}
                constraints:
                  - row.top == 8
                  # note
                  - when: compactWidth
                    constraints:
                      - row.left == 0
                examples:
                  - input:
                      width: 320
                      size:
                        label: [40, 16.5]
                      when: [compactWidth]
                    frames:
                      row: [0, 8, 320, 40]

                """)
    }

    /// The same model gives the same text, whatever the order its dictionaries were filled in.
    @Test func writingIsDeterministic() {
        var first = SpecWriterRoundTripTests.everyKey
        var second = SpecWriterRoundTripTests.everyKey
        first.checks = [:]
        second.checks = [:]
        for check in LayoutCheck.allCases { first.checks[check] = .error }
        for check in LayoutCheck.allCases.reversed() { second.checks[check] = .error }
        #expect(SpecWriter.text(of: first) == SpecWriter.text(of: second))
        #expect(SpecWriter.text(of: first) == SpecWriter.text(of: first))
        #expect(
            SpecWriter.text(of: first).contains("checks: {negativeSize: error, outsideParent: error, overlap: error"))
    }
}
