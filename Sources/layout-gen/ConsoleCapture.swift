import Foundation

/// The standard output and standard error of an in-process run, collected as text.
final class ConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    /// Appends `text` to one of the two streams.
    func append(_ text: String, toStandardError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if toStandardError { err += text } else { out += text }
    }

    /// What was written to standard output and to standard error so far.
    var text: (stdout: String, stderr: String) {
        lock.lock()
        defer { lock.unlock() }
        return (out, err)
    }
}
