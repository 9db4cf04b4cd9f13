extension LoweringContext {
    /// Refuses a baseline (`firstBaseline`, `lastBaseline`, `baseline`) of a declared view that is
    /// not a label: without font metrics it would silently be the bottom edge. Used by the Equation
    /// notation; the notations transcribed from other libraries keep Auto Layout's bottom-edge
    /// baseline for views without text.
    func checkBaseline(
        _ attribute: LayoutAttribute, of item: String, rect: ItemGeometry.Rect,
        at offset: Int, in source: SourceText
    ) throws {
        guard [.firstBaseline, .lastBaseline, .baseline].contains(attribute), rect.label == nil,
            geometry.views[item] != nil
        else { return }
        throw source.error(
            at: offset,
            "`\(item)` has no \(attribute): only a label has one; declare it "
                + "`\(item): {label: true}` (its baseline then comes from its font), or write `\(item).bottom`")
    }
}
