import Foundation
import LayoutSpec
import Testing

/// `layout-gen explain` on a stack: each stack's rule, and its views' formulas worked out by hand.
@Suite struct StackExplanationTests {
    /// A row 16 from each side of the container, 10 from its top: icon, title, badge with gaps
    /// 12 (custom, after icon) and 8. The first view (icon) stretches: W − 32 − t − b − 20.
    static let spec = """
        views:
          icon: {measure: intrinsic}
          title: {measure: intrinsic}
          badge: {measure: intrinsic}
        stacks:
          row: {arranged: [icon, title, badge], alignment: center, spacing: 8, customSpacing: {icon: 12},
                layoutMarginsRelativeArrangement: true, layoutMargins: [4, 0, 4, 0]}
        constraints:
          - row.leading == superview.leading + 16
          - row.trailing == superview.trailing - 16
          - row.top == superview.top + 10
        """

    @Test func explainsTheStackAndItsViews() throws {
        let text = try LayoutExplanation.explain(contents: Self.spec, path: "Row.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        #expect(
            lines.contains(
                "stack row: horizontal, distribution fill, alignment center, spacing 8 (12 after icon); arranged icon, title, badge."
            ))
        #expect(lines.contains("    Arranged inside its layout margins [4, 0, 4, 0] (top, leading, bottom, trailing)."))
        #expect(
            lines.contains(
                "    When the hugging or compression resistance priorities of their widths tie, the earlier view gives way first: icon, title, badge."
            ))
        // icon.width = W − 32 − 12 − 8 − title − badge.
        #expect(lines.contains("icon.width = container.width - badge.intrinsicWidth - title.intrinsicWidth - 52"))
        // Right to left the badge is at the row's left edge, 16 from the container's.
        #expect(lines.contains("when rtl: badge.left = 16"))
        // The row fits its tallest view plus the margins 4 + 4: the stack model's content height.
        #expect(lines.contains("row.height = row.contentHeight"))
        #expect(
            lines.contains(
                "    row.contentHeight = max(icon.intrinsicHeight, title.intrinsicHeight, badge.intrinsicHeight) + 8."))
        // The title starts after the icon and the custom gap 12: 16 + icon's width + 12.
        #expect(
            lines.contains("when !rtl: title.left = container.width - badge.intrinsicWidth - title.intrinsicWidth - 24")
        )
        // Right to left: after the badge and the gap 8, from the row's left edge 16.
        #expect(lines.contains("when rtl: title.left = badge.intrinsicWidth + 24"))
        // Centred across the row's canvas while it fits: 10 + 4 + (row.contentHeight − 8 − title's
        // height) / 2; at the canvas's top (14) and as tall as it where it does not.
        #expect(lines.contains("title.top, by region:"))
        #expect(
            lines.contains(
                "    = row.contentHeight / 2 - title.intrinsicHeight / 2 + 10 while row.contentHeight - title.intrinsicHeight >= 8"
            ))
        #expect(lines.contains("    = 14 while row.contentHeight - title.intrinsicHeight <= 8"))
    }

    /// The same row with the icon and the badge hideable: arranged over its shown views, so the
    /// solver sees the row alone (its height is its content height), and the paragraph names the
    /// flags and who takes the slack (the first shown of title, badge at 250; icon has none).
    @Test func explainsAStackWithHiddenViews() throws {
        let spec =
            Self.spec.replacingOccurrences(
                of: "layoutMargins: [4, 0, 4, 0]}", with: "layoutMargins: [4, 0, 4, 0], hideable: [icon, badge]}"
            ).replacingOccurrences(of: "icon: {measure: intrinsic}", with: "icon: {}")
            + "\n  - icon.size == 24"
        let text = try LayoutExplanation.explain(contents: spec, path: "Row.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains("row.height = row.contentHeight"), "\(text)")
        #expect(
            lines.contains(
                "    Arranged by the stack model over its shown views, in the generated code, not solved; hidden flags: "
                    + "icon (`iconHidden`), badge (`badgeHidden`)."))
        #expect(lines.contains("    Extra length goes to the first shown of: title (250), badge (250)."))
        #expect(lines.contains("    Missing length comes off the first shown of: title (750), badge (750)."))
    }
}
