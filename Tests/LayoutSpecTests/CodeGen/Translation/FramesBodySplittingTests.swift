import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// A long `frames(for:)` body is split into private parts (docs/GeneratedCode.md, "Body"): the
/// parts pass exactly the values later code reads, the compiled split code and the interpreter
/// agree bit for bit, and so do the split and the one-body translation.
@Suite struct FramesBodySplittingTests {
    private static func number(_ name: String) -> SwiftExpression { .identifier(name) }

    /// px(input.bounds.width) → a, a + 1 → b, b · 2 → c, a + c → d (the values section); return
    /// Frames(x: d, y: b) (the frames section, without a heading). `a` is rounded (a call), so no
    /// value here is cheap enough to be recomputed by a part instead of passed to it.
    private static let sections = FramesBody(
        values: [
            .constant(
                name: "a", type: .cgFloat,
                value: .pixelRounding(
                    .px, SwiftExpression.identifier("input").member("bounds").member("width"), scale: .number(2))),
            .constant(name: "b", type: .cgFloat, value: number("a") + .number(1)),
            .constant(name: "c", type: .cgFloat, value: number("b") * .number(2)),
            .constant(name: "d", type: .cgFloat, value: number("a") + number("c"))
        ],
        heading: [],
        frames: [
            .returnValue(
                .call(.identifier("Frames"), [SwiftArgument("x", number("d")), SwiftArgument("y", number("b"))]))
        ])

    private static let function = SwiftFunctionDeclaration(
        access: nil, name: "frames",
        parameters: [SwiftParameter(label: "for", name: "input", type: SwiftType("Input"))],
        returnType: SwiftType("Frames"),
        body: sections.statements)

    /// `Frames` with two `CGRect`s, `x` and `y`.
    private static let frames = SwiftStructDeclaration(
        access: nil, name: "Frames", conformances: [],
        properties: [SwiftStoredProperty(name: "x", type: .cgRect), SwiftStoredProperty(name: "y", type: .cgRect)])

    private static func store(_ property: String, _ value: String) -> SwiftStatement {
        .assignment(target: SwiftExpression.identifier("frames").member(property), value: .identifier(value))
    }

    @Test func shortBodiesStayWhole() {
        let (entry, helpers) = FramesBodySplitting.split(
            Self.function, sections: Self.sections, frames: Self.frames, reserving: [], limit: 5)
        #expect(helpers.isEmpty)
        #expect(entry == Self.function)
    }

    @Test func theFramesSectionIsTheBuildersWhateverItsHeading() throws {
        // The frames section (e = b · 3, then the return) moves up next to b, the value it reads
        // (e written into its store, `y = b * 3`, before c); its heading's words play no part, and
        // the heading is left out of the split body.
        var sections = Self.sections
        sections.heading = [.comment("Any words at all")]
        sections.frames = [
            .constant(name: "e", type: .cgFloat, value: Self.number("b") * .number(3)),
            .returnValue(
                .call(
                    .identifier("Frames"), [SwiftArgument("x", Self.number("d")), SwiftArgument("y", Self.number("e"))])
            )
        ]
        var function = Self.function
        function.body = sections.statements
        let (entry, helpers) = FramesBodySplitting.split(
            function, sections: sections, frames: Self.frames, reserving: [], limit: 2)
        let source = SwiftRenderer.render(
            SwiftFile(
                headerComment: [], imports: [],
                declaration: SwiftEnumDeclaration(
                    access: nil, name: "L", members: [.staticFunction(entry)] + helpers.map { .staticFunction($0) })))
        let e = try #require(source.range(of: "y = b * 3"))
        let c = try #require(source.range(of: "let c: CGFloat = b * 2"))
        #expect(e.lowerBound < c.lowerBound)
        #expect(!source.contains("Any words at all"))
    }

    @Test func partsFillFramesAndPassOnlyWhatLaterPartsRead() {
        // The stores move up to just after their values: a, b, frames.y = b, c, d, frames.x = d.
        // Limit 2: three parts of two statements.
        let (entry, helpers) = FramesBodySplitting.split(
            Self.function, sections: Self.sections, frames: Self.frames,
            reserving: ["framesPart1"], limit: 2)
        #expect(helpers.map(\.name) == ["framesPart1_2", "framesPart2", "framesPart3"])
        // Part 1 reads `input`, declares a and b; both are read later (a by d, b by c and a store).
        #expect(helpers[0].parameters.map(\.name) == ["input"])
        #expect(helpers[0].returnType.name == "(CGFloat, CGFloat)")
        #expect(helpers[0].body.last == .returnValue(.tuple([.identifier("a"), .identifier("b")])))
        #expect(helpers[0].access == .private && helpers[0].attributes == ["@inline(never)"])
        // Part 2 stores y, declares c (read by d): `frames.y` comes in as an inout `CGRect`.
        #expect(helpers[1].parameters.map(\.name) == ["b", "y"])
        #expect(helpers[1].parameters.map(\.isInout) == [false, true])
        #expect(helpers[1].parameters.map(\.type) == [.cgFloat, .cgRect])
        #expect(
            helpers[1].body == [
                .assignment(target: .identifier("y"), value: .identifier("b")),
                Self.function.body[2], .returnValue(.identifier("c"))
            ])
        #expect(helpers[1].returnType == .cgFloat)
        // Part 3 stores x; it returns nothing.
        #expect(helpers[2].parameters.map(\.name) == ["a", "c", "x"])
        #expect(helpers[2].returnType == .void)
        // d is read once, by the store: it is written into it.
        #expect(helpers[2].body == [.assignment(target: .identifier("x"), value: Self.number("a") + Self.number("c"))])
        let zero = SwiftExpression.implicitMember("zero")
        #expect(
            Array(entry.body.dropFirst()) == [
                .variable(
                    name: "frames", type: SwiftType("Frames"),
                    value: .call(.identifier("Frames"), [SwiftArgument("x", zero), SwiftArgument("y", zero)])),
                .tupleConstant(
                    names: ["a", "b"], types: [.cgFloat, .cgFloat],
                    value: .call(.identifier("framesPart1_2"), [SwiftArgument("input", .identifier("input"))])),
                .constant(
                    name: "c", type: .cgFloat,
                    value: .call(
                        .identifier("framesPart2"),
                        [
                            SwiftArgument("b", .identifier("b")),
                            SwiftArgument("y", .inoutReference(SwiftExpression.identifier("frames").member("y")))
                        ])),
                .call(
                    .call(
                        .identifier("framesPart3"),
                        [
                            SwiftArgument("a", .identifier("a")), SwiftArgument("c", .identifier("c")),
                            SwiftArgument("x", .inoutReference(SwiftExpression.identifier("frames").member("x")))
                        ])),
                .returnValue(.identifier("frames"))
            ])
    }

    @Test func frameParametersAvoidThePartsNamesAndFallBackWhenFramesIsRead() {
        let frames = SwiftStructDeclaration(
            access: nil, name: "Frames", conformances: [],
            properties: [
                SwiftStoredProperty(name: "input", type: .cgRect), SwiftStoredProperty(name: "fit", type: .cgSize)
            ])
        // A view named `input` next to the `input` parameter: its frame parameter is `input_2`.
        let part: [SwiftStatement] = [
            .constant(name: "w", type: .cgFloat, value: SwiftExpression.identifier("input").member("scale")),
            Self.store("input", "w"),
            Self.store("fit", "w")
        ]
        let places = FramesBodySplitting.frameParameters(
            of: part, frames: "frames", framesStruct: frames, liveIn: ["input"])
        #expect(places?.parameters.map(\.name) == ["input_2", "fit"])
        #expect(places?.parameters.map(\.property) == ["input", "fit"])
        #expect(places?.parameters.map(\.type) == [.cgRect, .cgSize])
        #expect(
            places?.body == [
                part[0], .assignment(target: .identifier("input_2"), value: .identifier("w")),
                .assignment(target: .identifier("fit"), value: .identifier("w"))
            ])
        // Reading `frames` (or storing into something that is not a property) keeps `frames: inout Frames`.
        let reading =
            part + [.constant(name: "r", type: .cgRect, value: SwiftExpression.identifier("frames").member("fit"))]
        #expect(
            FramesBodySplitting.frameParameters(of: reading, frames: "frames", framesStruct: frames, liveIn: ["input"])
                == nil)
        #expect(
            FramesBodySplitting.frameParameters(
                of: [Self.store("other", "w")], frames: "frames",
                framesStruct: frames, liveIn: []) == nil)
    }

    @Test func frameStatementsMoveUpToJustAfterTheirValuesAndSinkToTheirReaders() {
        // Head: a, b, c; frames section: p = a + 1 (read by q), q = c + p, r = input.scale (read by
        // nothing after it), then the store of q.
        let p = SwiftStatement.constant(name: "p", type: .cgFloat, value: Self.number("a") + .number(1))
        let q = SwiftStatement.constant(name: "q", type: .cgFloat, value: Self.number("c") + Self.number("p"))
        let r = SwiftStatement.constant(
            name: "r", type: .cgFloat, value: SwiftExpression.identifier("input").member("scale"))
        let head = Array(Self.function.body[0..<3])
        let scheduled = FramesBodySplitting.scheduleFrameStatements(
            head: head, section: [p, q, r, Self.store("x", "q")])
        // p could follow a, but its only reader q needs c: p sinks to just before q.
        #expect(scheduled == [r, head[0], head[1], head[2], p, q, Self.store("x", "q")])
    }

    @Test func literalConstantsAndSingleUseFrameLetsAreWrittenIntoTheirReaders() {
        // Head: k = 16, a = input.bounds.width; section: left = a + k, rounded = px(left),
        // twice = rounded + rounded, store.
        let k = SwiftStatement.constant(name: "k", type: .cgFloat, value: .number(16))
        let a = SwiftStatement.constant(
            name: "a", type: .cgFloat,
            value: SwiftExpression.identifier("input").member("bounds").member("width"))
        let left = SwiftStatement.constant(name: "left", type: .cgFloat, value: Self.number("a") + Self.number("k"))
        let rounded = SwiftStatement.constant(
            name: "rounded", type: .cgFloat,
            value: .pixelRounding(.px, Self.number("left"), scale: .number(2)))
        let reread = SwiftStatement.constant(
            name: "twice", type: .cgFloat, value: Self.number("rounded") + Self.number("rounded"))
        let (head, section) = SplitBodyCompaction.compact(
            head: [k, a], section: [left, rounded, reread, Self.store("x", "twice")])
        // a and left (each read once) go into rounded; rounded is read twice and stays; twice goes
        // into the store.
        #expect(head.isEmpty)
        let width = SwiftExpression.identifier("input").member("bounds").member("width")
        #expect(
            section == [
                .constant(
                    name: "rounded", type: .cgFloat,
                    value: .pixelRounding(.px, width + .number(16), scale: .number(2))),
                .assignment(
                    target: SwiftExpression.identifier("frames").member("x"),
                    value: Self.number("rounded") + Self.number("rounded"))
            ])
    }

    @Test func cheapValuesAreRecomputedWhereTheyAreReadNotPassed() throws {
        // w = input.bounds.width (a read), shown = 0 or 1 by a flag (an `if`), s = w · shown (one
        // operation): cheap; r = px(s) (a call): passed. Each is read by the last store.
        let input = SwiftExpression.identifier("input")
        let shownIf = SwiftStatement.conditional(
            branches: [
                SwiftConditionalBranch(
                    condition: input.member("aHidden"),
                    body: [.assignment(target: Self.number("shown"), value: .number(0))])
            ],
            otherwise: [.assignment(target: Self.number("shown"), value: .number(1))])
        let values: [SwiftStatement] = [
            .constant(name: "w", type: .cgFloat, value: input.member("bounds").member("width")),
            .uninitializedConstant(name: "shown", type: .cgFloat), shownIf,
            .constant(name: "s", type: .cgFloat, value: Self.number("w") * Self.number("shown")),
            .constant(name: "r", type: .cgFloat, value: .pixelRounding(.px, Self.number("s"), scale: .number(2))),
            .constant(name: "t", type: .cgFloat, value: Self.number("r") * Self.number("r"))
        ]
        let sections = FramesBody(
            values: values, heading: [],
            frames: [
                .returnValue(
                    .call(
                        .identifier("Frames"),
                        [
                            SwiftArgument("x", Self.number("t") + Self.number("s") + Self.number("w")),
                            SwiftArgument("y", Self.number("r") + Self.number("shown"))
                        ]))
            ])
        var function = Self.function
        function.body = sections.statements
        let (_, helpers) = FramesBodySplitting.split(
            function, sections: sections, frames: Self.frames, reserving: [], limit: 3)
        #expect(helpers.count >= 2)
        // No part takes w, shown or s: each part that reads one computes it again, in the body's
        // order.
        let passed = Set(helpers.flatMap { $0.parameters.filter { !$0.isInout }.map(\.name) })
        #expect(passed.isDisjoint(with: ["w", "shown", "s"]))
        #expect(passed.contains("r"))
        let last = try #require(helpers.last)
        let declared = last.body.compactMap { statement -> String? in
            switch statement {
            case .constant(let name, _, _), .uninitializedConstant(let name, _): return name
            default: return nil
            }
        }
        #expect(declared.filter { ["w", "shown", "s"].contains($0) } == ["w", "shown", "s"])
        // The copies are the same statements: `s` is `w * shown` again.
        #expect(last.body.contains(values[3]) && last.body.contains(shownIf))
    }

    @Test func aValueOfMoreThanThreeOperationsIsNotRecomputed() {
        // w = input.bounds.width, then a = w + 1, b = a + 1, c = b + 1 (three operations with
        // those they read: recomputed) and d = c + 1 (four: left to be passed). A part that reads
        // c and d gets w, a, b and c again, in order, and not d.
        let input = SwiftExpression.identifier("input")
        var values: [SwiftStatement] = [
            .constant(name: "w", type: .cgFloat, value: input.member("bounds").member("width"))
        ]
        for (name, previous) in [("a", "w"), ("b", "a"), ("c", "b"), ("d", "c")] {
            values.append(.constant(name: name, type: .cgFloat, value: Self.number(previous) + .number(1)))
        }
        let rematerialization = Rematerialization(statements: values, parameters: ["input"])
        let store = Self.store("x", "c")
        let reader = SwiftStatement.assignment(
            target: SwiftExpression.identifier("frames").member("y"), value: Self.number("c") * Self.number("d"))
        #expect(rematerialization.recomputing(in: [store, reader]) == Array(values.prefix(4)) + [store, reader])
        // A part that declares c itself recomputes only what c reads.
        #expect(rematerialization.recomputing(in: [values[3], store]) == Array(values.prefix(3)) + [values[3], store])
    }

    @Test func rendersTuplesInoutFramesAndPrivateHelpers() {
        let (entry, helpers) = FramesBodySplitting.split(
            Self.function, sections: Self.sections, frames: Self.frames, reserving: [], limit: 2)
        let file = SwiftFile(
            headerComment: [], imports: [],
            declaration: SwiftEnumDeclaration(
                access: nil, name: "L", members: [.staticFunction(entry)] + helpers.map { .staticFunction($0) }))
        let source = SwiftRenderer.render(file)
        #expect(source.contains("        var frames: Frames = Frames(x: .zero, y: .zero)\n"))
        #expect(source.contains("        let (a, b): (CGFloat, CGFloat) = framesPart1(input: input)\n"))
        #expect(source.contains("        framesPart3(a: a, c: c, x: &frames.x)\n"))
        #expect(source.contains("        return frames\n"))
        #expect(
            source.contains(
                "    @inline(never)\n    private static func framesPart1(input: Input) -> (CGFloat, CGFloat) {\n"))
        #expect(source.contains("        return (a, b)\n"))
        #expect(source.contains("    private static func framesPart2(b: CGFloat, y: inout CGRect) -> CGFloat {\n"))
        #expect(source.contains("    private static func framesPart3(a: CGFloat, c: CGFloat, x: inout CGRect) {\n"))
        #expect(source.contains("        y = b\n"))
    }

    /// The fixtures (closed forms, region chains, a condition) cut after every few statements:
    /// parts that split region chains' `let`s from their `if`s would not compile, and values passed
    /// wrongly would change the frames.
    @Test(arguments: [3, 7, 20])
    func splitCodeCompilesAndMatchesTheOneBodyCodeBitForBit(limit: Int) throws {
        for (interface, solution, inputs) in [
            (CodeGenFixtures.interface, CodeGenFixtures.solution, CodeGenCompileTests.inputs),
            (CodeGenEdgeFixtures.interface, CodeGenEdgeFixtures.solution, CodeGenEdgeFixtures.inputs)
        ] {
            let whole = LayoutCodeGenerator.generate(
                interface: interface, solution: solution,
                maximumStatementsPerFunction: .max)
            let split = LayoutCodeGenerator.generate(
                interface: interface, solution: solution,
                maximumStatementsPerFunction: limit)
            let parts = split.declaration.members.filter {
                if case .staticFunction(let function) = $0 { return function.name.hasPrefix("framesPart") }
                return false
            }
            #expect(parts.count >= 2)
            let interpretedWhole = inputs.map {
                CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(whole, input: $0))
            }
            let interpretedSplit = inputs.map {
                CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(split, input: $0))
            }
            #expect(interpretedSplit == interpretedWhole)
            guard limit == 3, let compiler = CodeGenCompileSupport.findCompiler() else { continue }
            let compiled = try CodeGenCompileSupport.compileAndRun(split, inputs: inputs, compiler: compiler)
            #expect(compiled == interpretedSplit.joined())
        }
    }
}
