import Foundation

/// Finds and reads the spec a view's `layout:` names (docs/SpecLanguage.md, "Composition").
enum ComposedSpecFile {
    /// The file `reference` names, seen from the spec at `path`: a name (`InfoBox`) is the spec
    /// `InfoBox.layout.yaml` (or `.layout.yml`, `.layout.json`) in the same folder; a value that
    /// holds a `/` or ends in `.yaml`, `.yml` or `.json` is a path relative to that folder.
    ///
    /// - Throws: `SpecError` at the reference when no such file exists.
    static func locate(_ reference: ComposedLayoutReference, from path: String) throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        func inFolder(_ name: String) -> String {
            folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        }
        let isPath =
            reference.name.contains("/")
            || [".yaml", ".yml", ".json"].contains { reference.name.hasSuffix($0) }
        if isPath, Self.isFile(inFolder(reference.name)) { return inFolder(reference.name) }
        if !isPath, let found = specNamed(reference.name, inFolder: folder) { return found }
        let place = folder.isEmpty ? "the current folder" : "`\(folder)`"
        if isPath {
            throw SpecError(
                at: reference.location,
                "`layout: \(reference.name)` names no spec: there is no spec file at that path from \(place); "
                    + "write a path relative to this spec, or the name of a spec beside it (its file name without "
                    + "`.layout.yaml`)")
        }
        let looked = SpecFileName.suffixes.map { "`\(reference.name)\($0)`" }.joined(separator: ", ")
        throw SpecError(
            at: reference.location,
            "`layout: \(reference.name)` names no spec: looked for \(looked) in \(place); write the name of a "
                + "spec beside this one (its file name without `.layout.yaml`) or a path relative to this spec")
    }

    /// The spec named `name` in `folder` (`InfoBox.layout.yaml`, `.layout.yml` or `.layout.json`, the
    /// first that is a file); `nil` when there is none.
    static func specNamed(_ name: String, inFolder folder: String) -> String? {
        SpecFileName.suffixes.map {
            folder.isEmpty ? name + $0 : (folder as NSString).appendingPathComponent(name + $0)
        }
        .first(where: isFile)
    }

    /// Reads and types the spec at `path`.
    ///
    /// - Throws: `SpecError` with its reader's and parser's errors (at their places in that file).
    static func read(_ path: String) throws -> LayoutSpecification {
        let root = try DocumentReader.read(fileAt: path)
        let (specification, diagnostics) = SpecParser.parseCollecting(root, path: path)
        if diagnostics.contains(where: { $0.severity == .error }) { throw SpecError(diagnostics) }
        return specification
    }

    /// `path` absolute, without `.` and `..` components, so that a spec reached twice (by another
    /// spelling of its path) is recognised.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is a regular file (a spec names it: never a folder, a device or a pipe,
    /// which could be read forever).
    private static func isFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }
}
