import Foundation
import Testing

@testable import LayoutSpec

/// The sizes an imported root is meant for (docs/ComingFromInterfaceBuilder.md, "Container
/// sizes"), on `Rows.xib`: a cell whose poster's fixed height and its top and bottom pins allow one
/// height (self-sizing: `height: fit`), a row whose icon allows any height from 64 up
/// (`minHeight: 64`), and a row whose label resists compression up to a 200-point width
/// (`measuredSize: {maxWidth: 200}`); and a row of two labels whose compression resistances tie
/// when they do not fit (`ties: viewOrder`).
@Suite struct InterfaceBuilderDeclaredSizesTests {
    static func imported() throws -> InterfaceBuilderImport {
        try InterfaceBuilderRoundTripTests.imported("Rows.xib")
    }

    static func spec(_ name: String) throws -> String {
        try #require(try imported().specs.first { $0.fileName == name }?.text)
    }

    @Test func aCellWhoseContentDecidesItsHeightFitsIt() throws {
        let text = try Self.spec("RowsPosterCell.layout.yaml")
        #expect(text.contains("container: {height: fit}"))
        #expect(text.contains("# The content decides the height (a self-sizing view)"))
        // The example checks the stored height as the fitting size, not as an input.
        #expect(text.contains("    fittingSize: [320, 136]"))
        #expect(!text.contains("      height: 136"))
        let layout = try LayoutCompiler().compile(contents: text, path: "RowsPosterCell.layout.yaml")
        // By hand: 12 above the poster, its 72 × 3 / 2 = 108, 16 below: 136 at any width.
        for width in [320.0, 414, 768] {
            var request = EvaluationRequest(width: width, height: 0, scale: 2)
            request.sizes["titleLabel"] = CGSize(width: 120, height: 20)
            let result = try layout.frames(for: request)
            #expect(result.fittingSize == CGSize(width: width, height: 136))
            #expect(result.frames["poster"] == CGRect(x: 16, y: 12, width: 72, height: 108))
            #expect(result.frames["contentView"] == CGRect(x: 0, y: 0, width: width, height: 136))
        }
    }

    @Test func aRowWhoseConstraintsHoldFromAHeightUpDeclaresIt() throws {
        let text = try Self.spec("RowsIconRow.layout.yaml")
        #expect(text.contains("container: {minHeight: 64}"))
        #expect(text.contains("# The file's constraints hold for a height of at least 64 only."))
        #expect(text.contains("      height: 80"))
        _ = try LayoutCompiler().compile(contents: text, path: "RowsIconRow.layout.yaml")
        // Without the declared range the file's constraints conflict below 64 (12 + 40 + 12).
        let undeclared = text.replacingOccurrences(of: "container: {minHeight: 64}\n", with: "")
        let error = try #require(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: undeclared, path: "RowsIconRow.layout.yaml")
        }
        let thresholds = error.diagnostics.compactMap { diagnostic -> Double? in
            if case .conflict(let conflict) = diagnostic.kind { return conflict.threshold }
            return nil
        }
        #expect(thresholds == [64])
    }

    @Test func eachDeclaredSizeIsAWarningAtTheRoot() throws {
        let warnings = try Self.imported().warnings.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(warnings.contains { $0.hasPrefix("10: the root's constraints allow one height, its stored one") })
        #expect(
            warnings.contains {
                $0.hasPrefix("43: the root's constraints conflict when the root's height is below 64")
                    && $0.contains("the spec declares `minHeight: 64`")
            })
    }

    @Test func aLabelWhoseRequiredWidthHoldsUpToAWidthDeclaresItsMeasuredSize() throws {
        let text = try Self.spec("RowsTagRow.layout.yaml")
        #expect(text.contains("compression: [1000, 750], measuredSize: {maxWidth: 200}}"))
        #expect(text.contains("# The file's constraints hold for tagLabel's measured width of at most 200 only."))
        let layout = try LayoutCompiler().compile(contents: text, path: "RowsTagRow.layout.yaml")
        var request = EvaluationRequest(width: 320, height: 44, scale: 2)
        request.sizes["tagLabel"] = CGSize(width: 180, height: 20)
        #expect(try layout.frames(for: request).frames["tagLabel"] == CGRect(x: 16, y: 12, width: 180, height: 20))
        let undeclared = text.replacingOccurrences(of: ", measuredSize: {maxWidth: 200}", with: "")
        #expect(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: undeclared, path: "RowsTagRow.layout.yaml")
        }
        let warnings = try Self.imported().warnings.map(\.message)
        #expect(warnings.contains { $0.contains("the spec declares `maxWidth: 200` in `tagLabel`'s `measuredSize:`") })
    }

    @Test func equalCompressionResistancesThatTieOffTheCanvasAreBrokenByViewOrder() throws {
        let text = try Self.spec("RowsDetailRow.layout.yaml")
        #expect(text.contains("\nties: viewOrder\n"))
        let layout = try LayoutCompiler().compile(contents: text, path: "RowsDetailRow.layout.yaml")
        // The cell and its content view preserve their superview's margins: the table's, 20 on
        // this 414-point-wide phone, wider than a cell's own 16.
        #expect(text.contains("  contentView: {margins: [11, 20, 11, 20]}"))
        // By hand, too long for the row: 320 − 20 − 8 − 20 = 272 for both; the name, first in
        // `views:`, keeps its 200, the value gets 72.
        var request = EvaluationRequest(width: 320, height: 44, scale: 2)
        request.sizes = ["nameLabel": CGSize(width: 200, height: 20), "valueLabel": CGSize(width: 150, height: 20)]
        let frames = try layout.frames(for: request).frames
        #expect(frames["nameLabel"] == CGRect(x: 20, y: 12, width: 200, height: 20))
        #expect(frames["valueLabel"] == CGRect(x: 228, y: 12, width: 72, height: 20))
        let untied = text.replacingOccurrences(of: "\nties: viewOrder\n", with: "\n")
        let error = try #require(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: untied, path: "RowsDetailRow.layout.yaml")
        }
        #expect(error.diagnostics.contains { if case .tie = $0.kind { return true } else { return false } })
        let warnings = try Self.imported().warnings.filter { $0.location?.line == 109 }.map(\.message)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("(`nameLabel.width` when nameLabel.intrinsicWidth is above 227)") == true)
    }

    /// A row that compiles at every height keeps its height an input: `UserRow.xib` centres its
    /// content, so any row height holds.
    @Test func aRowThatHoldsAtEveryHeightKeepsItsHeightAnInput() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("UserRow.xib")
        let text = try #require(result.specs.first?.text)
        #expect(!text.contains("container:"))
        #expect(!text.contains("fittingSize"))
        #expect(!result.warnings.contains { $0.message.contains("the root's constraints") })
    }

    /// A label that must not be compressed (compression resistance 1000) between a 16-point leading
    /// and an 84-point trailing inset: the file's constraints conflict when the label is wider than
    /// the root less 100, which depends on two sizes at once. Each is bounded at the canvas's value
    /// (the root at least its 200 points, the label at most its 100), with a warning naming where
    /// the conflict happens.
    @Test func aConflictOfSeveralSizesBoundsEachAtTheCanvas() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root-1" userLabel="Name Row">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" horizontalCompressionResistancePriority="1000" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1" userLabel="Name Label">
                                <rect key="frame" x="16" y="10" width="100" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k1"/>
                            <constraint firstAttribute="trailing" secondItem="lbl-1" secondAttribute="trailing" constant="84" id="k2"/>
                            <constraint firstItem="lbl-1" firstAttribute="centerY" secondItem="root-1" secondAttribute="centerY" id="k3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = try InterfaceBuilderImporter.importDocument(Data(file.utf8), path: "NameRow.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("container: {minWidth: 200}"))
        #expect(spec.text.contains("measuredSize: {maxWidth: 100}"))
        #expect(
            result.warnings.contains {
                $0.message.hasPrefix(
                    "the root's constraints conflict at sizes Interface Builder's canvas does not show, which "
                        + "depend on several sizes at once (for example container.width = ")
            })
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        // Within the bounds the label keeps its insets: at 320 points, 16 and 320 − 84 = 236.
        var request = EvaluationRequest(width: 320, height: 40, scale: 2)
        request.sizes["nameLabel"] = CGSize(width: 80, height: 20)
        let frames = try layout.frames(for: request).frames
        #expect(frames["nameLabel"] == CGRect(x: 16, y: 10, width: 220, height: 20))
    }

    /// A label pinned 11 from the top and, at 750, 11 from the bottom of a 44-point row: its
    /// compression resistance (750) ties with the bottom pin when the row is shorter than the canvas
    /// or the label taller, where view order cannot break the tie. The row is bounded at its 44
    /// points and the label at its 22, with a warning naming the undetermined height.
    @Test func aTieBeyondTheCanvasBoundsTheSizesAtTheCanvas() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root-1" userLabel="Title Row">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1" userLabel="Title Label">
                                <rect key="frame" x="16" y="11" width="60" height="22"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k1"/>
                            <constraint firstItem="lbl-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="11" id="k2"/>
                            <constraint firstAttribute="bottom" secondItem="lbl-1" secondAttribute="bottom" constant="11" priority="750" id="k3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = try InterfaceBuilderImporter.importDocument(Data(file.utf8), path: "TitleRow.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("container: {minHeight: 44}"))
        #expect(spec.text.contains("titleLabel: {measure: intrinsic, measuredSize: {maxHeight: 22}}"))
        #expect(
            result.warnings.map(\.message).contains(
                "equal priorities tie at sizes Interface Builder's canvas does not show (`titleLabel.height` is not "
                    + "determined there): the spec declares `minHeight: 44`, the root's height on the canvas, as a "
                    + "bound the layout is determined within (UIKit would pick one of the tied constraints beyond it)"))
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        // Within the bounds the bottom pin holds: in a 60-point row the label is 60 − 22 = 38 high.
        var request = EvaluationRequest(width: 200, height: 60, scale: 2)
        request.sizes["titleLabel"] = CGSize(width: 60, height: 20)
        #expect(try layout.frames(for: request).frames["titleLabel"] == CGRect(x: 16, y: 11, width: 60, height: 38))
    }

    /// A banner pinned to the root's trailing edge and to its safe area's: Interface Builder's canvas
    /// shows no side inset, so both hold there, while a landscape phone's inset breaks one. The spec
    /// declares the side insets the file holds for with a warning: the right one, and the left one,
    /// which the safe area's trailing edge is in a right-to-left language.
    @Test func aConflictBeyondTheCanvasSafeAreaBoundsTheInset() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root-1" userLabel="Banner Screen">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ban-1" userLabel="Banner">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="k5"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="saf-1"/>
                        <constraints>
                            <constraint firstItem="ban-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="k1"/>
                            <constraint firstAttribute="trailing" secondItem="ban-1" secondAttribute="trailing" id="k2"/>
                            <constraint firstItem="saf-1" firstAttribute="trailing" secondItem="ban-1" secondAttribute="trailing" id="k3"/>
                            <constraint firstItem="ban-1" firstAttribute="top" secondItem="saf-1" secondAttribute="top" id="k4"/>
                        </constraints>
                        <connections>
                            <outlet property="view" destination="root-1" id="out-1"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """
        let result = try InterfaceBuilderImporter.importDocument(Data(file.utf8), path: "BannerScreen.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("container: {maxSafeArea: {left: 0, right: 0}}"))
        #expect(spec.text.contains("# The file's constraints hold for a right safe-area inset of at most 0 only."))
        #expect(
            result.warnings.contains {
                $0.message.contains("the spec declares `maxSafeArea: {right: 0}`, the root's right safe-area inset")
                    && $0.message.hasSuffix("as another device, orientation or bar gives other insets)")
            })
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        // Under a 48-point top inset the banner spans the width: [0, 48, 414, 44] as stored.
        var request = EvaluationRequest(width: 414, height: 896, scale: 2)
        request.safeAreaInsets = EvaluationRequest.Insets(top: 48, left: 0, bottom: 34, right: 0)
        #expect(try layout.frames(for: request).frames["banner"] == CGRect(x: 0, y: 48, width: 414, height: 44))
        #expect(layout.domainWarnings(for: request).allSatisfy { !$0.message.contains("--safe-area") })
        // A landscape phone's 44-point side inset is beyond the declared range: `eval` says so.
        request.safeAreaInsets.right = 44
        #expect(
            layout.domainWarnings(for: request).map(\.message).contains(
                "--safe-area with a right of 44 is outside [0, 0], the range safeArea.right was declared and proven "
                    + "for in BannerScreen.layout.yaml; the frames extend the nearest formula"))
        // Without the declared range the constraints conflict at any right inset above 0.
        let undeclared = spec.text.replacingOccurrences(of: "container: {maxSafeArea: {left: 0, right: 0}}\n", with: "")
        #expect(throws: SpecError.self) { try LayoutCompiler().compile(contents: undeclared, path: spec.fileName) }
    }

    /// `LooseCell.xib`: a card held 8 points or more inside its cell leaves the cell's height open;
    /// UIKit fits a self-sizing cell as small as its constraints allow (`fittingSizeLevel`), which
    /// is the stored 44, so the spec fits it the same way.
    @Test func aCellWhoseConstraintsLeaveItsHeightOpenIsFittedAsSmallAsTheyAllow() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("LooseCell.xib")
        let text = try #require(result.specs.first?.text)
        #expect(text.contains("container: {height: fit}\n"))
        #expect(text.contains("  - container.height == 0 @50\n"))
        #expect(text.contains("    fittingSize: [320, 44]\n"))
        #expect(result.warnings.contains { $0.message.contains("its stored height is the smallest they allow") })
        let layout = try LayoutCompiler().compile(contents: text, path: "LooseCell.layout.yaml")
        // By hand: a 40-point title makes the card 4 + 40 + 4 = 48 and the cell 8 + 48 + 8 = 64.
        var request = EvaluationRequest(width: 375, height: 0, scale: 2)
        request.sizes["title"] = CGSize(width: 200, height: 40)
        let evaluated = try layout.frames(for: request)
        #expect(evaluated.fittingSize == CGSize(width: 375, height: 64))
        #expect(evaluated.frames["card"] == CGRect(x: 16, y: 8, width: 343, height: 48))
    }

    /// `ButtonRow.xib`: two buttons that must not be compressed share a `fillEqually` stack 10 in
    /// from each side of a 200-point prompt. They conflict where the row is narrower than the
    /// canvas or a button's title wider than its stored 90 points: the stack's content size names
    /// the second, which no key bounds, so each button's measured width is bounded at 90.
    @Test func aStacksContentSizeIsBoundedThroughItsMeasuredViews() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("ButtonRow.xib")
        let text = try #require(result.specs.first?.text)
        #expect(
            text.contains("  later: {measure: intrinsic, compression: [1000, 750], measuredSize: {maxWidth: 90}}\n"))
        #expect(text.contains("  rate: {measure: intrinsic, compression: [1000, 750], measuredSize: {maxWidth: 90}}\n"))
        #expect(text.contains("container: {minWidth: 200}\n"))
        #expect(result.warnings.contains { $0.message.contains("`maxWidth: 90` in `rate`'s `measuredSize:`") })
        let layout = try LayoutCompiler().compile(contents: text, path: "ButtonRow.layout.yaml")
        // By hand: (300 − 20) / 2 = 140 each.
        var request = EvaluationRequest(width: 300, height: 60, scale: 2)
        request.sizes = ["later": CGSize(width: 60, height: 40), "rate": CGSize(width: 80, height: 40)]
        let frames = try layout.frames(for: request).frames
        #expect(frames["later"] == CGRect(x: 0, y: 0, width: 140, height: 40))
        #expect(frames["rate"] == CGRect(x: 140, y: 0, width: 140, height: 40))
    }
}
