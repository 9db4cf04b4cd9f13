/// The sizes an imported root is meant for, found by compiling its spec: Interface Builder shows
/// one canvas, while a spec is proven at every container size and every measured size, so a root
/// whose constraints hold at the canvas but not at every size must say which sizes it is for.
///
/// The spec is compiled as written; each conflict of required constraints that depends on one size
/// alone (the container's width or height, a measured view's width or height) is answered the way
/// UIKit's use of such a view implies (docs/ComingFromInterfaceBuilder.md, "Container sizes"), and
/// the spec compiled again:
/// - the constraints allow one container height only (the stored one): the content decides the
///   height, as in a self-sizing cell or header, so the height is `fit` and the example's
///   `fittingSize` is the stored size (the same for a width); a view controller's root, whose size
///   is the screen's, is not fitted;
/// - they allow sizes from a threshold up (or down): the spec declares `minHeight` (or `maxHeight`,
///   `minWidth`, `maxWidth`) there, on the container or in the measured view's `measuredSize:`.
/// Each answer is a warning at the root's line and a comment in the spec, so the team sees the
/// range the file really has.
struct InterfaceBuilderDeclaredSizes {
    /// The spec's file name, for the compiler's locations.
    var specPath: String
    /// Whether the root is a view controller's view (its size is the screen's: never fitted).
    var isViewControllerRoot: Bool

    /// How many times the spec is compiled at most: each round answers one conflict or tie.
    static let rounds = 12

    /// The spec with the sizes its constraints hold for and, when equal content priorities tie
    /// where the canvas does not show it, `ties: viewOrder`; what was declared, and the ties broken.
    func declared(
        in document: SpecDocumentModel
    ) -> (document: SpecDocumentModel, answers: [Answer], ties: [TieDiagnostic]) {
        var document = document
        var answers: [Answer] = []
        var ties: [TieDiagnostic] = []
        // The diagnostics of `document` when a round has compiled it already.
        var compiled: [Diagnostic]?
        for _ in 0..<Self.rounds {
            let diagnostics = compiled ?? Self.diagnostics(compiling: document, path: specPath)
            compiled = nil
            let conflicts = diagnostics.compactMap { diagnostic -> ConflictDiagnostic? in
                if case .conflict(let conflict) = diagnostic.kind { return conflict }
                return nil
            }
            if let answer = conflicts.lazy.compactMap({ answer(to: $0, in: document) }).first {
                answer.apply(to: &document)
                answers.append(answer)
                continue
            }
            // A conflict at a point that moves several sizes, or equal priorities that tie where
            // view order cannot break them: each size is bounded at the canvas (conflicts first).
            let jointConflict = conflicts.lazy.compactMap { conflict -> [Answer]? in
                switch conflict.extent {
                case .at(let witness):
                    return canvasBounds(at: witness, in: document, tiedVariable: nil)
                case .above(let name, _, let example) where Self.stackContent(name, in: document) != nil:
                    // A stack's content size above a threshold: its measured views' sizes, bounded.
                    return canvasBounds(
                        at: DiagnosticWitness([.init(name: name, value: example)]), in: document, tiedVariable: nil)
                default:
                    return nil
                }
            }.first
            let joint =
                jointConflict
                ?? diagnostics.lazy.compactMap { diagnostic -> [Answer]? in
                    guard case .tie(let tie) = diagnostic.kind, !Self.isBrokenByViewOrder(tie) else { return nil }
                    return canvasBounds(at: tie.witness, in: document, tiedVariable: tie.variable)
                }.first
            if let joint {
                for answer in joint { answer.apply(to: &document) }
                answers += joint
                continue
            }
            // A cell or view whose constraints leave its height open: fitted as small as they allow,
            // as UIKit fits a self-sizing cell, when that is its stored height.
            if let fitted = fittedSmallest(document, diagnostics: diagnostics) {
                (document, compiled) = (fitted.document, fitted.diagnostics)
                answers.append(fitted.answer)
                continue
            }
            // Equal hugging or compression resistances that tie at sizes the canvas does not show:
            // broken by the order of `views:`, as the spec's tie policy allows.
            let breakable = diagnostics.compactMap { diagnostic -> TieDiagnostic? in
                guard case .tie(let tie) = diagnostic.kind, Self.isBrokenByViewOrder(tie) else { return nil }
                return tie
            }
            guard document.ties == nil, !breakable.isEmpty else { break }
            document.ties = .viewOrder
            document.comments[.ties] = [
                "Equal content priorities tie at sizes Interface Builder's canvas does not show; the order of "
                    + "`views:` breaks them."
            ]
            ties = breakable
        }
        return (document, answers, ties)
    }

    /// The spec with its height fitted as small as its constraints allow (`Answer.Bound.fitSmallest`),
    /// when `diagnostics` say an attribute is not determined, the root is not a view controller's
    /// view, its height is not fitted yet, and the fitted spec has no attribute left undetermined and
    /// fewer errors (its example then checks the stored height as the smallest); with the fitted
    /// spec's diagnostics, for the next round.
    private func fittedSmallest(
        _ document: SpecDocumentModel, diagnostics: [Diagnostic]
    ) -> (document: SpecDocumentModel, answer: Answer, diagnostics: [Diagnostic])? {
        guard !isViewControllerRoot, document.container.height != .fit,
            diagnostics.contains(where: \.kind.isUndetermined)
        else { return nil }
        let answer = Answer(subject: .container(.height), bound: .fitSmallest)
        var fitted = document
        answer.apply(to: &fitted)
        let after = Self.diagnostics(compiling: fitted, path: specPath)
        guard !after.contains(where: \.kind.isUndetermined), after.count < diagnostics.count else { return nil }
        return (fitted, answer, after)
    }

    /// Whether `ties: viewOrder` breaks `tie`.
    private static func isBrokenByViewOrder(_ tie: TieDiagnostic) -> Bool {
        tie.alternatives.contains { if case .viewOrder = $0 { return true } else { return false } }
    }

    /// The warning at the root's line for the ties `ties: viewOrder` breaks, naming each tied size
    /// and where it ties; nil when none was broken.
    static func warning(breaking ties: [TieDiagnostic]) -> String? {
        guard !ties.isEmpty else { return nil }
        let tied = ties.map { tie in
            "`\(tie.variable)`"
                + (tie.threshold.map {
                    " when \($0.name) is \($0.isAbove ? "above" : "below") " + InterfaceBuilderFormat.number($0.value)
                } ?? "")
        }
        return "equal hugging or compression resistance priorities tie at sizes Interface Builder's canvas does not "
            + "show (\(tied.joined(separator: ", "))): the spec breaks the ties by the order of its views "
            + "(`ties: viewOrder`); UIKit promises no order, so give one of the tied views a distinct priority in "
            + "Interface Builder to choose which one gives way"
    }

    /// The answer to a conflict that depends on one size alone, if any.
    private func answer(to conflict: ConflictDiagnostic, in document: SpecDocumentModel) -> Answer? {
        let input: String
        let bound: Answer.Bound
        switch conflict.extent {
        case .allBut(let name, _, _, _), .everyValue(let name, _):
            input = name
            bound = .fit
        case .below(let name, let threshold, _):
            input = name
            bound = .minimum(threshold)
        case .above(let name, let threshold, _):
            input = name
            bound = .maximum(threshold)
        case .everywhere, .at:
            return nil
        }
        return answer(input: input, bound: bound, in: document)
    }

    /// The answer that bounds the input named `input` (`container.width`, `title.intrinsicWidth`),
    /// nil when the spec cannot declare it (another input, a fitted view controller's root, a
    /// view that is not measured).
    private func answer(input: String, bound: Answer.Bound, in document: SpecDocumentModel) -> Answer? {
        let parts = input.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        if parts[0] == ReservedNames.container {
            guard let dimension = Self.containerDimensions[parts[1]] else { return nil }
            let fitted = dimension == .width ? document.container.width : document.container.height
            if bound == .fit && (isViewControllerRoot || fitted == .fit) { return nil }
            return Answer(subject: .container(dimension), bound: bound)
        }
        if parts[0] == ReservedNames.safeArea {
            guard bound != .fit, let edge = Self.safeAreaEdges[parts[1]] else { return nil }
            return Answer(subject: .safeArea(edge), bound: bound)
        }
        guard bound != .fit, let dimension = Self.measuredDimensions[parts[1]], Self.isMeasured(parts[0], in: document)
        else { return nil }
        return Answer(subject: .measured(view: parts[0], dimension), bound: bound)
    }

    /// The safe area's sides by the name a point gives them (`safeArea.top`).
    private static let safeAreaEdges = Dictionary(uniqueKeysWithValues: Parameter.Edge.allCases.map { ($0.name, $0) })

    /// The container's inputs by the dimension they are (`container.width`).
    private static let containerDimensions: [String: Answer.Dimension] = ["width": .width, "height": .height]
    /// A measured view's inputs by the dimension they are (`title.intrinsicWidth`).
    private static let measuredDimensions: [String: Answer.Dimension] = [
        "intrinsicWidth": .width, "intrinsicHeight": .height, "measuredHeight": .height
    ]

    /// A stack's content sizes by the dimension they are (`row.contentWidth`).
    private static let stackContentDimensions: [String: Answer.Dimension] = [
        "contentWidth": .width, "contentHeight": .height
    ]

    /// The stack and dimension of `input` when it is a stack's content size (`row.contentWidth`).
    private static func stackContent(
        _ input: String, in document: SpecDocumentModel
    ) -> (stack: String, dimension: Answer.Dimension)? {
        let parts = input.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let dimension = stackContentDimensions[parts[1]],
            document.stacks.contains(where: { $0.name == parts[0] })
        else { return nil }
        return (parts[0], dimension)
    }

    /// The measured views `stack` arranges, and those the stacks in it arrange, in order.
    private static func measuredViews(arrangedIn stack: String, in document: SpecDocumentModel) -> [String] {
        var found: [String] = []
        var pending = [stack]
        var visited: Set<String> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let entry = document.stacks.first(where: { $0.name == name }) else {
                continue
            }
            for item in entry.arranged {
                if document.stacks.contains(where: { $0.name == item }) {
                    pending.append(item)
                } else if isMeasured(item, in: document) {
                    found.append(item)
                }
            }
        }
        return found
    }

    /// Whether `view` is a measured view of the spec (its measured size can be declared).
    private static func isMeasured(_ view: String, in document: SpecDocumentModel) -> Bool {
        document.views.contains { $0.name == view && ($0.measure ?? .none) != .none }
    }

    /// The answer to a conflict (or a tie) that happens at `witness`, a point that may move several
    /// sizes at once (a container width together with a label's width): each size the point makes
    /// smaller than the canvas's container or larger than its content is bounded at the canvas's
    /// value (`minWidth: 375` when the conflict happens narrower, a `measuredSize:` `maxWidth` at
    /// the label's stored width when it needs the label wider); when the point moves no size that
    /// way, each size it moves is bounded on the canvas's side. A safe-area inset wider than the
    /// canvas's is bounded like content (`maxSafeArea: {right: 0}`). Nil when the point names an
    /// input the spec cannot bound (a runtime margin off the canvas's value, a font) or moves no size.
    /// A tie's answers carry `tiedVariable`, the size the tie leaves undetermined; a conflict's
    /// carry the point.
    private func canvasBounds(
        at witness: DiagnosticWitness, in document: SpecDocumentModel, tiedVariable: String?
    ) -> [Answer]? {
        guard let example = document.examples.first else { return nil }
        // The canvas's sizes: the container's by dimension, each measured view's by name.
        var container: [Answer.Dimension: Double] = [:]
        var content: [String: [Double]] = [:]
        // The canvas's safe area (zero where the example gives none), and its runtime margins,
        // which the spec cannot bound: a point may name them only at the canvas's values.
        var safeArea: [Double] = [0, 0, 0, 0]
        var margins: [Double]?
        if let fitting = example.fittingSize, fitting.count == 2 {
            (container[.width], container[.height]) = (fitting[0], fitting[1])
        }
        for input in example.input {
            switch input {
            case .width(let value): container[.width] = value
            case .height(let value): container[.height] = value
            case .sizes(let sizes):
                for size in sizes where size.values.count == 2 { content[size.name] = size.values }
            case .safeArea(let values) where values.count == 4: safeArea = values
            case .margins(let values) where values.count == 4: margins = values
            default: break
            }
        }
        // Each entry of the point as (what it moves, the point's value, the canvas's value); nil
        // when the spec cannot bound one of them.
        var sizes: [(subject: Answer.Subject, value: Double, canvas: Double)] = []
        for entry in witness.entries {
            let parts = entry.name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            if parts[0] == ReservedNames.safeArea, let edge = Self.safeAreaEdges[parts[1]] {
                sizes.append((.safeArea(edge), entry.value, safeArea[edge.rawValue]))
            } else if let values = margins, parts[0] == ReservedNames.margins, let edge = Self.safeAreaEdges[parts[1]] {
                guard abs(entry.value - values[edge.rawValue]) < 1e-9 else { return nil }
            } else if parts[0] == ReservedNames.container {
                guard let dimension = Self.containerDimensions[parts[1]], let value = container[dimension]
                else { return nil }
                sizes.append((.container(dimension), entry.value, value))
            } else if let (stack, dimension) = Self.stackContent(entry.name, in: document) {
                // A stack's content size, which no key bounds: larger than the stack on the canvas,
                // it is its measured views' sizes that grew, each bounded at its stored one; not
                // larger, the point's other sizes are where the trouble is.
                guard let shown = example.frames.first(where: { $0.name == stack })?.values, shown.count == 4
                else { return nil }
                guard entry.value > shown[dimension == .width ? 2 : 3] + 1e-9 else { continue }
                let views = Self.measuredViews(arrangedIn: stack, in: document)
                guard !views.isEmpty else { return nil }
                for view in views {
                    guard let size = content[view] else { return nil }
                    let stored = size[dimension == .width ? 0 : 1]
                    sizes.append((.measured(view: view, dimension), stored + 1, stored))
                }
            } else {
                guard let dimension = Self.measuredDimensions[parts[1]], let size = content[parts[0]],
                    Self.isMeasured(parts[0], in: document)
                else { return nil }
                sizes.append((.measured(view: parts[0], dimension), entry.value, size[dimension == .width ? 0 : 1]))
            }
        }
        let text = witness.entries.map { "\($0.name) = \(InterfaceBuilderFormat.number($0.value))" }
            .joined(separator: ", ")
        let moved = sizes.filter { abs($0.value - $0.canvas) > 1e-9 }
        // A container smaller than the canvas, content larger than the stored one and a safe area
        // wider than the canvas's are how a layout meets trouble; the point's other moves only
        // take it there.
        let usual = moved.filter { size in
            if case .container = size.subject { return size.value < size.canvas }
            return size.value > size.canvas
        }
        // A wider safe area is the cause where the point has one: the point's container is only where
        // the compiler looked (the typical phone's), so the insets alone are bounded first.
        let insets = usual.filter(\.subject.isSafeArea)
        var answers: [Answer] = []
        for size in !insets.isEmpty ? insets : usual.isEmpty ? moved : usual {
            if case .container(let dimension) = size.subject {
                let fitted = dimension == .width ? document.container.width : document.container.height
                guard fitted != .fit else { return nil }
            }
            answers.append(
                Answer(
                    subject: size.subject,
                    bound: size.value < size.canvas ? .minimum(size.canvas) : .maximum(size.canvas),
                    jointConflict: tiedVariable == nil ? text : nil, tiedVariable: tiedVariable))
        }
        return answers.isEmpty ? nil : answers
    }

    /// The diagnostics compiling the spec reports, in order (none when it compiles).
    private static func diagnostics(compiling document: SpecDocumentModel, path: String) -> [Diagnostic] {
        do {
            _ = try LayoutCompiler().compile(contents: SpecWriter.text(of: document), path: path)
            return []
        } catch let error as SpecError {
            return error.diagnostics
        } catch {
            return []
        }
    }
}
