/// One root view of an Interface Builder file as one spec: its subviews as views (stack views as
/// stacks), its constraints as equations, autoresizing masks as equations, and one example whose
/// input is the canvas and whose frames are the frames stored in the file
/// (docs/ComingFromInterfaceBuilder.md).
struct InterfaceBuilderRootImport {
    /// The file's path, for locations.
    var path: String
    /// The root view.
    var root: InterfaceBuilderElement
    /// View id → outlet property name, from every outlet of the file.
    var outlets: [String: String]
    /// The file's `<device>`, if any.
    var device: InterfaceBuilderElement?
    /// Whether the root is a view controller's view (safe area and margins of the screen).
    var isViewControllerRoot: Bool
    /// The view controller's old `<layoutGuides>` (top and bottom layout guides).
    var layoutGuides: [InterfaceBuilderElement] = []
    /// The document's `toolsVersion`: the Interface Builder that saved it (its canvas's safe area).
    var toolsVersion: String?
    /// The controller's element that shows bars on the canvas (`navigationItem`, ...), if any.
    var bars: InterfaceBuilderElement?
    /// Whether the file is a storyboard (whose scenes show a status bar) rather than a `.xib`.
    var inStoryboard = false

    /// The warnings found while importing.
    private(set) var warnings: [Diagnostic] = []
    /// The labels whose baselines are constrained: `label: true`, with font metrics in the example.
    private(set) var baselineLabels: Set<String> = []
    /// The constraints installed in some size classes only: the size classes and their lines.
    private(set) var sizeClassGroups: [(sizeClasses: Set<InterfaceBuilderSizeClass>, lines: [String])] = []
    /// The spec's guides (scroll views' content areas).
    private(set) var guides: [String] = []

    /// The spec's text.
    mutating func specText(sourceName: String) -> String {
        let tree = InterfaceBuilderViewTree(root: root, outlets: outlets)
        let constraints = translateConstraints(tree)
        let rootSize = Array((root.frame ?? [0, 0, 0, 0]).suffix(2))
        let (canvas, knownScreen) = InterfaceBuilderCanvas.canvas(
            device: device, toolsVersion: toolsVersion, rootSize: rootSize,
            isViewControllerRoot: isViewControllerRoot, inStoryboard: inStoryboard)
        let allConstraints = constraints + sizeClassGroups.flatMap(\.lines)
        baselineLabels = Set(
            tree.nodes.filter { node in
                node.element.name == "label"
                    && allConstraints.contains {
                        $0.contains(node.name + ".firstBaseline") || $0.contains(node.name + ".lastBaseline")
                    }
            }.map(\.name))
        for node in tree.nodes
        where baselineLabels.contains(node.name)
            && InterfaceBuilderFont.isCustom(node.element.child("fontDescription", key: "fontDescription"))
        {
            warn(
                at: node.element,
                "\(node.name)'s font is not the system font: the example gives it the system font's "
                    + "proportions, so its baselines may differ from Interface Builder's by a point or so")
        }
        let usesSafeArea = allConstraints.contains { $0.contains("safeArea.") }
        let usesRootMargins = allConstraints.contains { line in
            ["container.", "superview."].contains { prefix in
                InterfaceBuilderConstraintTranslation.attributes.filter { $0.contains("Margin") }
                    .contains { line.contains(prefix + $0) }
            }
        }
        if !knownScreen && (usesSafeArea || usesRootMargins) {
            warn(
                at: root,
                "the root view's size \(InterfaceBuilderFormat.list(rootSize)) is not the screen of a device the "
                    + "importer knows (or it is a phone in landscape): the example takes its safe area as zero and "
                    + "its side margins as \(InterfaceBuilderFormat.number(canvas.sideMargin)); pass the values "
                    + "Interface Builder shows for the canvas")
        }
        if let bars, knownScreen, usesSafeArea || usesRootMargins {
            warn(
                at: bars,
                "the scene's <\(bars.name)> may show a navigation bar, tab bar or toolbar on the canvas, which "
                    + "moves the safe area; the example takes the bare screen's safe area "
                    + "\(InterfaceBuilderFormat.list(canvas.safeArea)): if its frames differ from the stored ones, "
                    + "give the example the safe area Interface Builder shows")
        }
        var lines = [
            "# Imported by `layout-gen import` from \(sourceName), the root view at line \(root.line).",
            "# The example is Interface Builder's canvas: `layout-gen check` proves these frames."
        ]
        lines += [
            "# Interface Builder does not run these checks; delete the line to have `check` run them.",
            "checks: {negativeSize: off, outsideParent: off}"
        ]
        lines += viewsSection(tree, canvas: canvas)
        lines += stacksSection(tree)
        if !guides.isEmpty { lines.append("guides: [" + guides.joined(separator: ", ") + "]") }
        if isViewControllerRoot && usesRootMargins {
            lines += ["container: {margins: input}"]
        } else if let margins = Self.margins(of: root) {
            lines += ["container: {margins: \(InterfaceBuilderFormat.list(margins))}"]
        }
        if !constraints.isEmpty || !sizeClassGroups.isEmpty {
            lines += ["constraints:"] + constraints.map { $0.hasPrefix("#") ? "  " + $0 : "  - " + $0 }
        }
        if !sizeClassGroups.isEmpty {
            lines.append("  # installed in some size classes only (the file's <variation> elements)")
        }
        for group in sizeClassGroups {
            lines += ["  - when: " + InterfaceBuilderSizeClass.condition(of: group.sizeClasses), "    constraints:"]
            lines += group.lines.map { "      - " + $0 }
        }
        lines += exampleSection(
            tree, rootSize: rootSize, canvas: canvas, safeArea: usesSafeArea,
            margins: isViewControllerRoot && usesRootMargins)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Views and stacks

    private mutating func viewsSection(_ tree: InterfaceBuilderViewTree, canvas: InterfaceBuilderCanvas) -> [String] {
        var lines: [String] = []
        for node in tree.nodes where node.element.name != "stackView" {
            if !InterfaceBuilderViewClass.isKnown(node.element.name) {
                warn(
                    at: node.element,
                    "<\(node.element.name)> '\(node.name)' has no UIKit meaning the importer knows; "
                        + "imported as a plain view sized by its constraints")
            }
            var options: [String] = []
            let measure = InterfaceBuilderViewClass.measure(of: node.element)
            if measure != .none { options.append("measure: \(measure.rawValue)") }
            if baselineLabels.contains(node.name) { options.append("label: true") }
            if let parent = node.parent, !node.isArranged { options.append("parent: \(parent)") }
            if measure != .none {
                options += priorityOptions(node.element)
            }
            if let margins = Self.margins(of: node.element)
                ?? Self.tableCellContentMargins(node, side: inStoryboard ? canvas.screenSideMargin : 16)
            {
                options.append("margins: \(InterfaceBuilderFormat.list(margins))")
            }
            lines.append("  \(node.name): {" + options.joined(separator: ", ") + "}")
        }
        return lines.isEmpty ? [] : ["views:"] + lines
    }

    /// A cell's content view: at its stored place in the cell, its size the cell's less what the
    /// file shows beside it (a table cell's separator, 1 pixel high; an accessory's width).
    static func contentViewEquations(_ node: InterfaceBuilderViewTree.Node) -> [String] {
        guard let frame = node.element.frame else { return ["\(node.name).edges == superview.edges"] }
        func offset(_ value: Double) -> String {
            value == 0 ? "" : (value < 0 ? " - " : " + ") + InterfaceBuilderFormat.number(abs(value))
        }
        return [
            "\(node.name).left == superview.left" + offset(frame[0]),
            "\(node.name).top == superview.top" + offset(frame[1]),
            "\(node.name).width == superview.width" + offset(frame[2] - node.parentSize[0]),
            "\(node.name).height == superview.height" + offset(frame[3] - node.parentSize[1])
        ]
    }

    /// A table cell's content view's layout margins when the file keeps UIKit's default: 11 at the
    /// top and bottom, `side` at the sides (a `.xib` cell's 16; a storyboard's prototype cell takes
    /// its table's, the screen's side margin), 8 at the trailing side when an accessory makes it
    /// narrower than its cell (measured in public files).
    static func tableCellContentMargins(_ node: InterfaceBuilderViewTree.Node, side: Double) -> [Double]? {
        guard node.isContentView, node.element.name == "tableViewCellContentView",
            let frame = node.element.frame
        else { return nil }
        return [11, side, 11, frame[2] < node.parentSize[0] ? 8 : side]
    }

    /// `hugging:` and `compression:` when they differ from 250 / 750.
    private func priorityOptions(_ element: InterfaceBuilderElement) -> [String] {
        func pair(_ kind: String, _ default: Int) -> String? {
            let values = ["horizontal", "vertical"].map { axis in
                element["\(axis)\(kind)Priority"].flatMap(InterfaceBuilderNumber.parse)
                    .flatMap { $0 >= 1 && $0 <= 1000 ? Int($0.rounded()) : nil } ?? `default`
            }
            if values == [`default`, `default`] { return nil }
            return values[0] == values[1] ? "\(values[0])" : "[\(values[0]), \(values[1])]"
        }
        var options: [String] = []
        if let hugging = pair("Hugging", InterfaceBuilderViewClass.defaultHugging) {
            options.append("hugging: \(hugging)")
        }
        if let compression = pair("CompressionResistance", InterfaceBuilderViewClass.defaultCompression) {
            options.append("compression: \(compression)")
        }
        return options
    }

    /// A view's own layout margins (`layoutMargins` or, read left to right, `directionalLayoutMargins`),
    /// top, left, bottom, right; `nil` when the file keeps UIKit's default.
    static func margins(of element: InterfaceBuilderElement) -> [Double]? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return ["top", "left", "bottom", "right"].map { insets[$0].flatMap(InterfaceBuilderNumber.parse) ?? 0 }
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return ["top", "leading", "bottom", "trailing"].map {
                insets[$0].flatMap(InterfaceBuilderNumber.parse) ?? 0
            }
        }
        return nil
    }

    private func stacksSection(_ tree: InterfaceBuilderViewTree) -> [String] {
        var lines: [String] = []
        for node in tree.nodes where node.element.name == "stackView" {
            let stack = node.element
            let arranged = tree.nodes.filter { $0.parent == node.name && $0.isArranged }
            lines.append("  \(node.name):")
            if stack["axis"] == "vertical" { lines.append("    axis: vertical") }
            lines.append("    arranged: [" + arranged.map(\.name).joined(separator: ", ") + "]")
            if let distribution = stack["distribution"] { lines.append("    distribution: \(distribution)") }
            if let alignment = stack["alignment"] {
                lines.append("    alignment: \(alignment == "baseline" ? "lastBaseline" : alignment)")
            }
            if stack["spacingType"] == "standard" {
                lines.append("    spacing: system")
            } else if let spacing = stack["spacing"].flatMap(InterfaceBuilderNumber.parse), spacing != 0 {
                lines.append("    spacing: \(InterfaceBuilderFormat.number(spacing))")
            }
            if stack.isYes("layoutMarginsRelativeArrangement") {
                lines.append("    layoutMarginsRelativeArrangement: true")
                if let margins = Self.margins(of: stack) {
                    lines.append("    layoutMargins: \(InterfaceBuilderFormat.list(margins))")
                }
            }
            if stack.isYes("baselineRelativeArrangement") { lines.append("    baselineRelativeArrangement: true") }
            let hidden = arranged.filter { $0.element.isYes("hidden") }.map(\.name)
            if !hidden.isEmpty { lines.append("    hideable: [" + hidden.joined(separator: ", ") + "]") }
            if let parent = node.parent, !node.isArranged { lines.append("    parent: \(parent)") }
        }
        return lines.isEmpty ? [] : ["stacks:"] + lines
    }

    // MARK: Constraints

    /// The constraints installed for any width and height (with the autoresizing masks' equations
    /// and `#` comments), and fills `sizeClassGroups` and `guides`.
    private mutating func translateConstraints(_ tree: InterfaceBuilderViewTree) -> [String] {
        var translation = InterfaceBuilderConstraintTranslation(items: tree.names)
        var nestedSafeAreas: [String: String] = [:]
        if let guide = root.child("viewLayoutGuide", key: "safeArea")?["id"] {
            translation.items[guide] = ReservedNames.safeArea
        }
        if root.name == "scrollView" {
            warn(
                at: root,
                "the root is a scroll view, which the spec's container stands for: constraints to its edges from "
                    + "views inside it attach to its content area in UIKit, but are imported as the container's "
                    + "edges (exact while the content fits the scroll view); wrap it in a view to import its content area"
            )
        }
        var taken = Set(tree.nodes.map(\.name))
        for node in tree.nodes {
            if node.element.name == "scrollView", let id = node.element["id"] {
                var name = node.name + "Content"
                while taken.contains(name) { name += "_" }
                taken.insert(name)
                translation.scrollContents[id] = name
                translation.scrollDescendants[id] = Set(
                    node.element.allElements().dropFirst().filter { $0.frame != nil }.compactMap { $0["id"] })
            }
            for guide in node.element.children where guide.name == "viewLayoutGuide" {
                guard let id = guide["id"] else { continue }
                switch guide["key"] {
                case "safeArea":
                    translation.items[id] = node.name
                    nestedSafeAreas[id] = node.name
                case "frameLayoutGuide" where node.element.name == "scrollView":
                    translation.items[id] = node.name
                case "contentLayoutGuide" where node.element.name == "scrollView":
                    translation.contentGuides[id] = translation.scrollContents[node.element["id"] ?? ""]
                default:
                    translation.unsupportedGuides[id] = guide["key"] ?? "guide"
                }
            }
        }
        for guide in layoutGuides where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide["id"] else { continue }
            if guide["type"] == "top" { translation.topGuides.insert(id) } else { translation.bottomGuides.insert(id) }
        }
        var lines: [String] = []
        var groups: [Set<InterfaceBuilderSizeClass>: [String]] = [:]
        let owners = [(root, ReservedNames.container)] + tree.nodes.map { ($0.element, $0.name) }
        for (element, owner) in owners {
            let variations = InterfaceBuilderConstraintVariations(owner: element, name: owner)
            for problem in variations.problems { warn(at: problem.element, problem.message) }
            for constraint in element.grandchildren(of: "constraints") where constraint.name == "constraint" {
                let id = constraint["id"] ?? "?"
                var problems: [InterfaceBuilderConstraintVariations.Problem] = []
                let variants = variations.variants(of: constraint, problems: &problems)
                for problem in problems { warn(at: problem.element, problem.message) }
                guard !variants.isEmpty else {
                    warn(
                        at: constraint,
                        "constraint '\(id)' of \(owner) is installed in no size class (its Installed box is off), "
                            + "so it is not imported")
                    continue
                }
                do {
                    for variant in variants {
                        let line = try translation.equation(variant.constraint, owner: owner, ownerID: element["id"])
                        if variant.sizeClasses.count == InterfaceBuilderSizeClass.all.count {
                            lines.append(line)
                        } else {
                            groups[variant.sizeClasses, default: []].append(line)
                        }
                    }
                } catch let problem as InterfaceBuilderConstraintTranslation.Problem {
                    warn(at: constraint, "constraint '\(id)' of \(owner) is not imported: \(problem.message)")
                    continue
                } catch {
                    warn(at: constraint, "constraint '\(id)' of \(owner) is not imported: \(error)")
                    continue
                }
                if constraint.isYes("placeholder") {
                    warn(
                        at: constraint,
                        "constraint '\(id)' of \(owner) is a placeholder (removed at build time); imported, "
                            + "because Interface Builder's canvas and stored frames include it: replace it with "
                            + "the constraint the app adds at run time")
                }
                for (guide, view) in nestedSafeAreas.sorted(by: { $0.key < $1.key })
                where [constraint["firstItem"], constraint["secondItem"]].contains(guide) {
                    warn(
                        at: constraint,
                        "constraint '\(id)' uses the safe area of \(view); imported as \(view)'s "
                            + "own edges, which is exact while \(view) lies inside the screen's safe area")
                }
            }
        }
        for node in tree.nodes {
            if node.isContentView {
                lines += Self.contentViewEquations(node)
            } else if !node.isArranged, node.element["translatesAutoresizingMaskIntoConstraints"] != "NO",
                let frame = node.element.frame
            {
                lines.append("# \(node.name): its autoresizing mask (line \(node.element.line))")
                lines += InterfaceBuilderAutoresizing.equations(
                    name: node.name, frame: frame, parentSize: node.parentSize,
                    mask: node.element.child("autoresizingMask", key: "autoresizingMask"))
            }
        }
        for node in tree.nodes {
            guard let id = node.element["id"], let content = translation.scrollContents[id],
                translation.usedScrollContents.contains(content)
            else { continue }
            guides.append(content)
            lines.append("# \(node.name)'s content area (its content layout guide) at content offset zero")
            lines += ["\(content).left == \(node.name).left", "\(content).top == \(node.name).top"]
        }
        sizeClassGroups = groups.keys.sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
            .map { ($0, groups[$0] ?? []) }
        return lines
    }

    // MARK: The example

    private mutating func exampleSection(
        _ tree: InterfaceBuilderViewTree, rootSize: [Double],
        canvas: InterfaceBuilderCanvas, safeArea: Bool, margins: Bool
    ) -> [String] {
        var input = [
            "      width: \(InterfaceBuilderFormat.number(Self.onPixelGrid(rootSize[0], scale: canvas.scale)))",
            "      height: \(InterfaceBuilderFormat.number(Self.onPixelGrid(rootSize[1], scale: canvas.scale)))",
            "      scale: \(InterfaceBuilderFormat.number(canvas.scale))"
        ]
        var sizes: [String] = []
        var fonts: [String] = []
        var frames: [String] = []
        let hiddenArranged = Set(tree.nodes.filter { $0.isArranged && $0.element.isYes("hidden") }.map(\.name))
        for node in tree.nodes {
            let element = node.element
            guard let stored = element.frame else {
                warn(at: element, "\(node.name) has no stored frame; the example does not check it")
                continue
            }
            let frame = stored.map { Self.onPixelGrid($0, scale: canvas.scale) }
            if InterfaceBuilderViewClass.measure(of: element) != .none {
                sizes.append("        \(node.name): \(InterfaceBuilderFormat.list(Array(frame.suffix(2))))")
            }
            if baselineLabels.contains(node.name) {
                let description = element.child("fontDescription", key: "fontDescription")
                let metrics = InterfaceBuilderFont.metrics(pointSize: InterfaceBuilderFont.pointSize(of: description))
                fonts.append("        \(node.name): \(InterfaceBuilderFormat.list(metrics))")
            }
            if element.isYes("misplaced") || element.isYes("ambiguous") {
                let flag = element.isYes("misplaced") ? "misplaced" : "ambiguous"
                warn(
                    at: element,
                    "\(node.name) is marked \(flag) in the file, so its stored frame is not what Auto "
                        + "Layout computes; the example does not check it (update the frames in Interface Builder and "
                        + "import again)")
                continue
            }
            if hiddenArranged.contains(node.name) { continue }
            frames.append("      \(node.name): \(InterfaceBuilderFormat.list(frame))")
        }
        if !sizes.isEmpty { input += ["      size:"] + sizes }
        if !fonts.isEmpty { input += ["      font:"] + fonts }
        let conditions =
            (sizeClassGroups.isEmpty ? [] : canvas.sizeClass.exampleConditions)
            + tree.nodes.filter { hiddenArranged.contains($0.name) }.map { $0.name + "Hidden" }
        if !conditions.isEmpty { input.append("      when: [" + conditions.joined(separator: ", ") + "]") }
        if safeArea { input.append("      safe-area: \(InterfaceBuilderFormat.list(canvas.safeArea))") }
        if margins { input.append("      margins: \(InterfaceBuilderFormat.list(canvas.rootMargins))") }
        return ["examples:", "  - input:"] + input + (frames.isEmpty ? [] : ["    frames:"] + frames)
    }

    /// `value` on the canvas's pixel grid when it is within a thousandth of a pixel of it:
    /// Interface Builder stores some values in single precision (43.666667938 for 131 / 3).
    static func onPixelGrid(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        let pixel = (value * scale).rounded() / scale
        return abs(pixel - value) < 0.001 / scale ? pixel : value
    }

    private mutating func warn(at element: InterfaceBuilderElement, _ message: String) {
        warnings.append(.warning(at: SourceLocation(path: path, line: element.line, column: element.column), message))
    }
}
