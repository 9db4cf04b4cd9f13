/// Compiles a spec file into Swift source: the pipeline of docs/ARCHITECTURE.md, end to end.
///
/// `layout-gen` (and through it the build plugin) is a thin front over this type.
public struct LayoutCompiler: Sendable {
    /// The generator's version, printed by `layout-gen --version`.
    public static let version = "0.1.0"

    /// Generated `frames(for:)` bodies longer than this many statements are split into private
    /// helper functions of about this size (docs/GeneratedCode.md); `Int.max` keeps one body.
    public var maximumStatementsPerFunction = LayoutCodeGenerator.maximumStatementsPerFunction

    /// Creates a compiler.
    public init() {}

    /// Reads and compiles the spec at `path`.
    ///
    /// - Throws: `SpecError` with every diagnostic found, including when the file cannot be read.
    public func compile(path: String) throws -> CompiledLayout {
        try compile(contents: DocumentReader.text(ofFileAt: path), path: path)
    }

    /// Compiles a spec's text; `path` is used in diagnostics, for the header comment and for the
    /// default type name.
    ///
    /// - Throws: `SpecError` with every diagnostic found (warnings found before the error included).
    public func compile(contents: String, path: String) throws -> CompiledLayout {
        var warnings: [Diagnostic] = []
        do {
            let root = try DocumentReader.read(contents: contents, path: path)
            let (parsed, readerDiagnostics) = SpecParser.parseCollecting(root, path: path)
            let specification = try IndependentErrors.check(parsed, readerDiagnostics: readerDiagnostics)
            let lowered = try SpecLowering.lower(specification)
            warnings = lowered.warnings
            try checkTypeName(lowered.interface.typeName, path: path)
            let solution = try LayoutSolver().solve(lowered.system)
            // The examples are read before the code exists: the checks choose their witnesses near
            // the first one's input.
            var examples = ExampleParser(interface: lowered.interface)
            let parsedExamples = specification.examples.map { examples.parse($0) } ?? []
            // The checks read the solution alone, so a spec they reject stops before code
            // generation. Examples that are not even well formed are reported first, alone.
            let findings =
                examples.diagnostics.hasErrors
                ? []
                : LayoutChecker.check(
                    solution, system: lowered.system, interface: lowered.interface,
                    specification: specification, near: parsedExamples.first?.input.parameterValues ?? [:])
            if findings.contains(where: { $0.severity == .error }) {
                warnings += findings
                throw SpecError([])
            }
            var code = LayoutCodeGenerator.generate(
                interface: lowered.interface, solution: solution,
                pixelChains: lowered.pixelChains, stackArrangements: lowered.stackArrangements,
                constraints: lowered.system.constraints, maximumStatementsPerFunction: maximumStatementsPerFunction)
            if specification.examples != nil {
                let checked = try ExampleChecker.check(parsedExamples, parsing: examples.diagnostics, code: code)
                code = ExamplesCodeGenerator.adding(checked, to: code)
            }
            return CompiledLayout(
                specPath: path, interface: lowered.interface, source: SwiftRenderer.render(code), code: code,
                warnings: (warnings, findings), checks: specification.checks,
                declarations: LayoutChecker.declarations(of: specification), domains: lowered.system.parameters)
        } catch let error as SpecError {
            throw SpecError(warnings + error.diagnostics)
        } catch {
            throw SpecError(
                warnings + [
                    .error(
                        at: SourceLocation(path: path, line: 1, column: 1),
                        "internal error while compiling '\(path)': \(error)")
                ])
        }
    }

    /// The spec at `path` lowered to linear constraints over every item's frame, before solving:
    /// what a runtime solver (the benchmarks' Cassowary baseline) would be given.
    ///
    /// - Throws: `SpecError` when the spec cannot be read or lowered.
    public func constraintSystem(path: String) throws -> ConstraintSystem {
        let root = try DocumentReader.read(fileAt: path)
        return try SpecLowering.lower(SpecParser.parse(root, path: path)).system
    }

    /// A type name taken from the file name may not be a Swift identifier (`my-card.layout.yaml`).
    private func checkTypeName(_ typeName: String, path: String) throws {
        guard !SwiftIdentifier.isValid(typeName) else { return }
        throw SpecError(
            at: SourceLocation(path: path, line: 1, column: 1),
            "'\(typeName)' is not a valid Swift type name; add a `name:` key or rename the file"
        )
    }
}
