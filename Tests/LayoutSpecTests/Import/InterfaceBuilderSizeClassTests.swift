import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Size-class variations (`<variation key="heightClass=compact">`, a constraint's own
/// `<variation ... constant=>`) imported as `when:` groups over the built-in size-class conditions.
@Suite struct InterfaceBuilderSizeClassTests {
    /// Gallery.storyboard: a photo with a caption below it in regular height, beside it in compact
    /// height; the photo's top varies with the width class, the caption's trailing constant with
    /// the height class, and the caption is 40 high in regular width and height only.
    @Test func variationsBecomeWhenGroupsAndTheExampleHasTheCanvasSizeClass() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Gallery.storyboard")
        let lines = try #require(result.specs.first).text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "constraints:"))
        let end = try #require(lines.firstIndex(of: "examples:"))
        #expect(
            Array(lines[start..<end]) == [
                "constraints:",
                "  - photo.leading == container.leadingMargin",
                "  - photo.height == photo.width * 1 / 2",
                "  # installed in some size classes only (the file's <variation> elements)",
                "  - when: compactWidth",
                "    constraints:",
                "      - photo.top == safeArea.top + 8",
                "  - when: compactHeight",
                "    constraints:",
                "      - captionLabel.leading == photo.trailing + 12",
                "      - captionLabel.top == photo.top",
                "      - container.trailingMargin == captionLabel.trailing + 8",
                "      - photo.width == 200",
                "  - when: regularHeight",
                "    constraints:",
                "      - container.trailingMargin == photo.trailing",
                "      - captionLabel.top == photo.bottom + 12",
                "      - captionLabel.leading == container.leadingMargin",
                "      - container.trailingMargin == captionLabel.trailing",
                "  - when: regularWidth",
                "    constraints:",
                "      - photo.top == safeArea.top + 24",
                "  - when: regularWidth && regularHeight",
                "    constraints:",
                "      - captionLabel.height == 40"
            ])
        // retina4_7 in portrait: compact width, regular height (compact is the default).
        #expect(lines.contains("      when: [regularHeight]"))
        #expect(
            result.warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" } == [
                "58:29 constraint 'c02-gl-010' of container is installed in no size class (its Installed box is "
                    + "off), so it is not imported",
                "39:37 variation 'heightClass=compact' of captionLabel changes its <fontDescription> in some size "
                    + "classes; not imported (the spec's measured sizes are run-time inputs: pass the size the varied "
                    + "font gives)"
            ])
    }

    /// The imported spec is solved in every size class, not only the canvas's.
    @Test func everySizeClassIsLaidOutAsTheFileSays() throws {
        let spec = try #require(try InterfaceBuilderRoundTripTests.imported("Gallery.storyboard").specs.first)
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        func frames(width: Double, height: Double, _ conditions: Set<String>) throws -> String {
            var request = EvaluationRequest(width: width, height: height, scale: 0, conditions: conditions)
            request.sizes = ["captionLabel": CGSize(width: 100, height: 16)]
            request.safeAreaInsets = LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)
            request.layoutMargins = LayoutInsets(top: 20, left: 16, bottom: 0, right: 16)
            return try layout.evaluate(request)
        }
        // Compact width, compact height (a small phone in landscape, 667 × 375): the photo 200 wide
        // and 100 high at 16, 20 + 8; the caption beside it at 16 + 200 + 12 = 228, up to
        // 667 − 16 − 8 = 643: 415 wide, its own 16 high.
        #expect(
            try frames(width: 667, height: 375, [])
                == #"{"frames": {"photo": [16, 28, 200, 100], "captionLabel": [228, 28, 415, 16]}}"#)
        // Regular width and height (an iPad, 768 × 1024): the photo's top 20 + 24 = 44, 736 wide,
        // 368 high; the caption below it at 44 + 368 + 12 = 424, 40 high.
        #expect(
            try frames(width: 768, height: 1024, ["regularWidth", "regularHeight"])
                == #"{"frames": {"photo": [16, 44, 736, 368], "captionLabel": [16, 424, 736, 40]}}"#)
    }

    /// Every set of size classes but none and all gets a condition that holds in exactly those.
    @Test func theConditionOfEverySetOfSizeClassesHoldsExactlyThere() throws {
        let all = InterfaceBuilderSizeClass.all
        var checked = 0
        for mask in 1..<15 {
            let chosen = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
            let text = InterfaceBuilderSizeClass.condition(of: chosen)
            let expression = try ConditionParser.parse(
                SourceText(text, start: SourceLocation(path: "t", line: 1, column: 1)), declared: [])
            for sizeClass in all {
                let assignment = [
                    "regularWidth": sizeClass.regularWidth, "compactWidth": !sizeClass.regularWidth,
                    "regularHeight": sizeClass.regularHeight, "compactHeight": !sizeClass.regularHeight
                ]
                #expect(expression.evaluate(assignment) == chosen.contains(sizeClass), "\(text) at \(sizeClass)")
            }
            checked += 1
        }
        #expect(checked == 14)
        let compactHeightOnly = InterfaceBuilderSizeClass(regularWidth: true, regularHeight: false)
        #expect(InterfaceBuilderSizeClass.condition(of: [compactHeightOnly]) == "regularWidth && compactHeight")
        #expect(
            InterfaceBuilderSizeClass.condition(of: Set(all.filter { $0 != compactHeightOnly }))
                == "compactWidth || regularHeight")
    }

    @Test(
        arguments: [
            ("default", nil, nil), ("widthClass=compact", false, nil), ("heightClass=regular", nil, true),
            ("heightClass=compact-widthClass=regular", true, false)
        ] as [(String, Bool?, Bool?)])
    func variationKeys(key: String, regularWidth: Bool?, regularHeight: Bool?) throws {
        let variation = try #require(InterfaceBuilderTraitVariation(key: key))
        #expect(variation.regularWidth == regularWidth)
        #expect(variation.regularHeight == regularHeight)
    }

    @Test(arguments: ["widthClass=any", "heightClass=compact-heightClass=regular", "idiom=pad", ""])
    func otherKeysAreNotSizeClasses(key: String) {
        #expect(InterfaceBuilderTraitVariation(key: key) == nil)
    }

    /// A width variation and a height variation that disagree where both apply (compact width and
    /// compact height): the width's is taken, and the import says so; an unknown key is reported.
    @Test func disagreeingVariationsAndUnknownKeysAreReported() throws {
        let xib = InterfaceBuilderImportDiagnosticsTests.document(
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Bar">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstItem="a" firstAttribute="height" constant="40" id="c4"/>
                        <constraint firstItem="a" firstAttribute="height" constant="30" id="c5"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c5"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="constraints">
                            <include reference="c5"/>
                            <exclude reference="c4"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <include reference="c4"/>
                        </mask>
                    </variation>
                    <variation key="idiom=pad"/>
                </view>
            """)
        let result = try InterfaceBuilderImporter.importDocument(Data(xib.utf8), path: "Bar.xib")
        let messages = result.warnings.map(\.message)
        #expect(
            messages.contains(
                "variation 'idiom=pad' of container is not a size-class combination (widthClass=, heightClass= or "
                    + "both); it is not imported"))
        #expect(
            messages.contains(
                "constraint 'c4' is installed by its width variation and removed by its height variation (or the "
                    + "reverse) in compactWidth && compactHeight; the width variation is taken"))
        let text = try #require(result.specs.first?.text)
        // c4 (40 high) in regular width only; c5 (30 high) in compact width, where the width
        // variation wins over the height one.
        #expect(text.contains("  - when: compactWidth\n    constraints:\n      - bar.height == 30\n"))
        #expect(text.contains("  - when: regularWidth\n    constraints:\n      - bar.height == 40\n"))
    }
}
