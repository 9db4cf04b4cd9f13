/// `stacks:` (docs/notations/stacks.md): UIStackView's properties per stack.
extension SpecParseSession {
    /// The keys a stack may have.
    static let stackKeys = [
        "axis", "arranged", "distribution", "alignment", "spacing", "customSpacing",
        "layoutMarginsRelativeArrangement", "layoutMargins", "baselineRelativeArrangement", "hideable", "parent"
    ]

    /// A mapping name → properties. Each stack is declared as a view too (returned separately, so
    /// `parent:` checks see it); its arranged views' parents are set by `arrangeStacks`.
    mutating func parseStacks(_ node: DocumentNode) -> [(stack: StackDeclaration, view: ViewDeclaration)] {
        if case .null = node.kind { return [] }
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(at: node.location, "`stacks` must be a mapping name → properties, found \(Self.describe(node))"))
            return []
        }
        var result: [(StackDeclaration, ViewDeclaration)] = []
        for entry in entries {
            guard declare(entry.key, at: entry.keyLocation, kind: "stack") else { continue }
            var stack = StackDeclaration(name: entry.key, location: entry.keyLocation)
            var view = ViewDeclaration(name: entry.key, location: entry.keyLocation)
            guard let options = entry.value.mapping else {
                diagnostics.add(
                    .error(
                        at: entry.value.location,
                        "stack `\(entry.key)` must be a mapping (\(Self.stackKeys.joined(separator: ", "))), found \(Self.describe(entry.value))"
                    ))
                continue
            }
            diagnostics.rejectUnknownKeys(options, allowed: Self.stackKeys, in: "stack `\(entry.key)`")
            var marginsGiven = false
            for option in options {
                let value = option.value
                switch option.key {
                case "axis": stack.axis = choice(value, "`axis`") ?? stack.axis
                case "distribution": stack.distribution = choice(value, "`distribution`") ?? stack.distribution
                case "alignment": stack.alignment = choice(value, "`alignment`") ?? stack.alignment
                case "arranged": stack.arranged = nameList(value, "`arranged`")
                case "hideable": stack.hideable = nameList(value, "`hideable`")
                case "spacing": stack.spacing = spacing(value, "`spacing`") ?? stack.spacing
                case "customSpacing":
                    guard let gaps = value.mapping else {
                        diagnostics.add(
                            .error(
                                at: value.location,
                                "`customSpacing` must be a mapping arranged view → spacing, such as `{icon: 12}`, found \(Self.describe(value))"
                            ))
                        continue
                    }
                    for gap in gaps {
                        if let points = spacing(gap.value, "the custom spacing after `\(gap.key)`") {
                            stack.customSpacing[gap.key] = points
                        }
                    }
                case "layoutMarginsRelativeArrangement":
                    stack.isLayoutMarginsRelative = boolean(value, "`layoutMarginsRelativeArrangement`") ?? false
                case "layoutMargins":
                    marginsGiven = true
                    if let margins = insets(value, "`layoutMargins`") { stack.layoutMargins = margins }
                case "baselineRelativeArrangement":
                    stack.isBaselineRelative = boolean(value, "`baselineRelativeArrangement`") ?? false
                case "parent":
                    if let parent = text(value, "`parent`") {
                        view.parent = parent
                        view.parentLocation = value.contentLocation
                    }
                default:
                    break
                }
            }
            if marginsGiven, !stack.isLayoutMarginsRelative,
                let margins = options.first(where: { $0.key == "layoutMargins" })
            {
                diagnostics.add(
                    .error(
                        at: margins.keyLocation,
                        "stack `\(stack.name)` has `layoutMargins` but not "
                            + "`layoutMarginsRelativeArrangement: true`: add it, or remove the margins"))
            }
            view.margins = stack.layoutMargins
            validateStack(stack, options: options)
            result.append((stack, view))
        }
        return result
    }

    /// Checks within one stack: arranged names listed once, custom spacing and hideable views among them,
    /// baselines only across a horizontal stack (`top`/`leading` and `bottom`/`trailing` are one
    /// value each, as in UIStackView.Alignment, on either axis).
    private mutating func validateStack(_ stack: StackDeclaration, options: [DocumentNode.Entry]) {
        var seen: Set<String> = []
        for item in stack.arranged where !seen.insert(item.name).inserted {
            diagnostics.add(
                .error(
                    at: item.location, "`\(item.name)` is arranged twice in stack `\(stack.name)`: list each view once")
            )
        }
        if stack.arranged.isEmpty {
            diagnostics.add(
                .error(at: stack.location, "stack `\(stack.name)` arranges no views: add `arranged: [a, b, ...]`"))
        }
        if let gaps = options.first(where: { $0.key == "customSpacing" })?.value.mapping {
            for gap in gaps where !seen.contains(gap.key) {
                diagnostics.add(
                    .error(
                        at: gap.keyLocation,
                        "`customSpacing` names `\(gap.key)`, which is not arranged in stack `\(stack.name)`: name one of \(stack.arranged.map(\.name).joined(separator: ", "))"
                    ))
            }
        }
        for item in stack.hideable where !seen.contains(item.name) {
            diagnostics.add(
                .error(
                    at: item.location, "`hideable` names `\(item.name)`, which is not arranged in stack `\(stack.name)`"
                ))
        }
        let location = options.first(where: { $0.key == "alignment" })?.value.contentLocation ?? stack.location
        switch (stack.axis, stack.alignment) {
        case (.vertical, .firstBaseline), (.vertical, .lastBaseline):
            diagnostics.add(
                .error(
                    at: location,
                    "a vertical stack aligns its views across with fill, leading, center or trailing, not `\(stack.alignment.rawValue)`: baselines align the views of a horizontal stack"
                ))
        default:
            break
        }
        if stack.isBaselineRelative, stack.axis == .horizontal,
            let key = options.first(where: { $0.key == "baselineRelativeArrangement" })
        {
            diagnostics.add(
                .error(
                    at: key.keyLocation,
                    "`baselineRelativeArrangement` measures the gaps of a vertical stack between baselines; stack `\(stack.name)` is horizontal (align baselines with `alignment: firstBaseline`)"
                ))
        }
    }

    /// Arranged views become children of their stack; a view arranged in two stacks, or arranged
    /// with another `parent:`, is an error. Unknown arranged names are reported here too.
    mutating func arrangeStacks(_ stacks: [StackDeclaration], views: inout [ViewDeclaration]) {
        let index = Dictionary(views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var arrangedIn: [String: String] = [:]
        for stack in stacks {
            for item in stack.arranged {
                guard let position = index[item.name] else {
                    diagnostics.add(
                        .error(
                            at: item.location,
                            "stack `\(stack.name)` arranges `\(item.name)`, which is not a declared view or stack; known views: \(views.map(\.name).joined(separator: ", "))"
                                + NameSuggestion.clause(
                                    for: item.name, in: views.map(\.name) + stacks.map(\.name))))
                    continue
                }
                if item.name == stack.name {
                    diagnostics.add(.error(at: item.location, "stack `\(stack.name)` cannot arrange itself"))
                    continue
                }
                if let other = arrangedIn[item.name] {
                    diagnostics.add(
                        .error(
                            at: item.location,
                            "`\(item.name)` is already arranged in stack `\(other)`: a view is arranged in one stack only"
                        ))
                    continue
                }
                arrangedIn[item.name] = stack.name
                if let parent = views[position].parent, parent != stack.name {
                    diagnostics.add(
                        .error(
                            at: views[position].parentLocation ?? item.location,
                            "`\(item.name)` has `parent: \(parent)` but is arranged in stack `\(stack.name)`, which becomes its parent: remove its `parent:`"
                        ))
                    continue
                }
                views[position].parent = stack.name
                views[position].parentLocation = item.location
            }
        }
    }

    /// One of an enumeration's raw values, or an error listing them.
    private mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: DocumentNode, _ what: String) -> Value?
    where Value.RawValue == String {
        if let text = node.scalar, let value = Value(rawValue: text) { return value }
        let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
        diagnostics.add(
            .error(
                at: node.contentLocation,
                "\(what) must be one of \(names); found \(Self.describe(node))"
                    + NameSuggestion.clause(for: node.scalar ?? "", in: Value.allCases.map(\.rawValue))))
        return nil
    }

    /// A list of names with their positions.
    private mutating func nameList(_ node: DocumentNode, _ what: String) -> [NamedDeclaration] {
        guard let items = node.sequence else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "\(what) must be a list of view names, such as `[icon, title]`, found \(Self.describe(node))"))
            return []
        }
        return items.compactMap { item in
            text(item, "each item of \(what)").map { NamedDeclaration(name: $0, location: item.contentLocation) }
        }
    }

    /// A number, a metric or input name, or `system`.
    private mutating func spacing(_ node: DocumentNode, _ what: String) -> StackDeclaration.Spacing? {
        guard let text = node.scalar else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "\(what) must be a number, a metric name or `system`, found \(Self.describe(node))"))
            return nil
        }
        if text == "system" { return .system }
        if let first = text.unicodeScalars.first, first == "-" || first == "." || ("0"..."9").contains(first) {
            return number(node, what).map { .points($0) }
        }
        return .named(text, node.contentLocation)
    }
}
