import Foundation
import LayoutSpec

/// Writing to standard output and standard error.
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes diagnostics to standard error as `PATH:LINE:COL: severity: message`, notes after each.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(diagnostics.map(\.description).joined(separator: "\n"))
    }
}
