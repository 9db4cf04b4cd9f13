/// One element of an Interface Builder file (`.xib` or `.storyboard`): its name, attributes and
/// child elements, with the 1-based line and column of its start tag.
struct InterfaceBuilderElement: Sendable {
    /// The element's name: `view`, `label`, `constraint`, `rect`, ...
    var name: String
    /// The attributes as written.
    var attributes: [String: String]
    /// The child elements in document order.
    var children: [InterfaceBuilderElement]
    /// The line of the start tag.
    var line: Int
    /// The column of the start tag's `<`.
    var column: Int

    /// The attribute `key`, `nil` when absent.
    subscript(_ key: String) -> String? { attributes[key] }

    /// Whether the attribute `key` is `YES` (Interface Builder's spelling of true).
    func isYes(_ key: String) -> Bool { attributes[key] == "YES" }

    /// The first child named `name` whose `key` attribute is `key` (any key when `key` is nil).
    func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children of the first child named `name` (`subviews`, `constraints`), empty when absent.
    func grandchildren(of name: String) -> [InterfaceBuilderElement] {
        child(name)?.children ?? []
    }

    /// Every element of the subtree, this one first, in document order.
    func allElements() -> [InterfaceBuilderElement] {
        var result: [InterfaceBuilderElement] = []
        var stack: [InterfaceBuilderElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// `<rect key="frame" x= y= width= height=/>` as `[x, y, width, height]`, `nil` when absent or
    /// not four numbers.
    var frame: [Double]? {
        guard let rect = child("rect", key: "frame") else { return nil }
        let values = ["x", "y", "width", "height"].compactMap { rect[$0].flatMap(InterfaceBuilderNumber.parse) }
        return values.count == 4 ? values : nil
    }
}

/// Numbers as Interface Builder writes them (`12`, `12.5`, `20.333333333333332`).
enum InterfaceBuilderNumber {
    /// The finite number `text` spells, `nil` otherwise.
    static func parse(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, !text.lowercased().contains("x") else { return nil }
        return value
    }
}
