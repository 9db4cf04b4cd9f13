extension DocumentNode.Entry {
    /// The entry's value as the name of an item (`to: avatar`, `within: card`), for the seed
    /// notations' mapping forms. Throws at the value when it is not a non-empty string.
    func itemName() throws -> String {
        guard let name = value.scalar, !name.isEmpty else {
            throw SpecError(
                at: value.location,
                "`\(key)` names a view, guide, `superview`, `container`, `margins` or `safeArea`, "
                    + "not \(value.kindDescription)")
        }
        return name
    }
}
