extension InterfaceBuilderDeclaredSizes {
    /// The range declared for one of the sizes or insets an imported root's constraints depend on.
    struct Answer: Hashable, Sendable {
        /// What is bounded.
        var subject: Subject
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

        /// Whose size or which inset.
        enum Subject: Hashable, Sendable {
            /// The container's width or height: a `container:` bound, or `fit`.
            case container(Dimension)
            /// A measured view's width or height: its `measuredSize:`.
            case measured(view: String, Dimension)
            /// One side of the safe area: `container: {minSafeArea, maxSafeArea}`.
            case safeArea(Parameter.Edge)

            /// Whether this is a side of the safe area.
            var isSafeArea: Bool {
                if case .safeArea = self { return true }
                return false
            }

            /// `width`, `height`, or the safe area's side (`top`).
            var dimensionName: String {
                switch self {
                case .container(let dimension), .measured(_, let dimension): return dimension.rawValue
                case .safeArea(let edge): return edge.name
                }
            }
        }

        /// The sizes declared.
        enum Bound: Hashable, Sendable {
            /// Fitted to the content: the stored size is the example's fitting size (the container only).
            case fit
            /// Fitted to the content, as small as the constraints allow (the container only): UIKit
            /// sizes a self-sizing cell with `systemLayoutSizeFitting` at `fittingSizeLevel` (50),
            /// so where its constraints leave its size open the cell takes the smallest.
            case fitSmallest
            /// At least this size.
            case minimum(Double)
            /// At most this size.
            case maximum(Double)
        }

        /// `minHeight`, `maxWidth`, `maxSafeArea`, ... for a bound; nil for `fit`.
        var key: String? {
            let name: String
            switch subject {
            case .container(let dimension), .measured(_, let dimension):
                name = dimension.rawValue.prefix(1).uppercased() + dimension.rawValue.dropFirst()
            case .safeArea:
                name = "SafeArea"
            }
            switch bound {
            case .fit, .fitSmallest: return nil
            case .minimum: return "min" + name
            case .maximum: return "max" + name
            }
        }

        /// The declaration as the spec writes it: `` `minHeight: 64` ``, `` `maxWidth: 100` in
        /// `title`'s `measuredSize:` ``, `` `maxSafeArea: {right: 0}` ``.
        private func declaration(_ value: Double) -> String {
            let number = InterfaceBuilderFormat.number(value)
            switch subject {
            case .container: return "`\(key ?? ""): \(number)`"
            case .measured(let view, _): return "`\(key ?? ""): \(number)` in `\(view)`'s `measuredSize:`"
            case .safeArea(let edge):
                let sides = SpecWriter.inline(.flowMapping([.init(edge.name, .number(value))]))
                return "`\(key ?? ""): \(sides)`"
            }
        }

        /// What is bounded, in words: the root's width, `title`'s measured width, the root's top
        /// safe-area inset.
        private var whose: String {
            switch subject {
            case .container(let dimension): return "the root's \(dimension.rawValue)"
            case .measured(let view, let dimension): return "`\(view)`'s measured \(dimension.rawValue)"
            case .safeArea(let edge): return "the root's \(edge.name) safe-area inset"
            }
        }

        /// The warning at the root's line: what the file's constraints allow, and what the spec says.
        var warning: String {
            switch bound {
            case .fit:
                let name = subject.dimensionName
                return "the root's constraints allow one \(name), its stored one: its content decides its \(name) "
                    + "(a self-sizing cell or view), so the spec fits it (`\(name): fit`) and the example checks the "
                    + "stored \(name) as its fitting size; if the app gives this view a fixed \(name), that \(name) "
                    + "breaks these constraints"
            case .fitSmallest:
                let name = subject.dimensionName
                return "the root's constraints leave its \(name) open and its stored \(name) is the smallest they "
                    + "allow, so the spec fits it as UIKit fits a self-sizing cell, as small as its constraints allow "
                    + "(`\(name): fit` and `container.\(name) == 0 @\(UIKitSpellings.fittingSizeLevel)`, the fitting size "
                    + "level), and the example checks "
                    + "the stored \(name) as its fitting size; if the app gives this view a fixed \(name), delete both"
            case .minimum(let value), .maximum(let value):
                let side = key?.hasPrefix("min") == true ? "below" : "above"
                let declared = declaration(value)
                // Where UIKit meets the conflict: a safe area other than the canvas's comes with the device,
                // its orientation and the bars the app shows.
                let devices = subject.isSafeArea ? ", as another device, orientation or bar gives other insets" : ""
                if let tiedVariable {
                    return "equal priorities tie at sizes Interface Builder's canvas does not show (`\(tiedVariable)` "
                        + "is not determined there): the spec declares \(declared), \(whose) on the canvas, as a "
                        + "bound the layout is determined within (UIKit would pick one of the tied constraints beyond it)"
                }
                if let jointConflict {
                    return "the root's constraints conflict at sizes Interface Builder's canvas does not show, which "
                        + "depend on several sizes at once (for example \(jointConflict)): the spec declares "
                        + "\(declared), \(whose) on the canvas, as a bound they hold within (UIKit would break a "
                        + "constraint beyond it\(devices))"
                }
                return "the root's constraints conflict when \(whose) is \(side) "
                    + "\(InterfaceBuilderFormat.number(value)), which Interface Builder's canvas does not show: the "
                    + "spec declares \(declared), the sizes they hold for (UIKit would break a constraint "
                    + "there\(devices))"
            }
        }

        /// The comment above `container:` (or `views:`) in the spec.
        var comment: String {
            let what: String
            switch subject {
            case .container(let dimension): what = "a \(dimension.rawValue)"
            case .measured(let view, let dimension): what = "\(view)'s measured \(dimension.rawValue)"
            case .safeArea(let edge): what = "a \(edge.name) safe-area inset"
            }
            switch bound {
            case .fit:
                return
                    "The content decides the \(subject.dimensionName) (a self-sizing view): the example's fittingSize "
                    + "is the stored one."
            case .fitSmallest:
                return
                    "The content decides the \(subject.dimensionName), as small as the constraints allow (a "
                    + "self-sizing cell, fitted at UIKit's fitting size level, 50): the example's fittingSize is the "
                    + "stored one."
            case .minimum(let value):
                return
                    "The file's constraints hold for \(what) of at least \(InterfaceBuilderFormat.number(value)) only."
            case .maximum(let value):
                return
                    "The file's constraints hold for \(what) of at most \(InterfaceBuilderFormat.number(value)) only."
            }
        }

        /// Writes the answer into the spec: the container's key, the safe area's bound, or the
        /// view's `measuredSize:` and, for a fitted dimension, the example's fitting size in place
        /// of its input size.
        func apply(to document: inout SpecDocumentModel) {
            switch subject {
            case .measured(let view, let dimension):
                guard let index = document.views.firstIndex(where: { $0.name == view }) else { return }
                document.comments[.views, default: []].append(comment)
                var range = document.views[index].measuredSize ?? MeasuredSizeRange()
                switch (dimension, bound) {
                case (.width, .minimum(let value)): range.minWidth = value
                case (.width, .maximum(let value)): range.maxWidth = value
                case (.height, .minimum(let value)): range.minHeight = value
                case (.height, .maximum(let value)): range.maxHeight = value
                case (_, .fit), (_, .fitSmallest): return
                }
                document.views[index].measuredSize = range
            case .safeArea(let edge):
                document.comments[.container, default: []].append(comment)
                switch bound {
                case .fit, .fitSmallest: return
                case .minimum(let value):
                    var sides = document.container.minSafeArea ?? [nil, nil, nil, nil]
                    sides[edge.rawValue] = value
                    document.container.minSafeArea = sides
                case .maximum(let value):
                    var sides = document.container.maxSafeArea ?? [nil, nil, nil, nil]
                    sides[edge.rawValue] = value
                    document.container.maxSafeArea = sides
                }
            case .container(let dimension):
                document.comments[.container, default: []].append(comment)
                switch (dimension, bound) {
                case (.width, .fit), (.width, .fitSmallest): document.container.width = .fit
                case (.height, .fit), (.height, .fitSmallest): document.container.height = .fit
                case (.width, .minimum(let value)): document.container.minWidth = value
                case (.width, .maximum(let value)): document.container.maxWidth = value
                case (.height, .minimum(let value)): document.container.minHeight = value
                case (.height, .maximum(let value)): document.container.maxHeight = value
                }
                if bound == .fit || bound == .fitSmallest { Self.fit(dimension, in: &document) }
                if bound == .fitSmallest {
                    document.constraints.append(
                        .statement(
                            "\(ReservedNames.container).\(dimension.rawValue) == 0 @\(UIKitSpellings.fittingSizeLevel)")
                    )
                }
            }
        }

        /// Makes the examples give `dimension` as their fitting size instead of an input.
        private static func fit(_ dimension: Dimension, in document: inout SpecDocumentModel) {
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
}
