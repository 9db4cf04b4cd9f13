import Foundation
import LayoutSpec

/// `layout-gen explain SPEC`: prints every attribute's piecewise solution, with thresholds.
enum ExplainCommand {
    /// `explain` takes exactly one spec.
    static func invocation(_ scanned: OptionScanner.Result) throws -> Invocation {
        guard scanned.positionals.count == 1 else {
            throw UsageError(
                scanned.positionals.isEmpty
                    ? "missing spec file"
                    : "explain takes exactly one spec, got \(scanned.positionals.count)", command: .explain)
        }
        return .explain(spec: scanned.positionals[0])
    }

    /// Runs the command: one compilation session, whose diagnostics are printed as `check` prints
    /// them, and whose solution is explained.
    static func run(spec: String) -> ExitStatus {
        let session = CompilationSession(path: spec)
        guard SpecCompilation.report(session) != nil else { return .specErrors }
        do {
            Console.out(String(try LayoutExplanation.explain(session).dropLast()))
            return .success
        } catch let error as SpecError {
            Console.report(error.diagnostics)
        } catch {
            Console.error(PrintableText.oneLine("error: \(spec): \(error)"))
        }
        return .specErrors
    }
}
