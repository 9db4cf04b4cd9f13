import Foundation
import LayoutSpec

/// `layout-gen explain SPEC`: prints every attribute's piecewise solution, with thresholds.
enum ExplainCommand {
    /// The one-line usage.
    static let usage = "usage: layout-gen explain SPEC"

    /// The full help.
    static let help = """
        \(usage)

        Prints each view's and guide's left, top, width and height as solved for every input: a
        formula (min/max of affine pieces) and, for each piece, the inputs where it holds; under
        conditions, one line per combination. Positions are in the container's coordinates, before
        pixel rounding. A spec with errors prints its diagnostics and exits 1.
        """

    /// `explain` takes exactly one spec.
    static func invocation(_ scanned: OptionScanner.Result) throws -> Invocation {
        guard scanned.positionals.count == 1 else {
            throw UsageError(scanned.positionals.isEmpty ? "missing spec file"
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
