import Foundation

/// Reads a spec file's text; failures become `SpecError`s that name the file.
enum SpecFileReader {
    /// The file's contents as UTF-8 text.
    static func read(path: String) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? "it does not exist or is not readable"
            throw SpecError(at: nil, "cannot read spec '\(path)': \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(at: nil, "cannot read spec '\(path)': it is not UTF-8 text")
        }
        return text
    }
}
