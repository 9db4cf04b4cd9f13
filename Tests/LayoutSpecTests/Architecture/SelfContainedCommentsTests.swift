import Foundation
import Testing

/// Comments, tests and docs are read without the project's issue tracker: none cites an issue by
/// number.
@Suite struct SelfContainedCommentsTests {
    static let folders = ["Sources", "Tests", "docs", "Scripts", "Specs", "Benchmarks/Sources", "Plugins"]
    static let extensions: Set<String> = ["swift", "md", "sh", "py", "yaml", "yml", "json"]

    /// Whether `text` names an issue by number (the word, an optional `#`, digits).
    static func citesAnIssue(_ text: String) -> Bool {
        text.range(of: "[Ii]ssue #?[0-9]+", options: .regularExpression) != nil
    }

    @Test func noFileCitesAnIssueNumber() throws {
        #expect(Self.citesAnIssue("the bar of iss" + "ue 8"))
        #expect(!Self.citesAnIssue("a known issue with 2 views"))
        var citing: [String] = []
        var read = 0
        for folder in Self.folders {
            let root = PackageRoot.url.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in files where Self.extensions.contains(url.pathExtension) {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                read += 1
                if Self.citesAnIssue(text) { citing.append(folder + "/" + url.lastPathComponent) }
            }
        }
        #expect(read > 200)
        #expect(citing == [])
    }
}
