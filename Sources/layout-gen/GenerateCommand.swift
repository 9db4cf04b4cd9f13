import Foundation
import LayoutSpec

/// `layout-gen generate SPEC... (--output-dir DIR | --output-file FILE)`.
///
/// Every spec is compiled and every error reported. A spec with errors leaves its output file
/// untouched (no empty or partial file): the command exits 1, so the build fails and shows the
/// diagnostics; SwiftPM re-runs a failed command, and the fixed spec is newer than any output.
/// Two specs that would write the same file are both errors, and neither is written.
enum GenerateCommand {
    /// Runs the command.
    static func run(_ options: GenerateOptions) -> ExitStatus {
        var failed = false
        var outputs: [(spec: String, path: String, layout: CompiledLayout)] = []
        for spec in options.specs {
            guard let layout = SpecCompilation.compile(spec) else {
                failed = true
                continue
            }
            outputs.append((spec, destination(for: layout, options.destination), layout))
        }
        let key = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let byPath = Dictionary(grouping: outputs) { key($0.path) }
        var reported: Set<String> = []
        for output in outputs {
            if let group = byPath[key(output.path)], group.count > 1 {
                if reported.insert(key(output.path)).inserted {
                    let specs = group.map(\.spec).joined(separator: ", ")
                    Console.report([
                        .error(
                            at: nil,
                            "\(specs) all generate '\(output.path)'; "
                                + "give all but one of them a different `name:`")
                    ])
                }
                failed = true
                continue
            }
            if let problem = OutputPathCheck.problem(writing: output.path, specs: options.specs) {
                Console.report([.error(at: nil, problem)])
                failed = true
                continue
            }
            do {
                try OutputFileWriter.write(output.layout.source, toPath: output.path)
            } catch {
                Console.report([.error(at: nil, "\(error)")])
                failed = true
            }
        }
        return failed ? .specErrors : .success
    }

    private static func destination(for layout: CompiledLayout, _ destination: GenerateDestination) -> String {
        switch destination {
        case .file(let path):
            return path
        case .directory(let directory):
            return URL(fileURLWithPath: directory).appendingPathComponent(layout.outputFileName).path
        }
    }
}
