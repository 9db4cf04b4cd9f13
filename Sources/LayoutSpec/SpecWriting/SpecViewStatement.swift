/// A seed notation's statement for one view (`rules:`' COSLayout rules, `attributes:`' EasyPeasy
/// attributes), as written.
package struct SpecViewStatement: Hashable, Sendable {
    /// The view.
    package var view: String
    /// The statement's text.
    package var text: String

    /// Creates a view's statement.
    package init(view: String, text: String) {
        self.view = view
        self.text = text
    }
}
