import Testing

@testable import LayoutSpec

@Suite struct DocumentYAMLTests {
    typealias Support = DocumentTestSupport

    static let spec = """
        # ProfileCard layout
        name: ProfileCardLayout
        views:
          avatar: {measure: none}
          title:
            measure: intrinsic
            label: true
          badge: {parent: avatar, hugging: [251, 750]}
        inputs: [spacing, 'inset']
        conditions:
        - compact
        constraints:
          - "H:|-16-[avatar(48)]-12-[title]-(>=16)-|"
          - avatar.top == superview.top + 16   # trailing comment
          - 'title.width >= 80 @750'
          - H:|-[badge]-|
          - when: rtl
            constraints:
              - avatar.left == superview.left + 8
            else:
              - when: compact && !rtl
                constraints: ["[a]-8-[b]", 'it''s == y']
          - "esc \\"q\\" \\u00e9#1"
        metrics:
          gap:

        """

    @Test func representativeSpecHasTheExpectedShape() throws {
        let root = try Support.yaml(Self.spec)
        #expect(root.mapping?.map(\.key) == ["name", "views", "inputs", "conditions", "constraints", "metrics"])
        #expect(Support.position(root.location) == "2:1")
        #expect(root["name"]?.kind == .scalar("ProfileCardLayout", .plain))
        #expect(Support.position(root["name"]?.location) == "2:7")

        let views = try #require(root["views"])
        #expect(views.mapping?.map(\.key) == ["avatar", "title", "badge"])
        #expect(Support.position(views.location) == "4:3")
        #expect(Support.position(views.mapping?[1].keyLocation) == "5:3")
        #expect(views["avatar"]?["measure"]?.scalar == "none")
        #expect(Support.position(views["avatar"]?.location) == "4:11")
        #expect(Support.position(views["avatar"]?.mapping?.first?.keyLocation) == "4:12")
        #expect(views["title"]?["label"]?.kind == .scalar("true", .plain))
        #expect(Support.position(views["title"]?["label"]?.location) == "7:12")
        let hugging = try #require(views["badge"]?["hugging"]?.sequence)
        #expect(hugging.map(\.scalar) == ["251", "750"])
        #expect(Support.position(hugging[1].location) == "8:42")

        let inputs = try #require(root["inputs"]?.sequence)
        #expect(inputs.map(\.kind) == [.scalar("spacing", .plain), .scalar("inset", .singleQuoted)])
        #expect(Support.position(inputs[1].location) == "9:19")
        #expect(Support.position(inputs[1].contentLocation) == "9:20")

        // A sequence at the key's own indentation.
        #expect(root["conditions"]?.sequence?.map(\.scalar) == ["compact"])
        #expect(Support.position(root["conditions"]?.location) == "11:1")

        let constraints = try #require(root["constraints"]?.sequence)
        #expect(constraints.count == 6)
        #expect(constraints[0].kind == .scalar("H:|-16-[avatar(48)]-12-[title]-(>=16)-|", .doubleQuoted))
        #expect(Support.position(constraints[0].location) == "13:5")
        #expect(Support.position(constraints[0].contentLocation) == "13:6")
        #expect(constraints[1].kind == .scalar("avatar.top == superview.top + 16", .plain))
        #expect(Support.position(constraints[1].contentLocation) == "14:5")
        #expect(constraints[2].kind == .scalar("title.width >= 80 @750", .singleQuoted))
        #expect(constraints[3].kind == .scalar("H:|-[badge]-|", .plain))

        let group = constraints[4]
        #expect(group.mapping?.map(\.key) == ["when", "constraints", "else"])
        #expect(Support.position(group.location) == "17:5")
        #expect(group["when"]?.scalar == "rtl")
        #expect(group["constraints"]?.sequence?.first?.scalar == "avatar.left == superview.left + 8")
        #expect(Support.position(group["constraints"]?.sequence?.first?.location) == "19:9")
        let nested = try #require(group["else"]?.sequence?.first)
        #expect(nested["when"]?.scalar == "compact && !rtl")
        #expect(Support.position(nested.mapping?[1].keyLocation) == "22:9")
        let nestedConstraints = try #require(nested["constraints"]?.sequence)
        #expect(
            nestedConstraints.map(\.kind) == [.scalar("[a]-8-[b]", .doubleQuoted), .scalar("it's == y", .singleQuoted)])
        #expect(Support.position(nestedConstraints[0].contentLocation) == "22:24")
        #expect(Support.position(nestedConstraints[1].contentLocation) == "22:37")

        #expect(constraints[5].kind == .scalar("esc \"q\" \u{e9}#1", .doubleQuoted))

        #expect(root["metrics"]?["gap"]?.kind == .null)
        #expect(Support.position(root["metrics"]?["gap"]?.location) == "25:7")
    }

    @Test func plainScalarsKeepTheirText() throws {
        let root = try Support.yaml(
            """
            a: 12.5
            b: yes
            c: ~
            d: a.left == superview.left + 16 @high
            e: http://example.com/x#y
            f: -5
            g: :x
            """)
        #expect(root["a"]?.kind == .scalar("12.5", .plain))
        #expect(root["b"]?.kind == .scalar("yes", .plain))
        #expect(root["c"]?.kind == .scalar("~", .plain))
        #expect(root["d"]?.scalar == "a.left == superview.left + 16 @high")
        #expect(root["e"]?.scalar == "http://example.com/x#y")
        #expect(root["f"]?.scalar == "-5")
        #expect(root["g"]?.scalar == ":x")
    }

    @Test func compactNestedSequencesAndMappings() throws {
        let root = try Support.yaml(
            """
            - - a
              - b
            - k: v
              l:
                - x
            -
              deep: 1
            -
            - [1, [2, {m: n}], {}]
            """)
        let items = try #require(root.sequence)
        #expect(items.count == 5)
        #expect(items[0].sequence?.map(\.scalar) == ["a", "b"])
        #expect(Support.position(items[0].location) == "1:3")
        #expect(items[1]["l"]?.sequence?.first?.scalar == "x")
        #expect(items[2]["deep"]?.scalar == "1")
        #expect(items[3].kind == .null)
        #expect(Support.position(items[3].location) == "8:2")
        let flow = try #require(items[4].sequence)
        #expect(flow[1].sequence?[1]["m"]?.scalar == "n")
        #expect(flow[2].kind == .mapping([]))
    }

    @Test func flowCollectionsMaySpanLinesWithComments() throws {
        let root = try Support.yaml(
            """
            views: [
              a,   # first
              b,
            ]
            opts: {x: 1,
              y: [2, 3], z}
            quoted: {"k": v, 'l':w}
            """)
        #expect(root["views"]?.sequence?.map(\.scalar) == ["a", "b"])
        #expect(Support.position(root["views"]?.sequence?[1].location) == "3:3")
        #expect(root["opts"]?.mapping?.map(\.key) == ["x", "y", "z"])
        #expect(root["opts"]?["z"]?.kind == .null)
        #expect(Support.position(root["opts"]?.mapping?[1].keyLocation) == "6:3")
        #expect(root["quoted"]?["k"]?.scalar == "v")
        #expect(root["quoted"]?["l"]?.scalar == "w")
    }

    @Test func quotedKeysCommentsBlankLinesAndDocumentStart() throws {
        let root = try Support.yaml(
            """
            # leading comment
            --- # the one allowed document start

            "a b": 1
            'c': "x # not a comment"
              # indented comment
            \t# tab-indented comment line

            d: 'x' # comment
            """)
        #expect(root.mapping?.map(\.key) == ["a b", "c", "d"])
        #expect(Support.position(root.mapping?.first?.keyLocation) == "4:1")
        #expect(root["c"]?.kind == .scalar("x # not a comment", .doubleQuoted))
        #expect(root["d"]?.kind == .scalar("x", .singleQuoted))
    }

    @Test func emptyDocumentsAndScalarDocuments() throws {
        #expect(try Support.yaml("").kind == .null)
        #expect(try Support.yaml("# only a comment\n\n").kind == .null)
        #expect(try Support.yaml("hello").kind == .scalar("hello", .plain))
        #expect(try Support.yaml("\u{FEFF}a: 1\r\nb: 2\r\n")["b"]?.scalar == "2")
        #expect(try Support.yaml("a: 1\rb: 2")["b"]?.location.line == 2)
    }

    @Test func doubleQuotedEscapes() throws {
        let root = try Support.yaml(#"a: "\t\n\\\"\/\x41\u00e9\U0001F600\ ""#)
        #expect(root["a"]?.scalar == "\t\n\\\"/A\u{e9}\u{1F600} ")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try Support.yaml("é: [ü, \"x\"]")
        #expect(Support.position(root["é"]?.sequence?[1].contentLocation) == "1:9")
    }
}
