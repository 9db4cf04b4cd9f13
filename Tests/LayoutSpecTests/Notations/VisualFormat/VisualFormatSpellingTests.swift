import Testing

@testable import LayoutSpec

/// A Visual Format line's constraints carry their connection as written and the spelling that lets
/// them yield, from the notation's own syntax.
@Suite struct VisualFormatSpellingTests {
    static func origins(_ line: String, metrics: String = "") throws -> [ConstraintOrigin] {
        let spec = "views: [a, b]\n\(metrics)constraints:\n  - \"\(line)\"\n"
        let root = try DocumentReader.read(contents: spec, path: "A.layout.yaml")
        return try SpecLowering.lower(SpecParser.parse(root, path: "A.layout.yaml")).system.constraints.map(\.origin)
    }

    /// `written | relaxed | between views` of each gap (one per reading direction), and `relaxed` of each size.
    static func spellings(_ origins: [ConstraintOrigin]) -> [String] {
        var seen: [String] = []
        for origin in origins {
            let entry: String
            switch origin.role {
            case .visualFormatGap(let written, let between):
                entry = "\(written) | \(origin.relaxed ?? "-") | \(between)"
            case .visualFormatSize: entry = "size \(origin.relaxed ?? "-")"
            default: continue
            }
            if !seen.contains(entry) { seen.append(entry) }
        }
        return seen
    }

    @Test func connectionsAndSizesAsWrittenAndRelaxed() throws {
        #expect(
            Self.spellings(try Self.origins("H:|-12-[a(>=200)]-pad-[b(160)]|", metrics: "metrics: {pad: 4}\n")) == [
                "-12- | -(>=12)- | false", "size [a(>=200@750)]", "-pad- | -(>=pad)- | true", "size [b(160@750)]",
                " | - | false"
            ])
        // The standard spacing grows from its value; a parenthesised connection and a size with a
        // priority or two predicates have no spelling to suggest.
        #expect(
            Self.spellings(try Self.origins("H:|-[a(100@750)]-[b(>=10,<=90)]-(>=8)-|")) == [
                "- | -(>=20)- | false", "size -", "- | -(>=8)- | true", "-(>=8)- | - | false"
            ])
        #expect(
            Self.spellings(try Self.origins("H:[a]-[b]", metrics: "metrics: {standardSpacing: 6}\n")) == [
                "- | -(>=6)- | true"
            ])
    }
}
