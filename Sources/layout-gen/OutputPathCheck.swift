import Foundation

/// Checks, before anything is written, that an output path can be written without destroying an
/// input: it must not be (after resolving symbolic links) one of the run's spec files, and its
/// folder must not be a dangling symbolic link or a file.
enum OutputPathCheck {
    /// The path with every symbolic link resolved, as far as the path exists (a missing tail is
    /// kept as written), made absolute and standardized.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Why `output` cannot be written in a run that reads `specs`, or `nil` when it can.
    static func problem(writing output: String, specs: [String]) -> String? {
        let target = resolved(output)
        if let spec = specs.first(where: { resolved($0) == target }) {
            return "the output '\(output)' is the spec '\(spec)': writing it would replace the spec; "
                + "choose another --output-file or --output-dir"
        }
        if isDanglingLink(output) {
            return "cannot write '\(output)': it is a symbolic link to a file that does not exist; remove the link"
        }
        var directory = URL(fileURLWithPath: output).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.path) {
            if isDanglingLink(directory.path) {
                return "cannot write '\(output)': the folder '\(directory.path)' is a symbolic link to a folder that "
                    + "does not exist; create the folder or remove the link"
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "cannot write '\(output)': '\(directory.path)' is a file, not a folder"
        }
        return nil
    }

    /// Whether `path` is a symbolic link whose target does not exist.
    private static func isDanglingLink(_ path: String) -> Bool {
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { return false }
        return !FileManager.default.fileExists(atPath: path)
    }
}
