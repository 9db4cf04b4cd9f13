import Foundation
import Testing

@testable import LayoutSpec

private typealias F = SolverFixture

/// When exploring a case runs out of work, `ErrorLineSearch` looks for a real error along lines
/// through typical inputs, so a spec that has one gets it (with a witness), not "needs more work".
@Suite struct ErrorLineSearchTests {
    /// a, b and c in a row, a as wide as the input `aWidth`, b and c 20 wide; b and c wish to be 8
    /// after the view before them (at least 4 is required) and c wishes to end inside the container
    /// (@750). From aWidth + 48 to aWidth + 56 points wide the two @250 wishes compete for the same
    /// room: a tie, on a band of container widths (148 to 156 at the typical `aWidth`, 100).
    static func row(secondWishTies: Bool = true) -> [LinearConstraint] {
        var constraints = [
            F.c(F.x("a"), .equal, F.k(0), line: 1),
            F.c(F.w("a"), .equal, F.p(.intrinsicWidth("a")), line: 2),
            F.c(F.x("b"), .greaterThanOrEqual, F.x("a") + F.w("a") + F.k(4), line: 3),
            F.c(F.x("b"), .equal, F.x("a") + F.w("a") + F.k(8), 250, line: 4),
            F.c(F.w("b"), .equal, F.k(20), line: 5),
            F.c(F.x("c"), .greaterThanOrEqual, F.x("b") + F.w("b") + F.k(4), line: 6),
            F.c(F.w("c"), .equal, F.k(20), line: 8),
            F.c(F.x("c") + F.w("c"), .lessThanOrEqual, F.cw, 750, line: 9)
        ]
        // Without the tie: c's wish one level below b's, so b's wins in the band.
        constraints.append(
            F.c(F.x("c"), .equal, F.x("b") + F.w("b") + F.k(8), secondWishTies ? 250 : 200, line: 7))
        return constraints
    }

    static func problem(_ constraints: [LinearConstraint]) -> ParametricLayoutProblem {
        ParametricLayoutProblem(
            variables: F.horizontal("a", "b", "c"), parameters: [.containerWidth, .intrinsicWidth("a")],
            constraints: constraints, tolerance: 1e-9)
    }

    @Test func aTieOnABandOfContainerWidthsIsFound() throws {
        let constraints = Self.row()
        let search = ErrorLineSearch(
            problem: Self.problem(constraints), lower: [0, 0], upper: [10_000, 10_000], options: SolverOptions())
        let failure = try #require(search.firstFailure(budget: WorkBudget(units: 1_000_000_000)))
        guard case .undetermined(let probe, _, _, let tied) = failure else {
            Issue.record("expected a tie, found \(failure)")
            return
        }
        // Inside the band, and the two wishes (lines 4 and 7) are the tied constraints.
        let width = try #require(probe.first)
        #expect(width > 148 && width < 156)
        #expect(probe.last == 100)
        #expect(tied.map { constraints[$0].origin.location.line }.sorted() == [4, 7])
    }

    @Test func aCaseWithoutErrorsGivesNothing() {
        let problem = Self.problem(Self.row(secondWishTies: false))
        let search = ErrorLineSearch(problem: problem, lower: [0, 0], upper: [10_000, 10_000], options: SolverOptions())
        #expect(search.firstFailure(budget: WorkBudget(units: 1_000_000_000)) == nil)
    }

    @Test func anExhaustedSearchGivesNothing() {
        let search = ErrorLineSearch(
            problem: Self.problem(Self.row()), lower: [0, 0], upper: [10_000, 10_000], options: SolverOptions())
        let budget = WorkBudget(units: 10)
        #expect(search.firstFailure(budget: budget) == nil)
        #expect(budget.isExhausted)
    }

    /// With one varying input the case is a line already: its exploration stopped, and searching
    /// it again would only repeat that.
    @Test func aCaseThatIsALineAlreadyIsNotSearched() {
        let search = ErrorLineSearch(
            problem: Self.problem(Self.row()), lower: [0, 100], upper: [10_000, 100], options: SolverOptions())
        let budget = WorkBudget(units: 1_000_000_000)
        #expect(search.firstFailure(budget: budget) == nil)
        #expect(!budget.isExhausted)
    }

    /// Each group searches once, for half an allowance; a solve's searches spend one allowance.
    @Test func searchesAreBoundedPerGroupAndPerSolve() {
        let budget = WorkBudget(units: 1_000)
        #expect(budget.lineSearchBudget()?.allowance == 500)
        #expect(budget.lineSearchBudget() == nil)
        budget.startGroup()
        #expect(budget.lineSearchBudget()?.allowance == 500)
        budget.startGroup()
        #expect(budget.lineSearchBudget() == nil)
    }

    /// Seed 175 of the benchmark's random label-heavy screens (`LabelHeavyLayouts`): 18 views in
    /// seven rows, each row below every view of the one above it (`>=`) with an `@250` wish for
    /// the gap, and the last row inside the container's bottom. Its vertical group had more
    /// regions than the work budget explored, and the line search found its real tie, which the
    /// reference solver lexlp.py confirms (v12.top anywhere in [175, 176] when v14 is 541 tall in
    /// an 812-point container, every other text 20; unique at the typical input, v14 20 tall).
    /// Since the text wishes that only the inputs keep or break no longer split regions, the
    /// exploration covers the group and finds the tie itself (at another witness).
    @Test func theLabelHeavyScreenHasATie() throws {
        var diagnostics: [Diagnostic] = []
        do {
            _ = try LayoutCompiler().compile(contents: LabelHeavyScreens.seed175, path: "LabelHeavy175.layout.yaml")
        } catch let error as SpecError {
            diagnostics = error.diagnostics
        }
        let error = try #require(diagnostics.first)
        #expect(!diagnostics.contains { $0.message.contains("needs more work") })
        #expect(error.message.hasPrefix("v12.top is not determined (for example when container.height = "))
        #expect(error.message.contains("equal priorities tie (@250)"))
        #expect(
            error.notes.map(\.message) == [
                "tied constraint @250: v12.top == v9.bottom + 8 @250",
                "tied constraint @250: v17.top == v14.bottom + 8 @250"
            ])
    }

    /// A group that needs more regions than the solver allows gets its tie, found on a line, too.
    @Test func aGroupWithTooManySolutionsGetsItsTie() throws {
        let root = try DocumentReader.read(contents: LabelHeavyScreens.seed175, path: "LabelHeavy175.layout.yaml")
        let system = try SpecLowering.lower(SpecParser.parse(root, path: "LabelHeavy175.layout.yaml")).system
        let options = SolverOptions(maxRegions: 2, workBudget: 1_500_000_000)
        let errors = F.errors(system, options: options)
        // The vertical group's tie, and another group's limit (it has no error to find).
        let limit = "these constraints need more than 2 different solutions over the input domain"
        #expect(errors.count == 2)
        #expect(errors.first?.message.hasPrefix("v12.top is not determined") == true)
        #expect(errors.last?.message.hasPrefix(limit) == true)
        // Without the line search it would be the limit's error: the same group with the tied
        // wishes at distinct priorities has no tie, and needs too many solutions.
        var distinct = system
        for index in distinct.constraints.indices where distinct.constraints[index].origin.text.hasPrefix("v12.top ==")
        {
            distinct.constraints[index].priority = 240
        }
        let limited = F.errors(distinct, options: options)
        #expect(limited.count == 2)
        #expect(limited.allSatisfy { $0.message.hasPrefix(limit) })
    }
}
