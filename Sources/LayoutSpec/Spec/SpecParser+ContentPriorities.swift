/// `title.setContentHuggingPriority(.defaultHigh, for: .horizontal)` in `constraints:`: UIKit code
/// that sets a view's content priority rather than adding a constraint (docs/notations/anchors.md).
extension SpecParseSession {
    /// Applies each content-priority statement of `entries` to its view's `hugging:` or
    /// `compression:`, in order (a later one wins, as in code run after Interface Builder's values).
    /// One inside a `when:` group is an error: a view has one content priority whatever holds.
    mutating func applyContentPriorities(_ entries: [ConstraintEntry], to views: inout [ViewDeclaration]) {
        for entry in entries {
            switch entry {
            case .statement(let statement):
                guard case .parsed(.contentPriority(let priority)) = statement.outcome else { continue }
                let location = statement.written.source.location(at: priority.viewOffset)
                guard let index = views.firstIndex(where: { $0.name == priority.view }) else {
                    diagnostics.add(
                        .error(
                            at: location,
                            "unknown view `\(priority.view)`: a content priority belongs to a view declared in `views:`"
                        ))
                    continue
                }
                switch (priority.kind, priority.isHorizontal) {
                case (.hugging, true): views[index].hugging.horizontal = priority.level
                case (.hugging, false): views[index].hugging.vertical = priority.level
                case (.compression, true): views[index].compression.horizontal = priority.level
                case (.compression, false): views[index].compression.vertical = priority.level
                }
            case .group(let group):
                for nested in Self.contentPriorities(in: group.constraints + group.otherwise) {
                    diagnostics.add(
                        .error(
                            at: nested,
                            "a content priority cannot depend on a condition: a view has one hugging and one "
                                + "compression resistance; move the statement out of the `when:` group"))
                }
            }
        }
    }

    /// Where each content-priority statement of `entries` (and of the groups they hold) is written.
    private static func contentPriorities(in entries: [ConstraintEntry]) -> [SourceLocation] {
        entries.flatMap { entry -> [SourceLocation] in
            switch entry {
            case .statement(let statement):
                guard case .parsed(.contentPriority) = statement.outcome else { return [] }
                return [statement.written.location]
            case .group(let group):
                return contentPriorities(in: group.constraints + group.otherwise)
            }
        }
    }
}
