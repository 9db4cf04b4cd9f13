import Foundation
import Testing

@testable import LayoutSpec

/// What cannot be imported is a warning at its line of the file, naming the view; a malformed
/// file is an error at its position.
@Suite struct InterfaceBuilderImportDiagnosticsTests {
    @Test func everyProblemIsAWarningAtItsLine() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Problems.xib")
        let warnings = result.warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        let expected: [(String, String)] = [
            (
                "77:17",
                "variation 'heightClass=compact' of container installs or removes subviews in some size classes only"
            ),
            ("62:17", "constraint 'c02-pb-003' of container is a placeholder (removed at build time); imported"),
            (
                "63:17",
                "constraint 'c02-pb-004' of container is not imported: it names '-1', which is not a view of this root"
            ),
            (
                "68:17",
                "constraint 'c02-pb-009' of container is not imported: the attribute 'bogus' has no spec equivalent"
            ),
            ("26:17", "<holographicView> 'holographicView1' has no UIKit meaning the importer knows"),
            ("19:17", "view1 is marked misplaced in the file"),
            ("53:17", "label2 is marked ambiguous in the file")
        ]
        #expect(warnings.count == expected.count, "\(warnings)")
        for (location, message) in expected {
            #expect(warnings.contains { $0.hasPrefix(location + " " + message) }, "\(location) \(message)")
        }
        #expect(
            result.warnings.allSatisfy {
                $0.severity == .warning && $0.location?.path.hasSuffix("Problems.xib") == true
            })
    }

    @Test func aLabelWithACustomFontAndConstrainedBaselinesIsReported() throws {
        let xib = Self.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="10" y="10" width="50" height="20"/>
                            <fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="16"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="firstBaseline" secondItem="root" secondAttribute="top" constant="25" id="c1"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                    </constraints>
                </view>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Custom.xib")
        #expect(
            result.warnings.map(\.description) == [
                "Custom.xib:7:13: warning: label1's font is not the system font: the example gives it the system font's "
                    + "proportions, so its baselines may differ from Interface Builder's by a point or so"
            ])
        let text = try #require(result.specs.first?.text)
        #expect(text.contains("  - label1.firstBaseline == container.top + 25\n"))
    }

    @Test func aMalformedFileIsAnErrorAtItsPosition() throws {
        let text = Self.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                </objects>
            """)
        let error = try #require(throws: SpecError.self) {
            try InterfaceBuilderImporter.importDocument(Data(text.utf8), path: "Broken.xib")
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path == "Broken.xib")
        #expect(diagnostic.location?.line == 6)  // the mismatched </objects>
        // In words, with the element left open, not the parser's error number.
        #expect(
            diagnostic.message
                == "malformed Interface Builder file: this end tag does not close `<view>` (line 4), the element "
                + "still open; open it in Xcode and save it again, or fix the XML at this position")
    }

    /// The common mistakes of a hand-edited file are said in words: a file cut short, an attribute
    /// without a quoted value, an empty file.
    @Test(arguments: [
        (
            "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n",
            "3:12: error: malformed Interface Builder file: the file ends before `<objects>` (line 3) is closed"
        ),
        (
            "<?xml version=\"1.0\"?>\n<document type=\"x\" a=1>\n</document>\n",
            "2:22: error: malformed Interface Builder file: an attribute has no quoted value (write name=\"value\")"
        ),
        ("", "1:1: error: malformed Interface Builder file: the file is not XML")
    ])
    func malformedXMLIsSaidInWords(text: String, message: String) throws {
        let error = try #require(throws: SpecError.self) {
            try InterfaceBuilderImporter.importDocument(Data(text.utf8), path: "Broken.xib")
        }
        let description = try #require(error.diagnostics.first?.description)
        #expect(description.hasPrefix("Broken.xib:" + message + "; open it in Xcode"), "\(description)")
        #expect(!description.contains("NSXMLParserErrorDomain"))
    }

    /// Foundation's XML parser stops the process on bytes that are not UTF-8 in an attribute, so
    /// they are found first: an error at their line and column.
    @Test func bytesThatAreNotUTF8AreAnErrorAtTheirPosition() throws {
        let text = Self.document(
            """
                <view contentMode="scaleToFill" id="root">
            """)
        var bytes = Array(text.utf8)
        // The `M` of `contentMode`: line 4, column 5 + `<view content` = 5 + 13 = 18.
        let offset = try #require(text.range(of: "Mode")).lowerBound.utf16Offset(in: text)
        let index = offset
        bytes[index] = 0xFF
        let error = try #require(throws: SpecError.self) {
            try InterfaceBuilderImporter.importDocument(Data(bytes), path: "Bytes.xib")
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "Bytes.xib:4:18: error: 'Bytes.xib' is not valid UTF-8 here; Interface Builder files are UTF-8: save it again from Xcode"
            ])
    }

    @Test(arguments: [
        ("<plist version=\"1.0\"/>", "not an Interface Builder file: the first element is <plist>"),
        (
            "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>",
            "'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS Interface Builder document"
        )
    ])
    func otherDocumentsAreErrors(text: String, message: String) throws {
        let error = try #require(throws: SpecError.self) {
            try InterfaceBuilderImporter.importDocument(Data(text.utf8), path: "Other.xib")
        }
        #expect(error.diagnostics.first?.location == SourceLocation(path: "Other.xib", line: 1, column: 1))
        #expect(error.diagnostics.first?.message.hasPrefix(message) == true)
    }

    @Test func aRootWithoutSubviewsIsReportedAndSkipped() throws {
        let xib = Self.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                </view>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Empty.xib")
        #expect(result.specs.isEmpty)
        #expect(
            result.warnings.map(\.description) == [
                "Empty.xib:4:5: warning: the root view has no subviews; nothing to import"
            ])
    }

    /// A storyboard's prototype cells are roots of their own, named by their class or reuse
    /// identifier; a table view controller's view (the table) has no subviews to import.
    @Test func prototypeCellsOfAStoryboardAreRoots() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="c1" customClass="FeedViewController" sceneMemberID="viewController">
                                <tableView key="view" id="t1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="FeedItem" id="p1">
                                            <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                            <tableViewCellContentView key="contentView" id="v1">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                                <subviews>
                                                    <label text="Item" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                                        <rect key="frame" x="16" y="20" width="100" height="20"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="16" id="k1"/>
                                                    <constraint firstItem="l1" firstAttribute="centerY" secondItem="v1" secondAttribute="centerY" id="k2"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let result = try InterfaceBuilderImporter.importDocument(Data(storyboard.utf8), path: "Feed.storyboard")
        #expect(
            result.warnings.map(\.description) == [
                "Feed.storyboard:7:21: warning: the root view has no subviews; nothing to import"
            ])
        let spec = try #require(result.specs.first)
        #expect(result.specs.map(\.fileName) == ["FeedItem.layout.yaml"])
        // The label: 16 from the content view's left, centred in its 60: y = 30 − 10 = 20.
        #expect(spec.text.contains("      label1: [16, 20, 100, 20]\n"))
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec.text, path: spec.fileName) }
    }

    /// A scroll view as the root is the container, whose edges are its frame's: the import says that
    /// constraints from views inside it are taken as the frame's edges.
    @Test func aScrollViewAsTheRootIsReported() throws {
        let xib = Self.document(
            """
                <scrollView contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        </view>
                    </subviews>
                </scrollView>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Scroll.xib")
        #expect(
            result.warnings.first?.description.hasPrefix(
                "Scroll.xib:4:5: warning: the root is a scroll view, which the spec's container stands for") == true)
    }

    /// A scene whose controller has a navigation item, with a header 64 points down whose top
    /// constraint is `pin`.
    static func listStoryboard(pin: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Header">
                                        <rect key="frame" x="0.0" y="64" width="375" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="g1"/>
                                <constraints>
                                    \(pin)
                                    <constraint firstItem="a" firstAttribute="leading" secondItem="v1" secondAttribute="leading" id="k2"/>
                                    <constraint firstItem="a" firstAttribute="trailing" secondItem="v1" secondAttribute="trailing" id="k3"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="50" id="k4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="List" id="n1"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A navigation bar on the canvas moves the safe area by the bar's height. Where a constraint's
    /// stored frame shows where the safe area is, the example takes it, without a warning.
    @Test func aSceneWithBarsTakesTheSafeAreaItsFramesShow() throws {
        let storyboard = Self.listStoryboard(
            pin: #"<constraint firstItem="a" firstAttribute="top" secondItem="g1" secondAttribute="top" id="k1"/>"#)
        let result = try InterfaceBuilderImporter.importDocument(Data(storyboard.utf8), path: "List.storyboard")
        #expect(result.warnings.isEmpty)
        let spec = try #require(result.specs.first)
        #expect(spec.text.contains("      safe-area: [64, 0, 0, 0]"))
        _ = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
    }

    /// Where no constraint shows it (a centre is not read), the import warns at the item.
    @Test func aSceneWithBarsIsReportedWhenItsFramesDoNotShowTheSafeArea() throws {
        let storyboard = Self.listStoryboard(
            pin: #"<constraint firstItem="a" firstAttribute="centerY" secondItem="g1" secondAttribute="top" "#
                + #"constant="25" id="k1"/>"#)
        let result = try InterfaceBuilderImporter.importDocument(Data(storyboard.utf8), path: "List.storyboard")
        #expect(
            result.warnings.map(\.description) == [
                "List.storyboard:23:21: warning: the scene's <navigationItem> may show a navigation bar, tab bar or "
                    + "toolbar on the canvas, which moves the safe area; no constraint's stored frame shows where, so "
                    + "the example takes the bare screen's safe area [20, 0, 0, 0]: if its frames differ from the "
                    + "stored ones, give the example the safe area Interface Builder shows"
            ])
    }

    /// A xib around `objects` (the top-level objects, indented by 4 columns), starting at line 4.
    /// A stack view property the spec has no value for is reported and left at UIStackView's
    /// default, so the spec still compiles.
    @Test func anUnknownStackDistributionOrAlignmentIsReported() throws {
        let xib = Self.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <stackView distribution="bogus" alignment="sideways" translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="Row">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Body">
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
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Row.xib")
        #expect(
            result.warnings.map(\.description) == [
                "Row.xib:7:13: warning: row's distribution 'bogus' is unknown; imported as fill",
                "Row.xib:7:13: warning: row's alignment 'sideways' is unknown; imported as fill"
            ])
        let spec = try #require(result.specs.first).text
        #expect(!spec.contains("distribution:"))
        #expect(!spec.contains("alignment:"))
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec, path: "Row.layout.yaml") }
    }

    /// The file's name is quoted in the spec's first comment, whatever it holds: the spec still
    /// reads and compiles.
    @Test func aFileNameYAMLWouldMisreadStaysInTheComment() throws {
        let file = InterfaceBuilderRoundTripTests.folder.appendingPathComponent("UserRow.xib")
        let data = try Data(contentsOf: file)
        let result = try InterfaceBuilderImporter.importDocument(data, path: "dir/a: b #c\n- d.xib")
        let spec = try #require(result.specs.first)
        #expect(spec.text.hasPrefix("# Imported by `layout-gen import` from a: b #c\n# - d.xib, the root view at line"))
        #expect(throws: Never.self) { try LayoutCompiler().compile(contents: spec.text, path: spec.fileName) }
    }

    static func document(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }
}
