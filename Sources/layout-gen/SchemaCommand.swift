import Foundation
import LayoutSpec

/// `layout-gen schema`: prints the JSON Schema (draft 2020-12) of spec files, the same text as the
/// committed `Schema/layout-spec.schema.json`.
enum SchemaCommand {
    /// The invocation: `schema` takes no arguments.
    static func invocation(_ scanned: OptionScanner.Result) throws -> Invocation {
        guard scanned.positionals.isEmpty else {
            throw UsageError("schema takes no arguments, got '\(scanned.positionals[0])'", command: .schema)
        }
        return .schema
    }

    /// Runs the command.
    static func run() -> ExitStatus {
        Console.write(SpecSchema.text, toStandardError: false)
        return .success
    }
}
