/// The spec lines each solved value comes from, as a comment before the `let` that holds it
/// (docs/GeneratedCode.md, "Spec lines"): `// ProfileCard.layout.yaml:13 title.top == avatar.top`.
///
/// A component's value in one condition case and region is a combination of the constraints that
/// hold with equality there (`ValueDerivation`, as `explain` names them); a value over several
/// cases, regions or `min`/`max` operands names the constraints of every piece, each spec line
/// once, in line order. The file is the spec's file name, not the path it was compiled from, so the
/// generated code is the same on every machine. Values no combination gives (a pixel-rounded
/// distribution) name nothing. Comments are inserted after every other pass, so none is left
/// behind by a `let` that a pass removes or folds into another.
enum SpecLineComments {
    /// At most this many spec lines are named per value; more are summed up as `and N more`.
    static let maximumLinesPerValue = 4

    /// The spec lines (line → statement) each of `component.variables` comes from, over all its
    /// cases and pieces (empty for a value no combination gives, and for a component of more
    /// constraints than `ValueDerivation.constraintLimit`). Lines, not constraints: a value at the
    /// end of a long chain comes from every statement of the chain, and the comment names four.
    static func sources(
        of component: SolvedComponent, constraints: [LinearConstraint]
    ) -> [Variable: SourceLines] {
        guard !constraints.isEmpty, constraints.count <= ValueDerivation.constraintLimit else { return [:] }
        let derivations = component.cases.map {
            ValueDerivation(constraints: constraints, assignment: $0.assignment)
        }
        // Each constraint's lines, once.
        let linesOf = constraints.map { constraint in
            constraint.allOrigins.map { (line: $0.location.line, statement: $0.statement) }
        }
        var result: [Variable: SourceLines] = [:]
        for (index, variable) in component.variables.enumerated() {
            var lines: SourceLines = [:]
            for (solvedCase, derivation) in zip(component.cases, derivations) {
                for value in pieces(of: solvedCase, at: index) {
                    // In source order: each line keeps its first statement.
                    let used = derivation.orderedSourceIndices(of: LinearExpression(variable), equal: value) ?? []
                    for constraintIndex in used {
                        for (line, statement) in linesOf[constraintIndex] where lines[line] == nil {
                            lines[line] = statement
                        }
                    }
                }
            }
            result[variable] = lines
        }
        return result
    }

    /// Spec lines and the statement written on each.
    typealias SourceLines = [Int: String]

    /// The affine values the variable at `index` takes in `solvedCase`: its closed form's operands,
    /// or its value in each region.
    private static func pieces(of solvedCase: SolvedCase, at index: Int) -> [LinearExpression] {
        if let form = solvedCase.closedForm, index < form.count {
            return leaves(of: form[index])
        }
        return solvedCase.regions.compactMap { index < $0.values.count ? $0.values[index] : nil }
    }

    /// The affine operands of a closed form.
    private static func leaves(of value: SolvedValue) -> [LinearExpression] {
        switch value {
        case .affine(let expression): return [expression]
        case .minimum(let operands), .maximum(let operands): return operands.flatMap(leaves)
        }
    }

    /// `file:line statement; :line statement` for `lines`, in line order.
    static func comment(naming lines: SourceLines, specFileName: String) -> String? {
        let ordered = lines.keys.sorted()
        guard !ordered.isEmpty else { return nil }
        var parts = ordered.prefix(maximumLinesPerValue).enumerated().map { position, line in
            (position == 0 ? specFileName : "") + ":\(line) " + (lines[line] ?? "")
        }
        if ordered.count > maximumLinesPerValue { parts.append("and \(ordered.count - maximumLinesPerValue) more") }
        return parts.joined(separator: "; ")
    }

    /// `specLines` with a comment for each item's rounded frame (a local of `frameValues`, or the
    /// first statement of its frame, its lead, where that is still declared) naming
    /// the spec lines of its position and size values that no `let` of `bodies` holds any more
    /// (a literal written into the frame, such as a fixed width): so each frame a spec line
    /// decides names it, once.
    static func addingFrames(
        to specLines: [String: String], frameValues: [String: [(local: String, variable: Variable)]],
        leads: [String: String], sources: [Variable: SourceLines], bodies: [[SwiftStatement]],
        specFileName: String
    ) -> [String: String] {
        let declared = SwiftStatement.declaredNames(in: bodies.flatMap { $0 }, includingAssignments: false)
        var result = specLines
        for (frame, values) in frameValues where result[frame] == nil {
            var folded: SourceLines = [:]
            for value in values where !declared.contains(value.local) {
                folded.merge(sources[value.variable] ?? [:]) { first, _ in first }
            }
            let lead = leads[frame].flatMap { declared.contains($0) && result[$0] == nil ? $0 : nil }
            result[lead ?? frame] = comment(naming: folded, specFileName: specFileName)
        }
        return result
    }

    /// `statements` with `comments[name]` before the first declaration of each `name` (a `let` with
    /// or without its value), inside `if`s too.
    static func insert(_ comments: [String: String], into statements: [SwiftStatement]) -> [SwiftStatement] {
        guard !comments.isEmpty else { return statements }
        var remaining = comments
        return insert(&remaining, into: statements)
    }

    private static func insert(
        _ comments: inout [String: String], into statements: [SwiftStatement]
    )
        -> [SwiftStatement]
    {
        var result: [SwiftStatement] = []
        result.reserveCapacity(statements.count)
        for statement in statements {
            switch statement {
            case .constant(let name, _, _), .uninitializedConstant(let name, _):
                if let comment = comments.removeValue(forKey: name) { result.append(.comment(comment)) }
                result.append(statement)
            case .conditional(let branches, let otherwise):
                let newBranches = branches.map {
                    SwiftConditionalBranch(condition: $0.condition, body: insert(&comments, into: $0.body))
                }
                let newOtherwise = otherwise.map { insert(&comments, into: $0) }
                result.append(.conditional(branches: newBranches, otherwise: newOtherwise))
            case .tupleConstant, .variable, .assignment, .call, .returnValue, .comment:
                result.append(statement)
            }
        }
        return result
    }
}
