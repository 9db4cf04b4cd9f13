import Foundation

/// The starting points of mutation: every spec in `Specs/` and every YAML or JSON example in
/// `docs/` (fenced code blocks that look like specs).
struct FuzzSeed {
    /// Where the seed came from (for reports).
    var origin: String
    /// `yaml` or `json`.
    var format: String
    /// The spec's bytes.
    var bytes: [UInt8]
}

/// Collects the seeds from a checkout of the repository.
enum FuzzSeeds {
    /// The seeds under `root` (the package folder), in a fixed order.
    static func load(root: URL) -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        let files = FileManager.default
        let specs = root.appendingPathComponent("Specs")
        for name in ((try? files.contentsOfDirectory(atPath: specs.path)) ?? []).sorted() {
            guard name.hasSuffix(".layout.yaml") || name.hasSuffix(".layout.json"),
                let data = files.contents(atPath: specs.appendingPathComponent(name).path)
            else { continue }
            seeds.append(
                FuzzSeed(
                    origin: "Specs/\(name)", format: name.hasSuffix(".json") ? "json" : "yaml",
                    bytes: Array(data)))
        }
        let docs = root.appendingPathComponent("docs")
        let enumerator = files.enumerator(atPath: docs.path)
        var documents: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { documents.append(path) }
        }
        for path in documents.sorted() {
            guard let text = try? String(contentsOf: docs.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            for (format, block) in fencedBlocks(text) where looksLikeSpec(block) {
                seeds.append(FuzzSeed(origin: "docs/\(path)", format: format, bytes: Array(block.utf8)))
            }
        }
        return seeds
    }

    /// The ```yaml and ```json blocks of a Markdown text.
    static func fencedBlocks(_ text: String) -> [(String, String)] {
        var blocks: [(String, String)] = []
        var current: (format: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append((block.format, block.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    block.lines.append(String(line))
                    current = block
                }
            } else if trimmed == "```yaml" || trimmed == "```json" {
                current = (String(trimmed.dropFirst(3)), [])
            }
        }
        return blocks
    }

    private static func looksLikeSpec(_ block: String) -> Bool {
        block.contains("views") || block.contains("constraints") || block.contains("rules")
    }
}
