import Foundation
import PackagePlugin

/// The build commands for a target's files, shared by the SwiftPM and Xcode plugins.
enum LayoutGenBuildCommands {
    /// A problem with the target's files, shown by SwiftPM and Xcode as `error: MESSAGE`.
    struct PluginError: Error, CustomStringConvertible {
        /// The message, naming the files involved.
        var description: String
    }

    /// One `layout-gen generate SPEC --output-file OUT` command per spec among `files`. Every spec is
    /// an input of every command: a spec may lay a view out by another (`layout:`), and `generate`
    /// rewrites an output only when its text changes.
    ///
    /// - Throws: `PluginError` when two specs would generate the same file name (the compiler
    ///   needs unique file names in a module), or a spec's output would clash with a Swift file of
    ///   the target.
    static func make(files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        let specs = files.filter { SpecFileName.isSpec($0.lastPathComponent) }
            .sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let outputDirectory = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)
        let swiftFiles = Dictionary(
            files.filter { $0.pathExtension == "swift" }.map { ($0.lastPathComponent, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        var producers: [String: URL] = [:]
        var commands: [Command] = []
        for spec in specs {
            let specPath = spec.path(percentEncoded: false)
            let outputName = SpecFileName.outputFileName(
                forTypeName: SpecFileName.defaultTypeName(forPath: spec.lastPathComponent))
            if let other = producers[outputName] {
                throw PluginError(
                    description: "\(other.path(percentEncoded: false)) and \(specPath) would both "
                        + "generate \(outputName); rename one of them (the file name, not `name:`, names the output)")
            }
            if let clash = swiftFiles[outputName] {
                throw PluginError(
                    description: "\(specPath) generates \(outputName), but the target already has "
                        + "\(clash.path(percentEncoded: false)); rename one of them")
            }
            producers[outputName] = spec
            let output = outputDirectory.appending(path: outputName, directoryHint: .notDirectory)
            commands.append(
                .buildCommand(
                    displayName: "Generating \(outputName) from \(spec.lastPathComponent)",
                    executable: tool,
                    arguments: ["generate", specPath, "--output-file", output.path(percentEncoded: false)],
                    inputFiles: specs,
                    outputFiles: [output]
                ))
        }
        return commands
    }
}
