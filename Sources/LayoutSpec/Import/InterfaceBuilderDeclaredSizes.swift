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
    static let rounds = 6

    /// The spec with the sizes its constraints hold for and, when equal content priorities tie
    /// where the canvas does not show it, `ties: viewOrder`; what was declared, and the ties broken.
    func declared(
        in document: SpecDocumentModel
    ) -> (document: SpecDocumentModel, answers: [Answer], ties: [TieDiagnostic]) {
        var document = document
        var answers: [Answer] = []
        var ties: [TieDiagnostic] = []
        for _ in 0..<Self.rounds {
            let diagnostics = Self.diagnostics(compiling: document, path: specPath)
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
                guard case .at(let witness) = conflict.extent else { return nil }
                return canvasBounds(at: witness, in: document, tiedVariable: nil)
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

    /// The sizes declared for one width or height.
    struct Answer: Hashable, Sendable {
        /// Whose size: the container's, or a measured view's (by name).
        var view: String?
        /// `width` or `height`.
        var dimension: Dimension
        /// What is declared.
        var bound: Bound
        /// For a bound declared with others because the conflict depends on several sizes at once:
        /// the point where it happens, as the compiler names it (`container.width = 119,
        /// title.intrinsicWidth = 100`).
        var jointConflict: String? = nil
        /// For a bound declared because equal priorities tie beyond it: the size they leave
        /// undetermined there (`title.height`).
        var tiedVariable: String? = nil

        /// A width or a height.
        enum Dimension: String, Hashable, Sendable {
            case width, height
        }

        /// The sizes declared.
        enum Bound: Hashable, Sendable {
            /// Fitted to the content: the stored size is the example's fitting size (the container only).
            case fit
            /// At least this size.
            case minimum(Double)
            /// At most this size.
            case maximum(Double)
        }

        /// `minHeight`, `maxWidth`, ... for a bound; nil for `fit`.
        var key: String? {
            let name = dimension.rawValue.prefix(1).uppercased() + dimension.rawValue.dropFirst()
            switch bound {
            case .fit: return nil
            case .minimum: return "min" + name
            case .maximum: return "max" + name
            }
        }

        /// The warning at the root's line: what the file's constraints allow, and what the spec says.
        var warning: String {
            let name = dimension.rawValue
            switch bound {
            case .fit:
                return "the root's constraints allow one \(name), its stored one: its content decides its \(name) "
                    + "(a self-sizing cell or view), so the spec fits it (`\(name): fit`) and the example checks the "
                    + "stored \(name) as its fitting size; if the app gives this view a fixed \(name), that \(name) "
                    + "breaks these constraints"
            case .minimum(let value), .maximum(let value):
                let side = key?.hasPrefix("min") == true ? "below" : "above"
                let number = InterfaceBuilderFormat.number(value)
                let whose = view.map { "`\($0)`'s measured \(name)" } ?? "the root's \(name)"
                let declaration =
                    "`\(key ?? ""): \(number)`" + (view.map { " in `\($0)`'s `measuredSize:`" } ?? "")
                if let tiedVariable {
                    return "equal priorities tie at sizes Interface Builder's canvas does not show (`\(tiedVariable)` "
                        + "is not determined there): the spec declares \(declaration), \(whose) on the canvas, as a "
                        + "bound the layout is determined within (UIKit would pick one of the tied constraints beyond it)"
                }
                if let jointConflict {
                    return "the root's constraints conflict at sizes Interface Builder's canvas does not show, which "
                        + "depend on several sizes at once (for example \(jointConflict)): the spec declares "
                        + "\(declaration), \(whose) on the canvas, as a bound they hold within (UIKit would break a "
                        + "constraint beyond it)"
                }
                return "the root's constraints conflict when \(whose) is \(side) \(number), which Interface Builder's "
                    + "canvas does not show: the spec declares \(declaration), the sizes they hold for (UIKit would "
                    + "break a constraint there)"
            }
        }

        /// The comment above `container:` in the spec.
        var comment: String {
            let whose = view.map { "\($0)'s measured \(dimension.rawValue)" } ?? "a \(dimension.rawValue)"
            switch bound {
            case .fit:
                return "The content decides the \(dimension.rawValue) (a self-sizing view): the example's fittingSize "
                    + "is the stored one."
            case .minimum(let value):
                return
                    "The file's constraints hold for \(whose) of at least \(InterfaceBuilderFormat.number(value)) only."
            case .maximum(let value):
                return
                    "The file's constraints hold for \(whose) of at most \(InterfaceBuilderFormat.number(value)) only."
            }
        }

        /// Writes the answer into the spec: the container's key or the view's `measuredSize:` and,
        /// for a fitted dimension, the example's fitting size in place of its input size.
        func apply(to document: inout SpecDocumentModel) {
            if let view {
                guard let index = document.views.firstIndex(where: { $0.name == view }) else { return }
                document.comments[.views, default: []].append(comment)
                var range = document.views[index].measuredSize ?? MeasuredSizeRange()
                switch (dimension, bound) {
                case (.width, .minimum(let value)): range.minWidth = value
                case (.width, .maximum(let value)): range.maxWidth = value
                case (.height, .minimum(let value)): range.minHeight = value
                case (.height, .maximum(let value)): range.maxHeight = value
                case (_, .fit): return
                }
                document.views[index].measuredSize = range
                return
            }
            document.comments[.container, default: []].append(comment)
            switch (dimension, bound) {
            case (.width, .fit): document.container.width = .fit
            case (.height, .fit): document.container.height = .fit
            case (.width, .minimum(let value)): document.container.minWidth = value
            case (.width, .maximum(let value)): document.container.maxWidth = value
            case (.height, .minimum(let value)): document.container.minHeight = value
            case (.height, .maximum(let value)): document.container.maxHeight = value
            }
            guard bound == .fit else { return }
            document.examples = document.examples.map { example in
                var example = example
                let size = example.input.reduce(into: example.fittingSize ?? [0.0, 0.0]) { size, input in
                    switch input {
                    case .width(let value): size[0] = value
                    case .height(let value): size[1] = value
                    default: break
                    }
                }
                example.input.removeAll { input in
                    switch (input, dimension) {
                    case (.width, .width), (.height, .height): return true
                    default: return false
                    }
                }
                example.fittingSize = size
                return example
            }
        }
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
            return Answer(view: nil, dimension: dimension, bound: bound)
        }
        guard bound != .fit, let dimension = Self.measuredDimensions[parts[1]], Self.isMeasured(parts[0], in: document)
        else { return nil }
        return Answer(view: parts[0], dimension: dimension, bound: bound)
    }

    /// The container's inputs by the dimension they are (`container.width`).
    private static let containerDimensions: [String: Answer.Dimension] = ["width": .width, "height": .height]
    /// A measured view's inputs by the dimension they are (`title.intrinsicWidth`).
    private static let measuredDimensions: [String: Answer.Dimension] = [
        "intrinsicWidth": .width, "intrinsicHeight": .height, "measuredHeight": .height
    ]

    /// Whether `view` is a measured view of the spec (its measured size can be declared).
    private static func isMeasured(_ view: String, in document: SpecDocumentModel) -> Bool {
        document.views.contains { $0.name == view && ($0.measure ?? .none) != .none }
    }

    /// The answer to a conflict (or a tie) that happens at `witness`, a point that may move several
    /// sizes at once (a container width together with a label's width): each size the point makes
    /// smaller than the canvas's container or larger than its content is bounded at the canvas's
    /// value (`minWidth: 375` when the conflict happens narrower, a `measuredSize:` `maxWidth` at
    /// the label's stored width when it needs the label wider); when the point moves no size that
    /// way, each size it moves is bounded on the canvas's side. Nil when the point names an input
    /// the spec cannot bound (a safe-area inset, a margin, a font) or moves no size.
    /// A tie's answers carry `tiedVariable`, the size the tie leaves undetermined; a conflict's
    /// carry the point.
    private func canvasBounds(
        at witness: DiagnosticWitness, in document: SpecDocumentModel, tiedVariable: String?
    ) -> [Answer]? {
        guard let example = document.examples.first else { return nil }
        // The canvas's sizes: the container's by dimension, each measured view's by name.
        var container: [Answer.Dimension: Double] = [:]
        var content: [String: [Double]] = [:]
        // The runtime insets, which the spec cannot bound: a point may name them only at the
        // canvas's values (a zero safe area where the example gives none).
        var insets: [String: [Double]] = [ReservedNames.safeArea: [0, 0, 0, 0]]
        if let fitting = example.fittingSize, fitting.count == 2 {
            (container[.width], container[.height]) = (fitting[0], fitting[1])
        }
        for input in example.input {
            switch input {
            case .width(let value): container[.width] = value
            case .height(let value): container[.height] = value
            case .sizes(let sizes):
                for size in sizes where size.values.count == 2 { content[size.name] = size.values }
            case .safeArea(let values): insets[ReservedNames.safeArea] = values
            case .margins(let values): insets[ReservedNames.margins] = values
            default: break
            }
        }
        // Each entry of the point as (whose size: nil for the container, dimension, the point's
        // value, the canvas's value); nil when the spec cannot bound one of them.
        var sizes: [(view: String?, dimension: Answer.Dimension, value: Double, canvas: Double)] = []
        let edges = ["top": 0, "left": 1, "bottom": 2, "right": 3]
        for entry in witness.entries {
            let parts = entry.name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            if let values = insets[parts[0]], values.count == 4, let edge = edges[parts[1]] {
                guard abs(entry.value - values[edge]) < 1e-9 else { return nil }
            } else if parts[0] == ReservedNames.container {
                guard let dimension = Self.containerDimensions[parts[1]], let value = container[dimension]
                else { return nil }
                sizes.append((nil, dimension, entry.value, value))
            } else {
                guard let dimension = Self.measuredDimensions[parts[1]], let size = content[parts[0]],
                    Self.isMeasured(parts[0], in: document)
                else { return nil }
                sizes.append((parts[0], dimension, entry.value, size[dimension == .width ? 0 : 1]))
            }
        }
        let text = witness.entries.map { "\($0.name) = \(InterfaceBuilderFormat.number($0.value))" }
            .joined(separator: ", ")
        let moved = sizes.filter { abs($0.value - $0.canvas) > 1e-9 }
        // A container smaller than the canvas and content larger than the stored one are how a
        // layout meets trouble; the point's other moves only take it there.
        let usual = moved.filter { $0.view == nil ? $0.value < $0.canvas : $0.value > $0.canvas }
        var answers: [Answer] = []
        for size in usual.isEmpty ? moved : usual {
            if size.view == nil {
                let fitted = size.dimension == .width ? document.container.width : document.container.height
                guard fitted != .fit else { return nil }
            }
            answers.append(
                Answer(
                    view: size.view, dimension: size.dimension,
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
