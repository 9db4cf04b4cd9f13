/// The size limits every scalar of a spec document obeys, whatever notation reads it
/// (docs/SpecLanguage.md, "Limits"): at most `maximumLength` characters (`maximumVisualFormatLength`
/// for a Visual Format line), brackets nested at most `maximumNesting` deep, and at most
/// `maximumSignRun` prefix operators in a row.
///
/// The notations' parsers and evaluators recurse over the expressions they read, so these limits
/// bound the recursion depth of every later stage: a hostile spec gets a located error here
/// instead of overflowing the stack.
enum ScalarLimits {
    /// The longest scalar, in Unicode scalars.
    static let maximumLength = 2_000
    /// The longest Visual Format line (`H:…`, `V:…`, `|…`, `[…`), in Unicode scalars. VFL's grammar
    /// is flat (a row of views and connections, parsed and lowered by loops, never by recursion over
    /// the row), so a 1,000-view row is fine; its predicates stay bounded by the nesting limits.
    static let maximumVisualFormatLength = 200_000
    /// The longest block scalar (`|`, `>`), in Unicode scalars: code pasted as written, an
    /// `NSLayoutConstraint.activate` list of a hundred calls. The parsers read a list with loops;
    /// each line is held to `maximumLength`, and each part (the text between two `,` `;` `{` or
    /// `}`) to `maximumBlockOperators` arithmetic operators, so an expression, which the parsers
    /// and evaluators recurse over, is as bounded as in a quoted statement.
    static let maximumBlockLength = 50_000
    /// The most `+ - * /` in one part of a block scalar: as many as a quoted statement can hold.
    static let maximumBlockOperators = maximumLength / 2
    /// The deepest nesting of `(`, `[` and `{` inside one scalar.
    static let maximumNesting = 32
    /// The longest run of prefix operators (`+`, `-`, `!`, white space between them ignored).
    static let maximumSignRun = 32

    /// Checks every scalar of `root` (iteratively; the readers already bound the tree's depth).
    ///
    /// - Throws: `SpecError` at the first character past a limit.
    static func check(_ root: DocumentNode) throws {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.kind {
            case .scalar(let text, let style):
                try check(text, at: node.contentLocation, isBlock: style == .block)
            case .sequence(let items):
                pending.append(contentsOf: items.reversed())
            case .mapping(let entries):
                pending.append(contentsOf: entries.reversed().map(\.value))
            case .null:
                break
            }
        }
    }

    /// Checks one scalar's text, which starts at `start` (a block scalar's lines counted).
    static func check(_ text: String, at start: SourceLocation, isBlock: Bool = false) throws {
        let limit =
            VisualFormatPrefix.starts(text)
            ? maximumVisualFormatLength : isBlock ? maximumBlockLength : maximumLength
        var offset = 0
        var depth = 0
        var signRun = 0
        var lineLength = 0
        var operators = 0
        for scalar in text.unicodeScalars {
            if offset == limit {
                throw SpecError(
                    at: start.advanced(by: offset, in: text),
                    "this value is longer than \(limit) characters: split it into several statements")
            }
            if isBlock {
                switch scalar {
                case ",", ";", "{", "}": operators = 0
                case "+", "-", "*", "/": operators += 1
                default: break
                }
                lineLength = scalar == "\n" ? 0 : lineLength + 1
                if lineLength > maximumLength || operators > maximumBlockOperators {
                    throw SpecError(
                        at: start.advanced(by: offset, in: text),
                        lineLength > maximumLength
                            ? "this line is longer than \(maximumLength) characters: split it"
                            : "this statement has more than \(maximumBlockOperators) operators: split it into "
                                + "several statements")
                }
            }
            switch scalar {
            case "(", "[", "{":
                depth += 1
                if depth > maximumNesting {
                    throw SpecError(
                        at: start.advanced(by: offset, in: text),
                        "too deeply nested: at most \(maximumNesting) levels of `(`, `[` and `{`; simplify the expression"
                    )
                }
            case ")", "]", "}":
                depth = max(0, depth - 1)
            default:
                break
            }
            switch scalar {
            case "+", "-", "!":
                signRun += 1
                if signRun > maximumSignRun {
                    throw SpecError(
                        at: start.advanced(by: offset, in: text),
                        "too many signs in a row: at most \(maximumSignRun) `+`, `-` or `!`; simplify the expression")
                }
            case " ", "\t":
                break
            default:
                signRun = 0
            }
            offset += 1
        }
    }
}
