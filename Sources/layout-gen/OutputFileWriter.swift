import Foundation

/// Writes generated files so a build never sees a half-written one and an unchanged one is left
/// alone (its modification time too, so nothing downstream recompiles).
enum OutputFileWriter {
    /// A failure to write, with the path and the reason.
    struct WriteError: Error, CustomStringConvertible {
        /// The file that could not be written.
        var path: String
        /// Why.
        var reason: String

        /// `cannot write 'PATH': REASON`.
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `contents` to `path` unless the file already holds exactly that; creates missing
    /// parent directories. The new content goes to a temporary file in the same directory, which
    /// is then renamed over `path` (atomic on POSIX file systems).
    ///
    /// - Returns: whether the file was written.
    @discardableResult
    static func write(_ contents: String, toPath path: String) throws -> Bool {
        let data = Data(contents.utf8)
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create directory '\(directory.path)': \(reason(error))")
        }
        // A fixed-length name, so it fits wherever the output's own name fits.
        let temporary = directory.appendingPathComponent(".layout-gen-\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw WriteError(path: path, reason: reason(error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: message)
        }
        return true
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
