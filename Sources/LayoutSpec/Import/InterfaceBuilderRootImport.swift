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
    /// The specs a view of the root may be laid out by (`layout:`), by name: the specs beside the
    /// imported spec (docs/ComingFromInterfaceBuilder.md, "Custom views").
    var composableLayouts: Set<String> = []
    /// The folder of those specs, whose examples give the composed content's canvas sizes.
    var specDirectory: String?

    /// The warnings found while importing.
    private(set) var warnings: [Diagnostic] = []
    /// The labels whose baselines are constrained: `label: true`, with font metrics in the example.
    private(set) var baselineLabels: Set<String> = []
    /// The constraints installed in some size classes only: the size classes and their equations.
    private(set) var sizeClassGroups: [(sizeClasses: Set<InterfaceBuilderSizeClass>, equations: [String])] = []
    /// The spec's guides (scroll views' content areas).
    private(set) var guides: [String] = []
    /// The anchors the imported constraints name, in any size class.
    private(set) var anchors: Set<InterfaceBuilderConstraintTranslation.Anchor> = []

    /// The spec to write.
    mutating func specDocument(sourceName: String) -> SpecDocumentModel {
        let tree = InterfaceBuilderViewTree(root: root, outlets: outlets)
        let constraints = translateConstraints(tree)
        let rootSize = Array((root.frame ?? [0, 0, 0, 0]).suffix(2))
        var (canvas, knownScreen) = InterfaceBuilderCanvas.canvas(
            device: device, toolsVersion: toolsVersion, rootSize: rootSize,
            isViewControllerRoot: isViewControllerRoot, inStoryboard: inStoryboard)
        let shown = InterfaceBuilderShownInsets(tree: tree, layoutGuides: layoutGuides, sizeClass: canvas.sizeClass)
        let tableSafeArea = canvas.safeArea
        for (edge, inset) in shown.safeArea { canvas.safeArea[edge] = inset }
        let movedEdges = (0..<4).filter { abs(canvas.safeArea[$0] - tableSafeArea[$0]) > 0.25 }
        baselineLabels = Set(
            tree.nodes.filter { node in
                (node.element.name == "label" || InterfaceBuilderViewClass.textKind(of: node.element) != nil)
                    && ["firstBaseline", "lastBaseline"].contains {
                        anchors.contains(.init(item: node.name, attribute: $0))
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
        let usesSafeArea = anchors.contains { $0.item == ReservedNames.safeArea }
        let usesRootMargins = anchors.contains { anchor in
            [ReservedNames.container, ReservedNames.superview].contains(anchor.item)
                && anchor.attribute.contains("Margin")
        }
        if !knownScreen && (usesSafeArea || usesRootMargins) {
            warn(
                at: root,
                "the root view's size \(SpecWriter.inline(.numbers(rootSize))) is not the screen of a device the "
                    + "importer knows (or it is a phone in landscape): the example takes its safe area as zero and "
                    + "its side margins as \(InterfaceBuilderFormat.number(canvas.sideMargin)); pass the values "
                    + "Interface Builder shows for the canvas")
        }
        var exampleNotes: [String] = []
        if usesSafeArea || usesRootMargins, !movedEdges.isEmpty {
            let edgeNames = ["top", "left", "bottom", "right"]
            func list(_ values: [Double]) -> String {
                movedEdges.map { "\(edgeNames[$0]) \(InterfaceBuilderFormat.number(values[$0]))" }
                    .joined(separator: ", ")
            }
            exampleNotes.append(
                "The safe area is where the stored frames put it (\(list(canvas.safeArea))), not the device's "
                    + "bare screen's (\(list(tableSafeArea))): the bars the canvas shows. At run time UIKit "
                    + "passes the real one.")
        }
        if let bars, knownScreen, usesSafeArea || usesRootMargins, shown.safeArea.isEmpty {
            warn(
                at: bars,
                "the scene's <\(bars.name)> may show a navigation bar, tab bar or toolbar on the canvas, which "
                    + "moves the safe area; no constraint's stored frame shows where, so the example takes the bare "
                    + "screen's safe area \(SpecWriter.inline(.numbers(canvas.safeArea))): if its frames differ from "
                    + "the stored ones, give the example the safe area Interface Builder shows")
        }
        var document = SpecDocumentModel()
        document.header = [
            "Imported by `layout-gen import` from \(sourceName), the root view at line \(root.line).",
            "The example is Interface Builder's canvas: `layout-gen check` proves these frames."
        ]
        document.comments[.checks] = [
            "Interface Builder does not run these checks; delete the line to have `check` run them."
        ]
        document.checks = [.negativeSize: .off, .outsideParent: .off]
        document.views = viewEntries(tree, canvas: canvas, shown: shown)
        let rootStack = rootStackName(tree)
        document.stacks = stackEntries(tree, rootStack: rootStack)
        document.guides = guides
        let rootMargins = shown.margins(of: ReservedNames.container, over: canvas.rootMargins) ?? canvas.rootMargins
        if isViewControllerRoot && usesRootMargins {
            document.container.margins = .input
        } else if let margins = shown.margins(of: ReservedNames.container, over: Self.margins(of: root)) {
            document.container.margins = .fixed(InterfaceBuilderFormat.rounded(margins))
        }
        document.constraints = constraints
        if let rootStack {
            document.constraints.append(.comment("the root is a stack view: \(rootStack) fills it"))
            document.constraints.append(.statement("\(rootStack).edges == container.edges"))
        }
        if !sizeClassGroups.isEmpty {
            document.constraints.append(
                .comment("installed in some size classes only (the file's <variation> elements)"))
        }
        for group in sizeClassGroups {
            document.constraints.append(
                .group(
                    .init(
                        when: InterfaceBuilderSizeClass.condition(of: group.sizeClasses),
                        constraints: group.equations.map(SpecConstraintItem.statement))))
        }
        document.examples = [
            example(
                tree, rootSize: rootSize, canvas: canvas, safeArea: usesSafeArea,
                margins: isViewControllerRoot && usesRootMargins ? rootMargins : nil)
        ]
        if !exampleNotes.isEmpty { document.comments[.examples] = exampleNotes }
        return document
    }

    // MARK: Views and stacks

    /// Whether a node is a stack view that arranges views: a stack in `stacks:`. A stack view with
    /// no arranged views is a measured view (`InterfaceBuilderViewClass.measure`): the app fills it,
    /// and its content's size is an input.
    private static func isArrangingStack(_ node: InterfaceBuilderViewTree.Node) -> Bool {
        node.element.name == "stackView" && InterfaceBuilderViewClass.measure(of: node.element) == .none
    }

    /// `views:`: every view but the stack views, with its measure, label, parent, priorities and margins.
    private mutating func viewEntries(
        _ tree: InterfaceBuilderViewTree, canvas: InterfaceBuilderCanvas, shown: InterfaceBuilderShownInsets
    )
        -> [SpecViewEntry]
    {
        var views: [SpecViewEntry] = []
        for node in tree.nodes where !Self.isArrangingStack(node) {
            if node.element.name == "stackView" {
                warn(
                    at: node.element,
                    "\(node.name) is a stack view with no arranged views: imported as a measured view, its size "
                        + "the content the app puts in it (zero while it is empty; the example takes Interface "
                        + "Builder's placeholder size, or zero)")
            }
            if let view = composedViewEntry(node, in: tree) {
                views.append(view)
                continue
            }
            if !InterfaceBuilderViewClass.isKnown(node.element.name) {
                warn(
                    at: node.element,
                    "<\(node.element.name)> '\(node.name)' has no UIKit meaning the importer knows; "
                        + "imported as a plain view sized by its constraints")
            }
            var view = SpecViewEntry(name: node.name)
            let measure = InterfaceBuilderViewClass.measure(of: node.element)
            if measure != .none { view.measure = measure }
            if baselineLabels.contains(node.name) {
                if let kind = InterfaceBuilderViewClass.textKind(of: node.element) {
                    view.kind = kind
                } else {
                    view.isLabel = true
                }
            }
            if let parent = node.parent, !node.isArranged { view.parent = parent }
            if measure != .none {
                view.hugging = Self.priorities(node.element, "Hugging", InterfaceBuilderViewClass.defaultHugging)
                view.compression = Self.priorities(
                    node.element, "CompressionResistance", InterfaceBuilderViewClass.defaultCompression)
            }
            var margins =
                Self.margins(of: node.element)
                ?? Self.tableCellContentMargins(node, side: inStoryboard ? canvas.screenSideMargin : 16)
            // A cell and its content view that preserve their superview's margins take the table's
            // side margins where those are wider: the screen's (20 on the phones 414 points wide and
            // on iPads, as the stored frames of such cells show).
            if var preserved = margins, node.isContentView, node.element.isYes("preservesSuperviewLayoutMargins"),
                root.isYes("preservesSuperviewLayoutMargins")
            {
                preserved[1] = max(preserved[1], canvas.screenSideMargin)
                preserved[3] = max(preserved[3], canvas.screenSideMargin)
                margins = preserved
            }
            // Where the stored frames show the margins (the table's style and the device set a
            // cell's), the spec takes them.
            view.margins = shown.margins(of: node.name, over: margins).map(InterfaceBuilderFormat.rounded)
            // Directional margins (`directionalLayoutMargins`, or a cell's content view's, whose
            // trailing margin is on the accessory's side) change sides under right to left; the
            // canvas is left to right, so the stored left margin is the leading one.
            if let written = view.margins, written[1] != written[3],
                node.element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
                    || (Self.margins(of: node.element) == nil && node.isContentView
                        && node.element.name == "tableViewCellContentView")
            {
                view.marginsFollowReadingDirection = true
            }
            views.append(view)
        }
        return views
    }

    /// The ids of the views some constraint of the root names, as an item or as the view holding a
    /// constraint without a first item.
    static func constrainedViews(in root: InterfaceBuilderElement) -> Set<String> {
        var ids: Set<String> = []
        for holder in root.allElements() {
            for constraint in holder.grandchildren(of: "constraints") where constraint.name == "constraint" {
                if let first = constraint["firstItem"] {
                    ids.insert(first)
                } else if let id = holder["id"] {
                    ids.insert(id)
                }
                if let second = constraint["secondItem"] { ids.insert(second) }
            }
        }
        return ids
    }

    /// A cell's content view: at its stored place in the cell, its size the cell's less what the
    /// file shows beside it (a table cell's separator, 1 pixel high; an accessory's width), from
    /// the cell's leading edge (an accessory is on the trailing side in either reading direction).
    static func contentViewEquations(_ node: InterfaceBuilderViewTree.Node) -> [String] {
        guard let frame = node.element.frame else { return ["\(node.name).edges == superview.edges"] }
        func offset(_ value: Double) -> String {
            value == 0 ? "" : (value < 0 ? " - " : " + ") + InterfaceBuilderFormat.number(abs(value))
        }
        return [
            "\(node.name).leading == superview.leading" + offset(frame[0]),
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

    /// The element's `hugging:` (`kind` `Hugging`) or `compression:` (`CompressionResistance`)
    /// priorities, `nil` when both are the default.
    private static func priorities(
        _ element: InterfaceBuilderElement, _ kind: String, _ default: Int
    )
        -> AxisPriorities?
    {
        let values = ["horizontal", "vertical"].map { axis in
            element["\(axis)\(kind)Priority"].flatMap(InterfaceBuilderNumber.parse)
                .flatMap { $0 >= 1 && $0 <= 1000 ? Int($0.rounded()) : nil } ?? `default`
        }
        if values == [`default`, `default`] { return nil }
        return AxisPriorities(horizontal: values[0], vertical: values[1])
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

    /// Whether a stack view that sets its own margins without `layoutMarginsRelativeArrangement` is
    /// shown arranging inside them: its visible arranged views start at its top and leading margins
    /// (as Interface Builder's canvas lays out stacks whose margins were set with the arrangement
    /// relative to them, in files that do not write the attribute).
    static func arrangesInsideMargins(
        _ stack: InterfaceBuilderElement, _ arranged: [InterfaceBuilderViewTree.Node]
    ) -> Bool {
        guard let margins = margins(of: stack), margins[0] != 0 || margins[1] != 0 else { return false }
        let frames = arranged.filter { !$0.element.isYes("hidden") }.compactMap(\.element.frame)
        guard let left = frames.map({ $0[0] }).min(), let top = frames.map({ $0[1] }).min() else { return false }
        return abs(left - margins[1]) < 0.25 && abs(top - margins[0]) < 0.25
    }

    /// The name of the stack a root that is a stack view becomes (`rootStack`, or a free name like
    /// it), pinned to the container's edges; `nil` for any other root, or one that arranges nothing.
    private func rootStackName(_ tree: InterfaceBuilderViewTree) -> String? {
        guard root.name == "stackView", tree.nodes.contains(where: { $0.parent == nil && $0.isArranged }) else {
            return nil
        }
        let taken = Set(tree.names.values)
        var name = "rootStack"
        var counter = 1
        while taken.contains(name) {
            counter += 1
            name = "rootStack\(counter)"
        }
        return name
    }

    /// `stacks:`: every stack view with its arranged views and the properties the file sets (the
    /// root too, when it is one: `rootStack`).
    private mutating func stackEntries(_ tree: InterfaceBuilderViewTree, rootStack: String?) -> [SpecStackEntry] {
        var stacks: [SpecStackEntry] = []
        // Each stack view's element, name and `parent:` (none for an arranged one), and the
        // names of its arranged views; the root's first.
        var stackViews = tree.nodes.filter(Self.isArrangingStack).map { node in
            (
                element: node.element, name: node.name, parent: node.isArranged ? nil : node.parent,
                arranged: tree.nodes.filter { $0.isArranged && $0.parent == node.name }
            )
        }
        if let rootStack {
            stackViews.insert((root, rootStack, nil, tree.nodes.filter { $0.isArranged && $0.parent == nil }), at: 0)
        }
        for (element, name, parent, arranged) in stackViews {
            var stack = SpecStackEntry(name: name, arranged: arranged.map(\.name))
            if element["axis"] == "vertical" { stack.axis = .vertical }
            if let distribution = element["distribution"] {
                stack.distribution = StackDeclaration.Distribution(rawValue: distribution)
                if stack.distribution == nil {
                    warn(at: element, "\(name)'s distribution '\(distribution)' is unknown; imported as fill")
                }
            }
            if let alignment = element["alignment"] {
                stack.alignment = StackDeclaration.Alignment(
                    rawValue: alignment == "baseline" ? "lastBaseline" : alignment)
                if stack.alignment == nil {
                    warn(at: element, "\(name)'s alignment '\(alignment)' is unknown; imported as fill")
                }
            }
            if element["spacingType"] == "standard" {
                stack.spacing = .system
            } else if let spacing = element["spacing"].flatMap(InterfaceBuilderNumber.parse), spacing != 0 {
                stack.spacing = .points(InterfaceBuilderFormat.rounded(spacing))
            }
            if element.isYes("layoutMarginsRelativeArrangement") || Self.arrangesInsideMargins(element, arranged) {
                stack.isLayoutMarginsRelative = true
                stack.layoutMargins = Self.margins(of: element).map(InterfaceBuilderFormat.rounded)
            }
            if element.isYes("baselineRelativeArrangement") { stack.isBaselineRelative = true }
            stack.hideable = arranged.filter { $0.element.isYes("hidden") }.map(\.name)
            stack.parent = parent
            stacks.append(stack)
        }
        return stacks
    }

    // MARK: Constraints

    /// The constraints installed for any width and height (with the autoresizing masks' equations
    /// and comments), and fills `sizeClassGroups`, `guides` and `anchors`.
    private mutating func translateConstraints(_ tree: InterfaceBuilderViewTree) -> [SpecConstraintItem] {
        var translation = InterfaceBuilderConstraintTranslation(items: tree.names)
        translation.textlessViews = Set(
            tree.nodes.filter { InterfaceBuilderViewClass.isTextless($0.element) }.compactMap { $0.element["id"] })
        translation.marginlessStacks = Set(
            tree.nodes.filter {
                $0.element.name == "stackView" && Self.margins(of: $0.element) == nil
                    && !$0.element.isYes("layoutMarginsRelativeArrangement")
            }.compactMap { $0.element["id"] })
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
        var items: [SpecConstraintItem] = []
        var groups: [Set<InterfaceBuilderSizeClass>: [String]] = [:]
        let owners = [(root, ReservedNames.container)] + tree.nodes.map { ($0.element, $0.name) }
        for (element, owner) in owners {
            let variations = InterfaceBuilderConstraintVariations(owner: element, name: owner)
            for problem in variations.problems { warn(at: problem.element, problem.reason) }
            for constraint in element.grandchildren(of: "constraints") where constraint.name == "constraint" {
                let id = constraint["id"] ?? "?"
                var problems: [InterfaceBuilderConstraintVariations.Problem] = []
                let variants = variations.variants(of: constraint, problems: &problems)
                for problem in problems { warn(at: problem.element, problem.reason) }
                guard !variants.isEmpty else {
                    warn(
                        at: constraint,
                        "constraint '\(id)' of \(owner) is installed in no size class (its Installed box is off), "
                            + "so it is not imported")
                    continue
                }
                do {
                    for variant in variants {
                        let equation = try translation.equation(
                            variant.constraint, owner: owner, ownerID: element["id"])
                        anchors.formUnion(equation.anchors)
                        if variant.sizeClasses.count == InterfaceBuilderSizeClass.all.count {
                            items.append(.statement(equation.text))
                        } else {
                            groups[variant.sizeClasses, default: []].append(equation.text)
                        }
                    }
                } catch let problem as InterfaceBuilderConstraintTranslation.Problem {
                    warn(at: constraint, "constraint '\(id)' of \(owner) is not imported: \(problem.reason)")
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
        let constrained = Self.constrainedViews(in: root)
        for node in tree.nodes {
            if node.isContentView {
                items += Self.contentViewEquations(node).map(SpecConstraintItem.statement)
            } else if !node.isArranged, node.element.isYes("fixedFrame"),
                node.element["translatesAutoresizingMaskIntoConstraints"] == "NO",
                !constrained.contains(node.element["id"] ?? "")
            {
                // A file leaves out a frame of zeros (as older files write a view sized at run time).
                let frame = node.element.frame ?? [0, 0, 0, 0]
                items.append(
                    .comment("\(node.name): Interface Builder's prototyping constraints (line \(node.element.line))"))
                items += InterfaceBuilderAutoresizing.equations(
                    name: node.name, frame: frame, parentSize: node.parentSize, mask: nil
                ).map(SpecConstraintItem.statement)
            } else if !node.isArranged, node.element["translatesAutoresizingMaskIntoConstraints"] != "NO",
                let frame = node.element.frame
            {
                items.append(.comment("\(node.name): its autoresizing mask (line \(node.element.line))"))
                items += InterfaceBuilderAutoresizing.equations(
                    name: node.name, frame: frame, parentSize: node.parentSize,
                    mask: node.element.child("autoresizingMask", key: "autoresizingMask")
                ).map(SpecConstraintItem.statement)
            }
        }
        for node in tree.nodes {
            guard let id = node.element["id"], let content = translation.scrollContents[id],
                translation.usedScrollContents.contains(content)
            else { continue }
            guides.append(content)
            items.append(.comment("\(node.name)'s content area (its content layout guide) at content offset zero"))
            items += ["\(content).left == \(node.name).left", "\(content).top == \(node.name).top"]
                .map(SpecConstraintItem.statement)
        }
        sizeClassGroups = groups.keys.sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
            .map { ($0, groups[$0] ?? []) }
        return items
    }

    // MARK: The example

    /// The example: the canvas as the input, the stored frames as the expected frames.
    private mutating func example(
        _ tree: InterfaceBuilderViewTree, rootSize: [Double],
        canvas: InterfaceBuilderCanvas, safeArea: Bool, margins: [Double]?
    ) -> SpecExampleEntry {
        func onGrid(_ value: Double) -> Double {
            InterfaceBuilderFormat.rounded(Self.onPixelGrid(value, scale: canvas.scale))
        }
        var input: [SpecExampleEntry.Input] = [
            .width(onGrid(rootSize[0])), .height(onGrid(rootSize[1])),
            .scale(InterfaceBuilderFormat.rounded(canvas.scale))
        ]
        var sizes: [SpecNamedNumbers] = []
        var fonts: [SpecNamedNumbers] = []
        var frames: [SpecNamedNumbers] = []
        var composed = InterfaceBuilderComposedCanvas()
        let hiddenArranged = Set(tree.nodes.filter { $0.isArranged && $0.element.isYes("hidden") }.map(\.name))
        for node in tree.nodes {
            let element = node.element
            guard let stored = element.frame else {
                warn(at: element, "\(node.name) has no stored frame; the example does not check it")
                continue
            }
            let frame = InterfaceBuilderViewClass.alignmentRect(of: element, frame: stored).map(onGrid)
            if let canvas = composedCanvas(of: node, in: tree) {
                composed.add(canvas)
                if !canvas.checksFrame { continue }
            } else if InterfaceBuilderViewClass.measure(of: element) != .none {
                sizes.append(
                    SpecNamedNumbers(
                        node.name,
                        InterfaceBuilderViewClass.canvasIntrinsicSize(of: element, stored: Array(frame.suffix(2)))))
            }
            if baselineLabels.contains(node.name) {
                let description = element.child("fontDescription", key: "fontDescription")
                let metrics = InterfaceBuilderFont.metrics(pointSize: InterfaceBuilderFont.pointSize(of: description))
                fonts.append(SpecNamedNumbers(node.name, InterfaceBuilderFormat.rounded(metrics)))
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
            frames.append(SpecNamedNumbers(node.name, frame))
        }
        (sizes, fonts) = (sizes + composed.sizes, fonts + composed.fonts)
        if !composed.inputs.isEmpty { input.append(.inputs(composed.inputs)) }
        if !sizes.isEmpty { input.append(.sizes(sizes)) }
        if !fonts.isEmpty { input.append(.fonts(fonts)) }
        let conditions =
            (sizeClassGroups.isEmpty ? [] : canvas.sizeClass.exampleConditions)
            + tree.nodes.filter { hiddenArranged.contains($0.name) }.map { $0.name + "Hidden" } + composed.conditions
        if !conditions.isEmpty { input.append(.conditions(conditions)) }
        if safeArea { input.append(.safeArea(InterfaceBuilderFormat.rounded(canvas.safeArea))) }
        if let margins { input.append(.margins(InterfaceBuilderFormat.rounded(margins))) }
        return SpecExampleEntry(input: input, frames: frames)
    }

    /// `value` on the canvas's pixel grid when it is within a thousandth of a pixel of it:
    /// Interface Builder stores some values in single precision (43.666667938 for 131 / 3).
    static func onPixelGrid(_ value: Double, scale: Double) -> Double {
        guard scale > 0 else { return value }
        let pixel = (value * scale).rounded() / scale
        return abs(pixel - value) < 0.001 / scale ? pixel : value
    }

    mutating func warn(at element: InterfaceBuilderElement, _ message: String) {
        warnings.append(.warning(at: SourceLocation(path: path, line: element.line, column: element.column), message))
    }
}
