/// One of the devices Interface Builder lays a file out for (`<device id="retina6_1"
/// orientation="portrait"/>`): its screen in points, pixels per point, the safe area of a full-screen
/// view controller in portrait, and its size classes. The values and their sources are listed in
/// docs/ComingFromInterfaceBuilder.md ("The device table").
struct InterfaceBuilderDevice: Sendable, Equatable {
    /// The portrait screen size in points: width, height.
    var screen: [Double]
    /// Pixels per point.
    var scale: Double
    /// The portrait safe-area insets at the top and bottom.
    var safeTop: Double
    /// The bottom inset (the home indicator's, or 0).
    var safeBottom: Double
    /// The top inset Interface Builder used before its version 14 (document `toolsVersion` below
    /// 21000), when it differs: it gave every notched phone 44.
    var olderSafeTop: Double?
    /// Whether it is an iPad (regular width and height in both orientations).
    var isPad: Bool = false
    /// Whether a phone's width is regular in landscape (the larger phones).
    var regularWidthInLandscape: Bool = false

    /// The devices by Interface Builder's `<device id>`.
    static let byID: [String: InterfaceBuilderDevice] = [
        "retina3_5": .init(screen: [320, 480], scale: 2, safeTop: 20, safeBottom: 0),
        "retina4_0": .init(screen: [320, 568], scale: 2, safeTop: 20, safeBottom: 0),
        "retina4_7": .init(screen: [375, 667], scale: 2, safeTop: 20, safeBottom: 0),
        "retina5_5": .init(screen: [414, 736], scale: 3, safeTop: 20, safeBottom: 0, regularWidthInLandscape: true),
        "retina5_9": .init(screen: [375, 812], scale: 3, safeTop: 44, safeBottom: 34),
        "retina6_1": .init(
            screen: [414, 896], scale: 2, safeTop: 48, safeBottom: 34, olderSafeTop: 44, regularWidthInLandscape: true),
        "retina6_5": .init(screen: [414, 896], scale: 3, safeTop: 44, safeBottom: 34, regularWidthInLandscape: true),
        "retina6_0": .init(screen: [390, 844], scale: 3, safeTop: 47, safeBottom: 34, olderSafeTop: 44),
        "retina6_7": .init(
            screen: [428, 926], scale: 3, safeTop: 47, safeBottom: 34, olderSafeTop: 44, regularWidthInLandscape: true),
        "retina6_12": .init(screen: [393, 852], scale: 3, safeTop: 59, safeBottom: 34),
        "retina6_72": .init(screen: [430, 932], scale: 3, safeTop: 59, safeBottom: 34, regularWidthInLandscape: true),
        "retina6_3": .init(screen: [402, 874], scale: 3, safeTop: 62, safeBottom: 34),
        "ipad9_7": .init(screen: [768, 1024], scale: 2, safeTop: 20, safeBottom: 0, isPad: true),
        "ipad10_2": .init(screen: [810, 1080], scale: 2, safeTop: 20, safeBottom: 0, isPad: true),
        "ipad10_5": .init(screen: [834, 1112], scale: 2, safeTop: 20, safeBottom: 0, isPad: true),
        "ipad11": .init(screen: [834, 1194], scale: 2, safeTop: 24, safeBottom: 20, isPad: true),
        "ipad12_9": .init(screen: [1024, 1366], scale: 2, safeTop: 20, safeBottom: 0, isPad: true),
        "ipad12_9rounded": .init(screen: [1024, 1366], scale: 2, safeTop: 24, safeBottom: 20, isPad: true)
    ]

    /// The device of `<device id=...>`, else the first in the table (by id) whose portrait screen is
    /// `size` or `size` turned (for a file whose device id the table does not know).
    static func device(id: String?, size: [Double]) -> InterfaceBuilderDevice? {
        if let id, let device = byID[id] { return device }
        return byID.sorted { $0.key < $1.key }.first { $0.value.screen == size || $0.value.screen.reversed() == size }?
            .value
    }

    /// The screen size in `orientation` (`landscape` turns it).
    func screen(landscape: Bool) -> [Double] { landscape ? screen.reversed() : screen }

    /// The size classes of a full-screen view in `orientation`.
    func sizeClass(landscape: Bool) -> InterfaceBuilderSizeClass {
        if isPad { return InterfaceBuilderSizeClass(regularWidth: true, regularHeight: true) }
        return InterfaceBuilderSizeClass(regularWidth: landscape && regularWidthInLandscape, regularHeight: !landscape)
    }

    /// The portrait safe area (top, left, bottom, right) of a full-screen view controller, as
    /// Interface Builder of the file's `toolsVersion` draws it: in a `.xib` saved from
    /// `toolsVersion` 14868 on, a phone without a notch shows no status bar, so its top inset is 0.
    func portraitSafeArea(toolsVersion: String?, inStoryboard: Bool = true) -> [Double] {
        let version = toolsVersion.flatMap { Double($0.prefix { $0.isNumber }) } ?? .infinity
        var top = version < 21000 ? olderSafeTop ?? safeTop : safeTop
        if !inStoryboard && !isPad && safeBottom == 0 && version >= 14868 { top = 0 }
        return [top, 0, safeBottom, 0]
    }

    /// The system minimum side margin of a view controller's root view: 20 on iPads and on the
    /// phones 414 points wide or wider, 16 on the others.
    var sideMargin: Double { isPad || screen[0] >= 414 ? 20 : 16 }
}
