import Testing

@testable import LayoutSpec

/// YAML block scalars (docs/DOCUMENT-FORMAT.md): `|` keeps line breaks, `>` folds lines into
/// spaces, `-` drops the final line break and `+` keeps every trailing one; the text is the lines
/// indented more than the key or `-`, and its tokens are located on their own lines.
@Suite struct DocumentBlockScalarTests {
    /// The scalar of `key` in a one-entry mapping.
    private static func scalar(_ contents: String) throws -> DocumentNode? {
        try DocumentTestSupport.yaml(contents).mapping?.first?.value
    }

    @Test func aLiteralBlockKeepsItsLines() throws {
        let node = try Self.scalar("a: |\n  one\n    two\n\n  three\nb: 1")
        #expect(node?.kind == .scalar("one\n  two\n\nthree\n", .block))
        #expect(DocumentTestSupport.position(node?.contentLocation) == "2:3")
    }

    @Test func chompingDropsOrKeepsTheFinalLineBreaks() throws {
        #expect(try Self.scalar("a: |-\n  one\n  two\n")?.scalar == "one\ntwo")
        #expect(try Self.scalar("a: |+\n  one\n\n")?.scalar == "one\n\n")
        #expect(try Self.scalar("a: |\n  one\n\n\n")?.scalar == "one\n")
    }

    @Test func aFoldedBlockJoinsLinesWithSpaces() throws {
        #expect(try Self.scalar("a: >-\n  one\n  two\n\n  three\n    four")?.scalar == "one two\n\nthree\n  four")
    }

    /// A `- |` item of a list, as a statement pasted over several lines is written; the list goes
    /// on after it.
    @Test func aListItemHoldsABlock() throws {
        let root = try DocumentTestSupport.yaml("list:\n  - |\n    x(\n      y)\n  - z\n")
        let items = root.mapping?.first?.value.sequence
        #expect(items?.count == 2)
        #expect(items?.first?.scalar == "x(\n  y)\n")
        #expect(DocumentTestSupport.position(items?.first?.contentLocation) == "3:5")
        #expect(items?.last?.scalar == "z")
    }

    /// A statement's token on the block's third line is reported there.
    @Test func aTokenIsLocatedOnItsOwnLine() throws {
        let node = try #require(try Self.scalar("a: |\n  one\n  two\n  three"))
        let source = try #require(SourceText(node))
        #expect(DocumentTestSupport.position(source.location(at: 10)) == "4:5")
    }

    /// A block holds a long activate list, but each line stays as long, and each part between two
    /// `,` or `;` holds as many operators, as a quoted statement can: the parsers and evaluators
    /// recurse over an expression.
    @Test func aBlockIsBoundedPartByPart() throws {
        let calls = Array(repeating: "    a.widthAnchor.constraint(equalToConstant: 1 + 2),", count: 300)
        let list = "a: |\n    NSLayoutConstraint.activate([\n" + calls.joined(separator: "\n") + "\n    ])"
        #expect(list.count > ScalarLimits.maximumLength * 5)
        #expect(DocumentTestSupport.firstError(list) == nil)
        let longLine = "a: |\n  " + String(repeating: "1 + ", count: 600) + "1"
        #expect(
            DocumentTestSupport.firstError(longLine)?.message == "this line is longer than 2000 characters: split it")
        let deep = "a: |\n  1" + String(repeating: " +\n  1", count: 1001)
        let error = DocumentTestSupport.firstError(deep)
        #expect(error?.message == "this statement has more than 1000 operators: split it into several statements")
        #expect(DocumentTestSupport.position(error?.location) == "1002:5")
    }
}
