import Testing
@testable import LayoutSpec

/// File naming (contract §1), type-name checks and request validation in the driver.
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
