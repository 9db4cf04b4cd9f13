import Foundation
import PackagePlugin

/// The `generate-layouts` command plugin (docs/CLI-AND-PLUGIN.md, "Command plugin"): writes each
/// spec's generated Swift file into the package, next to the spec, for teams that commit generated
/// code instead of using the `LayoutGen` build plugin.
///
/// ```
/// swift package --allow-writing-to-package-directory generate-layouts [--target T]...
/// ```
///
/// Every `*.layout.yaml`, `*.layout.yml` or `*.layout.json` under a target's directory (listed as a
/// source or `exclude:`d) becomes `<Stem>Layout.swift` beside it, written by `layout-gen generate
/// --output-file` (only when its content changes). Without `--target`, every source target.
@main
struct GenerateLayoutsPlugin: CommandPlugin {
    /// Runs the command on the package's targets.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateLayoutsRun.Failure(
                description: "unexpected arguments \(extractor.remainingArguments); "
                    + "usage: swift package --allow-writing-to-package-directory generate-layouts [--target T]...")
        }
        let known = context.package.targets.map(\.name)
        for name in names where !known.contains(name) {
            throw GenerateLayoutsRun.Failure(
                description: "no target named '\(name)'; the package's targets: "
                    + known.joined(separator: ", "))
        }
        let targets = context.package.targets.filter {
            names.isEmpty ? $0.sourceModule != nil : names.contains($0.name)
        }
        // The concrete types' `directoryURL` (the protocol's needs tools version 6.1).
        let directories = targets.compactMap { target -> URL? in
            switch target {
            case let swift as SwiftSourceModuleTarget: return swift.directoryURL
            case let clang as ClangSourceModuleTarget: return clang.directoryURL
            default: return nil
            }
        }
        try GenerateLayoutsRun.generate(
            directories: directories,
            tool: context.tool(named: "layout-gen").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateLayoutsPlugin: XcodeCommandPlugin {
    /// Runs the command on an Xcode project's targets (the specs among their input files).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        try GenerateLayoutsRun.generate(
            specs: targets.flatMap { $0.inputFiles.map(\.url) },
            tool: context.tool(named: "layout-gen").url
        )
    }
}
#endif
