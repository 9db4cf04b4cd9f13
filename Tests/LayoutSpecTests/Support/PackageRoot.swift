import Foundation

/// The package's root folder, found by walking up from this source file to the first folder that
/// holds `Package.swift`, so test files can move between folders without counting `..`s.
enum PackageRoot {
    /// The folder holding `Package.swift` (the file system root if none is found, so a misplaced
    /// checkout fails with "file not found" at the use site rather than crashing here).
    static let url: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()
}
