import Foundation

exit(LayoutGenTool.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
