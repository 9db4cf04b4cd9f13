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

    /// Runs the command.
    static func run(spec: String) -> ExitStatus {
        do {
            let contents = try String(contentsOfFile: spec, encoding: .utf8)
            Console.out(String(try LayoutExplanation.explain(contents: contents, path: spec).dropLast()))
            return .success
        } catch let error as SpecError {
            Console.report(error.diagnostics)
        } catch {
            Console.error("\(spec): error: cannot read the spec: \(error.localizedDescription)")
        }
        return .specErrors
    }
}
