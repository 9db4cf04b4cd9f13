/// The typical input that solver errors and layout checks choose their witnesses close to
/// (docs/Solving.md, "Witnesses"): numbers a person recognises.
enum TypicalInput {
    /// The typical value of an input nobody gave: a 375 × 812 (iPhone-sized) container, 100 × 20
    /// intrinsic sizes (and stacks' content sizes), UIKit's 8-point margins, no safe-area insets, a 17-point system font's
    /// metrics, and 0 for `inputs`.
    static func value(of parameter: Parameter) -> Double {
        switch parameter {
        case .containerWidth: return 375
        case .containerHeight: return 812
        case .input: return 0
        case .intrinsicWidth: return 100
        case .intrinsicHeight, .measuredHeight: return 20
        case .capInset: return 4
        case .ascent: return 17
        case .descent: return 5
        case .contentWidth: return 100
        case .contentHeight: return 20
        case .centeringSlack: return 0
        case .containerMargin: return 8
        case .safeAreaInset: return 0
        }
    }
}
