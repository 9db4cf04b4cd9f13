#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension FontMetrics {
    /// The metrics of a text field's font: `FontMetrics(font: titleField.font ?? .systemFont(ofSize: 13))`.
    public init(font: NSFont) {
        self.init(ascender: font.ascender, descender: font.descender, capHeight: font.capHeight)
    }
}
#endif
