#if canImport(UIKit)
import UIKit

extension FontMetrics {
    /// The metrics of a label's font: `FontMetrics(font: titleLabel.font)`.
    public init(font: UIFont) {
        self.init(ascender: font.ascender, descender: font.descender, capHeight: font.capHeight)
    }
}
#endif
