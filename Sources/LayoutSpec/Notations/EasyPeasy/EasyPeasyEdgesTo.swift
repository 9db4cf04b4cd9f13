/// EasyPeasy's `Edges(...).to(item)`: its `Edges.to(view)` / `to(layoutGuide)` replace the four
/// sub-attributes with `Top().to(item, .top)`, `Left().to(item, .left)`, `Bottom().to(item, .bottom)`
/// and `Right().to(item, .right)` — same-named edges, the constants dropped — so the view takes the
/// item's frame whatever the item is (a sibling included). LayoutGen does the same and warns when
/// constants were written, pointing to the four attributes that keep them (docs/notations/easypeasy.md).
enum EasyPeasyEdgesTo {
    /// Whether `syntax` is `Edges(...).to(item)`.
    static func applies(to syntax: EasyPeasyAttributeSyntax) -> Bool {
        guard case .compound(.edges) = syntax.target, let reference = syntax.reference else { return false }
        return !reference.isLike
    }

    /// `syntax` as EasyPeasy rebuilds it: for `Edges(...).to(item)`, four same-named edges related to
    /// `item` with the constant 0 (modifiers kept); any other attribute unchanged.
    static func rebuilt(_ syntax: EasyPeasyAttributeSyntax) -> [EasyPeasyAttributeSyntax] {
        guard applies(to: syntax), let reference = syntax.reference, reference.attribute == nil else { return [syntax] }
        return CompoundAttribute.edges.components.map { edge in
            var single = syntax
            single.target = .single(edge)
            single.constants = []
            single.reference = EasyPeasyReference(
                isLike: false, item: reference.item, itemOffset: reference.itemOffset,
                attribute: edge)
            return single
        }
    }

    /// The error for `Edges(...).to(item, .attribute)`, which EasyPeasy does not have, or `nil`.
    static func namedAttributeError(_ syntax: EasyPeasyAttributeSyntax, base: SourceLocation) -> SpecError? {
        guard applies(to: syntax), let reference = syntax.reference, let attribute = reference.attribute else {
            return nil
        }
        return SpecError(
            at: base.advanced(by: syntax.nameOffset),
            "`Edges.to` takes an item only (EasyPeasy's `Edges.to(view)`), found `.\(attribute.rawValue)`; "
                + "relate one edge with `\(edgeName(attribute))().to(\(reference.item), .\(attribute.rawValue))`")
    }

    /// The warning for `Edges(8).to(card)` (constants other than `()` or `(0)`), or `nil`.
    static func droppedInsetsWarning(_ syntax: EasyPeasyAttributeSyntax, base: SourceLocation) -> Diagnostic? {
        guard applies(to: syntax), let reference = syntax.reference, reference.attribute == nil,
            syntax.constants.contains(where: { $0 != .zero(at: $0.offset) })
        else { return nil }
        let written = constantTexts(of: syntax)
        let edges = CompoundAttribute.edges.components
        let perEdge = written.count == edges.count ? written : edges.map { _ in written.first ?? "0" }
        let keeping = zip(edges, perEdge).map { edge, constant in
            "\(edgeName(edge))(\(constant)).to(\(reference.item), .\(edge.rawValue))"
        }.joined(separator: ", ")
        return .warning(
            at: base.advanced(by: syntax.nameOffset),
            "`\(syntax.text)` ignores its insets, as EasyPeasy's `Edges.to` does: the edges equal "
                + "`\(reference.item)`'s; to keep the insets write `\(keeping)`")
    }

    /// `Top` for `.top`, and so on.
    private static func edgeName(_ attribute: LayoutAttribute) -> String {
        attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst()
    }

    /// The constants as written, from the attribute's text (`Edges(5, >=10)` → `["5", ">=10"]`).
    private static func constantTexts(of syntax: EasyPeasyAttributeSyntax) -> [String] {
        guard let open = syntax.text.firstIndex(of: "("),
            let close = syntax.text[open...].firstIndex(of: ")")
        else { return [] }
        return syntax.text[syntax.text.index(after: open)..<close].split(separator: ",")
            .map { String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
    }
}
