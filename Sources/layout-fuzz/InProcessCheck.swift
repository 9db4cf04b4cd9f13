import LayoutSpec

/// The checks run on every case inside the fuzzer's process: compiling never throws anything but
/// located `SpecError`s, and compiling twice gives the same bytes (or the same diagnostics).
enum InProcessCheck {
    /// What compiling one case gave.
    enum Outcome {
        /// Accepted, with its compiled layout.
        case accepted(CompiledLayout)
        /// Rejected with located errors.
        case rejected([Diagnostic])
    }

    /// Compiles the spec at `path` (whose text has `lineCount` lines); `twice` also checks that a
    /// second compilation is byte-identical.
    static func run(path: String, lineCount: Int, twice: Bool) throws -> Outcome {
        let first = compile(path)
        if twice {
            let second = compile(path)
            switch (first, second) {
            case (.success(let a), .success(let b)) where a.source == b.source:
                break
            case (.failure(let a), .failure(let b)) where "\(a)" == "\(b)":
                break
            default:
                throw FuzzFailure(kind: "nondeterministic", detail: "two compilations of the same spec differ")
            }
        }
        switch first {
        case .success(let layout):
            try checkLocated(layout.warnings, lineCount: lineCount)
            return .accepted(layout)
        case .failure(let error):
            guard let spec = error as? SpecError else {
                throw FuzzFailure(kind: "internal-error", detail: "\(error)")
            }
            try checkLocated(spec.diagnostics, lineCount: lineCount)
            if spec.diagnostics.contains(where: { $0.category == .internalError }) {
                throw FuzzFailure(kind: "internal-error", detail: spec.description)
            }
            return .rejected(spec.diagnostics)
        }
    }

    private static func compile(_ path: String) -> Result<CompiledLayout, Error> {
        Result { try LayoutCompiler().compile(path: path) }
    }

    /// Every error and warning has a location inside the file, and prints as one line.
    static func checkLocated(_ diagnostics: [Diagnostic], lineCount: Int) throws {
        for diagnostic in diagnostics where diagnostic.severity != .note {
            guard let location = diagnostic.location, location.line >= 1, location.column >= 1,
                location.line <= lineCount + 1
            else {
                throw FuzzFailure(kind: "unlocated", detail: diagnostic.description)
            }
            if diagnostic.description.split(separator: "\n").count != 1 + diagnostic.notes.count {
                throw FuzzFailure(kind: "unlocated", detail: "a diagnostic spans lines: \(diagnostic.description)")
            }
        }
    }
}
