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
        #expect(warnings.map(\.description) == [
            "warning: --width 100 is outside [200, 10000], the range container.width was declared and proven for in Range.layout.yaml; the frames extend the nearest formula",
            "warning: --set gap=50 is outside [0, 40], the range gap was declared and proven for in Range.layout.yaml; the frames extend the nearest formula",
        ])
    }
}
