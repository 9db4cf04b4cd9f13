import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file into `InterfaceBuilderElement`s with Foundation's XML parser.
///
/// Bytes that are not UTF-8 are an error at their line and column, found before the parser runs.
/// A file that is not well-formed XML is an error at the parser's line and column; a well-formed
/// file that is not an iOS Interface Builder document (`<document type="...CocoaTouch...">`) is an
/// error at its first element.
enum InterfaceBuilderDocumentReader {
    /// The document element of `data`, read from `path`.
    static func read(_ data: Data, path: String) throws -> InterfaceBuilderElement {
        // Checked first: the XML parser's callbacks stop the process on bytes that are not UTF-8.
        do {
            _ = try DocumentReader.decodeUTF8(Array(data), path: path)
        } catch let error as SpecError {
            throw SpecError(
                at: error.diagnostics.first?.location,
                "'\(path)' is not valid UTF-8 here; Interface Builder files are UTF-8: save it again from Xcode")
        }
        let builder = InterfaceBuilderTreeBuilder(source: data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        guard parsed, builder.firstError == nil, let root = builder.root else {
            let error = builder.firstError ?? parser.parserError
            let reason =
                error.map { XMLErrorText.reason(code: ($0 as NSError).code, openElement: builder.openElement) }
                ?? "the file is not XML"
            let position = builder.firstErrorPosition ?? (parser.lineNumber, parser.columnNumber)
            throw SpecError(
                at: SourceLocation(path: path, line: max(position.line, 1), column: max(position.column, 1)),
                "malformed Interface Builder file: \(reason); open it in Xcode and save it again, "
                    + "or fix the XML at this position")
        }
        let location = SourceLocation(path: path, line: root.line, column: root.column)
        guard root.name == "document", let type = root["type"] else {
            throw SpecError(
                at: location,
                "not an Interface Builder file: the first element is <\(root.name)>, "
                    + "expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch...\">")
        }
        guard type.contains("CocoaTouch") else {
            throw SpecError(
                at: location,
                "'\(type)' is not an iOS Interface Builder document; "
                    + "`layout-gen import` reads UIKit .xib and .storyboard files only")
        }
        return root
    }
}

/// The parser delegate that builds the element tree. The parser reports the line of each start tag;
/// the column of its `<` is looked up in the source text.
private final class InterfaceBuilderTreeBuilder: NSObject, XMLParserDelegate {
    private var open: [InterfaceBuilderElement] = []
    private let lines: [Substring]
    /// The document element, once its end tag is read.
    var root: InterfaceBuilderElement?
    /// The first error the parser reported (it may go on and report a later position).
    var firstError: Error?
    /// Where the parser was when it reported `firstError`.
    var firstErrorPosition: (line: Int, column: Int)?
    /// The innermost element open when the parser reported `firstError`.
    var openElement: (name: String, line: Int)?

    init(source: Data) {
        lines = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let (line, column) = startOfTag(elementName, reportedLine: parser.lineNumber)
        open.append(
            InterfaceBuilderElement(
                name: elementName, attributes: attributes, children: [],
                line: line, column: column))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = parseError
        firstErrorPosition = (parser.lineNumber, parser.columnNumber)
        openElement = open.last.map { ($0.name, $0.line) }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    /// The line and column of the last `<name` at or before `reportedLine` (the parser reports the
    /// line where the start tag ends; an attribute list may span lines).
    private func startOfTag(_ name: String, reportedLine: Int) -> (Int, Int) {
        var line = min(max(reportedLine, 1), lines.count)
        let tag = "<" + name
        while line >= 1 {
            let text = lines[line - 1]
            if let range = text.range(of: tag, options: .backwards) {
                return (
                    line, text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound) + 1
                )
            }
            line -= 1
        }
        return (max(reportedLine, 1), 1)
    }
}
