import Foundation
import PackagePlugin

/// The `LayoutGen` build-tool plugin (docs/CLI-AND-PLUGIN.md, plugin): every `*.layout.yaml`, `*.layout.yml` or
/// `*.layout.json` among a target's files becomes one generated `<Stem>Layout.swift`.
///
/// One build command per spec, so editing one spec regenerates only its file. The output name
/// comes from the file name only (plugins must not read inputs: SwiftPM would not re-run the
/// plugin when the contents change), and `layout-gen` is told to write exactly that file with
/// `--output-file`, so a `name:` key changes the type, never the file.
@main
struct LayoutGenPlugin: BuildToolPlugin {
    /// The build commands for a SwiftPM target.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try LayoutGenBuildCommands.make(
            files: module.sourceFiles.map(\.url),
            tool: context.tool(named: "layout-gen").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LayoutGenPlugin: XcodeBuildToolPlugin {
    /// The build commands for an Xcode project target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try LayoutGenBuildCommands.make(
            files: target.inputFiles.map(\.url),
            tool: context.tool(named: "layout-gen").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
