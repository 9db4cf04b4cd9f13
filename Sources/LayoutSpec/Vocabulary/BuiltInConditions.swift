/// The condition names every spec may use without declaring them (contract §6, §8).
enum BuiltInConditions {
    /// Read from the runtime traits.
    static let names: Set<String> = [
        "rtl", "compactWidth", "regularWidth", "compactHeight", "regularHeight", "pad", "phone",
        "isPad", "isPhone", "isHorizontalCompact", "isVerticalCompact", "isHorizontalVerticalCompact",
        "isHorizontalRegular", "isVerticalRegular", "isHorizontalVerticalRegular",
    ]
}
