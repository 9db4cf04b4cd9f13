import Testing

@testable import LayoutSpec

/// The canvas of an imported root: the device table's scale, safe area, side margins and size
/// classes (docs/ComingFromInterfaceBuilder.md, "The device table").
@Suite struct InterfaceBuilderCanvasTests {
    static func device(_ id: String, _ orientation: String = "portrait") -> InterfaceBuilderElement {
        InterfaceBuilderElement(
            name: "device", attributes: ["id": id, "orientation": orientation], children: [], line: 3, column: 5)
    }

    static func canvas(
        _ id: String?, _ orientation: String = "portrait", tools: String? = "22505", size: [Double],
        controller: Bool = true
    ) -> (canvas: InterfaceBuilderCanvas, knownScreen: Bool) {
        InterfaceBuilderCanvas.canvas(
            device: id.map { device($0, orientation) }, toolsVersion: tools, rootSize: size,
            isViewControllerRoot: controller)
    }

    /// Interface Builder from toolsVersion 21000 on gives the 414 × 896 2× phone the 48-point top
    /// inset of the device; files saved before show 44 (observed in public files of both kinds).
    @Test func theSafeAreaFollowsTheInterfaceBuilderThatSavedTheFile() {
        let newer = Self.canvas("retina6_1", size: [414, 896])
        #expect(newer.knownScreen)
        #expect(
            newer.canvas
                == InterfaceBuilderCanvas(
                    scale: 2, safeArea: [48, 0, 34, 0], sideMargin: 20,
                    sizeClass: InterfaceBuilderSizeClass(regularWidth: false, regularHeight: true),
                    screenSideMargin: 20))
        #expect(Self.canvas("retina6_1", tools: "20037", size: [414, 896]).canvas.safeArea == [44, 0, 34, 0])
        #expect(Self.canvas("retina6_7", tools: "17506", size: [428, 926]).canvas.safeArea == [44, 0, 34, 0])
        #expect(Self.canvas("retina6_7", size: [428, 926]).canvas.safeArea == [47, 0, 34, 0])
        // The 3× 414 × 896 phone has a 44-point inset in every version.
        #expect(Self.canvas("retina6_5", size: [414, 896]).canvas.safeArea == [44, 0, 34, 0])
        #expect(Self.canvas("retina6_5", size: [414, 896]).canvas.scale == 3)
        #expect(Self.canvas("retina6_12", size: [393, 852]).canvas.safeArea == [59, 0, 34, 0])
        #expect(Self.canvas("retina4_7", size: [375, 667]).canvas.rootMargins == [20, 16, 0, 16])
    }

    /// A `.xib` shows no status bar from toolsVersion 14868 on (public files: 0 in nine controllers'
    /// views saved with 14868 to 21223, 20 in three saved with 14490): a phone without a notch has
    /// no top inset there; a notched phone keeps its sensor housing's.
    @Test func aXibShowsNoStatusBar() {
        func xib(_ id: String, _ tools: String, _ size: [Double]) -> [Double] {
            InterfaceBuilderCanvas.canvas(
                device: Self.device(id), toolsVersion: tools, rootSize: size, isViewControllerRoot: true,
                inStoryboard: false
            ).canvas.safeArea
        }
        #expect(xib("retina4_7", "17156", [375, 667]) == [0, 0, 0, 0])
        #expect(xib("retina4_7", "14490.70", [375, 667]) == [20, 0, 0, 0])
        #expect(xib("retina6_1", "17156", [414, 896]) == [44, 0, 34, 0])
        #expect(xib("ipad9_7", "22505", [768, 1024]) == [20, 0, 0, 0])
    }

    @Test func sizeClassesFollowTheDeviceAndOrientation() {
        let iPadLandscape = Self.canvas("ipad12_9rounded", "landscape", size: [1366, 1024])
        #expect(iPadLandscape.knownScreen)
        #expect(iPadLandscape.canvas.safeArea == [24, 0, 20, 0])
        #expect(iPadLandscape.canvas.sizeClass == InterfaceBuilderSizeClass(regularWidth: true, regularHeight: true))
        // Phones in landscape: compact height; regular width on the larger phones only. Their
        // landscape safe area is not in the table, so the canvas is reported as unknown.
        let small = Self.canvas("retina4_7", "landscape", size: [667, 375])
        #expect(!small.knownScreen)
        #expect(small.canvas.sizeClass == InterfaceBuilderSizeClass(regularWidth: false, regularHeight: false))
        let large = Self.canvas("retina6_72", "landscape", size: [932, 430])
        #expect(large.canvas.sizeClass == InterfaceBuilderSizeClass(regularWidth: true, regularHeight: false))
        #expect(large.canvas.scale == 3)
    }

    @Test func unknownDevicesAreMatchedBySizeOrTakenAsA2xPhone() {
        // An id the table does not know, on a screen it does: that screen's values.
        let bySize = Self.canvas("retina9_9", size: [393, 852])
        #expect(bySize.knownScreen)
        #expect(bySize.canvas.safeArea == [59, 0, 34, 0])
        #expect(bySize.canvas.scale == 3)
        // No device at all: a 2× phone in portrait; a controller's root of an unknown size has no
        // safe area (the import warns) and the compact-width margin.
        let none = Self.canvas(nil, size: [300, 500])
        #expect(!none.knownScreen)
        #expect(
            none.canvas
                == InterfaceBuilderCanvas(
                    scale: 2, safeArea: [0, 0, 0, 0], sideMargin: 16,
                    sizeClass: InterfaceBuilderSizeClass(regularWidth: false, regularHeight: true),
                    screenSideMargin: 16))
        // A root that is not a controller's view: no safe area, UIView's 8-point margins.
        let plain = Self.canvas("ipad9_7", size: [320, 100], controller: false)
        #expect(plain.knownScreen)
        #expect(plain.canvas.sideMargin == 8)
        #expect(plain.canvas.sizeClass == InterfaceBuilderSizeClass(regularWidth: true, regularHeight: true))
    }
}
