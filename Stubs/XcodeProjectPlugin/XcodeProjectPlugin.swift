// STUB of Apple's XcodeProjectPlugin for type-checking on Linux (see Stubs/README.md). Only the API
// LayoutGen's plugins use, with Apple's signatures. Never linked or run.
import Foundation
@_exported import PackagePlugin

/// Thrown by the stubs' methods, which never run.
struct XcodeProjectPluginStubError: Error {}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext
public struct XcodePluginContext {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/xcodeproject
    public let xcodeProject: XcodeProject
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/pluginworkdirectoryurl
    public let pluginWorkDirectoryURL: URL
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:)
    public func tool(named name: String) throws -> PluginContext.Tool { throw XcodeProjectPluginStubError() }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject
public struct XcodeProject {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject/targets
    public let targets: [XcodeTarget]
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget
public struct XcodeTarget {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/displayname
    public let displayName: String
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/inputfiles
    public let inputFiles: FileList
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
public protocol XcodeBuildToolPlugin {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin
public protocol XcodeCommandPlugin {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin/performcommand(context:arguments:)
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
