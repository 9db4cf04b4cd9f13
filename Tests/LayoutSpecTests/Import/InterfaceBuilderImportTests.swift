import Foundation
import Testing

@testable import LayoutSpec

/// What `layout-gen import` writes for each Interface Builder construct, over the files in
/// Tests/InterfaceBuilderFiles (their frames are checked in InterfaceBuilderRoundTripTests).
@Suite struct InterfaceBuilderImportTests {
    static func spec(_ file: String, _ name: String) throws -> [String] {
        let result = try InterfaceBuilderRoundTripTests.imported(file)
        let spec = try #require(result.specs.first { $0.fileName == name }, "\(result.specs.map(\.fileName))")
        return spec.text.components(separatedBy: "\n")
    }

    @Test func oneSpecPerRootNamedFromTheFileTheSceneOrTheRoot() throws {
        #expect(
            try InterfaceBuilderRoundTripTests.imported("ProfileCell.xib").specs.map(\.fileName)
                == ["ProfileCell.layout.yaml"])
        // Scenes are named by their controller's class without `ViewController`.
        #expect(
            try InterfaceBuilderRoundTripTests.imported("Login.storyboard").specs.map(\.fileName)
                == ["Login.layout.yaml", "Settings.layout.yaml"])
        // Several top-level views of a xib: the file's stem and each root's user label.
        #expect(
            try InterfaceBuilderRoundTripTests.imported("Problems.xib").specs.map(\.fileName)
                == ["ProblemsHeaderCard.layout.yaml", "ProblemsFooter.layout.yaml"])
    }

    @Test func viewsAreNamedFromOutletsUserLabelsAndClasses() throws {
        let lines = try Self.spec("ProfileCell.xib", "ProfileCell.layout.yaml")
        // Outlet `avatarView`; user label "Detail Label"; custom class BadgeView and a counter;
        // user label "Separator"; a cell's content view is `contentView`, the cell the container.
        #expect(lines.contains("  avatarView: {measure: intrinsic, parent: contentView, hugging: 251}"))
        #expect(lines.contains("  detailLabel: {measure: heightForWidth, parent: contentView, hugging: [250, 251]}"))
        #expect(lines.contains("  badgeView1: {parent: contentView}"))
        #expect(lines.contains("  separator: {parent: contentView}"))
        // The content view where the file stores it: the whole 320 × 88 cell.
        for line in [
            "  - contentView.leading == superview.leading", "  - contentView.top == superview.top",
            "  - contentView.width == superview.width", "  - contentView.height == superview.height"
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        // Elements without outlet, label or class: the element and a counter.
        let problems = try Self.spec("Problems.xib", "ProblemsHeaderCard.layout.yaml")
        #expect(problems.contains("  label1: {measure: intrinsic, hugging: 251}"))
        #expect(problems.contains("  content: {parent: scrollView1}"))
    }

    @Test func contentPrioritiesDifferentFromTheDefaultsAreKept() throws {
        let lines = try Self.spec("ProfileCell.xib", "ProfileCell.layout.yaml")
        // 251 / 251 hugging, 751 horizontal compression (vertical: the default 750).
        #expect(
            lines.contains(
                "  timeLabel: {measure: intrinsic, label: true, parent: contentView, hugging: 251, compression: [751, 750]}"
            ))
        let login = try Self.spec("Login.storyboard", "Login.layout.yaml")
        // Text fields and buttons carry no priorities in the file: 250 / 750, nothing written.
        #expect(login.contains("  emailField: {measure: intrinsic}"))
        #expect(login.contains("  loginButton: {measure: intrinsic}"))
    }

    @Test func constraintsKeepRelationMultiplierConstantAndPriority() throws {
        let cell = try Self.spec("ProfileCell.xib", "ProfileCell.layout.yaml")
        #expect(cell.contains("  - contentView.trailing >= nameLabel.trailing + 16"))  // no firstItem: the owner
        #expect(cell.contains("  - badgeView1.width == badgeView1.height * 2 / 1"))  // multiplier 2:1
        #expect(cell.contains("  - badgeView1.width == 16"))  // no second item
        #expect(cell.contains("  - timeLabel.lastBaseline == nameLabel.lastBaseline"))  // `baseline`
        // The badge sits on the name's first baseline: 20 + 16.187 = 36.187, rounded at 2×
        // to 36 (its stored frame: y 28, height 8, checked by the example).
        #expect(cell.contains("  - badgeView1.bottom == nameLabel.firstBaseline"))
        #expect(cell.contains("  - avatarView.height == avatarView.width"))
        let login = try Self.spec("Login.storyboard", "Login.layout.yaml")
        #expect(login.contains("  - banner.height == banner.width * 9 / 16"))
        #expect(login.contains("  - loginButton.centerX == container.centerX @999"))
        #expect(login.contains("  - footerLabel.width <= container.width * 0.5"))  // 200 <= 414 / 2
        #expect(login.contains("  - footerLabel.top >= loginButton.bottom + 20 @700"))
        #expect(login.contains("  - safeArea.trailing == banner.trailing"))
        #expect(login.contains("  - emailField.leading == container.leadingMargin"))
        #expect(login.contains("  - container.trailingMargin == emailField.trailing"))
        #expect(login.contains("  - safeArea.bottom == footerLabel.bottom + 8"))
    }

    @Test func oldLayoutGuidesAreTheSafeArea() throws {
        let lines = try Self.spec("Login.storyboard", "Settings.layout.yaml")
        #expect(lines.contains("  - notificationsSwitch.top == safeArea.top + 16"))  // topLayoutGuide.bottom
        #expect(lines.contains("  - safeArea.bottom == footnote.bottom + 12"))  // bottomLayoutGuide.top
    }

    /// A switch is placed by its alignment rect: stored at x 345, 51 wide, its constraints put the
    /// rect's trailing edge on the 20-point margin of the 414-point root (345 + 49 = 394), and
    /// the example checks that rect.
    @Test func aSwitchIsPlacedByItsAlignmentRect() throws {
        let lines = try Self.spec("Login.storyboard", "Settings.layout.yaml")
        #expect(lines.contains("      notificationsSwitch: [345, 64, 49, 31]"))
        #expect(lines.contains("        notificationsSwitch: [49, 31]"))
    }

    @Test func theExampleIsTheCanvas() throws {
        let login = try Self.spec("Login.storyboard", "Login.layout.yaml")
        // retina6_1 saved by a toolsVersion from 21000 on: 414 × 896 at 2×; a controller's root:
        // safe area 48 / 34, side margins 20 (a 414-point-wide phone) measured from the safe area.
        for line in [
            "      width: 414", "      height: 896", "      scale: 2", "        emailField: [374, 34]",
            "      safe-area: [48, 0, 34, 0]", "      margins: [48, 20, 34, 20]",
            "container: {margins: input}"
        ] {
            #expect(login.contains(line), "\(line)")
        }
        // Labels whose baselines are not constrained need no font.
        #expect(login.contains("  footerLabel: {measure: intrinsic, hugging: 251}"))
        #expect(!login.contains("      font:"))
        // A label whose baselines are constrained gets its font: the system font's proportions,
        // at 17 points 1950/2048·17 = 16.187, −494/2048·17 = −4.101, 1443/2048·17 = 11.978; at
        // 13 points 12.378, −3.136, 9.16.
        #expect(InterfaceBuilderFont.metrics(pointSize: 15) == [14.282, -3.618, 10.569])
        let cell = try Self.spec("ProfileCell.xib", "ProfileCell.layout.yaml")
        #expect(cell.contains("        nameLabel: [16.187, -4.101, 11.978]"))
        #expect(cell.contains("        timeLabel: [12.378, -3.136, 9.16]"))
        #expect(!cell.contains { $0.hasPrefix("        detailLabel: [12") })
    }

    /// The view File's Owner's `view` outlet names is a controller's root: the screen's safe area
    /// and margins (375 × 667: 16 on each side; a `.xib` shows no status bar, so no top inset).
    @Test func aXibViewOfAControllerHasTheScreensSafeAreaAndMargins() throws {
        let xib = InterfaceBuilderImportDiagnosticsTests.document(
            """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NoteViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Note">
                            <rect key="frame" x="16" y="8" width="343" height="100"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="g"/>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" constant="8" id="c1"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                        <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c3"/>
                        <constraint firstItem="a" firstAttribute="height" constant="100" id="c4"/>
                    </constraints>
                </view>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Note.xib")
        #expect(result.warnings.isEmpty)
        let spec = try #require(result.specs.first)
        let lines = spec.text.components(separatedBy: "\n")
        // Top 0 + 8 = 8; left margin 16; width 375 − 32 = 343. No device named: 2×.
        for line in [
            "      safe-area: [0, 0, 0, 0]", "      margins: [0, 16, 0, 16]", "      scale: 2",
            "      note: [16, 8, 343, 100]", "container: {margins: input}"
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec.text, path: spec.fileName) }
    }

    @Test func ownMarginsOfARootAreTheContainersMargins() throws {
        let lines = try Self.spec("Problems.xib", "ProblemsFooter.layout.yaml")
        // directionalLayoutMargins top 4, leading 12, bottom 4, trailing 12, read left to right.
        #expect(lines.contains("container: {margins: [4, 12, 4, 12]}"))
        #expect(lines.contains("  - bar.top == container.topMargin"))
        #expect(lines.contains("      scale: 3"))  // retina6_12 is a 3× screen
    }

    @Test func autoresizingMasksBecomeEquations() throws {
        let lines = try Self.spec("ProfileCell.xib", "ProfileCell.layout.yaml")
        // widthSizable + flexibleMinY in a 320 × 88 content view, frame 16, 87, 288, 1: the width
        // takes all of the change (288 of 288 flexible points), the top margin all of the height's.
        #expect(lines.contains("  - separator.left == superview.left + 16"))
        #expect(lines.contains("  - separator.width == superview.width - 32"))
        #expect(lines.contains("  - separator.top == superview.top + superview.height - 1"))
        #expect(lines.contains("  - separator.height == 1"))
        // Flexible left and right margins around a fixed width: x = 10, w = 20 in 100; the margins
        // are 10 and 70, so the left one takes 10/80 of a change: left = 10 + (W − 100)·10/80
        // = W·10/80 − 2.5.
        let mask = InterfaceBuilderElement(
            name: "autoresizingMask",
            attributes: ["flexibleMinX": "YES", "flexibleMaxX": "YES"],
            children: [], line: 1, column: 1)
        #expect(
            InterfaceBuilderAutoresizing.equations(name: "a", frame: [10, 5, 20, 30], parentSize: [100, 50], mask: mask)
                == [
                    "a.left == superview.left + superview.width * 10 / 80 - 2.5", "a.width == 20",
                    "a.top == superview.top + 5", "a.height == 30"
                ])
    }

    @Test(arguments: [
        ("0.5", " * 0.5"), ("16:9", " * 16 / 9"), ("2/3", " * 2 / 3"), ("1", ""), ("1:1", ""),
        ("1.5:1e1", " * 1.5 / 10")
    ])
    func multipliers(text: String, spec: String) {
        #expect(InterfaceBuilderMultiplier.specText(text) == spec)
    }

    @Test(arguments: ["abc", "1:0", "2/", ""])
    func malformedMultipliersAreRejected(text: String) {
        #expect(InterfaceBuilderMultiplier.specText(text) == nil)
    }

    @Test func stackViewsUseTheStackNotation() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Toolbar.xib")
        #expect(result.warnings.isEmpty)
        let lines = try #require(result.specs.first).text.components(separatedBy: "\n")
        let stacks = try #require(lines.firstIndex(of: "stacks:"))
        #expect(
            Array(lines[stacks...].prefix(12)) == [
                "stacks:",
                "  row:",
                "    arranged: [imageView1, titleLabel, counterColumn]",
                "    alignment: center",
                "    spacing: 8",
                "  counterColumn:",
                "    axis: vertical",
                "    arranged: [countLabel]",
                "    distribution: fillEqually",
                "    spacing: system",
                "    layoutMarginsRelativeArrangement: true",
                "    layoutMargins: [2, 4, 2, 4]"
            ])
        // Arranged views are the stack's: no `parent:`. The frames (checked by the example): the
        // column is its label plus margins 4 + 30 + 4 = 38 by 2 + 16 + 2 = 20, centred in the
        // row's 40: y = 10; the title takes the rest, 288 − 24 − 8 − 8 − 38 = 210, at 24 + 8 = 32.
        #expect(lines.contains("  countLabel: {measure: intrinsic, hugging: 251}"))
        #expect(lines.contains("      counterColumn: [250, 10, 38, 20]"))
        #expect(lines.contains("      titleLabel: [32, 10, 210, 20]"))
    }

    /// A hidden arranged view is a `hideable:` flag, hidden in the example, its collapsed frame
    /// unchecked.
    @Test func hiddenArrangedViewsAreRuntimeFlags() throws {
        let xib = InterfaceBuilderImportDiagnosticsTests.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="Column">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            <subviews>
                                <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Badge">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="0.0"/>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="Body">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h1"/>
                        <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="h2"/>
                        <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="h3"/>
                        <constraint firstItem="s" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="h4"/>
                    </constraints>
                </view>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Hidden.xib")
        let lines = try #require(result.specs.first).text.components(separatedBy: "\n")
        #expect(lines.contains("    hideable: [badge]"))
        #expect(lines.contains("      when: [badgeHidden]"))
        #expect(lines.contains("      body: [0, 0, 200, 40]"))
        #expect(!lines.contains { $0.hasPrefix("      badge: [") })
        // The spec compiles, and its example (badge hidden) holds: body keeps the whole column.
        let spec = try #require(result.specs.first).text
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec, path: "Column.layout.yaml") }
    }

    /// A scroll view's frame layout guide is the scroll view; its content layout guide, and its
    /// edges in a constraint with a view inside it, are its content area: a guide whose origin is
    /// the scroll view's (content offset zero) and whose size the content gives.
    @Test func aScrollViewsContentAreaIsAGuide() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Article.xib")
        let lines = try #require(result.specs.first).text.components(separatedBy: "\n")
        for line in [
            "guides: [scrollerContent]",
            "  - page.leading == scrollerContent.leading",  // the content layout guide
            "  - scrollerContent.bottom == page.bottom",
            "  - page.width == scroller.width",  // the frame layout guide
            "  - body.top == scrollerContent.top + 20",  // the scroll view's top, with a view inside it
            "  - body.width == scroller.width - 32",  // a size attaches to the frame
            "  - scrollerContent.left == scroller.left", "  - scrollerContent.top == scroller.top"
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        // The page fills the content area: 320 wide (the scroll view's width) and 600 high, so
        // the content is taller than the 440-point scroll view; the body 20 below its top.
        #expect(lines.contains("      page: [0, 0, 320, 600]"))
        #expect(lines.contains("      body: [16, 20, 288, 100]"))
        let warning = try #require(result.warnings.first)
        #expect(result.warnings.count == 1)
        #expect([warning.location?.line, warning.location?.column] == [40, 25])
        #expect(
            warning.message.hasPrefix(
                "constraint 'c02-ar-008' of scroller is not imported: 'bottomMargin' of a scroll view, with a view "
                    + "inside it, is a margin of its content area"))
    }

    /// Interface Builder leaves the first item out when it is the view holding the constraint; a
    /// scroll view's edge is then its content area's all the same, as when the file names it.
    @Test func aScrollViewsImplicitFirstItemIsItsContentArea() throws {
        let url = InterfaceBuilderRoundTripTests.folder.appendingPathComponent("Article.xib")
        let named =
            #"firstItem="bdy-ar-001" firstAttribute="top" secondItem="scr-ar-001" secondAttribute="top" constant="20""#
        let implicit = #"firstAttribute="top" secondItem="bdy-ar-001" secondAttribute="top" constant="-20""#
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(named))
        let result = try InterfaceBuilderImporter.importDocument(
            Data(text.replacingOccurrences(of: named, with: implicit).utf8), path: "Article.xib")
        let spec = try #require(result.specs.first)
        let lines = spec.text.components(separatedBy: "\n")
        #expect(lines.contains("  - scrollerContent.top == body.top - 20"))
        #expect(!lines.contains { $0.contains("scroller.top == body.top") })
        #expect(lines.contains("      body: [16, 20, 288, 100]"))
        _ = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
    }

    /// A view that opts out of its autoresizing mask and has no constraints (`fixedFrame="YES"`)
    /// gets Interface Builder's prototyping constraints: its stored frame, fixed.
    @Test func aFixedFrameViewWithoutConstraintsKeepsItsStoredFrame() throws {
        let lines = try Self.spec("Rows.xib", "RowsTagRow.layout.yaml")
        for line in [
            "  # badge: Interface Builder's prototyping constraints (line 91)",
            "  - badge.left == superview.left + 280", "  - badge.top == superview.top + 12", "  - badge.width == 24",
            "  - badge.height == 20", "      badge: [280, 12, 24, 20]"
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        let spec = try #require(
            try InterfaceBuilderRoundTripTests.imported("Rows.xib").specs.first {
                $0.fileName == "RowsTagRow.layout.yaml"
            })
        _ = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
    }

    /// A stack view with no arranged views (the app fills it) is a view measured by its content:
    /// the example gives it Interface Builder's placeholder intrinsic size, 60 × 20.
    @Test func anEmptyStackViewIsMeasuredByItsContent() throws {
        let lines = try Self.spec("Rows.xib", "RowsTagRow.layout.yaml")
        for line in [
            "  chips: {measure: intrinsic, parent: contentView}", "  - chips.leading == tagLabel.trailing + 8",
            "        chips: [60, 20]", "      chips: [65, 12, 60, 20]"
        ] {
            #expect(lines.contains(line), "\(line)")
        }
        #expect(!lines.contains("stacks:"))
        let warnings = try InterfaceBuilderRoundTripTests.imported("Rows.xib").warnings
        #expect(
            warnings.contains {
                $0.location?.line == 94 && $0.message.hasPrefix("chips is a stack view with no arranged views")
            })
    }

    /// A view given a placeholder intrinsic size (Interface Builder's "Intrinsic Size:
    /// Placeholder") has a size of its own at run time: a table view sized by its rows, centred and
    /// pinned at its top only, is measured at that size. A side given as `infinite` (no intrinsic
    /// size along it) leaves the view unmeasured.
    @Test func aViewWithAPlaceholderIntrinsicSizeIsMeasured() throws {
        func imported(width: String) throws -> InterfaceBuilderImport {
            let file = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root-1" userLabel="Options Panel">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" placeholderIntrinsicWidth="\(width)" placeholderIntrinsicHeight="150" scrollEnabled="NO" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-1" userLabel="Options">
                                    <rect key="frame" x="16" y="20" width="288" height="150"/>
                                </tableView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="tbl-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="20" id="k1"/>
                                <constraint firstItem="tbl-1" firstAttribute="centerX" secondItem="root-1" secondAttribute="centerX" id="k2"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            return try InterfaceBuilderImporter.importDocument(Data(file.utf8), path: "OptionsPanel.xib")
        }
        let spec = try #require(try imported(width: "288").specs.first)
        for line in [
            "  options: {measure: intrinsic}", "        options: [288, 150]", "      options: [16, 20, 288, 150]"
        ] {
            #expect(spec.text.split(separator: "\n").contains(Substring(line)), "\(line)")
        }
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        // By hand: a 200 × 88 table centred in a 400-point panel, 20 from its top.
        var request = EvaluationRequest(width: 400, height: 300, scale: 2)
        request.sizes["options"] = CGSize(width: 200, height: 88)
        #expect(try layout.frames(for: request).frames["options"] == CGRect(x: 100, y: 20, width: 200, height: 88))
        let unmeasured = try #require(try imported(width: "infinite").specs.first)
        #expect(unmeasured.text.contains("  options: {}"))
    }

    /// An image view whose image is an `<imageReference key="image">` (a symbol, as files saved
    /// since Xcode 13 write it) shows an image: it is measured, like one with an `image` attribute;
    /// one without either is not.
    @Test func anImageViewWithAnImageReferenceIsMeasured() throws {
        func spec(image: String) throws -> String {
            let file = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root-1" userLabel="Globe Row">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-1" userLabel="Globe">
                                    <rect key="frame" x="16" y="12" width="20" height="20"/>
                                    \(image)
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="img-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="k1"/>
                                <constraint firstItem="img-1" firstAttribute="centerY" secondItem="root-1" secondAttribute="centerY" id="k2"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            let result = try InterfaceBuilderImporter.importDocument(Data(file.utf8), path: "GlobeRow.xib")
            return try #require(result.specs.first).text
        }
        let symbol = try spec(image: #"<imageReference key="image" image="globe" catalog="system"/>"#)
        #expect(symbol.contains("  globe: {measure: intrinsic}"))
        _ = try LayoutCompiler().compile(contents: symbol, path: "GlobeRow.layout.yaml")
        #expect(try spec(image: "").contains("  globe: {}"))
    }

    /// A placeholder constraint is on Interface Builder's canvas, so its stored frames follow it:
    /// it is imported (and reported), and the example holds. The title's trailing edge at
    /// 300 − 20 = 280 makes it 270 wide.
    @Test func placeholderConstraintsAreImportedAndReported() throws {
        let lines = try Self.spec("Problems.xib", "ProblemsHeaderCard.layout.yaml")
        #expect(lines.contains("  - label1.trailing == container.trailing - 20"))
        #expect(lines.contains("      label1: [10, 10, 270, 20]"))
    }

    /// A table cell's content view keeps UIKit's margins (11 at the top and bottom, 16 at the sides
    /// for a cell of its own `.xib`, even on the 414-point-wide retina6_1, as measured in public
    /// files), and sits where the file stores it: 0.5 shorter than a 2× cell, above its separator.
    @Test func aTableCellsContentViewHasItsMarginsAndStoredFrame() throws {
        let xib = InterfaceBuilderImportDiagnosticsTests.document(
            """
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="NoteCell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                        <subviews>
                            <label text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                <rect key="frame" x="16" y="11" width="382" height="21.5"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="k2"/>
                            <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="l" secondAttribute="bottom" id="k4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            """
        ).replacingOccurrences(
            of: "<objects>", with: "<device id=\"retina6_1\" orientation=\"portrait\"/>\n    <objects>")
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Note.xib")
        let spec = try #require(result.specs.first)
        let lines = spec.text.components(separatedBy: "\n")
        #expect(lines.contains("  contentView: {margins: [11, 16, 11, 16]}"))
        #expect(lines.contains("  - contentView.height == superview.height - 0.5"))
        // The label inside the margins: 16, 11, 414 − 32 = 382 wide, 43.5 − 22 = 21.5 high.
        #expect(lines.contains("      label1: [16, 11, 382, 21.5]"))
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec.text, path: spec.fileName) }
    }

    /// Interface Builder stores some frames in single precision: 131 / 3 = 43.666… as 43.666667938,
    /// 1.3e-6 off, more than the examples allow. On a 3× canvas it is taken as the pixel it stands
    /// for, and the example passes.
    @Test func storedFramesAreTakenOnTheCanvasPixelGrid() throws {
        let xib = InterfaceBuilderImportDiagnosticsTests.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="43.666667938232422"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Fill">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="43.666667938232422"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstItem="a" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </view>
            """
        ).replacingOccurrences(
            of: "<objects>", with: "<device id=\"retina6_12\" orientation=\"portrait\"/>\n    <objects>")
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Fill.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("      height: 43.666666667\n"))
        #expect(spec.text.contains("      fill: [0, 0, 300, 43.666666667]\n"))
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec.text, path: spec.fileName) }
    }

    @Test func theImportIsDeterministic() throws {
        #expect(
            try InterfaceBuilderRoundTripTests.imported("Login.storyboard")
                == InterfaceBuilderRoundTripTests.imported("Login.storyboard"))
    }
}
