import Foundation
import LayoutRuntime
import Testing
@testable import LayoutSpec

/// A long `frames(for:)` body is split into private parts (docs/GeneratedCode.md, "Body"): the
/// parts pass exactly the values later code reads, the compiled split code and the interpreter
/// agree bit for bit, and so do the split and the one-body translation.
@Suite struct FramesBodySplittingTests {
    private static func number(_ name: String) -> SwiftExpression { .identifier(name) }

    /// input.bounds.width → a, a + 1 → b, b · 2 → c, a + c → d; return Frames(x: d, y: b).
    private static let function = SwiftFunctionDeclaration(
        access: nil, name: "frames",
        parameters: [SwiftParameter(label: "for", name: "input", type: SwiftType("Input"))],
        returnType: SwiftType("Frames"),
        body: [
            .constant(name: "a", type: .cgFloat, value: SwiftExpression.identifier("input").member("bounds").member("width")),
            .constant(name: "b", type: .cgFloat, value: number("a") + .number(1)),
            .constant(name: "c", type: .cgFloat, value: number("b") * .number(2)),
            .constant(name: "d", type: .cgFloat, value: number("a") + number("c")),
            .returnValue(.call(.identifier("Frames"), [SwiftArgument("x", number("d")), SwiftArgument("y", number("b"))])),
        ])

    @Test func shortBodiesStayWhole() {
        let (entry, helpers) = FramesBodySplitting.split(Self.function, reserving: [], limit: 4)
        #expect(helpers.isEmpty)
        #expect(entry == Self.function)
    }

    @Test func partsTakeWhatTheyReadAndReturnWhatLaterCodeReads() {
        // 4 statements before the return, limit 2: two parts of two statements.
        let (entry, helpers) = FramesBodySplitting.split(Self.function, reserving: ["framesPart1"], limit: 2)
        #expect(helpers.map(\.name) == ["framesPart1_2", "framesPart2"])
        // Part 1 reads `input`, declares a and b; both are read later (a by d, b by c and the return).
        #expect(helpers[0].parameters.map(\.name) == ["input"])
        #expect(helpers[0].returnType.name == "(CGFloat, CGFloat)")
        #expect(helpers[0].body.last == .returnValue(.tuple([.identifier("a"), .identifier("b")])))
        #expect(helpers[0].access == .private && helpers[0].attributes == ["@inline(never)"])
        // Part 2 reads a and b, declares c and d; only d is read later (by the return).
        #expect(helpers[1].parameters.map(\.name) == ["a", "b"])
        #expect(helpers[1].returnType == .cgFloat)
        #expect(helpers[1].body.last == .returnValue(.identifier("d")))
        #expect(entry.body == [
            .tupleConstant(names: ["a", "b"], types: [.cgFloat, .cgFloat],
                           value: .call(.identifier("framesPart1_2"), [SwiftArgument("input", .identifier("input"))])),
            .constant(name: "d", type: .cgFloat, value: .call(.identifier("framesPart2"), [
                SwiftArgument("a", .identifier("a")), SwiftArgument("b", .identifier("b")),
            ])),
            Self.function.body[4],
        ])
    }

    @Test func literalConstantsAreDeclaredWhereTheyAreReadNotPassed() {
        // k = 16; a = input.bounds.width; b = a + k; c = b · 2; d = c + k; return Frames(x: d, y: k).
        let function = SwiftFunctionDeclaration(
            access: nil, name: "frames",
            parameters: [SwiftParameter(label: "for", name: "input", type: SwiftType("Input"))],
            returnType: SwiftType("Frames"),
            body: [
                .constant(name: "k", type: .cgFloat, value: .number(16)),
                .constant(name: "a", type: .cgFloat, value: SwiftExpression.identifier("input").member("bounds").member("width")),
                .constant(name: "b", type: .cgFloat, value: Self.number("a") + Self.number("k")),
                .constant(name: "c", type: .cgFloat, value: Self.number("b") * .number(2)),
                .constant(name: "d", type: .cgFloat, value: Self.number("c") + Self.number("k")),
                .returnValue(.call(.identifier("Frames"), [SwiftArgument("x", Self.number("d")), SwiftArgument("y", Self.number("k"))])),
            ])
        // 5 statements, limit 2: three parts of two, two and one statements: [k, a], [b, c], [d].
        let (entry, helpers) = FramesBodySplitting.split(function, reserving: [], limit: 2)
        let k = function.body[0]
        #expect(helpers.map(\.parameters).map { $0.map(\.name) } == [["input"], ["a"], ["c"]])
        #expect(helpers[0].body == [function.body[1], .returnValue(.identifier("a"))])
        #expect(helpers[1].body == [k, function.body[2], function.body[3], .returnValue(.identifier("c"))])
        #expect(helpers[2].body == [k, function.body[4], .returnValue(.identifier("d"))])
        #expect(entry.body.first == k)
        #expect(entry.body.count == 5)
    }

    @Test func rendersTuplesAndPrivateHelpers() {
        let (entry, helpers) = FramesBodySplitting.split(Self.function, reserving: [], limit: 2)
        let file = SwiftFile(headerComment: [], imports: [], declaration: SwiftEnumDeclaration(
            access: nil, name: "L", members: [.staticFunction(entry)] + helpers.map { .staticFunction($0) }))
        let source = SwiftRenderer.render(file)
        #expect(source.contains("        let (a, b): (CGFloat, CGFloat) = framesPart1(input: input)\n"))
        #expect(source.contains("    @inline(never)\n    private static func framesPart1(input: Input) -> (CGFloat, CGFloat) {\n"))
        #expect(source.contains("        return (a, b)\n"))
        #expect(source.contains("    private static func framesPart2(a: CGFloat, b: CGFloat) -> CGFloat {\n"))
    }

    /// The fixtures (closed forms, region chains, a condition) cut after every few statements:
    /// parts that split region chains' `let`s from their `if`s would not compile, and values passed
    /// wrongly would change the frames.
    @Test(arguments: [3, 7, 20])
    func splitCodeCompilesAndMatchesTheOneBodyCodeBitForBit(limit: Int) throws {
        for (interface, solution, inputs) in [
            (CodeGenFixtures.interface, CodeGenFixtures.solution, CodeGenCompileTests.inputs),
            (CodeGenEdgeFixtures.interface, CodeGenEdgeFixtures.solution, CodeGenEdgeFixtures.inputs),
        ] {
            let whole = LayoutCodeGenerator.generate(interface: interface, solution: solution,
                                                     maximumStatementsPerFunction: .max)
            let split = LayoutCodeGenerator.generate(interface: interface, solution: solution,
                                                     maximumStatementsPerFunction: limit)
            let parts = split.declaration.members.filter {
                if case .staticFunction(let function) = $0 { return function.name.hasPrefix("framesPart") }
                return false
            }
            #expect(parts.count >= 2)
            let interpretedWhole = inputs.map { CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(whole, input: $0)) }
            let interpretedSplit = inputs.map { CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(split, input: $0)) }
            #expect(interpretedSplit == interpretedWhole)
            guard limit == 3, let compiler = CodeGenCompileSupport.findCompiler() else { continue }
            let compiled = try CodeGenCompileSupport.compileAndRun(split, inputs: inputs, compiler: compiler)
            #expect(compiled == interpretedSplit.joined())
        }
    }
}
