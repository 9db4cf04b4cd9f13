import Testing

@testable import LayoutSpec

/// `SpecParser` types `examples:` (docs/Solving.md): values and positions, shape errors kept for the
/// examples' name checks, names not yet checked.
@Suite struct ExampleSyntaxTests {
    static func parse(_ yaml: String) throws -> ExamplesSection? {
        try SpecParser.parse(DocumentReader.read(contents: yaml, path: "T.layout.yaml"), path: "T.layout.yaml").examples
    }

    @Test func examplesAreTypedWithTheirPositions() throws {
        let section = try #require(
            try Self.parse(
                """
                views: [a]
                examples:
                  - input: {width: 200, size: {a: 3x4}, when: rtl, set: {ghost: 1}}
                    frames: {a: [1, 2, 3, 4]}
                """))
        let at = { (line: Int, column: Int) in SourceLocation(path: "T.layout.yaml", line: line, column: column) }
        #expect(section.errors == [])
        #expect(
            section.examples == [
                ExampleSyntax(
                    number: 1, location: at(3, 5),
                    input: [
                        .width(200), .sizes([.init(name: "a", values: [3, 4], location: at(3, 32))]),
                        .conditions([.init(name: "rtl", location: at(3, 47))]),
                        .inputs([.init(name: "ghost", values: [1], location: at(3, 58))])
                    ],
                    frames: [.init(name: "a", values: [1, 2, 3, 4], location: at(4, 14))])
            ])
    }

    @Test func shapeErrorsAreKeptWithTheWellFormedParts() throws {
        let section = try #require(
            try Self.parse(
                """
                views: [a]
                examples:
                  - input: {width: -1}
                    frames: {a: [1, 2, 3]}
                """))
        #expect(
            section.errors.map(\.description) == [
                "T.layout.yaml:3:20: error: `width` must be a number ≥ 0, found `-1`",
                "T.layout.yaml:4:17: error: `a`'s frame must be [x, y, w, h] (4 numbers), found a list of 3"
            ])
        #expect(section.examples.map(\.isWellFormed) == [false])
    }
}
