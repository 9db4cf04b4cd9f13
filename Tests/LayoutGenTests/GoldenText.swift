import Foundation
import Testing

/// Text pinned by a golden file under `Tests/ExamplesTests/Golden/<folder>/`: a change fails the
/// test until the file is regenerated (and the diff reviewed) with
/// `LAYOUTGEN_UPDATE_GOLDEN=1 swift test --filter LayoutGenTests`.
enum GoldenText {
    /// `Tests/ExamplesTests/Golden`, beside the generated-code golden files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ExamplesTests/Golden")

    /// Compares `text` with `Golden/<subfolder>/<name>`, or writes it there when updating.
    static func expect(
        _ text: String, matches name: String, in subfolder: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let directory = folder.appendingPathComponent(subfolder)
        let file = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LAYOUTGEN_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let pinned = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            pinned == text,
            """
            Golden/\(subfolder)/\(name) is stale or missing: review the change, then run \
            LAYOUTGEN_UPDATE_GOLDEN=1 swift test --filter LayoutGenTests
            """, sourceLocation: sourceLocation)
    }
}
