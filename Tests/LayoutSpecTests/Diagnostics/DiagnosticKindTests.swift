import Foundation
import LayoutSpec
import Testing

/// Diagnostics carry what they are about as data (`Diagnostic.kind`), and their messages are
/// rendered from it (`DiagnosticText`): the kinds and payloads of a conflict, a tie, an
/// undetermined attribute, an unknown name and a work budget, and the words they render to (the
/// golden message files pin the same words through `layout-gen check`).
@Suite struct DiagnosticKindTests {
    /// The errors of compiling `spec`.
    static func errors(_ spec: String, path: String = "T.layout.yaml") throws -> [Diagnostic] {
        let session = CompilationSession(contents: spec, path: path)
        let failure = try #require(session.failure)
        return failure.diagnostics.filter { $0.severity == .error }
    }

    /// 16 + 200 + 8 + 160 + 16 = 400: both sides of one threshold, one conflict.
    @Test func conflictCarriesItsConstraintsThresholdAndWitness() throws {
        let spec = "views: [a, b]\nconstraints:\n  - H:|-16-[a(200)]-8-[b(160)]-16-|\n  - V:|[a(20)]\n  - V:|[b(20)]\n"
        let error = try #require(try Self.errors(spec).first)
        guard case .conflict(let conflict) = error.kind else {
            Issue.record("expected a conflict, got \(error)")
            return
        }
        #expect(error.category == .conflict)
        guard case .allBut(let name, let threshold, let below, let above) = conflict.extent else {
            Issue.record("expected both sides of a threshold, got \(conflict.extent)")
            return
        }
        #expect(name == "container.width")
        #expect([threshold, below, above].map { DiagnosticText.number($0) } == ["400", "399", "401"])
        #expect(conflict.threshold == threshold)
        #expect(conflict.witness.entries == [DiagnosticWitness.Entry(name: "container.width", value: below)])
        // The leading gap, a's width, the gap, b's width and the trailing gap, at their columns.
        #expect(conflict.constraints.map(\.location.line) == [3, 3, 3, 3, 3])
        #expect(conflict.constraints.map(\.location.column) == [9, 15, 21, 26, 32])
        #expect(conflict.constraints.allSatisfy { $0.priority == 1000 })
        #expect(
            error.message
                == "these required constraints conflict for every container.width but 400 "
                + "(for example container.width = 399 or 401)")
    }

    /// Two wishes at @500 tie above 248 points.
    @Test func tieCarriesItsTiedConstraintsAttributeAndAlternatives() throws {
        let spec =
            "views: [a, b]\nconstraints:\n  - \"H:|-[a]-[b]-|\"\n  - a.width == 100 @500\n  - b.width == 100 @500\n"
            + "  - \"V:|-[a(20)]\"\n  - \"V:|-[b(20)]\"\n"
        let error = try #require(try Self.errors(spec).first)
        guard case .tie(let tie) = error.kind else {
            Issue.record("expected a tie, got \(error)")
            return
        }
        #expect(tie.item == "a")
        #expect(tie.variable == "a.width")
        #expect(tie.tied.map(\.location.line) == [4, 5])
        #expect(tie.tied.map(\.priority) == [500, 500])
        let threshold = try #require(tie.threshold)
        #expect(threshold.name == "container.width" && threshold.isAbove)
        #expect(DiagnosticText.number(threshold.value) == "248")
        #expect(tie.witness["container.width"] == 375)
        #expect(tie.alternatives == [.priority(change: "raise `a.width == 100 @500` at 4:5 to @501")])
        #expect(
            error.message
                == "a.width is not determined when container.width > 248, where the tied constraints cannot all "
                + "hold (for example when container.width = 375): equal priorities tie (@500); change the priority "
                + "of one of the tied constraints (for example raise `a.width == 100 @500` at 4:5 to @501)")
    }

    /// Neither view has a width: button.width is the first attribute left open.
    @Test func undeterminedCarriesItsAttributeAndHint() throws {
        let spec =
            "views: [title, button]\nconstraints:\n  - H:|-12-[title]-12-[button]-12-|\n"
            + "  - V:|[title(20)]\n  - V:|[button(20)]\n"
        let error = try #require(try Self.errors(spec).first)
        guard case .undetermined(let undetermined) = error.kind else {
            Issue.record("expected an undetermined attribute, got \(error)")
            return
        }
        #expect(undetermined.item == "button")
        #expect(undetermined.variable == "button.width")
        #expect(undetermined.witness.isEmpty)
        #expect(undetermined.conditions.isEmpty)
        #expect(undetermined.hint.hasPrefix("add a centerX constraint or a width in the `H:` line"))
        #expect(error.message == "button.width is not determined: " + undetermined.hint)
    }

    /// A misspelled view, in a Visual Format line and in an equation: each an unknown item with the
    /// declared name it is closest to.
    @Test func unknownNameCarriesTheNameItsKindAndSuggestions() throws {
        let spec =
            "views: [title, button]\nconstraints:\n  - H:|[titel(100)][button(100)]\n"
            + "  - V:|[title(20)][button(20)]\n  - titel.height == 20\n"
        let errors = try Self.errors(spec)
        #expect(errors.count == 2)
        for error in errors {
            guard case .unknownName(let unknown) = error.kind else {
                Issue.record("expected an unknown name, got \(error)")
                continue
            }
            #expect(unknown.name == "titel")
            #expect(unknown.expected == "item")
            #expect(unknown.declaredAs == nil)
            #expect(unknown.suggestions == ["title"])
            #expect(error.message.hasSuffix("; did you mean `title`?"))
        }
        // A metric where an item belongs is a name of the wrong kind.
        let metric = try #require(
            try Self.errors("views: [a]\nmetrics: {gap: 8}\nconstraints:\n  - a.left == gap.left\n").first)
        guard case .unknownName(let misplaced) = metric.kind else {
            Issue.record("expected a misplaced name, got \(metric)")
            return
        }
        #expect(misplaced.name == "gap")
        #expect(misplaced.declaredAs == "metric")
    }

    /// The words are rendered from the payload alone, and the plain constructors keep working.
    @Test func wordsAreRenderedFromThePayload() {
        let budget = Diagnostic(
            .error, at: nil,
            kind: .workBudget(
                WorkBudgetDiagnostic(
                    limit: .work,
                    constraints: [
                        DiagnosticConstraint(
                            location: SourceLocation(path: "A", line: 1, column: 1), text: "a", priority: 500)
                    ],
                    crowdedLevel: nil)))
        #expect(budget.category == .workBudget)
        #expect(
            budget.message.hasPrefix("solving this group of 1 linked constraint needs more work than the solver allows")
        )
        var plain = Diagnostic.error(at: nil, "something is wrong")
        #expect(plain.category == .general)
        #expect(plain.message == "something is wrong")
        plain.message = "reworded"
        #expect(plain.kind == .general("reworded"))
        #expect(SpecError(at: nil, "x").diagnostics.first?.kind == .general("x"))
        #expect(Diagnostic.warning(at: nil, "w").description == "warning: w")
        let witness = DiagnosticWitness([.init(name: "container.width", value: 170.333), .init(name: "gap", value: 8)])
        #expect(DiagnosticText.witness(witness) == "container.width = 170.33, gap = 8")
        #expect(
            DiagnosticText.message(.conflict(ConflictDiagnostic(constraints: [], extent: .at(witness))))
                == "these required constraints conflict when container.width = 170.33, gap = 8")
    }
}
