/// `layout-gen explain SPEC` (docs/CLI-AND-PLUGIN.md, "explain"): every solved attribute's
/// piecewise-affine solution in words and formulas, with the thresholds where it changes.
///
/// ```
/// title.width = min(container.width - 92, title.intrinsicWidth)
///   = title.intrinsicWidth while title.intrinsicWidth - container.width <= -92
///   = container.width - 92 otherwise
///     from 5:5, 5:9, 5:23, 5:28 `H:|-16-[avatar(48)]-12-[title]-(>=16)-|`
///   = title.intrinsicWidth otherwise
///     from 3:3 `title's intrinsic width (hugging 250)`
/// ```
///
/// Each piece names the constraints it comes from (`ValueDerivation`), line:column in the spec.
/// Positions are in the container's coordinates (before `bounds.origin` is added and frames are
/// moved into their parents); values are before pixel rounding.
package enum LayoutExplanation {
    /// The explanation of the spec at `path` with `contents`, from one compilation session.
    ///
    /// - Throws: `SpecError` when the spec has errors (the same diagnostics `check` prints).
    package static func explain(contents: String, path: String) throws -> String {
        try explain(CompilationSession(contents: contents, path: path))
    }

    /// The explanation of a compiled session's solution (nothing is run again).
    ///
    /// - Throws: the session's failure when the spec has errors (the same diagnostics `check` prints).
    package static func explain(_ session: CompilationSession) throws -> String {
        if let failure = session.failure { throw failure }
        guard let specification = session.specification, let lowered = session.lowered,
            let solution = session.solution
        else {
            throw SpecError(
                at: nil, kind: .internalError(context: " while explaining '\(session.path)'", error: "no solution"))
        }
        let stacks = specification.stacks.map { stack in
            let arrangement = lowered.stackArrangements.first { $0.name == stack.name }
            return "\n" + describe(stack, arrangement: arrangement, solvedBecause: lowered.solvedStacks[stack.name])
                + (arrangement.map { arrangedLines($0, solution: solution) } ?? "")
        }.joined()
        return explain(
            interface: lowered.interface, solution: solution, domains: lowered.system.parameters,
            constraints: lowered.system.constraints, specPath: session.path) + stacks
    }

    /// One stack's rule in a paragraph (docs/notations/stacks.md): its properties, and the order in
    /// which its arranged views give way when their priorities tie; for a stack arranged over its
    /// shown views (`arrangement`), its hidden flags and content size.
    static func describe(
        _ stack: StackDeclaration, arrangement: StackArrangement? = nil, solvedBecause reason: String? = nil
    ) -> String {
        let names = stack.arranged.map(\.name)
        var gaps = "spacing \(StackLowering.describe(stack.spacing))"
        let custom = names.compactMap { name in
            stack.customSpacing[name].map { "\(StackLowering.describe($0)) after \(name)" }
        }
        if !custom.isEmpty { gaps += " (" + custom.joined(separator: ", ") + ")" }
        var lines = [
            "stack \(stack.name): \(stack.axis.rawValue), distribution \(stack.distribution.rawValue), "
                + "alignment \(stack.alignment.rawValue), \(gaps); arranged \(names.joined(separator: ", "))."
        ]
        if stack.isLayoutMarginsRelative {
            let margins = stack.layoutMargins.map { LinearExpression.format($0) }.joined(separator: ", ")
            lines.append("    Arranged inside its layout margins [\(margins)] (top, leading, bottom, trailing).")
        }
        if stack.isBaselineRelative {
            lines.append("    Gaps run from each label's last baseline to the next one's first baseline.")
        }
        let along = stack.axis == .horizontal ? "widths" : "heights"
        if let reason {
            lines.append("    Solved as UIStackView's constraints, not arranged by the stack model: \(reason).")
        }
        lines.append(
            "    When the hugging or compression resistance priorities of their \(along) tie, the earlier view "
                + "gives way first: " + names.joined(separator: ", ") + ".")
        if let arrangement {
            lines += describeArrangement(arrangement, stack: stack)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stack arranged over its shown views: its flags, content size and who takes the slack.
    private static func describeArrangement(_ arrangement: StackArrangement, stack: StackDeclaration) -> [String] {
        var lines: [String] = []
        let flags = stack.hideable.map { "\($0.name) (`\(BuiltInConditions.hiddenFlag(of: $0.name))`)" }
        lines.append(
            "    Arranged by the stack model over its shown views, in the generated code, not solved"
                + (flags.isEmpty ? "" : "; hidden flags: ") + flags.joined(separator: ", ") + ".")
        let along = arrangement.isHorizontal ? "width" : "height"
        let across = arrangement.isHorizontal ? "height" : "width"
        let parts =
            ["the shown views' \(along)s", "the spacing after each shown view but the last"]
            + (arrangement.margins[0] + arrangement.margins[1] == 0 ? [] : ["its margins"])
        lines.append(
            "    Its content \(along) (\(arrangement.contentAlongParameter)) is "
                + (arrangement.distribution == .fillEqually
                    ? "the shown count times the longest shown view, plus the spacings"
                    : parts.joined(separator: " + "))
                + "; its content \(across) is the largest shown view's.")
        if arrangement.distribution == .equalCentering {
            lines.append(
                "    Its centred \(along) is its content \(along) + \(arrangement.centeringSlackParameter): one less "
                    + "than the shown views times their longest centre distance (half of each of two neighbours + "
                    + "the spacing between them), less the sum of the distances. It fits that \(along) (@51) and "
                    + "keeps it (@149) unless something firmer sizes it; shorter, the last distances give up first.")
        }
        let thickest = arrangement.items.map { ExplanationText.expression($0.contentAcross) }
        let acrossMargins = arrangement.margins[2] + arrangement.margins[3]
        lines.append(
            "    \(arrangement.contentAcrossParameter) = max(" + thickest.joined(separator: ", ") + ")"
                + (acrossMargins == 0 ? "" : " + " + ExplanationText.number(acrossMargins))
                + (arrangement.items.contains(where: \.isHideable) ? " with every view shown." : "."))
        if arrangement.dependsOnWidth {
            let measured = arrangement.items.filter(\.isMeasuredAtWidth).map(\.name)
            lines.append(
                "    Its content height is measured at its width: "
                    + measured.joined(separator: ", ")
                    + (measured.count == 1 ? " is" : " are")
                    + " measured at the width the stack gives "
                    + (measured.count == 1 ? "it" : "them")
                    + ", once \(arrangement.isNested ? "its parent places it" : "\(arrangement.name).width is solved")."
            )
        }
        let attributes = arrangement.items.flatMap { item in
            ["left", "top", "width", "height"].map { "\(item.name).\($0)" }
        }
        lines.append("    It places " + attributes.joined(separator: ", ") + " (not solved).")
        if arrangement.distribution != .fillEqually {
            func order(_ priority: KeyPath<StackArrangement.Item, Int>) -> String {
                arrangement.givingWayOrder(priority)
                    .map { "\(arrangement.items[$0].name) (\(arrangement.items[$0][keyPath: priority]))" }
                    .joined(separator: ", ")
            }
            if arrangement.distribution == .fill {
                lines.append("    Extra length goes to the first shown of: " + order(\.hugging) + ".")
            }
            lines.append("    Missing length comes off the first shown of: " + order(\.compression) + ".")
        }
        return lines
    }

    /// The arranged views' formulas (`ArrangedViewFormulas`), left to right and, where they
    /// differ, right to left; the stack's frame written in where the solution has it as one affine
    /// value.
    static func arrangedLines(_ arrangement: StackArrangement, solution: LayoutSolution) -> String {
        func frame(_ rightToLeft: Bool) -> (FrameAttribute) -> LinearExpression {
            { attribute in
                let variable = Variable(arrangement.name, attribute)
                guard let component = solution.components.first(where: { $0.variables.contains(variable) }),
                    let index = component.variables.firstIndex(of: variable)
                else { return LinearExpression(variable) }
                var values: Set<LinearExpression> = []
                for solvedCase in component.cases
                where (solvedCase.assignment[BuiltInConditions.rightToLeft] ?? rightToLeft) == rightToLeft {
                    if let forms = solvedCase.closedForm, index < forms.count, case .affine(let value) = forms[index] {
                        values.insert(value)
                    } else if solvedCase.closedForm == nil, solvedCase.regions.count == 1,
                        index < solvedCase.regions[0].values.count
                    {
                        values.insert(solvedCase.regions[0].values[index])
                    } else {
                        return LinearExpression(variable)
                    }
                }
                return values.count == 1 ? values.first ?? LinearExpression(variable) : LinearExpression(variable)
            }
        }
        guard !arrangement.items.contains(where: \.isBounded) else {
            // A bound makes the giving way a cascade of pieces: told in words.
            let bounds = arrangement.items.compactMap { item -> String? in
                guard item.isBounded else { return nil }
                let least = item.minimumAlong.map { ">= " + ExplanationText.expression($0) }
                let greatest = item.maximumAlong.map { "<= " + ExplanationText.expression($0) }
                return "\(item.name) (" + [least, greatest].compactMap { $0 }.joined(separator: ", ") + ")"
            }
            return "    Views with bounds give way only up to them, then the next view in the order does: "
                + bounds.joined(separator: ", ") + ".\n"
        }
        func describe(_ rightToLeft: Bool) -> [(name: String, lines: [[String]])]? {
            ArrangedFrames.frames(
                of: arrangement, rightToLeft: rightToLeft, everyViewShown: true, frame: frame(rightToLeft))?
                .map { item in
                    (
                        item.name,
                        item.attributes.map { attribute, pieces in
                            formulaLines("\(Variable(item.name, attribute))", pieces)
                        }
                    )
                }
        }
        guard let leftToRight = describe(false), let rightToLeft = describe(true) else {
            return "    Its arranged views' frames are the model's running sums: "
                + (arrangement.distribution == .fillProportionally
                    ? "shares of the canvas in proportion to the content lengths.\n"
                    : arrangement.distribution == .equalCentering
                        ? "centre distances equal where they fit, else given up one after the other from the last.\n"
                        : "the largest spacing sets the gaps.\n")
        }
        let shown = arrangement.items.contains(where: \.isHideable) ? " (every view shown)" : ""
        var lines = ["    The arranged views, as the stack model places them\(shown):"]
        for (ltr, rtl) in zip(leftToRight, rightToLeft) {
            lines.append("")
            // Attribute by attribute: one formula, or one per direction.
            for (mine, theirs) in zip(ltr.lines, rtl.lines) where !mine.isEmpty {
                if mine == theirs {
                    lines += mine
                } else {
                    lines += ["when !rtl: " + mine[0]] + mine.dropFirst()
                    lines += ["when rtl: " + (theirs.first ?? "")] + theirs.dropFirst()
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name = value`, or its pieces, each with where it holds.
    private static func formulaLines(_ name: String, _ pieces: [ArrangedFrames.Piece]) -> [String] {
        guard pieces.count > 1 else {
            return pieces.first.map { ["\(name) = " + ExplanationText.expression($0.value)] } ?? []
        }
        return ["\(name), by region:"]
            + pieces.map { piece in
                "    = " + ExplanationText.expression(piece.value) + " while "
                    + piece.conditions.map(threshold).joined(separator: " and ")
            }
    }

    /// The explanation of a solved layout; with the lowered `constraints`, each piece names the
    /// constraints it comes from.
    package static func explain(
        interface: LayoutInterface, solution: LayoutSolution, domains: [ParameterDomain],
        constraints: [LinearConstraint] = [], specPath: String? = nil
    ) -> String {
        var lines = [
            "\(interface.typeName) (\(interface.specFileName)): each attribute in container coordinates, before pixel rounding."
        ]
        let ranges = domains.filter { $0.lowerBound.isFinite || $0.upperBound.isFinite }.map { domain in
            "\(domain.parameter) in [\(ExplanationText.number(domain.lowerBound)), "
                + (domain.upperBound.isFinite ? ExplanationText.number(domain.upperBound) + "]" : "∞)")
        }
        if !ranges.isEmpty { lines.append("Proven for " + ranges.joined(separator: ", ") + ".") }
        // The fitting size's solved dimensions come first: the container's own width or height.
        let fitting = [(interface.fitsWidth, FrameAttribute.width), (interface.fitsHeight, FrameAttribute.height)]
            .filter(\.0).map { Variable(ReservedNames.container, $0.1) }
        let byComponent = PinnedVariables.constraintsByComponent(constraints, of: solution)
        var derivations: [String: ValueDerivation] = [:]
        for variable in fitting
            + interface.items.flatMap({ item in FrameAttribute.allCases.map { Variable(item.name, $0) } })
        {
            guard let componentIndex = solution.components.firstIndex(where: { $0.variables.contains(variable) }),
                let index = solution.components[componentIndex].variables.firstIndex(of: variable)
            else { continue }
            let component = solution.components[componentIndex]
            lines.append("")
            if variable.item == ReservedNames.container {
                lines.append(
                    "The fitting \(variable.attribute == .width ? "width" : "height") (the container's, where it fits its content):"
                )
            }
            lines += explain(variable, index: index, in: component) { caseIndex, value in
                let key = "\(componentIndex) \(caseIndex)"
                let derivation =
                    derivations[key]
                    ?? ValueDerivation(
                        constraints: byComponent[componentIndex], assignment: component.cases[caseIndex].assignment)
                derivations[key] = derivation
                return derivation.sources(of: LinearExpression(variable), equal: value).map {
                    sourcesLine($0, specFileName: interface.specFileName, specPath: specPath)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `variable`'s lines; `sources` gives, for a case and an affine value, the line naming the
    /// constraints it comes from.
    private static func explain(
        _ variable: Variable, index: Int, in component: SolvedComponent,
        sources: (Int, LinearExpression) -> String?
    ) -> [String] {
        var lines: [String] = []
        // Cases whose closed forms agree print once, under the simplest condition covering them
        // all (none when they are every case): conditions that do not change the attribute are
        // not mentioned.
        let forms = component.cases.map { $0.closedForm.flatMap { index < $0.count ? $0[index] : nil } }
        var groups: [(first: Int, members: [Int])] = []
        for (caseIndex, form) in forms.enumerated() {
            if form != nil, let group = groups.firstIndex(where: { forms[$0.first] == form }) {
                groups[group].members.append(caseIndex)
            } else {
                groups.append((caseIndex, [caseIndex]))
            }
        }
        for group in groups {
            let solvedCase = component.cases[group.first]
            var head = "\(variable)"
            if group.members.count < component.cases.count {
                let condition = ConditionCover.describe(
                    group.members.map { component.cases[$0].assignment },
                    names: component.conditionNames)
                head = "when \(condition): \(variable)"
            }
            if let forms = solvedCase.closedForm, index < forms.count {
                lines.append(head + " = " + formula(forms[index]))
                if case .affine(let value) = forms[index], let line = sources(group.first, value) { lines.append(line) }
                for (text, operand) in pieces(forms[index]) {
                    lines.append("    = " + text)
                    if let operand, let line = sources(group.first, operand) { lines.append(line) }
                }
            } else {
                lines.append(head + ", by region:")
                for region in solvedCase.regions where index < region.values.count {
                    let bounds = region.bounds.filter { !$0.isConstant }.map { threshold($0) }
                    lines.append(
                        "    = " + ExplanationText.expression(region.values[index])
                            + (bounds.isEmpty ? "" : " while " + bounds.joined(separator: " and ")))
                    if let line = sources(group.first, region.values[index]) { lines.append(line) }
                }
            }
        }
        return lines
    }

    /// The value as a formula: `min(a, max(b, c))`.
    static func formula(_ value: SolvedValue) -> String {
        switch value {
        case .affine(let expression): return ExplanationText.expression(expression)
        case .minimum(let operands): return "min(" + operands.map(formula).joined(separator: ", ") + ")"
        case .maximum(let operands): return "max(" + operands.map(formula).joined(separator: ", ") + ")"
        }
    }

    /// The line under a piece naming the constraints it comes from, by line:column, each
    /// statement quoted once after its pieces' positions: `from 5:5, 5:9 `H:|-16-[a]|`, 6:3 `a.top == 8``;
    /// a position in another file than the spec's (`specPath`, else any file named `specFileName`: a
    /// spec composed by `layout:`) starts with that file's name, `InfoBox.layout.yaml:14:5`, or its
    /// path where the names are alike.
    static func sourcesLine(_ constraints: [LinearConstraint], specFileName: String, specPath: String? = nil) -> String
    {
        var groups: [(statement: String, positions: [String])] = []
        // A constraint the solver substituted a pinned unknown into (`PinnedVariables`) comes from
        // the equalities that pin it too.
        let origins = constraints.flatMap(\.allOrigins).enumerated().sorted {
            $0.element.location != $1.element.location
                ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        for origin in origins {
            let file = SpecFileName.fileName(ofPath: origin.location.path)
            let isOwn = specPath.map { origin.location.path == $0 } ?? (file == specFileName)
            let place = isOwn ? "" : (file == specFileName ? origin.location.path : file) + ":"
            let position = place + "\(origin.location.line):\(origin.location.column)"
            let statement = "\(origin.statement)"
            if let last = groups.indices.last, groups[last].statement == statement {
                if !groups[last].positions.contains(position) { groups[last].positions.append(position) }
            } else {
                groups.append((statement, [position]))
            }
        }
        return "        from "
            + groups.map { $0.positions.joined(separator: ", ") + " `" + $0.statement + "`" }.joined(separator: ", ")
    }

    /// For a min or max of affine operands, which operand holds where: "a while a - b <= 0", each
    /// with the operand when it is affine.
    static func pieces(_ value: SolvedValue) -> [(text: String, operand: LinearExpression?)] {
        let operands: [SolvedValue]
        let isMinimum: Bool
        switch value {
        case .affine: return []
        case .minimum(let list): operands = list; isMinimum = true
        case .maximum(let list): operands = list; isMinimum = false
        }
        var result: [(text: String, operand: LinearExpression?)] = []
        let allAffine = operands.allSatisfy { if case .affine = $0 { return true } else { return false } }
        for (index, operand) in operands.enumerated() {
            guard allAffine, case .affine(let expression) = operand else {
                result.append((formula(operand) + " where it is the " + (isMinimum ? "smallest" : "largest"), nil))
                continue
            }
            if index == operands.count - 1 && !result.isEmpty {
                result.append((ExplanationText.expression(expression) + " otherwise", expression))
                continue
            }
            var conditions: [String] = []
            for (otherIndex, other) in operands.enumerated() where otherIndex != index {
                guard case .affine(let otherExpression) = other else { continue }
                // min: this operand holds while it is ≤ each other one; max: while ≥.
                let difference = isMinimum ? otherExpression - expression : expression - otherExpression
                conditions.append(threshold(difference))
            }
            result.append(
                (ExplanationText.expression(expression) + " while " + conditions.joined(separator: " and "), expression)
            )
        }
        return result
    }

    /// `expression >= 0` in words: a single input against a number (`container.width >= 212`),
    /// otherwise the terms against the constant (`title.intrinsicWidth - container.width <= -92`).
    package static func threshold(_ expression: LinearExpression) -> String {
        let terms = expression.parameterTerms
        let constant = expression.constant
        if terms.count == 1, expression.variableTerms.isEmpty, let term = terms.first {
            let bound = -constant / term.coefficient
            return "\(term.parameter) " + (term.coefficient > 0 ? ">=" : "<=") + " " + ExplanationText.number(bound)
        }
        var left = expression
        left.constant = 0
        if terms.first.map({ $0.coefficient < 0 }) ?? false {
            return ExplanationText.expression(-left) + " <= " + ExplanationText.number(constant)
        }
        return ExplanationText.expression(left) + " >= " + ExplanationText.number(-constant)
    }
}
