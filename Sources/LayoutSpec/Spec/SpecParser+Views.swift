/// `views:` and `guides:`.
extension SpecParseSession {
    /// The options a view may have.
    static let viewOptionKeys = [
        "kind", "measure", "measuredSize", "label", "parent", "hugging", "compression", "margins", "layout", "inputs"
    ]

    /// The options a view laid out by another spec (`layout:`) takes from that spec instead.
    static let optionsTakenFromLayout = ["kind", "measure", "measuredSize", "label", "margins"]

    /// A list of names (or one-key mappings `name: {options}`), or a mapping name → options.
    mutating func parseViews(_ node: DocumentNode) -> [ViewDeclaration] {
        var views: [ViewDeclaration] = []
        if let items = node.sequence {
            for item in items {
                if let name = item.scalar {
                    if declare(name, at: item.contentLocation, kind: "view") {
                        views.append(ViewDeclaration(name: name, location: item.contentLocation))
                    }
                } else if let entries = item.mapping, entries.count == 1 {
                    if let view = parseView(entries[0]) { views.append(view) }
                } else {
                    diagnostics.add(
                        .error(
                            at: item.location, "each item of `views` must be a view name, found \(Self.describe(item))")
                    )
                }
            }
        } else if let entries = node.mapping {
            for entry in entries {
                if let view = parseView(entry) { views.append(view) }
            }
        } else if case .null = node.kind {
            return []
        } else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`views` must be a list of names or a mapping name → options, found \(Self.describe(node))"))
        }
        return views
    }

    /// `name: {measure: …, label: …, …}` or `name:` with no options.
    private mutating func parseView(_ entry: DocumentNode.Entry) -> ViewDeclaration? {
        guard declare(entry.key, at: entry.keyLocation, kind: "view") else { return nil }
        var view = ViewDeclaration(name: entry.key, location: entry.keyLocation)
        if case .null = entry.value.kind { return view }
        guard let options = entry.value.mapping else {
            diagnostics.add(
                .error(
                    at: entry.value.location,
                    "the options of view `\(entry.key)` must be a mapping (\(Self.viewOptionKeys.joined(separator: ", "))), found \(Self.describe(entry.value))"
                ))
            return view
        }
        diagnostics.rejectUnknownKeys(options, allowed: Self.viewOptionKeys, in: "the options of view `\(entry.key)`")
        // `kind:` first, wherever it is written: the options beside it override its defaults.
        for option in options where option.key == "kind" {
            guard let text = option.value.scalar, let kind = ViewDeclaration.Kind(rawValue: text) else {
                diagnostics.add(
                    .error(
                        at: option.value.contentLocation,
                        "`kind` must be one of \(ViewDeclaration.Kind.allCases.map(\.rawValue).joined(separator: ", ")); "
                            + "found \(Self.describe(option.value))"
                            + NameSuggestion.clause(
                                for: option.value.scalar ?? "", in: ViewDeclaration.Kind.allCases.map(\.rawValue))))
                continue
            }
            view.kind = kind
            view.measure = kind.measure
            view.isLabel = kind.showsText
            view.centersText = kind.centersText
            view.hugging = kind.hugging(viewDefaults)
            view.compression = kind.compression
        }
        for option in options {
            let value = option.value
            switch option.key {
            case "measure":
                if let text = value.scalar, let measure = ViewDeclaration.Measure(rawValue: text) {
                    view.measure = measure
                } else {
                    diagnostics.add(
                        .error(
                            at: value.contentLocation,
                            "`measure` must be one of none, intrinsic, heightForWidth; found \(Self.describe(value))"
                                + NameSuggestion.clause(
                                    for: value.scalar ?? "", in: ViewDeclaration.Measure.allCases.map(\.rawValue))))
                }
            case "measuredSize":
                view.measuredRange = measuredSizeRange(value, of: entry.key)
            case "label":
                if let isLabel = boolean(value, "`label`") { view.isLabel = isLabel }
            case "parent":
                if let parent = text(value, "`parent`") {
                    view.parent = parent
                    view.parentLocation = value.contentLocation
                }
            case "hugging":
                if let hugging = axisPriorities(value, "`hugging`") { view.hugging = hugging }
            case "compression":
                if let compression = axisPriorities(value, "`compression`") { view.compression = compression }
            case "margins":
                if let entries = value.mapping {
                    if let margins = directionalMargins(entries, "`margins`") {
                        view.margins = margins
                        view.marginsFollowReadingDirection = true
                    }
                } else if let margins = insets(
                    value, "`margins` (or a mapping of `top`, `leading`, `bottom`, `trailing`)")
                {
                    view.margins = margins
                }
            case "layout":
                if let name = text(value, "`layout`") {
                    if name.isEmpty {
                        diagnostics.add(
                            .error(
                                at: value.contentLocation,
                                "`layout` must name a spec (`InfoBox` for InfoBox.layout.yaml beside this one), "
                                    + "found an empty value"))
                    } else {
                        view.layout = ComposedLayoutReference(name: name, location: value.contentLocation)
                    }
                }
            default:
                break
            }
        }
        // `inputs:` goes with `layout:`, wherever each is written.
        if let option = options.first(where: { $0.key == "inputs" }) {
            let bindings = inputBindings(option.value, of: entry.key)
            if view.layout != nil {
                view.layout?.inputs = bindings
            } else if !options.contains(where: { $0.key == "layout" }) {
                diagnostics.add(
                    .error(
                        at: option.keyLocation,
                        "`inputs` of view `\(entry.key)` gives values to the inputs of the spec in `layout:`, which "
                            + "the view does not have: add `layout: SPEC`, or remove `inputs`"))
            }
        }
        if let layout = view.layout {
            for option in options where Self.optionsTakenFromLayout.contains(option.key) {
                diagnostics.add(
                    .error(
                        at: option.keyLocation,
                        "view `\(entry.key)` is laid out by `\(layout.name)` (`layout:`), which gives its size "
                            + "and margins: remove `\(option.key)` here, or write it in that spec's `container:`"))
            }
        }
        if view.measure == .none, view.measuredRange != MeasuredSizeRange(),
            let option = options.first(where: { $0.key == "measuredSize" })
        {
            diagnostics.add(
                .error(
                    at: option.keyLocation,
                    "view `\(entry.key)` is not measured, so `measuredSize` bounds "
                        + "nothing: add `measure: intrinsic` (or `heightForWidth`, or a measured `kind:`)"))
        }
        return view
    }

    /// `inputs: {gap: 12, inset: padding}` of view `name`: numbers, or names of this spec's metrics
    /// and inputs (checked when the spec is composed).
    private mutating func inputBindings(
        _ node: DocumentNode, of name: String
    ) -> [ComposedLayoutReference.InputBinding] {
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`inputs` of view `\(name)` must be a mapping of the layout's inputs to numbers or names, "
                        + "found \(Self.describe(node))"))
            return []
        }
        var bindings: [ComposedLayoutReference.InputBinding] = []
        for entry in entries {
            guard let text = entry.value.scalar else {
                diagnostics.add(
                    .error(
                        at: entry.value.location,
                        "input `\(entry.key)` of view `\(name)` must be a number or a metric's or input's name, "
                            + "found \(Self.describe(entry.value))"))
                continue
            }
            let value: ComposedLayoutReference.InputBinding.Value
            if let number = Double(text) {
                guard NumberRange.isAllowedLiteral(number) else {
                    diagnostics.add(
                        .error(
                            at: entry.value.contentLocation,
                            "input `\(entry.key)`: " + NumberRange.outOfRangeMessage(text)))
                    continue
                }
                value = .number(number)
            } else {
                value = .name(text)
            }
            bindings.append(
                .init(
                    input: entry.key, location: entry.keyLocation, value: value,
                    valueLocation: entry.value.contentLocation))
        }
        return bindings
    }

    /// `measuredSize: {minWidth, maxWidth, minHeight, maxHeight}` of view `name`.
    private mutating func measuredSizeRange(_ node: DocumentNode, of name: String) -> MeasuredSizeRange {
        var range = MeasuredSizeRange()
        let keys = ["minWidth", "maxWidth", "minHeight", "maxHeight"]
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`measuredSize` of view `\(name)` must be a mapping "
                        + "(\(keys.joined(separator: ", "))), found \(Self.describe(node))"))
            return range
        }
        diagnostics.rejectUnknownKeys(entries, allowed: keys, in: "`measuredSize` of view `\(name)`")
        for entry in entries where keys.contains(entry.key) {
            guard let number = number(entry.value, "`measuredSize` `\(entry.key)`") else { continue }
            guard (0...ParameterDomain.sizeRange.upperBound).contains(number) else {
                diagnostics.add(
                    .error(
                        at: entry.value.contentLocation,
                        "`measuredSize` `\(entry.key)` must be from 0 to "
                            + "\(Int(ParameterDomain.sizeRange.upperBound)), found \(LinearExpression.format(number))"))
                continue
            }
            switch entry.key {
            case "minWidth": range.minWidth = number
            case "maxWidth": range.maxWidth = number
            case "minHeight": range.minHeight = number
            default: range.maxHeight = number
            }
        }
        for (low, high, dimension) in [
            (range.minWidth, range.maxWidth, "Width"), (range.minHeight, range.maxHeight, "Height")
        ] {
            if let low, let high, low > high {
                diagnostics.add(
                    .error(
                        at: node.location,
                        "`measuredSize` `max\(dimension)` (\(LinearExpression.format(high))) of view "
                            + "`\(name)` is less than `min\(dimension)` (\(LinearExpression.format(low)))"))
            }
        }
        return range
    }

    /// Each `parent:` must name another declared view, without cycles.
    mutating func validateParents(_ views: [ViewDeclaration]) {
        let parents = Dictionary(views.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
        let known = views.map(\.name).joined(separator: ", ")
        for view in views {
            guard let parent = view.parent else { continue }
            if parents[parent] == nil {
                diagnostics.add(
                    .error(
                        at: view.parentLocation ?? view.location,
                        "view `\(view.name)` has `parent: \(parent)`, which is not a declared view; known views: \(known)"
                            + NameSuggestion.clause(for: parent, in: views.map(\.name))))
                continue
            }
            var seen: Set<String> = [view.name]
            var current: String? = parent
            while let name = current {
                if seen.contains(name) {
                    diagnostics.add(
                        .error(
                            at: view.parentLocation ?? view.location,
                            "view `\(view.name)`'s `parent:` chain is a cycle through `\(name)`"))
                    break
                }
                seen.insert(name)
                current = parents[name] ?? nil
            }
        }
    }

    /// A list of guide names.
    mutating func parseGuides(_ node: DocumentNode) -> [NamedDeclaration] {
        parseNameList(node, key: "guides", kind: "guide") { session, name, location in
            session.declare(name, at: location, kind: "guide")
        }
    }

    /// A list of names; `accept` validates each one.
    mutating func parseNameList(
        _ node: DocumentNode, key: String, kind: String,
        accept: (inout SpecParseSession, String, SourceLocation) -> Bool
    ) -> [NamedDeclaration] {
        if case .null = node.kind { return [] }
        guard let items = node.sequence else {
            diagnostics.add(.error(at: node.location, "`\(key)` must be a list of names, found \(Self.describe(node))"))
            return []
        }
        var result: [NamedDeclaration] = []
        for item in items {
            guard let name = text(item, "each item of `\(key)`") else { continue }
            if accept(&self, name, item.contentLocation) {
                result.append(NamedDeclaration(name: name, location: item.contentLocation))
            }
        }
        return result
    }
}
