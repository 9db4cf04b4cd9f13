import Foundation
import LayoutSpec

/// `layout-gen import FILE.xib|FILE.storyboard... [--output-dir DIR] [--force]`: one spec per root
/// view, written beside the file (or into DIR), then compiled so its example — the frames stored
/// in the file — is checked at once (docs/ComingFromInterfaceBuilder.md).
enum ImportCommand {
    /// `import`'s options.
    static let options: [CommandOption] = [
        CommandOption(
            name: "--output-dir", value: "DIR", isRepeatable: false,
            help: ["Write the specs into DIR (created if missing; default: beside each file)."], short: "-o"),
        CommandOption(
            name: "--force", value: "", isRepeatable: false,
            help: ["Replace specs that already exist (without it, nothing is written then)."])
    ]

    /// `import`'s arguments.
    struct Options: Equatable {
        /// The Interface Builder files.
        var files: [String]
        /// `--output-dir`, `nil` for beside each file.
        var outputDirectory: String?
        /// `--force`.
        var force: Bool
    }

    /// Parses the scanned arguments.
    static func invocation(_ scanned: OptionScanner.Result) throws -> Invocation {
        guard !scanned.positionals.isEmpty else {
            throw UsageError("missing .xib or .storyboard file", command: .import)
        }
        let directory = try scanned.single("--output-dir")
        if directory == "" {
            throw UsageError("--output-dir is empty: give a folder (`.` for the current one)", command: .import)
        }
        return .import(
            Options(
                files: scanned.positionals, outputDirectory: directory,
                force: try scanned.single("--force") != nil))
    }

    /// Runs the command.
    static func run(_ options: Options) -> ExitStatus {
        var outputs: [(path: String, spec: ImportedSpec)] = []
        var failed = false
        for file in options.files {
            do {
                let result = try InterfaceBuilderImporter.importFile(
                    path: file, outputDirectory: options.outputDirectory)
                Console.report(result.warnings)
                // Paths as the user wrote them: `import Card.xib` writes `Card.layout.yaml`.
                let directory = options.outputDirectory ?? (file as NSString).deletingLastPathComponent
                outputs += result.specs.map {
                    (directory.isEmpty ? $0.fileName : (directory as NSString).appendingPathComponent($0.fileName), $0)
                }
            } catch let error as SpecError {
                Console.report(error.diagnostics)
                failed = true
            } catch {
                Console.error(PrintableText.oneLine("error: \(file): \(error)"))
                failed = true
            }
        }
        if failed { return .specErrors }
        let existing = outputs.filter { FileManager.default.fileExists(atPath: $0.path) }
        if !existing.isEmpty && !options.force {
            Console.report(
                existing.map {
                    .error(
                        at: nil,
                        "'\($0.path)' already exists; nothing was written (give --force to replace it, "
                            + "or --output-dir to write elsewhere)")
                })
            return .specErrors
        }
        let paths = Dictionary(grouping: outputs.map(\.path)) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
        if !paths.isEmpty {
            Console.report(
                paths.map {
                    .error(
                        at: nil,
                        "two roots would both write '\($0)'; nothing was written "
                            + "(import the files into different --output-dir folders)")
                })
            return .specErrors
        }
        for output in outputs {
            do {
                try OutputFileWriter.write(output.spec.text, toPath: output.path)
                Console.error("wrote \(output.path)")
            } catch {
                Console.report([.error(at: nil, "\(error)")])
                return .specErrors
            }
        }
        // Each written spec is compiled from the text just written (one session each), so its
        // example, the frames stored in the file, is checked at once.
        for output in outputs
        where SpecCompilation.report(CompilationSession(contents: output.spec.text, path: output.path)) == nil {
            failed = true
        }
        return failed ? .specErrors : .success
    }
}
