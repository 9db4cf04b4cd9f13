/// A token of a COSLayout rule string, with its column offset inside the scalar.
struct COSLayoutToken: Hashable, Sendable {
    /// What the token is.
    enum Kind: Hashable, Sendable {
        case number(Double)
        case percentage(Double, axis: COSLayoutExpression.PercentageAxis?)
        case identifier(String)
        case dot
        case assignment(COSLayoutAssignment.Operator)
        case arithmetic(COSLayoutExpression.Operator)
        case openParenthesis
        case closeParenthesis
        case comma
        case end
    }

    /// What the token is.
    var kind: Kind
    /// Column offset of its first character inside the scalar.
    var offset: Int
    /// The token as written (for messages).
    var text: String
}

/// Splits a rule string into tokens. Whitespace separates tokens; signs are operators (unlike
/// COSLayout's lexer, which glues them to numbers, so `10-5` is `5` here, not a syntax error).
enum COSLayoutRuleLexer {
    /// Tokens of `text`, ending with `.end`; unknown characters are an error at their column.
    static func tokens(of text: String, at location: SourceLocation) throws -> [COSLayoutToken] {
        let characters = Array(text.unicodeScalars)
        var tokens: [COSLayoutToken] = []
        var index = 0

        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || isDigit(c) }
        func string(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(characters[range]))
        }
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        /// Reads `digits[.digits]` or `.digits` at `start`; returns the end index.
        func numberEnd(from start: Int) -> Int? {
            var end = start
            var digits = 0
            while end < characters.count, isDigit(characters[end]) { end += 1; digits += 1 }
            if end < characters.count, characters[end] == "." {
                var fraction = end + 1
                while fraction < characters.count, isDigit(characters[fraction]) { fraction += 1; digits += 1 }
                end = fraction
            }
            return digits > 0 ? end : nil
        }
        /// A number at `start` (and a `%` after it), for plain and `H:`/`V:` forms.
        func numberOrPercentage(from start: Int, tokenStart: Int, axis: COSLayoutExpression.PercentageAxis?) throws -> Bool {
            guard let end = numberEnd(from: start), let value = Double(string(start..<end)) else { return false }
            if end < characters.count, characters[end] == "%" {
                tokens.append(COSLayoutToken(kind: .percentage(value, axis: axis), offset: tokenStart,
                                             text: string(tokenStart..<(end + 1))))
                index = end + 1
                return true
            }
            if axis != nil {
                throw SpecError(at: location.advanced(by: tokenStart),
                                "`\(string(tokenStart..<end))` needs a `%`: `H:` and `V:` only prefix percentages, as in `H:50%`")
            }
            tokens.append(COSLayoutToken(kind: .number(value), offset: tokenStart, text: string(tokenStart..<end)))
            index = end
            return true
        }

        while index < characters.count {
            let c = characters[index]
            let start = index
            if c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1; continue }
            if (c == "H" || c == "V"), peek(1) == ":" {
                let axis: COSLayoutExpression.PercentageAxis = c == "H" ? .horizontal : .vertical
                if try numberOrPercentage(from: index + 2, tokenStart: start, axis: axis) { continue }
                throw SpecError(at: location.advanced(by: start),
                                "expected a percentage after `\(c):`, as in `\(c):50%`")
            }
            if isDigit(c) || (c == "." && peek(1).map(isDigit) == true) {
                _ = try numberOrPercentage(from: index, tokenStart: start, axis: nil)
                continue
            }
            if isIdentifierStart(c) {
                var end = index + 1
                while end < characters.count, isIdentifierPart(characters[end]) { end += 1 }
                tokens.append(COSLayoutToken(kind: .identifier(string(start..<end)), offset: start, text: string(start..<end)))
                index = end
                continue
            }
            let twoCharacterOperators: [String: COSLayoutAssignment.Operator] = [
                "+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide,
            ]
            if index + 1 < characters.count, let op = twoCharacterOperators[string(index..<(index + 2))] {
                tokens.append(COSLayoutToken(kind: .assignment(op), offset: start, text: op.rawValue))
                index += 2
                continue
            }
            let kind: COSLayoutToken.Kind
            switch c {
            case "=": kind = .assignment(.assign)
            case "+": kind = .arithmetic(.add)
            case "-": kind = .arithmetic(.subtract)
            case "*": kind = .arithmetic(.multiply)
            case "/": kind = .arithmetic(.divide)
            case "(": kind = .openParenthesis
            case ")": kind = .closeParenthesis
            case ",": kind = .comma
            case ".": kind = .dot
            case "%":
                throw SpecError(at: location.advanced(by: start),
                                "COSLayout format specifiers such as `%tt` or `%f` have no arguments in a spec: write `other.tt` for another view's distance, or a number, metric or input")
            default:
                throw SpecError(at: location.advanced(by: start),
                                "unexpected character `\(c)` in a COSLayout rule")
            }
            tokens.append(COSLayoutToken(kind: kind, offset: start, text: String(c)))
            index += 1
        }
        tokens.append(COSLayoutToken(kind: .end, offset: characters.count, text: "end of rule"))
        return tokens
    }
}
