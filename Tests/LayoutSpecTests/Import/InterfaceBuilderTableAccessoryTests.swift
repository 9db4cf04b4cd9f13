import Foundation
import Testing

@testable import LayoutSpec

/// A table view's header and footer views are roots of their own (docs/ComingFromInterfaceBuilder.md,
/// "What is imported"): `Settings.storyboard` is a table view controller whose header's avatar is
/// pinned to its top and bottom (its content decides its height) and whose footer centres a label.
@Suite struct InterfaceBuilderTableAccessoryTests {
    @Test func aTablesHeaderAndFooterEachGetASpec() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Settings.storyboard")
        #expect(result.specs.map(\.fileName) == ["SettingsHeader.layout.yaml", "SettingsFooter.layout.yaml"])
        // The table view itself has no subviews of its own: a warning, no spec.
        #expect(result.warnings.contains { $0.location?.line == 13 && $0.message.contains("no subviews") })
        for spec in result.specs {
            _ = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        }
        let header = try #require(result.specs.first?.text)
        #expect(header.contains("the root view at line 16"))
        #expect(header.contains("container: {height: fit}"))
        #expect(header.contains("    fittingSize: [414, 120]"))
        let footer = try #require(result.specs.last?.text)
        #expect(footer.contains("the root view at line 34"))
        #expect(!footer.contains("container:"))
        #expect(footer.contains("      versionLabel: [163, 20, 88, 20]"))
    }

    @Test func theHeaderIsLaidOutByItsContentAtAnyWidth() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Settings.storyboard")
        let header = try #require(result.specs.first)
        let layout = try LayoutCompiler().compile(contents: header.text, path: header.fileName)
        // By hand: 16 + 80 + 24 = 120 tall; the avatar centred, (320 − 80) / 2 = 120 in.
        let evaluated = try layout.frames(for: EvaluationRequest(width: 320, height: 0, scale: 2))
        #expect(evaluated.fittingSize == CGSize(width: 320, height: 120))
        #expect(evaluated.frames["avatar"] == CGRect(x: 120, y: 16, width: 80, height: 80))
    }
}
