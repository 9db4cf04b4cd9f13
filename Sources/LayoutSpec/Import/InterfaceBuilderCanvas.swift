/// The canvas Interface Builder laid a root view out on: its pixel scale (frames in the file are
/// rounded to its pixels), its size classes, and, for a view controller's root view on the device's
/// screen, the safe-area insets and side layout margins of that screen (`InterfaceBuilderDevice`).
struct InterfaceBuilderCanvas: Sendable, Equatable {
    /// Pixels per point.
    var scale: Double
    /// The safe-area insets of a root view on this canvas: top, left, bottom, right.
    var safeArea: [Double]
    /// The system minimum side margin of a root view (16, or 20 on the larger phones and iPads).
    var sideMargin: Double
    /// The size classes the canvas shows.
    var sizeClass: InterfaceBuilderSizeClass
    /// The device's system side margin (a controller's root view's, and a table cell's content
    /// view's), whatever the root.
    var screenSideMargin: Double = 16

    /// The canvas of a file whose `<device>` is `device`, saved by Interface Builder `toolsVersion`,
    /// for a root of `size` (width, height); `knownScreen` is false for a view controller's root
    /// that is not the full screen of a device in the table (the caller warns; its safe area is
    /// taken as zero). A file that names no device is taken as a 2× iPhone in portrait. A `.xib`
    /// (`inStoryboard` false) shows no status bar (`InterfaceBuilderDevice.portraitSafeArea`).
    static func canvas(
        device element: InterfaceBuilderElement?, toolsVersion: String?, rootSize: [Double],
        isViewControllerRoot: Bool, inStoryboard: Bool = true
    ) -> (canvas: InterfaceBuilderCanvas, knownScreen: Bool) {
        let id = element?["id"]
        let landscape = element?["orientation"] == "landscape"
        let device = InterfaceBuilderDevice.device(id: id, size: rootSize)
        let scale = device?.scale ?? (id.map { $0.hasPrefix("ipad") || $0.hasPrefix("retina4") ? 2 : 3 } ?? 2)
        let sizeClass =
            device?.sizeClass(landscape: landscape)
            ?? InterfaceBuilderSizeClass(regularWidth: id?.hasPrefix("ipad") == true, regularHeight: !landscape)
        var canvas = InterfaceBuilderCanvas(
            scale: scale, safeArea: [0, 0, 0, 0], sideMargin: 8, sizeClass: sizeClass,
            screenSideMargin: device?.sideMargin ?? 16)
        guard isViewControllerRoot else { return (canvas, true) }
        canvas.sideMargin = device?.sideMargin ?? 16
        guard let device, !landscape || device.isPad, device.screen(landscape: landscape) == rootSize else {
            return (canvas, false)
        }
        canvas.safeArea = device.portraitSafeArea(toolsVersion: toolsVersion, inStoryboard: inStoryboard)
        return (canvas, true)
    }

    /// A root view's layout margins: the side margins and the safe area (margins are measured from
    /// the safe area, UIKit's `insetsLayoutMarginsFromSafeArea`), top, left, bottom, right.
    var rootMargins: [Double] {
        [safeArea[0], safeArea[1] + sideMargin, safeArea[2], safeArea[3] + sideMargin]
    }
}
