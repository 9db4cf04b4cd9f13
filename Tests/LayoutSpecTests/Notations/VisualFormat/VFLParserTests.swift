import Testing

@testable import LayoutSpec

@Suite struct VFLParserTests {
    private func parse(_ text: String) throws -> VisualFormat {
        try VFLParser.parse(SourceText(text, start: SpecTesting.location(1, 1)))
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch let error as SpecError {
            return error.diagnostics.map { "\($0.location?.column ?? 0): \($0.message)" }.joined()
        } catch {
            return "\(error)"
        }
    }

    @Test func fullLine() throws {
        let line = try parse("H:|-16-[avatar(48)]-12-[title(>=80@750)]-(>=16)-|")
        #expect(line.axis == .horizontal)
        #expect(line.views.map(\.name) == ["avatar", "title"])
        #expect(
            line.leadingEdge
                == .predicates(
                    [
                        VisualFormatPredicate(
                            relation: .equal, object: .number(16), objectOffset: 4, priority: nil, offset: 4)
                    ], offset: 3))
        #expect(
            line.views[1].predicates == [
                VisualFormatPredicate(
                    relation: .greaterThanOrEqual, object: .number(80), objectOffset: 32,
                    priority: PrioritySyntax(.literal(750), offset: 34, valueOffset: 35), offset: 30)
            ])
        guard case .predicates(let trailing, _) = line.trailingEdge else {
            Issue.record("expected trailing predicates")
            return
        }
        #expect(trailing.map(\.relation) == [.greaterThanOrEqual])
    }

    @Test func connectionsAndPredicates() throws {
        let vertical = try parse("V:|-[a]-[b(==a)]")
        #expect(vertical.axis == .vertical)
        #expect(vertical.leadingEdge == .standard(offset: 3))
        #expect(vertical.connections == [.standard(offset: 7)])
        #expect(vertical.trailingEdge == nil)
        #expect(vertical.views[1].predicates.map(\.object) == [.name("a")])
        let flush = try parse("|[a][b]|")
        #expect(flush.leadingEdge == .flush(offset: 1))
        #expect(flush.connections == [.flush(offset: 4)])
        #expect(flush.trailingEdge == .flush(offset: 7))
        let multiple = try parse("[a]-(>=8@750,<=20)-[b(>=50@high, <=100)]")
        guard case .predicates(let gap, _) = multiple.connections.first else {
            Issue.record("expected predicates")
            return
        }
        #expect(gap.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(gap.map(\.priority?.value) == [.literal(750), nil])
        #expect(multiple.views[1].predicates.count == 2)
        let metric = try parse("H:|-pad-[a]")
        #expect(
            metric.leadingEdge
                == .predicates(
                    [
                        VisualFormatPredicate(
                            relation: .equal, object: .name("pad"), objectOffset: 4, priority: nil, offset: 4)
                    ], offset: 3))
    }

    @Test func badLines() {
        #expect(error("H:|-[a]-[b") == "9: unbalanced brackets: this `[` is never closed")
        #expect(error("H:|-[a]-(>8)-[b]") == "10: unknown relation `>`: must be ==, >= or <=")
        #expect(error("X:[a]") == "1: unknown orientation `X`: write `H:` or `V:`")
        #expect(error("H:|-8-|") == "7: expected a view `[name]`, found `|`")
        #expect(error("H:[a]-8") == "8: expected `-` to close the spacing, found the end of the text")
        #expect(error("H:[a]|-[b]") == "7: expected the end of the line after the closing `|`, found `-`")
        #expect(error("H:[]") == "4: expected a view name after `[`, found `]`")
    }
}
