import Testing

@testable import LayoutSpec

/// The names generated code uses come from one table (`GeneratedCodeNames`): the local-constant
/// allocator, the spec parser's reserved members and the generated `frames(for:)` all read it.
@Suite struct GeneratedCodeNamesTests {
    @Test func localConstantsNeverShadowWhatTheCodeCalls() {
        for name in GeneratedCodeNames.localReservedNames.sorted() {
            var names = LocalNameAllocator()
            #expect(names.make(name) == SwiftIdentifier.sanitized(name) + "_2", "\(name)")
        }
        #expect(
            GeneratedCodeNames.localReservedNames.isSuperset(of: ["input", "fmin", "fmax", "min", "max", "CGFloat"]))
    }

    @Test func specNamesMayNotTakeInputMembers() {
        #expect(ReservedNames.generatedMembers == ["bounds", "scale", "traits", "fittingSize"])
        #expect(ReservedNames.generatedMembers == GeneratedCodeNames.inputMembers)
    }

    @Test func theFramesFunctionIsSpelledFromTheTable() throws {
        let code = try LayoutCompiler().compile(
            contents: "views: [a]\nconstraints:\n  - a.edges == superview.edges\n",
            path: "Card.layout.yaml"
        ).source
        #expect(
            code.contains("func \(GeneratedCodeNames.framesFunction)(for \(GeneratedCodeNames.inputParameter): Input)"))
        #expect(code.contains("\(GeneratedCodeNames.inputParameter).\(GeneratedCodeNames.boundsMember)"))
    }
}
