import Foundation
import LayoutSpec

/// Writing to standard output and standard error, or to a `ConsoleCapture` when one is bound for
/// the current task (tests run the tool in-process that way).
enum Console {
    /// The capture that receives the output instead of the standard streams, `nil` when printing.
    @TaskLocal static var capture: ConsoleCapture?

    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        write(text + "\n", toStandardError: false)
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        write(text + "\n", toStandardError: true)
    }

    /// Writes `text` as is to standard output or standard error.
    static func write(_ text: String, toStandardError: Bool) {
        if let capture {
            capture.append(text, toStandardError: toStandardError)
        } else {
            (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
        }
    }

    /// Writes diagnostics to standard error as `PATH:LINE:COL: severity: message`, notes after each,
    /// each followed by its spec line with a caret under the column (`SourceExcerpt`).
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        var excerpt = SourceExcerpt()
        error(diagnostics.map { excerpt.lines(for: $0).joined(separator: "\n") }.joined(separator: "\n"))
    }
}
