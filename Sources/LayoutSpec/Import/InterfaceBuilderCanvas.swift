/// The device Interface Builder laid a file out for: its pixel scale (frames in the file are
/// rounded to its pixels), and, for a view controller's root view, the safe-area insets and side
/// layout margins of that device in portrait.
struct InterfaceBuilderCanvas: Sendable, Equatable {
    /// Pixels per point.
    var scale: Double
    /// The safe-area insets of a root view on this canvas: top, left, bottom, right.
    var safeArea: [Double]
    /// The system minimum side margin of a root view (16, or 20 on the larger phones and iPads).
    var sideMargin: Double

    /// The `<device id=...>` ids of two-times screens; every other id is three times, and a file
    /// naming no device is taken as two times.
    static let twoTimesDevices: Set<String> = ["retina3_5", "retina4_0", "retina4_7", "retina6_1"]

    /// Portrait canvas sizes of iPhones and iPads: safe-area top and bottom, side margin.
    static let portraitScreens: [[Double]: (top: Double, bottom: Double, side: Double)] = [
        [320, 568]: (20, 0, 16), [375, 667]: (20, 0, 16), [414, 736]: (20, 0, 20),
        [375, 812]: (44, 34, 16), [414, 896]: (44, 34, 20), [360, 780]: (50, 34, 16),
        [390, 844]: (47, 34, 16), [428, 926]: (47, 34, 20), [393, 852]: (59, 34, 16),
        [430, 932]: (59, 34, 20), [402, 874]: (62, 34, 16), [440, 956]: (62, 34, 20),
        [768, 1024]: (20, 0, 20), [810, 1080]: (24, 20, 20), [820, 1180]: (24, 20, 20),
        [834, 1194]: (24, 20, 20), [1024, 1366]: (24, 20, 20)
    ]

    /// The canvas of a file whose `<device>` is `device`, for a root of `size` (width, height);
    /// `nil` safe area when the size is not a known screen (the caller warns and uses zero).
    static func canvas(
        device: InterfaceBuilderElement?, rootSize: [Double], isViewControllerRoot: Bool
    )
        -> (canvas: InterfaceBuilderCanvas, knownScreen: Bool)
    {
        let scale: Double =
            device.map { twoTimesDevices.contains($0["id"] ?? "") || ($0["id"] ?? "").hasPrefix("ipad") ? 2 : 3 } ?? 2
        guard isViewControllerRoot else {
            return (InterfaceBuilderCanvas(scale: scale, safeArea: [0, 0, 0, 0], sideMargin: 8), true)
        }
        if let screen = portraitScreens[rootSize] {
            return (
                InterfaceBuilderCanvas(
                    scale: scale, safeArea: [screen.top, 0, screen.bottom, 0], sideMargin: screen.side), true
            )
        }
        return (InterfaceBuilderCanvas(scale: scale, safeArea: [0, 0, 0, 0], sideMargin: 16), false)
    }

    /// A root view's layout margins: the side margins and the safe area (margins are measured from
    /// the safe area, UIKit's `insetsLayoutMarginsFromSafeArea`), top, left, bottom, right.
    var rootMargins: [Double] {
        [safeArea[0], safeArea[1] + sideMargin, safeArea[2], safeArea[3] + sideMargin]
    }
}
