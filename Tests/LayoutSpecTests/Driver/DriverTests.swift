import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// File naming (docs/SpecLanguage.md §1), type-name checks and request validation in the driver.
@Suite struct DriverTests {
    @Test func specFileNames() {
        #expect(SpecFileName.isSpec("ProfileCard.layout.yaml"))
        #expect(SpecFileName.isSpec("ProfileCard.layout.yml"))
        #expect(SpecFileName.isSpec("ProfileCard.layout.json"))
        #expect(!SpecFileName.isSpec("ProfileCard.yaml"))
        #expect(!SpecFileName.isSpec(".layout.yaml"))
        #expect(!SpecFileName.isSpec("ProfileCard.layout.yaml.orig"))
    }

    @Test func defaultTypeNameIsTheStemBeforeTheFirstDot() {
        #expect(SpecFileName.defaultTypeName(forPath: "Specs/ProfileCard.layout.yaml") == "ProfileCardLayout")
        #expect(SpecFileName.defaultTypeName(forPath: "/a.b/Card.v2.layout.json") == "CardLayout")
        #expect(SpecFileName.outputFileName(forTypeName: "CardLayout") == "CardLayout.swift")
    }

    @Test func swiftIdentifiers() {
        #expect(SwiftIdentifier.isValid("ProfileCardLayout"))
        #expect(SwiftIdentifier.isValid("_Card2"))
        #expect(!SwiftIdentifier.isValid("my-cardLayout"))
        #expect(!SwiftIdentifier.isValid("2Card"))
        #expect(!SwiftIdentifier.isValid(""))
        #expect(!SwiftIdentifier.isValid("struct"))
    }

    @Test func unreadableFileIsASpecError() {
        #expect(throws: SpecError.self) {
            try LayoutCompiler().compile(path: "/nonexistent/Card.layout.yaml")
        }
    }
}

/// `eval` warns about values outside the domain a layout was proven over.
@Suite struct DomainWarningTests {
    @Test func valuesOutsideTheDeclaredRangesAreWarnedAbout() throws {
        let spec = """
            container: {minWidth: 200}
            inputs:
              gap: {min: 0, max: 40}
            views: [a]
            constraints:
              - a.left == gap
              - a.width == superview.width / 2
              - a.top == 0
              - a.height == 10
            """
        let compiled = try LayoutCompiler().compile(contents: spec, path: "Range.layout.yaml")
        #expect(compiled.domainWarnings(for: EvaluationRequest(width: 300, height: 10, inputs: ["gap": 8])).isEmpty)
        let warnings = compiled.domainWarnings(for: EvaluationRequest(width: 100, height: 10, inputs: ["gap": 50]))
        #expect(
            warnings.map(\.description) == [
                "warning: --width 100 is outside [200, 10000], the range container.width was declared and proven for in Range.layout.yaml; the frames extend the nearest formula",
                "warning: --set gap=50 is outside [0, 40], the range gap was declared and proven for in Range.layout.yaml; the frames extend the nearest formula"
            ])
    }

    /// Firefox's snack bar: an icon with a required compression resistance in a 64-point bar
    /// (8 above and below, centred at 32). Unbounded, it conflicts as soon as the icon is taller
    /// than 56 − 8 = 48; with `measuredSize: {maxHeight: 40}` it compiles.
    static let snackBar = """
        views:
          icon: {kind: image, compression: 1000, measuredSize: {maxWidth: 40, maxHeight: 40}}
          message: {kind: label}
        constraints:
          - icon.leading == superview.leading + 16
          - icon.centerY == superview.top + 32
          - icon.top >= superview.top + 8
          - icon.bottom <= superview.top + 56
          - message.leading == icon.trailing + 8
          - message.trailing <= superview.trailing - 16
          - message.centerY == icon.centerY
        """

    @Test func aRequiredCompressionResistanceCompilesWithinAMeasuredRange() throws {
        let compiled = try LayoutCompiler().compile(contents: Self.snackBar, path: "Snack.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 64, scale: 0)
        request.sizes = ["icon": CGSize(width: 30, height: 30), "message": CGSize(width: 200, height: 20)]
        request.fonts = ["message": FontMetrics(ascender: 16, descender: -4, capHeight: 12)]
        #expect(compiled.domainWarnings(for: request).isEmpty)
        // The icon at 16, centred: 32 − 15 = 17; the message at 16 + 30 + 8 = 54, its own 200 wide
        // (it fits: 54 + 200 ≤ 375 − 16), centred: 32 − 10 = 22.
        #expect(
            try compiled.evaluate(request)
                == #"{"frames": {"icon": [16, 17, 30, 30], "message": [54, 22, 200, 20]}}"#)
        // Outside the range, and with the message's size missing: each said once. Its font is
        // not asked for: nothing reads the message's baselines.
        request.sizes = ["icon": CGSize(width: 30, height: 50)]
        request.fonts = [:]
        #expect(
            compiled.domainWarnings(for: request).map(\.description) == [
                "warning: --size icon=…x50 is outside [0, 40], the range icon.intrinsicHeight was declared and proven for in Snack.layout.yaml; the frames extend the nearest formula",
                "warning: no size given for message (`--size VIEW=WxH`): laid out with 0 × 0"
            ])
        let unbounded = Self.snackBar.replacingOccurrences(
            of: ", measuredSize: {maxWidth: 40, maxHeight: 40}", with: "")
        #expect(throws: SpecError.self) { try LayoutCompiler().compile(contents: unbounded, path: "Snack.layout.yaml") }
    }

    @Test func measuredSizeIsValidated() {
        let spec = """
            views:
              a: {measuredSize: {maxWidth: 10}}
              b: {measure: intrinsic, measuredSize: {minHeight: 30, maxHeight: 20, depth: 1}}
            """
        let messages =
            ((try? LayoutCompiler().compile(contents: spec, path: "T.layout.yaml")) == nil)
            ? (Result { try LayoutCompiler().compile(contents: spec, path: "T.layout.yaml") }.failureMessages) : []
        #expect(
            messages == [
                "view `a` is not measured, so `measuredSize` bounds nothing: add `measure: intrinsic` (or `heightForWidth`, or a measured `kind:`)",
                "unknown key `depth` in `measuredSize` of view `b`; expected one of: minWidth, maxWidth, minHeight, maxHeight",
                "`measuredSize` `maxHeight` (20) of view `b` is less than `minHeight` (30)"
            ])
    }

    @Test func missingInputsAreNamed() throws {
        let compiled = try LayoutCompiler().compile(
            contents: """
                inputs: [gap, inset]
                views: [a]
                constraints:
                  - a.left == gap + inset
                  - a.width == 10
                  - a.top == 0
                  - a.height == 10
                """, path: "Inputs.layout.yaml")
        #expect(
            compiled.domainWarnings(for: EvaluationRequest(inputs: ["gap": 8])).map(\.description) == [
                "warning: no value given for inset (`--set NAME=V`): laid out with 0"
            ])
    }
}

private extension Result where Success == CompiledLayout, Failure == any Error {
    /// The messages of the errors a failed compile reports.
    var failureMessages: [String] {
        guard case .failure(let error as SpecError) = self else { return [] }
        return error.diagnostics.filter { $0.severity == .error }.map(\.message)
    }
}
