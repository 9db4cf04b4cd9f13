import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// The canvas insets a file does not state are read from its stored frames
/// (docs/ComingFromInterfaceBuilder.md, "The canvas"): `Bars.storyboard` has a scene under a
/// large-title navigation bar and above a tab bar (old layout guides), a scene under a navigation
/// bar and above a toolbar (the safe area), and an inset grouped table's prototype cell whose
/// content margins are 20 on a 375-point phone, where the device table says 16.
@Suite struct InterfaceBuilderShownInsetsTests {
    static func spec(_ name: String) throws -> ImportedSpec {
        let result = try InterfaceBuilderRoundTripTests.imported("Bars.storyboard")
        return try #require(result.specs.first { $0.fileName == name + ".layout.yaml" })
    }

    @Test func theOldLayoutGuidesSitWhereTheStoredFramesPutThem() throws {
        let inbox = try Self.spec("Inbox")
        // 20 (status bar) + 96 (large-title navigation bar) at the top, a 49-point tab bar at the bottom.
        #expect(inbox.text.contains("      safe-area: [116, 0, 49, 0]"))
        #expect(inbox.text.contains("      margins: [116, 16, 49, 16]"))
        #expect(
            inbox.text.contains(
                "# The safe area is where the stored frames put it (top 116, bottom 49), not the device's bare "
                    + "screen's (top 20, bottom 0)"))
        let layout = try LayoutCompiler().compile(contents: inbox.text, path: inbox.fileName)
        // At run time the safe area is an input: by hand, with only a status bar, the banner is 8
        // below it (28) and the button 8 above the bottom (667 − 8 − 30 = 629).
        let evaluated = try layout.frames(
            for: EvaluationRequest(
                width: 375, height: 667, scale: 2, sizes: ["composeButton": CGSize(width: 80, height: 30)],
                safeAreaInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0),
                layoutMargins: LayoutInsets(top: 20, left: 16, bottom: 0, right: 16)))
        #expect(evaluated.frames["banner"] == CGRect(x: 16, y: 28, width: 343, height: 60))
        #expect(evaluated.frames["composeButton"] == CGRect(x: 16, y: 629, width: 343, height: 30))
    }

    @Test func theSafeAreaSitsWhereTheStoredFramesPutIt() throws {
        let compose = try Self.spec("Compose")
        // 20 + 44 under a navigation bar, a 44-point toolbar at the bottom.
        #expect(compose.text.contains("      safe-area: [64, 0, 44, 0]"))
        #expect(compose.text.contains("      body: [0, 64, 375, 559]"))
        _ = try LayoutCompiler().compile(contents: compose.text, path: compose.fileName)
        // No warning that the bars may move the safe area: the frames showed where they do.
        let result = try InterfaceBuilderRoundTripTests.imported("Bars.storyboard")
        #expect(!result.warnings.contains { $0.message.contains("may show a navigation bar") })
    }

    @Test func aCellsContentMarginsAreTheOnesTheStoredFramesShow() throws {
        let cell = try Self.spec("SettingCell")
        #expect(cell.text.contains("  contentView: {margins: [11, 20, 11, 20]}"))
        #expect(cell.text.contains("      titleLabel: [20, 11, 335, 21.5]"))
        _ = try LayoutCompiler().compile(contents: cell.text, path: cell.fileName)
    }

    @Test func disagreeingConstraintsLeaveTheTablesValue() throws {
        // Two views pinned to the safe area's top with the same constant at different stored tops:
        // the frames do not say where the safe area is, so the device table's 20 stands.
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-1">
                        <objects>
                            <viewController id="vc-1" customClass="SplitViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a-1" userLabel="Left">
                                            <rect key="frame" x="0.0" y="40" width="100" height="50"/>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1" userLabel="Right">
                                            <rect key="frame" x="200" y="64" width="100" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-1"/>
                                    <constraints>
                                        <constraint firstItem="a-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" id="k1"/>
                                        <constraint firstItem="b-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" id="k2"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ShownInsets-\(UUID()).storyboard")
        try file.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try InterfaceBuilderImporter.importFile(path: url.path)
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("      safe-area: [20, 0, 0, 0]"))
        #expect(!spec.text.contains("The safe area is where"))
    }

    /// A stack view whose own margins are set, shown arranging inside them although the file does
    /// not write `layoutMarginsRelativeArrangement` (a 30-point-wide duration badge, 4 and 2 points
    /// of margin around its label): imported with the arrangement relative to its margins.
    @Test func aStackShownArrangingInsideItsMarginsArrangesInsideThem() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root-1" userLabel="Badge Row">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-1" userLabel="Duration View">
                                <rect key="frame" x="8" y="11.5" width="34" height="17"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0:00" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1" userLabel="Duration Label">
                                        <rect key="frame" x="4" y="2" width="26" height="13"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="30" id="k1"/>
                                </constraints>
                                <edgeInsets key="layoutMargins" top="2" left="4" bottom="2" right="4"/>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stk-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="8" id="k2"/>
                            <constraint firstItem="stk-1" firstAttribute="centerY" secondItem="root-1" secondAttribute="centerY" id="k3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = try InterfaceBuilderImporter.importDocument(Data(file.utf8), path: "Badge.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("layoutMarginsRelativeArrangement: true"))
        #expect(spec.text.contains("layoutMargins: [2, 4, 2, 4]"))
        // By hand: the label's 26 × 13 plus 4 + 4 and 2 + 2 of margin, centred in 40: y = 11.5.
        #expect(spec.text.contains("      durationView: [8, 11.5, 34, 17]"))
        _ = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
    }
}
