import Foundation
import LayoutRuntime

/// One panel of a layout picture: an input's caption, its container size, and the frames computed for it.
package struct LayoutPicturePanel: Sendable {
    /// What the input is, printed above the panel ("375 × 812, rtl").
    package var caption: String
    /// The container's size (the fitting size where a dimension fits).
    package var containerSize: CGSize
    /// The frames, relative to each item's parent.
    package var layout: EvaluatedLayout
    /// Items drawn as involved in an error (red, thick outline).
    package var markedItems: Set<String>
    /// The safe-area insets, drawn dashed green inside the container; `nil` when the layout does
    /// not read them.
    package var safeArea: LayoutInsets?
    /// The layout margins, drawn dashed grey inside the container; `nil` when the layout does not
    /// read them.
    package var margins: LayoutInsets?

    /// Creates a panel.
    package init(
        caption: String, containerSize: CGSize, layout: EvaluatedLayout, markedItems: Set<String> = [],
        safeArea: LayoutInsets? = nil, margins: LayoutInsets? = nil
    ) {
        self.caption = caption
        self.safeArea = safeArea
        self.margins = margins
        self.containerSize = containerSize
        self.layout = layout
        self.markedItems = markedItems
    }
}
