/// What a malformed Interface Builder file's XML error means, in words: the XML parser reports a
/// numbered code (`NSXMLParserErrorDomain error 76`), which says nothing to the person who opens
/// the file. The common mistakes of a hand-edited or merged `.xib` are named; the rest say that
/// the XML is not well formed. The codes are `XMLParser.ErrorCode`'s raw values, which are
/// libxml2's error numbers on every platform (so they are matched as numbers here).
enum XMLErrorText {
    /// The reason for `code`, given the element still open when the parser stopped (its name and
    /// line), if any.
    static func reason(code: Int, openElement: (name: String, line: Int)?) -> String {
        let open = openElement.map { "`<\($0.name)>` (line \($0.line))" }
        switch code {
        case 76:  // tag name mismatch
            return open.map { "this end tag does not close \($0), the element still open" }
                ?? "this end tag closes no open element"
        case 5, 77, 85:  // premature end, unfinished tag, not well balanced
            return open.map { "the file ends before \($0) is closed" } ?? "the file ends too early"
        case 4:
            return "the file is empty"
        case 73:
            return "a tag is not closed with `>`"
        case 38:
            return "a `<` stands inside an attribute value (write `&lt;`)"
        case 39, 41, 75:  // attribute not started, without value, `=` expected
            return "an attribute has no quoted value (write name=\"value\")"
        case 40:
            return "an attribute's value is not closed with its quote"
        case 42:
            return "an attribute is written twice in one tag"
        case 14, 23, 24, 26, 89:  // entity at end of file, `;` missing, no name, undeclared, loop
            return "an `&` starts an unknown or unfinished entity (write `&amp;` for a literal `&`)"
        case 6, 7, 8, 9, 87:
            return "a character XML does not allow"
        case 86:
            return "there is text after the document's last end tag"
        case 3, 56, 57, 64:  // document start, XML declaration not started or finished, misplaced
            return "the file does not start as an XML document (`<?xml version=\"1.0\" ...?>`)"
        case 45:
            return "a comment `<!--` is not closed with `-->`"
        case 65, 68:
            return "a tag or attribute name is missing or malformed"
        default:
            return "the XML is not well formed (parser error \(code))"
        }
    }
}
