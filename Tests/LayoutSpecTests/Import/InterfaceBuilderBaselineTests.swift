import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Baselines of views that are not labels (docs/ComingFromInterfaceBuilder.md, "What is
/// imported"): a button's and a text field's are the centred line of text of a `kind: button` or
/// `kind: textField` view, with the control's font in the example; a view that shows no text (an
/// image, a plain view, a switch) has its bottom edge as its baselines, as in UIKit.
@Suite struct InterfaceBuilderBaselineTests {
    /// A row: an icon whose last baseline sits on a label's, and a button whose first baseline is
    /// the label's. By hand at 2× (docs/GeneratedCode.md: ascent = px(ascender), descent =
    /// ceilPx(−descender)): the 17-point label at y 12, 20.5 high, has its first baseline at
    /// 12 + px(16.187) = 28 and its last at 32.5 − ceilPx(4.101) = 28; the icon's bottom is there,
    /// so it is at y 4; the 30-point button centres a 15-point line (ascent 14.5, descent 4), so
    /// its top is 28 − 15 − (14.5 − 4) / 2 = 7.75, on the pixel grid 8.
    static let row = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root-1" userLabel="Name Row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="person" translatesAutoresizingMaskIntoConstraints="NO" id="img-1" userLabel="Icon">
                            <rect key="frame" x="16" y="4" width="24" height="24"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="k1"/>
                                <constraint firstAttribute="height" constant="24" id="k2"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1" userLabel="Name Label">
                            <rect key="frame" x="48" y="12" width="60" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-1" userLabel="Edit Button">
                            <rect key="frame" x="264" y="8" width="40" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <state key="normal" title="Edit"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="img-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k3"/>
                        <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="img-1" secondAttribute="trailing" constant="8" id="k4"/>
                        <constraint firstItem="lbl-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="12" id="k5"/>
                        <constraint firstItem="img-1" firstAttribute="lastBaseline" secondItem="lbl-1" secondAttribute="lastBaseline" id="k6"/>
                        <constraint firstAttribute="trailing" secondItem="btn-1" secondAttribute="trailing" constant="16" id="k7"/>
                        <constraint firstItem="btn-1" firstAttribute="firstBaseline" secondItem="lbl-1" secondAttribute="firstBaseline" id="k8"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func aButtonsAndAnImagesBaselinesAreImported() throws {
        let result = try InterfaceBuilderImporter.importDocument(Data(Self.row.utf8), path: "NameRow.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("  editButton: {kind: button, measure: intrinsic}"))
        #expect(spec.text.contains("  nameLabel: {measure: intrinsic, label: true}"))
        #expect(spec.text.contains("  - icon.bottom == nameLabel.lastBaseline"))
        #expect(spec.text.contains("  - editButton.firstBaseline == nameLabel.firstBaseline"))
        #expect(spec.text.contains("        editButton: [14.282, -3.618, 10.569]"))
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        var request = EvaluationRequest(width: 414, height: 44, scale: 2)
        request.sizes = [
            "icon": CGSize(width: 24, height: 24), "nameLabel": CGSize(width: 60, height: 20.5),
            "editButton": CGSize(width: 40, height: 30)
        ]
        request.fonts = [
            "nameLabel": FontMetrics(ascender: 16.187, descender: -4.101, capHeight: 11.978),
            "editButton": FontMetrics(ascender: 14.282, descender: -3.618, capHeight: 10.569)
        ]
        let frames = try layout.frames(for: request).frames
        #expect(frames["icon"] == CGRect(x: 16, y: 4, width: 24, height: 24))
        #expect(frames["editButton"] == CGRect(x: 414 - 16 - 40, y: 8, width: 40, height: 30))
    }
}
