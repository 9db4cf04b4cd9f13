/// Screens of `LabelHeavyLayouts`, the benchmark's seeded random label-heavy screens
/// (Benchmarks/Sources/LayoutBenchmarks/LabelHeavyLayouts.swift), as its `spec(seed:)` writes
/// them: rows of measured texts and fixed boxes, each row below the one above with `>=` and an
/// `@250` wish for its gap.
enum LabelHeavyScreens {
    /// Seed 164: 14 views whose vertical group the general solver answers in many regions.
    static let seed164 = """
        access: public
        container: {minWidth: 320, maxWidth: 1024}
        ties: viewOrder
        views:
          v0: {measure: intrinsic, hugging: 750, compression: 750}
          v1: {measure: intrinsic, hugging: 251, compression: 750}
          v2: {}
          v3: {measure: intrinsic, hugging: 750, compression: 749}
          v4: {}
          v5: {measure: intrinsic, hugging: 250, compression: 749}
          v6: {}
          v7: {measure: intrinsic, hugging: 251, compression: 750}
          v8: {measure: intrinsic, hugging: 750, compression: 750}
          v9: {measure: intrinsic}
          v10: {}
          v11: {}
          v12: {measure: intrinsic, hugging: 250, compression: 749}
          v13: {}
        constraints:
          - "v0.leading == superview.leading + 16"
          - "v0.top == superview.top + 16"
          - "v1.leading >= v0.trailing + 8"
          - "v1.leading == v0.trailing + 8 @250"
          - "v1.top == v0.top"
          - "v2.width == 24"
          - "v2.height == 32"
          - "v2.leading == v1.trailing + 12"
          - "v2.centerY == v0.centerY"
          - "v2.trailing <= superview.trailing - 8"
          - "v3.leading == superview.leading + 16"
          - "v3.top >= v0.bottom + 8"
          - "v3.top >= v1.bottom + 8"
          - "v3.top >= v2.bottom + 8"
          - "v3.top == v0.bottom + 8 @250"
          - "v4.width == 24"
          - "v4.height == 24"
          - "v4.leading >= v3.trailing + 4"
          - "v4.leading == v3.trailing + 4 @250"
          - "v4.centerY == v3.centerY"
          - "v5.leading >= v4.trailing + 4"
          - "v5.leading == v4.trailing + 4 @250"
          - "v5.centerY == v3.centerY"
          - "v5.trailing <= superview.trailing - 16"
          - "v6.width == 24"
          - "v6.height == 32"
          - "v6.leading == superview.leading + 20"
          - "v6.top >= v3.bottom + 4"
          - "v6.top >= v4.bottom + 8"
          - "v6.top >= v5.bottom + 8"
          - "v6.top == v3.bottom + 8 @250"
          - "v7.leading >= v6.trailing + 4"
          - "v7.leading == v6.trailing + 4 @250"
          - "v7.centerY == v6.centerY"
          - "v7.trailing <= superview.trailing - 16"
          - "v8.leading == superview.leading + 20"
          - "v8.top >= v6.bottom + 12"
          - "v8.top >= v7.bottom + 8"
          - "v8.top == v6.bottom + 8 @250"
          - "v9.leading == v8.trailing + 12"
          - "v9.centerY == v8.centerY"
          - "v10.width == 44"
          - "v10.height == 44"
          - "v10.leading >= v9.trailing + 8"
          - "v10.leading == v9.trailing + 8 @250"
          - "v10.centerY == v8.centerY"
          - "v10.trailing <= superview.trailing - 16"
          - "v11.width == 24"
          - "v11.height == 32"
          - "v11.leading == superview.leading + 8"
          - "v11.top >= v8.bottom + 12"
          - "v11.top >= v9.bottom + 8"
          - "v11.top >= v10.bottom + 8"
          - "v11.top == v8.bottom + 8 @250"
          - "v12.leading >= v11.trailing + 4"
          - "v12.leading == v11.trailing + 4 @250"
          - "v12.centerY == v11.centerY"
          - "v12.trailing <= superview.trailing - 16"
          - "v13.width == 60"
          - "v13.height == 32"
          - "v13.leading == superview.leading + 20"
          - "v13.top == v11.bottom + 12"
          - "v13.trailing <= superview.trailing - 8"
        """

    /// Seed 175: 18 views in seven rows; its vertical group has a real `@250` tie that only shows
    /// where the content fills the container.
    static let seed175 = """
        access: public
        container: {minWidth: 320, maxWidth: 1024}
        ties: viewOrder
        views:
          v0: {measure: intrinsic, hugging: 750, compression: 749}
          v1: {measure: intrinsic, hugging: 750, compression: 751}
          v2: {measure: intrinsic, hugging: 250, compression: 751}
          v3: {}
          v4: {measure: intrinsic}
          v5: {measure: intrinsic}
          v6: {measure: intrinsic, hugging: 251, compression: 751}
          v7: {measure: intrinsic}
          v8: {measure: intrinsic, hugging: 251, compression: 750}
          v9: {}
          v10: {measure: intrinsic, hugging: 251, compression: 751}
          v11: {measure: intrinsic, hugging: 250, compression: 751}
          v12: {}
          v13: {measure: intrinsic}
          v14: {measure: intrinsic, hugging: 250, compression: 751}
          v15: {measure: intrinsic, hugging: 750, compression: 749}
          v16: {measure: intrinsic}
          v17: {measure: intrinsic, hugging: 250, compression: 749}
        constraints:
          - "v0.leading == superview.leading + 8"
          - "v0.top == superview.top + 16"
          - "v1.leading == v0.trailing + 4"
          - "v1.top == v0.top"
          - "v2.leading == v1.trailing + 8"
          - "v2.top == v0.top"
          - "v2.trailing <= superview.trailing - 8"
          - "v3.width == 44"
          - "v3.height == 32"
          - "v3.leading == superview.leading + 16"
          - "v3.top == v0.bottom + 12"
          - "v4.leading == v3.trailing + 12"
          - "v4.top == v3.top"
          - "v5.leading == v4.trailing + 4"
          - "v5.centerY == v3.centerY"
          - "v5.trailing == superview.trailing - 8"
          - "v6.leading == superview.leading + 8"
          - "v6.top >= v3.bottom + 12"
          - "v6.top >= v4.bottom + 8"
          - "v6.top >= v5.bottom + 8"
          - "v6.top == v3.bottom + 8 @250"
          - "v7.leading >= v6.trailing + 12"
          - "v7.leading == v6.trailing + 12 @250"
          - "v7.top == v6.top"
          - "v8.leading == v7.trailing + 4"
          - "v8.centerY == v6.centerY"
          - "v8.trailing <= superview.trailing - 8"
          - "v9.width == 44"
          - "v9.height == 44"
          - "v9.leading == superview.leading + 8"
          - "v9.top >= v6.bottom + 12"
          - "v9.top >= v7.bottom + 8"
          - "v9.top >= v8.bottom + 8"
          - "v9.top == v6.bottom + 8 @250"
          - "v10.leading >= v9.trailing + 8"
          - "v10.leading == v9.trailing + 8 @250"
          - "v10.centerY == v9.centerY"
          - "v11.leading == v10.trailing + 8"
          - "v11.centerY == v9.centerY"
          - "v11.trailing <= superview.trailing - 16"
          - "v12.width == 60"
          - "v12.height == 44"
          - "v12.leading == superview.leading + 20"
          - "v12.top >= v9.bottom + 4"
          - "v12.top >= v10.bottom + 8"
          - "v12.top >= v11.bottom + 8"
          - "v12.top == v9.bottom + 8 @250"
          - "v13.leading == v12.trailing + 8"
          - "v13.centerY == v12.centerY"
          - "v13.trailing <= superview.trailing - 8"
          - "v14.leading == superview.leading + 8"
          - "v14.top >= v12.bottom + 8"
          - "v14.top >= v13.bottom + 8"
          - "v14.top == v12.bottom + 8 @250"
          - "v15.leading == v14.trailing + 8"
          - "v15.top == v14.top"
          - "v16.leading >= v15.trailing + 8"
          - "v16.leading == v15.trailing + 8 @250"
          - "v16.top == v14.top"
          - "v16.trailing <= superview.trailing - 8"
          - "v14.width <= superview.width * 0.5"
          - "v17.leading == superview.leading + 8"
          - "v17.top >= v14.bottom + 4"
          - "v17.top >= v15.bottom + 8"
          - "v17.top >= v16.bottom + 8"
          - "v17.top == v14.bottom + 8 @250"
          - "v17.trailing <= superview.trailing - 16"
          - "v17.width <= superview.width * 0.6"
          - "v17.bottom <= superview.bottom - 16"
        """
}
