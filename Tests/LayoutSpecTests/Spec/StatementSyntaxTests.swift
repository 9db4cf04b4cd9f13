import Testing

@testable import LayoutSpec

/// `constraints:` statements parsed in the Spec stage: the notation chosen by its lexer's tokens,
/// the tree kept with the text, parse errors carried to their statement's place and reported once.
@Suite struct StatementSyntaxTests {
    private static let path = "Card.layout.yaml"

    /// `text` as a statement on line 3, its first character at column 6.
    private static func parsed(_ text: String) -> ParsedStatement<StatementSyntax> {
        StatementSyntax.parse(
            ConstraintStatement(
                source: SourceText(text, start: SourceLocation(path: path, line: 3, column: 6)),
                location: SourceLocation(path: path, line: 3, column: 5)))
    }

    /// The notation the dispatcher chose for `text`, or the first parse error.
    private static func notation(_ text: String) -> String {
        switch parsed(text).outcome {
        case .parsed(.equation): return "equation"
        case .parsed(.visualFormat): return "visualFormat"
        case .parsed(.relativity): return "relativity"
        case .parsed(.anchor): return "anchor"
        case .parsed(.snapKit): return "snapKit"
        case .parsed(.contentPriority): return "contentPriority"
        case .parsed(.constraintVariable): return "constraintVariable"
        case .failed(let diagnostics): return diagnostics.first?.description ?? "no diagnostics"
        }
    }

    @Test func theNotationIsChosenByItsTokens() {
        #expect(Self.notation("H:|-[a]-|") == "visualFormat")
        #expect(Self.notation(" \tV:|[a(20)]") == "visualFormat")
        #expect(Self.notation("[a(100)]") == "visualFormat")
        #expect(Self.notation("|-8-[a]") == "visualFormat")
        #expect(Self.notation("H:|[a]| options: alignAllCenterY") == "visualFormat")
        #expect(Self.notation("a.top --> b.bottom") == "relativity")
        #expect(Self.notation("b.top <-- a.bottom + (0, 8)") == "relativity")
        #expect(Self.notation("b.size == a.topRight |--| c.bottomLeft") == "relativity")
        #expect(Self.notation("a.topLeft.align(to: b.topLeft)") == "relativity")
        #expect(Self.notation("a.topLeft . align ( to : b.topLeft )") == "relativity")
        #expect(Self.notation("a.left == b.right + 8") == "equation")
        #expect(Self.notation("a.width == 2 * H") == "equation")
        #expect(Self.notation("a.height >= b.height - 1") == "equation")
        #expect(Self.notation("a.topAnchor.constraint(equalTo: b.bottomAnchor)") == "anchor")
        #expect(
            Self.notation("NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.bottomAnchor)])") == "anchor")
        #expect(Self.notation("top.priority = .defaultHigh") == "constraintVariable")
        #expect(Self.notation("self.top") == "constraintVariable")
        #expect(Self.notation("a.top") != "constraintVariable")
        #expect(
            Self.notation(
                "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)"
            ) == "anchor")
        #expect(Self.notation("a.top == b.topAnchor") != "anchor")
    }

    /// A statement its lexer claims reports the characters that lexer does not read when parsed,
    /// in that notation's words (the arrow makes `$` a Relativity error, not an equation's).
    @Test func aClaimedStatementReportsItsOwnErrors() {
        #expect(Self.notation("a.top --> b.bottom $") == "Card.layout.yaml:3:25: error: unexpected character `$`")
        #expect(
            Self.notation("H:|[a] options: alignAllSideways")
                == "Card.layout.yaml:3:22: error: unknown VFL option `alignAllSideways`; expected one of "
                + VisualFormatOptions.spellings)
    }

    /// The tree is kept with the text as written; lowering reads the tree, never the text again.
    @Test func loweringReadsTheTreeNotTheText() throws {
        var statement = Self.parsed("a.width == 10")
        #expect(statement.text == "a.width == 10")
        #expect(statement.written.location == SourceLocation(path: Self.path, line: 3, column: 5))
        statement.outcome = Self.parsed("a.width == 50").outcome
        let context = NotationTestSupport.context()
        let constraints = try SpecLowering.lowerStatement(statement, in: context)
        #expect(constraints.map(\.description) == ["a.width - 50 == 0"])
        #expect(constraints.map(\.origin.text) == ["a.width == 10"])
    }

    /// A statement that does not parse stays in the model with its errors, which lowering
    /// reports in the statement's place: between the errors of the statements around it.
    @Test func parseErrorsAreReportedInTheirStatementsPlace() throws {
        let text = """
            views: [a]
            constraints:
              - a.width == c.width
              - a.height == == 10
              - H:|[d]|
            """
        let root = try DocumentReader.read(contents: text, path: Self.path)
        let specification = try SpecParser.parse(root, path: Self.path)
        guard case .statement(let second) = specification.constraints[1] else {
            Issue.record("expected a statement")
            return
        }
        #expect(second.text == "a.height == == 10")
        #expect(
            second.outcome.errors.map(\.description) == [
                "Card.layout.yaml:4:17: error: expected a number, a metric, an input or `item.attribute`, found `==`"
            ])
        do {
            _ = try SpecLowering.lower(specification)
            Issue.record("expected errors")
        } catch let error as SpecError {
            #expect(
                error.diagnostics.map { $0.location.map { "\($0.line):\($0.column)" } ?? "" } == ["3:16", "4:17", "5:9"]
            )
        }
    }

    /// `rules:`, `attributes:` and `distribute:` are parsed by their notations in the Spec stage
    /// too: the model holds each string's tree (or its errors) next to its text.
    @Test func seedSectionsHoldTheirTrees() throws {
        let text = """
            views: [a, b]
            rules:
              a: ["ll = 10, tt = 20", "w = (("]
            attributes:
              b: "Left(8).to(a), Top(4)"
            distribute:
              - "H: a <> ~1~ <> b"
              - "H: a <> ~x~ <> b"
            """
        let root = try DocumentReader.read(contents: text, path: Self.path)
        let specification = try SpecParser.parse(root, path: Self.path)
        let rules = try #require(specification.rules.first)
        #expect(rules.view == "a" && rules.statements.map(\.text) == ["ll = 10, tt = 20", "w = (("])
        #expect(try rules.statements[0].tree().map(\.text) == ["ll = 10", "tt = 20"])
        // `w = ((` ends at column 34: the rule stops short there.
        #expect(rules.statements[1].outcome.errors.map { $0.location.map { "\($0.line):\($0.column)" } } == ["3:34"])
        let attributes = try #require(specification.attributes.first)
        #expect(try attributes.statements[0].tree().count == 2)
        #expect(try specification.distribute[0].parsedItems.tree().elements.count == 3)
        #expect(specification.distribute[1].parsedItems.errors.count == 1)
    }

    /// A reader error (`hugging: 1001`) and a notation parse error (`== ==`) are both reported by
    /// one compilation, each at its place.
    @Test func aReaderErrorAndAParseErrorAreReportedInOneRun() {
        let text = """
            views:
              a: {hugging: 1001}
            constraints:
              - a.width == == 10
              - "V:|[a(20)]"
            """
        do {
            _ = try LayoutCompiler().compile(contents: text, path: Self.path)
            Issue.record("expected errors")
        } catch let error as SpecError {
            let errors = error.diagnostics.filter { $0.severity == .error }
            #expect(errors.map { $0.location.map { "\($0.line):\($0.column)" } ?? "" } == ["2:16", "4:16"])
            #expect(errors.last?.message == "expected a number, a metric, an input or `item.attribute`, found `==`")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
