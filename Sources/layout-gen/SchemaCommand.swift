import Foundation
import LayoutSpec

/// `layout-gen schema`: prints the JSON Schema (draft 2020-12) of spec files, the same text as the
/// committed `Schema/layout-spec.schema.json`.
enum SchemaCommand {
    /// The one-line usage.
    static let usage = "usage: layout-gen schema"

    /// The full help.
    static let help = """
        \(usage)

        Prints the JSON Schema (draft 2020-12) of spec files on standard output. Point your editor at it
        with a first line `# yaml-language-server: $schema=PATH/layout-spec.schema.json` for completion
        and checking of every key (docs/SpecLanguage.md, "Editor support").
        """

    /// The invocation: `schema` takes no arguments.
    static func invocation(_ scanned: OptionScanner.Result) throws -> Invocation {
        guard scanned.positionals.isEmpty else {
            throw UsageError("schema takes no arguments, got '\(scanned.positionals[0])'", command: .schema)
        }
        return .schema
    }

    /// Runs the command.
    static func run() -> ExitStatus {
        FileHandle.standardOutput.write(Data(SpecSchema.text.utf8))
        return .success
    }
}
