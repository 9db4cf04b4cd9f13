/// The spec's `viewDefaults:` key: whose defaults a view's `kind:` gives it (docs/SpecLanguage.md,
/// "View kinds").
package enum ViewDefaults: String, Hashable, Sendable, CaseIterable {
    /// Interface Builder's (the default): labels and image views hug at 251.
    case interfaceBuilder
    /// UIKit's for a view created in code (`UILabel()`): labels and image views hug at 250.
    case code
}
