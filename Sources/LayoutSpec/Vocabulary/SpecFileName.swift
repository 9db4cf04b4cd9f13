// This file is shared, through symbolic links, with the `LayoutGen` build plugin and the
// `GenerateLayouts` command plugin (Plugins/*/SpecFileName.swift), which cannot depend on the
// LayoutSpec library.
// Keep it free of anything but the standard library.

/// The naming rules of docs/SpecLanguage.md §1 that depend only on a spec's file name, never its contents.
///
/// `ProfileCard.layout.yaml` is a spec; its default type is `ProfileCardLayout`, generated into
/// `ProfileCardLayout.swift`. A `name:` key in the spec overrides the type name (not known here).
public enum SpecFileName {
    /// The suffixes that make a file a spec.
    public static let suffixes = [".layout.yaml", ".layout.yml", ".layout.json"]

    /// Whether `fileName` (a last path component) names a spec.
    public static func isSpec(_ fileName: String) -> Bool {
        suffixes.contains { fileName.hasSuffix($0) && fileName.count > $0.count }
    }

    /// The last path component of `path`.
    public static func fileName(ofPath path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file name's stem before its first dot: `ProfileCard` for `ProfileCard.layout.yaml`.
    public static func stem(ofPath path: String) -> String {
        let name = fileName(ofPath: path)
        guard let dot = name.firstIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The type name used when the spec has no `name:` key: the stem followed by `Layout`.
    public static func defaultTypeName(forPath path: String) -> String {
        stem(ofPath: path) + "Layout"
    }

    /// The generated file's name for a type: `<TypeName>.swift`.
    public static func outputFileName(forTypeName typeName: String) -> String {
        typeName + ".swift"
    }
}
