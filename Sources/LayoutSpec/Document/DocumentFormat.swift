/// The notation of a spec file, chosen from its name.
package enum DocumentFormat: String, Hashable, Sendable {
    /// The YAML subset of docs/SpecLanguage.md §1.
    case yaml
    /// JSON (RFC 8259).
    case json

    /// The format for a file name: `.layout.json` (and any other `.json` name) is JSON;
    /// `.layout.yaml`, `.layout.yml` and every other name are YAML. Case-insensitive.
    package init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}
