/// Wrapping help and usage text at the terminal width every help page keeps to.
enum TextWrapping {
    /// The widest line help and usage print.
    static let width = 100

    /// `words` joined by spaces in lines of at most `width` columns: the first line starts with
    /// `lead`, the others with `indent` spaces. A word longer than a line gets a line of its own.
    static func wrap(_ words: [String], lead: String = "", indent: Int, width: Int = width) -> [String] {
        var lines: [String] = []
        var line = lead
        var lineHasWord = false
        for word in words where !word.isEmpty {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord || (!line.isEmpty && !line.hasSuffix(" ")) ? " " : "") + word
            lineHasWord = true
        }
        return lines + [line]
    }

    /// `text` split at spaces and wrapped as by `wrap(_:lead:indent:width:)`.
    static func wrap(_ text: String, lead: String = "", indent: Int, width: Int = width) -> [String] {
        wrap(text.split(separator: " ").map(String.init), lead: lead, indent: indent, width: width)
    }
}
