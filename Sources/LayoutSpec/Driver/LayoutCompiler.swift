/// Compiles a spec file into Swift source: the pipeline of docs/ARCHITECTURE.md, end to end.
///
/// `layout-gen` (and through it the build plugin) is a thin front over this type, which is a thin
/// wrapper over `CompilationSession` (the package's commands read the session itself).
public struct LayoutCompiler: Sendable {
    /// The generator's version, printed by `layout-gen --version`.
    public static let version = "0.1.0"

    /// Generated `frames(for:)` bodies longer than this many statements are split into private
    /// helper functions of about this size (docs/GeneratedCode.md); `Int.max` keeps one body.
    public var maximumStatementsPerFunction = LayoutCodeGenerator.maximumStatementsPerFunction

    /// How stacks are lowered: by the stack model (the product), or as UIStackView's constraints
    /// wherever they need not be arranged (the tests' independent reference).
    package var stackLowering = StackLoweringMode.model

    /// Creates a compiler.
    public init() {}

    /// Reads and compiles the spec at `path`.
    ///
    /// - Throws: `SpecError` with every diagnostic found, including when the file cannot be read.
    public func compile(path: String) throws -> CompiledLayout {
        try CompilationSession(
            path: path, maximumStatementsPerFunction: maximumStatementsPerFunction, stacks: stackLowering
        ).result.get()
    }

    /// Compiles a spec's text; `path` is used in diagnostics, for the header comment and for the
    /// default type name.
    ///
    /// - Throws: `SpecError` with every diagnostic found (warnings found before the error included).
    public func compile(contents: String, path: String) throws -> CompiledLayout {
        try CompilationSession(
            contents: contents, path: path, maximumStatementsPerFunction: maximumStatementsPerFunction,
            stacks: stackLowering
        ).result.get()
    }

    /// The spec at `path` lowered to linear constraints over every item's frame, before solving:
    /// what a runtime solver (the benchmarks' Cassowary baseline) would be given.
    ///
    /// - Throws: `SpecError` when the spec cannot be read or lowered.
    public func constraintSystem(path: String) throws -> ConstraintSystem {
        let root = try DocumentReader.read(fileAt: path)
        return try SpecLowering.lower(LayoutComposition.compose(SpecParser.parse(root, path: path))).system
    }
}
