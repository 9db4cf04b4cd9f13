/// One of COSLayout's eighteen rule names (docs/notations/coslayout.md), each a distance from the view's
/// superview `S` or a size.
enum COSLayoutRuleName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `top − S.top`.
    case tt
    /// `S.bottom − top`.
    case tb
    /// `S.bottom − bottom`.
    case bb
    /// `bottom − S.top`.
    case bt
    /// `centerY − S.top`.
    case ct
    /// `S.bottom − centerY`.
    case cb
    /// `left − S.left`.
    case ll
    /// `S.right − left`.
    case lr
    /// `S.right − right`.
    case rr
    /// `right − S.left`.
    case rl
    /// `centerX − S.left`.
    case cl
    /// `S.right − centerX`.
    case cr
    /// The width.
    case w
    /// The height.
    case h
    /// A lower bound of the width.
    case minw
    /// An upper bound of the width.
    case maxw
    /// A lower bound of the height.
    case minh
    /// An upper bound of the height.
    case maxh

    /// Which edge of the view a position rule fixes. COSLayout stores `tt`/`tb` in one slot
    /// (both fix the top edge), `bt`/`bb` in another and `ct`/`cb` in a third; the same for
    /// the horizontal names.
    enum Edge: Hashable, Sendable {
        /// The top or left edge.
        case minimum
        /// The bottom or right edge.
        case maximum
        /// The centre.
        case center
    }

    /// What a rule constrains.
    enum Role: Hashable, Sendable {
        /// A position: `edge` of the view, measured from the superview's top/left edge
        /// (`fromMinimumSide`) or from its bottom/right edge.
        case position(edge: Edge, fromMinimumSide: Bool)
        /// `w` or `h`.
        case size
        /// `minw` or `minh`.
        case minimumSize
        /// `maxw` or `maxh`.
        case maximumSize
    }

    /// The spelling in rules.
    var description: String { rawValue }

    /// Whether the rule is horizontal (`ll lr rr rl cl cr w minw maxw`).
    var isHorizontal: Bool {
        switch self {
        case .ll, .lr, .rr, .rl, .cl, .cr, .w, .minw, .maxw: return true
        default: return false
        }
    }

    /// What the rule constrains.
    var role: Role {
        switch self {
        case .tt, .ll: return .position(edge: .minimum, fromMinimumSide: true)
        case .tb, .lr: return .position(edge: .minimum, fromMinimumSide: false)
        case .bt, .rl: return .position(edge: .maximum, fromMinimumSide: true)
        case .bb, .rr: return .position(edge: .maximum, fromMinimumSide: false)
        case .ct, .cl: return .position(edge: .center, fromMinimumSide: true)
        case .cb, .cr: return .position(edge: .center, fromMinimumSide: false)
        case .w, .h: return .size
        case .minw, .minh: return .minimumSize
        case .maxw, .maxh: return .maximumSize
        }
    }

    /// Whether another view's rule of this name can be read (`other.tt`, `other.w`); size bounds
    /// cannot, as in COSLayout's `%tt … %w %h` specifiers.
    var isReadableOnOtherViews: Bool {
        switch role {
        case .position, .size: return true
        case .minimumSize, .maximumSize: return false
        }
    }

    /// All names, for "expected one of" messages.
    static let spellings: String = allCases.map(\.rawValue).joined(separator: " ")
}
