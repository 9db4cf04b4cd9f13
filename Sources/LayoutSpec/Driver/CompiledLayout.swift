/// One spec, compiled: the generated Swift source, the shape of its API, and the warnings found.
///
/// Produced by `LayoutCompiler`; `layout-gen generate` writes `source` to `outputFileName`,
/// `layout-gen eval` calls `evaluate(_:)`.
public struct CompiledLayout: Sendable {
    /// The spec's path, as given to the compiler.
    public let specPath: String
    /// The generated API's shape: type name, access, items, inputs, conditions.
    package let interface: LayoutInterface
    /// The generated Swift source (deterministic for the same spec and generator).
    public let source: String
    /// Warnings found while compiling; the layout compiled anyway: `compileWarnings`, then the
    /// layout checks' `checkFindings`.
    public var warnings: [Diagnostic] { compileWarnings + checkFindings }
    /// The warnings of reading and lowering the spec (an unused condition, a dropped inset).
    public let compileWarnings: [Diagnostic]
    /// The layout checks' findings over the whole domain (`layout-gen check`); `eval` reports
    /// `findings(at:)` instead, what goes wrong at the one input it evaluates.
    public let checkFindings: [Diagnostic]
    /// The checks' severities, which `findings(at:)` reads.
    let checks: LayoutCheckSettings
    /// Where each view and guide is declared, where `findings(at:)` points.
    let declarations: [String: SourceLocation]
    /// The code model `source` was rendered from; `evaluate(_:)` interprets it.
    package let code: SwiftFile
    /// The runtime inputs and the ranges the solution was proven over.
    package let domains: [ParameterDomain]

    /// Creates a compiled layout.
    init(
        specPath: String, interface: LayoutInterface, source: String, code: SwiftFile,
        warnings: (compile: [Diagnostic], checks: [Diagnostic]), checks: LayoutCheckSettings,
        declarations: [String: SourceLocation], domains: [ParameterDomain] = []
    ) {
        self.domains = domains
        self.specPath = specPath
        self.interface = interface
        self.source = source
        compileWarnings = warnings.compile
        checkFindings = warnings.checks
        self.checks = checks
        self.declarations = declarations
        self.code = code
    }

    /// The generated type's name (docs/SpecLanguage.md §1): `name:`, else the file stem followed by `Layout`.
    public var typeName: String { interface.typeName }

    /// The generated file's name: `<TypeName>.swift`.
    public var outputFileName: String { SpecFileName.outputFileName(forTypeName: typeName) }

    /// Evaluates the generated code for `request` (the same code model the Swift source was rendered
    /// from) and returns `{"frames": {"view": [x, y, w, h], ...}}` as JSON (docs/CLI-AND-PLUGIN.md).
    ///
    /// - Throws: `EvaluationError` when the request names an input, condition, measured view or
    ///   label the spec does not declare; `SpecError` when evaluation fails.
    public func evaluate(_ request: EvaluationRequest) throws -> String {
        try validate(request)
        do {
            return try FramesEvaluation.json(code: code, interface: interface, request: request)
        } catch let error as SpecError {
            throw error
        } catch let error as EvaluationError {
            throw error
        } catch {
            throw SpecError(
                at: nil, kind: .internalError(context: " while evaluating '\(specPath)'", error: "\(error)"))
        }
    }

    /// Checks that every name in `request` is declared by the spec.
    func validate(_ request: EvaluationRequest) throws {
        func check(
            _ given: some Sequence<String>, against declared: [String], what: String, builtIn: [String] = []
        ) throws {
            let known = Set(declared)
            for name in given.sorted() where !known.contains(name) {
                var list = declared.isEmpty ? "it declares none" : "it declares: " + declared.joined(separator: ", ")
                if !builtIn.isEmpty {
                    list += " (and the built-in ones: \(builtIn.joined(separator: ", ")))"
                }
                let suggestion = NameSuggestion.clause(for: name, in: declared + builtIn, quote: "'")
                throw EvaluationError("\(specPath) has no \(what) '\(name)'; \(list)\(suggestion)")
            }
        }
        try check(request.inputs.keys, against: interface.inputs, what: "input")
        try check(
            request.conditions.subtracting(BuiltInConditions.names),
            against: interface.conditions + interface.hideableViews.map(BuiltInConditions.hiddenFlag(of:)),
            what: "condition", builtIn: BuiltInConditions.all)
        try check(request.sizes.keys, against: interface.measuredViews.map(\.name), what: "measured view")
        try check(request.fonts.keys, against: interface.labels, what: "label view")
        for (name, value) in [("width", request.width), ("height", request.height), ("scale", request.scale)]
        where !value.isFinite || value < 0 {
            throw EvaluationError("\(name) must be a number ≥ 0, not \(value)")
        }
        for (name, insets) in [("safe-area insets", request.safeAreaInsets), ("layout margins", request.layoutMargins)]
        where ![insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) {
            throw EvaluationError("\(name) must be finite numbers, not \(insets)")
        }
    }
}
