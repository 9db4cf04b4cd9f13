/// The views of one root, in document order, each with the spec name it is imported under and its
/// place in the tree: the root is the spec's container, every other view a spec view (or, for a
/// `stackView`, a stack) whose `parent:` is its superview.
struct InterfaceBuilderViewTree {
    /// One view below the root.
    struct Node {
        /// The view's element.
        var element: InterfaceBuilderElement
        /// Its spec name.
        var name: String
        /// Its superview's spec name, `nil` for the root's subviews.
        var parent: String?
        /// Whether its superview is a stack view (it is then one of the stack's arranged views).
        var isArranged: Bool
        /// Whether it is a cell's content view (`key="contentView"`), which fills its cell.
        var isContentView: Bool
        /// Its superview's stored size, for autoresizing masks.
        var parentSize: [Double]
    }

    /// The root view.
    var root: InterfaceBuilderElement
    /// Every view below the root, parents before children.
    var nodes: [Node] = []
    /// View id → spec name (the root is `container`).
    var names: [String: String] = [:]

    /// Collects the views below `root` and names them: outlet property names first (`outlets`:
    /// view id → property), then user labels (`Title Label` → `titleLabel`), then the custom class
    /// and a counter (`ratingView1`), then the element and a counter (`label1`). A name that is
    /// taken, reserved or not an identifier falls to the next choice; as a last resort a number
    /// is appended.
    init(root: InterfaceBuilderElement, outlets: [String: String]) {
        self.root = root
        if let id = root["id"] { names[id] = ReservedNames.container }
        var taken = Set(ReservedNames.items + ReservedNames.generatedMembers)
        var counters: [String: Int] = [:]
        var pending: [(element: InterfaceBuilderElement, parent: String?, parentElement: InterfaceBuilderElement)] =
            Self.subviews(of: root).map { ($0, nil, root) }.reversed()
        while let (element, parent, parentElement) = pending.popLast() {
            let isContentView = element["key"] == "contentView"
            var choices: [String] = []
            if isContentView { choices.append("contentView") }
            if let id = element["id"], let outlet = outlets[id] { choices.append(outlet) }
            if let label = element["userLabel"].flatMap(InterfaceBuilderFormat.lowerCamelName) { choices.append(label) }
            let base = element["customClass"].flatMap(InterfaceBuilderFormat.lowerCamelName) ?? element.name
            let name = Self.name(from: choices, base: base, taken: &taken, counters: &counters)
            if let id = element["id"] { names[id] = name }
            nodes.append(
                Node(
                    element: element, name: name, parent: parent,
                    isArranged: parentElement.name == "stackView", isContentView: isContentView,
                    parentSize: Array((parentElement.frame ?? [0, 0, 0, 0]).suffix(2))))
            pending.append(contentsOf: Self.subviews(of: element).map { ($0, Optional(name), element) }.reversed())
        }
    }

    /// The node named `name`.
    func node(named name: String) -> Node? { nodes.first { $0.name == name } }

    /// A view's subviews: the elements of its `<subviews>`, and a cell's content view.
    static func subviews(of element: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
        let contentViews = element.children.filter { $0["key"] == "contentView" && $0.frame != nil }
        return contentViews + element.grandchildren(of: "subviews")
    }

    private static func name(
        from choices: [String], base: String, taken: inout Set<String>,
        counters: inout [String: Int]
    ) -> String {
        func usable(_ name: String) -> Bool { SwiftIdentifier.isValid(name) && !taken.contains(name) }
        if let name = choices.first(where: usable) {
            taken.insert(name)
            return name
        }
        let stem = SwiftIdentifier.isValid(base + "1") ? base : "view"
        var name: String
        repeat {
            counters[stem, default: 0] += 1
            name = stem + String(counters[stem, default: 1])
        } while !usable(name)
        taken.insert(name)
        return name
    }
}
