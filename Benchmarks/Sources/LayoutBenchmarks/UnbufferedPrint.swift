import Foundation

/// `print` for this program: straight to standard output, unbuffered, so a CI log shows each
/// result as it comes (Swift's `print` buffers when the output is not a terminal) and a child
/// process's report is complete when it exits.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator) + terminator
    FileHandle.standardOutput.write(Data(text.utf8))
}
