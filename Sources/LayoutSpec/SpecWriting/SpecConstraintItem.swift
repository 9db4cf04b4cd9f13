/// One item of a `constraints:` list to write: a statement in the notation it is written in (its
/// text, as written: an equation, a VFL line, a Relativity anchor), a comment line, or a `when:`
/// group (docs/SpecLanguage.md §7).
package enum SpecConstraintItem: Hashable, Sendable {
    /// A `when:` group: its condition's text, its constraints and its `else:` list.
    package struct Group: Hashable, Sendable {
        /// The `when:` expression, as written (`compactWidth && regularHeight`).
        package var condition: String
        /// `constraints:`, active while the condition holds (always written).
        package var constraints: [SpecConstraintItem]
        /// `else:`, active while it does not (written when not empty).
        package var otherwise: [SpecConstraintItem]

        /// Creates a group.
        package init(when condition: String, constraints: [SpecConstraintItem], otherwise: [SpecConstraintItem] = []) {
            self.condition = condition
            self.constraints = constraints
            self.otherwise = otherwise
        }
    }

    /// `- TEXT`.
    case statement(String)
    /// `# TEXT` between the items.
    case comment(String)
    /// `- when: ...`.
    case group(Group)

    /// The list lines of `items`.
    static func list(_ items: [SpecConstraintItem]) -> SpecYAMLValue {
        .blockList(
            items.map { item in
                switch item {
                case .statement(let text): return .value(.scalar(text))
                case .comment(let text): return .comment(text)
                case .group(let group):
                    var keys: [SpecYAMLValue.Entry] = [
                        .init("when", .scalar(group.condition)), .init("constraints", list(group.constraints))
                    ]
                    if !group.otherwise.isEmpty { keys.append(.init("else", list(group.otherwise))) }
                    return .value(.blockMapping(keys))
                }
            })
    }
}
