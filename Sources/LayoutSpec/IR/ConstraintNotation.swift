/// The notation a lowered constraint is written in (`ConstraintOrigin.notation`), for the words
/// of a diagnostic about it.
package enum ConstraintNotation: Hashable, Sendable {
    /// An equation (`a.left == b.right + 8`).
    case equation
    /// UIKit code: an anchor's `constraint(equalTo:…)` or `NSLayoutConstraint(item:…)`.
    case anchor
    /// A SnapKit closure: `title.snp.makeConstraints { make in make.top.equalToSuperview() }`.
    case snapKit
    /// Apple's Visual Format Language (`H:|-[a]-|`).
    case visualFormat
    /// Relativity's anchors (`a.right --> b.left`, `b.size == P |--| Q`, distributions).
    case relativity
    /// COSLayout's rules (`ll = 8`).
    case cosLayout
    /// EasyPeasy's attributes (`Width(100)`).
    case easyPeasy
    /// FlightLayout's `align:` entries.
    case flightLayout
    /// A `stacks:` entry: the constraints UIStackView installs for its arranged views.
    case stackView
    /// Implied by a spec key rather than a statement: a measured view's hugging and compression
    /// resistance, a fitted container's bounds.
    case specKey
}
