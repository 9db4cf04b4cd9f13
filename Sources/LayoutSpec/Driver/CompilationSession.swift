/// One run of the pipeline over one spec (docs/ARCHITECTURE.md, "The compilation session"): each
/// stage runs once, in order, until one fails, and every artefact is kept — the spec's text, the
/// typed spec, the lowered layout (interface and constraint system), the solution, the parsed
/// examples, the layout checks' findings, the code model, the rendered source and the diagnostics.
///
/// Every command reads the session instead of running stages again: `check` and `generate` its
/// compiled layout, `explain` its solution, `render` its solution or, for a rejected spec, its
/// lowered layout and typed errors (`ErrorPicture`), so all of them report the same diagnostics.
/// `LayoutCompiler.compile` is a thin wrapper over it.
package struct CompilationSession: Sendable {
    /// The spec's path, as given (in diagnostics, the header comment and the default type name).
    package let path: String
    /// The spec's text; `nil` when the file could not be read.
    package let contents: String?
    /// The typed spec (`SpecParser`), when the file was read and parsed without errors.
    package private(set) var specification: LayoutSpecification?
    /// The lowered layout: interface and constraint system (`SpecLowering`).
    package private(set) var lowered: LoweredLayout?
    /// The solution (`LayoutSolver`), when the solver accepted the constraints.
    package private(set) var solution: LayoutSolution?
    /// The `examples:` section's examples, typed against the interface (`ExampleParser`).
    package private(set) var examples: [LayoutExample] = []
    /// The layout checks' findings over the whole domain (`LayoutChecker`), errors included.
    package private(set) var checkFindings: [Diagnostic] = []
    /// The code model (`LayoutCodeGenerator`, with the examples' code added).
    package private(set) var code: SwiftFile?
    /// The generated Swift source (`SwiftRenderer`).
    package private(set) var source: String?
    /// The warnings of reading and lowering the spec (an unused condition, a dropped inset).
    package private(set) var compileWarnings: [Diagnostic] = []
    /// Every error and the warnings found before it, when a stage failed; `nil` when the spec compiled.
    package private(set) var failure: SpecError?
    /// The compiled layout, when the spec compiled.
    package private(set) var compiled: CompiledLayout?

    /// Reads the spec at `path` and runs the pipeline on it.
    package init(
        path: String, maximumStatementsPerFunction: Int = LayoutCodeGenerator.maximumStatementsPerFunction,
        stacks: StackLoweringMode = .model
    ) {
        do {
            let contents = try DocumentReader.text(ofFileAt: path)
            self.init(
                contents: contents, path: path, maximumStatementsPerFunction: maximumStatementsPerFunction,
                stacks: stacks)
        } catch {
            self.init(unread: path, failure: error as? SpecError ?? SpecError([Self.internalError(error, path: path)]))
        }
    }

    /// A session over a file that could not be read.
    private init(unread path: String, failure: SpecError) {
        self.path = path
        contents = nil
        self.failure = failure
    }

    /// Runs the pipeline on a spec's text; `path` is used in diagnostics, for the header comment and
    /// for the default type name.
    package init(
        contents: String, path: String,
        maximumStatementsPerFunction: Int = LayoutCodeGenerator.maximumStatementsPerFunction,
        stacks: StackLoweringMode = .model
    ) {
        self.path = path
        self.contents = contents
        do {
            try run(maximumStatementsPerFunction: maximumStatementsPerFunction, stacks: stacks)
        } catch let error as SpecError {
            failure = SpecError(compileWarnings + error.diagnostics)
        } catch {
            failure = SpecError(compileWarnings + [Self.internalError(error, path: path)])
        }
    }

    /// The compiled layout, or the failure.
    package var result: Result<CompiledLayout, SpecError> {
        if let compiled { return .success(compiled) }
        return .failure(failure ?? SpecError([]))
    }

    /// What `check` prints: the failure's diagnostics, or the compiled layout's warnings (its
    /// compile warnings, then the checks' findings).
    package var diagnostics: [Diagnostic] {
        failure?.diagnostics ?? compiled?.warnings ?? []
    }

    /// The stages in order; each artefact is stored as soon as it exists, so a failing stage leaves
    /// the earlier ones readable.
    private mutating func run(maximumStatementsPerFunction: Int, stacks: StackLoweringMode) throws {
        guard let contents else { return }
        let root = try DocumentReader.read(contents: contents, path: path)
        let (parsed, readerDiagnostics) = SpecParser.parseCollecting(root, path: path)
        let specification = try LayoutComposition.compose(
            IndependentErrors.check(parsed, readerDiagnostics: readerDiagnostics))
        self.specification = specification
        let lowered = try SpecLowering.lower(specification, stacks: stacks)
        self.lowered = lowered
        compileWarnings = lowered.warnings
        try checkTypeName(lowered.interface.typeName)
        let solution = try LayoutSolver().solve(lowered.system)
        self.solution = solution
        // The examples are read before the code exists: the checks choose their witnesses near
        // the first one's input.
        var exampleParser = ExampleParser(interface: lowered.interface)
        examples = specification.examples.map { exampleParser.parse($0) } ?? []
        // The checks read the solution alone, so a spec they reject stops before code
        // generation. Examples that are not even well formed are reported first, alone.
        checkFindings =
            exampleParser.diagnostics.hasErrors
            ? []
            : LayoutChecker.check(
                solution, system: lowered.system, interface: lowered.interface,
                specification: specification, near: examples.first?.input.parameterValues ?? [:],
                arrangements: lowered.stackArrangements)
        if checkFindings.contains(where: { $0.severity == .error }) { throw SpecError(checkFindings) }
        var code = LayoutCodeGenerator.generate(
            interface: lowered.interface, solution: solution,
            pixelChains: lowered.pixelChains, stackArrangements: lowered.stackArrangements,
            constraints: lowered.system.constraints, maximumStatementsPerFunction: maximumStatementsPerFunction)
        if specification.examples != nil {
            let checked = try ExampleChecker.check(examples, parsing: exampleParser.diagnostics, code: code)
            code = ExamplesCodeGenerator.adding(checked, to: code)
        }
        self.code = code
        let source = SwiftRenderer.render(code)
        self.source = source
        compiled = CompiledLayout(
            specPath: path, interface: lowered.interface, source: source, code: code,
            warnings: (compileWarnings, checkFindings), checks: specification.checks,
            declarations: LayoutChecker.declarations(of: specification), domains: lowered.system.parameters)
    }

    /// A type name taken from the file name may not be a Swift identifier (`my-card.layout.yaml`).
    private func checkTypeName(_ typeName: String) throws {
        guard !SwiftIdentifier.isValid(typeName) else { return }
        throw SpecError(
            at: SourceLocation(path: path, line: 1, column: 1),
            "'\(typeName)' is not a valid Swift type name; add a `name:` key or rename the file"
        )
    }

    /// The error for a failure of the compiler itself, at the spec's first line.
    private static func internalError(_ error: any Error, path: String) -> Diagnostic {
        .error(
            at: SourceLocation(path: path, line: 1, column: 1),
            kind: .internalError(context: " while compiling '\(path)'", error: "\(error)"))
    }
}
