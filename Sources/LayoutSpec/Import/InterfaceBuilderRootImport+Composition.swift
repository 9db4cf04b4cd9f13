import Foundation

/// Custom views (docs/ComingFromInterfaceBuilder.md, "Custom views"): a view laid out by a spec
/// beside the imported one (`layout:`).
extension InterfaceBuilderRootImport {
    /// The spec that lays `node` out: the spec named like its class (`customClass="RatingView"` and
    /// `RatingView.layout.yaml`), when there is one beside the imported spec and the file gives
    /// the view no subviews (its content is loaded at run time, from its own `.xib` or code). A view
    /// arranged in a stack with hidden views or `fillProportionally` is not: such a stack places its
    /// views by their own sizes alone (docs/notations/stacks.md), and the view stays a plain view.
    func composedLayout(of node: InterfaceBuilderViewTree.Node, in tree: InterfaceBuilderViewTree) -> String? {
        guard let customClass = node.element["customClass"], composableLayouts.contains(customClass),
            InterfaceBuilderViewTree.subviews(of: node.element).isEmpty
        else { return nil }
        if node.isArranged, let stack = tree.nodes.first(where: { $0.name == node.parent }) {
            let arranged = tree.nodes.filter { $0.isArranged && $0.parent == stack.name }
            if stack.element["distribution"] == "fillProportionally"
                || arranged.contains(where: { $0.element.isYes("hidden") })
            {
                return nil
            }
        }
        return customClass
    }

    /// The `views:` entry of a view laid out by a spec (`name: {parent, layout}`), `nil` for another.
    func composedViewEntry(_ node: InterfaceBuilderViewTree.Node, in tree: InterfaceBuilderViewTree) -> SpecViewEntry? {
        guard let layout = composedLayout(of: node, in: tree) else { return nil }
        var view = SpecViewEntry(name: node.name)
        view.layout = layout
        if let parent = node.parent, !node.isArranged { view.parent = parent }
        return view
    }

    /// For a view laid out by a spec, the canvas of that spec (beside the imported spec), its names
    /// as the view composes them; `nil` for another view. The view's own frame is not checked when
    /// the file gives it a placeholder intrinsic size (a warning says so): its content gives its size.
    mutating func composedCanvas(
        of node: InterfaceBuilderViewTree.Node, in tree: InterfaceBuilderViewTree
    ) -> InterfaceBuilderComposedCanvas? {
        guard let layout = composedLayout(of: node, in: tree) else { return nil }
        var canvas =
            ComposedSpecFile.specNamed(layout, inFolder: specDirectory ?? "")
            .map { InterfaceBuilderComposedCanvas(specAt: $0, composedInto: node.name) }
            ?? InterfaceBuilderComposedCanvas()
        if InterfaceBuilderViewClass.measure(of: node.element) != .none {
            warn(
                at: node.element,
                "\(node.name) is laid out by \(layout) (`layout: \(layout)`), whose content gives its size at "
                    + "run time; its frame on the canvas is Interface Builder's placeholder size, so the example "
                    + "does not check it")
            canvas.checksFrame = false
        }
        return canvas
    }
}
