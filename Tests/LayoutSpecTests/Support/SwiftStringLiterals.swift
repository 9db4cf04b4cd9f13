/// The string literals of Swift source, read with a small scanner: each literal's text with its
/// escapes resolved (`\n` is a line break) and each interpolation replaced by `placeholder`; the
/// literals inside an interpolation are literals of their own. `//` and `/* */` comments are
/// skipped; a multi-line literal (`"""`) keeps its line breaks; a raw string (`#"..."#`) is
/// returned as `rawStringMarker`, so a checker can refuse what it does not read.
struct SwiftStringLiterals {
    /// What an interpolation reads as inside its literal.
    static let placeholder = "\u{FFFC}"
    /// What a raw string literal reads as.
    static let rawStringMarker = "\u{FFFD}raw string"

    /// The literals, in source order (an interpolation's literals before the literal holding it).
    private(set) var literals: [String] = []
    /// The source's code outside literals and comments.
    private(set) var code = ""

    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Scans `source`.
    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        scanCode(untilParenthesis: false)
    }

    private func at(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    private mutating func scanCode(untilParenthesis: Bool) {
        var depth = 0
        while let scalar = at(0) {
            if scalar == "/" && at(1) == "/" {
                while let next = at(0), next != "\n" { index += 1 }
            } else if scalar == "/" && at(1) == "*" {
                index += 2
                while at(0) != nil && !(at(0) == "*" && at(1) == "/") { index += 1 }
                index += 2
            } else if scalar == "#" && at(1) == "\"" {
                literals.append(Self.rawStringMarker)
                index += 2
                while let next = at(0), !(next == "\"" && at(1) == "#") { index += 1 }
                index += 2
            } else if scalar == "\"" {
                scanLiteral()
            } else {
                if untilParenthesis && scalar == "(" { depth += 1 }
                if untilParenthesis && scalar == ")" {
                    if depth == 0 {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                code.unicodeScalars.append(scalar)
                index += 1
            }
        }
    }

    /// A literal at its opening quote.
    private mutating func scanLiteral() {
        let isMultiLine = at(1) == "\"" && at(2) == "\""
        index += isMultiLine ? 3 : 1
        var text = String.UnicodeScalarView()
        while let scalar = at(0) {
            if isMultiLine ? (scalar == "\"" && at(1) == "\"" && at(2) == "\"") : scalar == "\"" {
                index += isMultiLine ? 3 : 1
                break
            }
            if scalar == "\\" {
                let escaped = at(1)
                index += 2
                switch escaped {
                case "(":
                    text.append(contentsOf: Self.placeholder.unicodeScalars)
                    scanCode(untilParenthesis: true)
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case let other?: text.append(other)
                case nil: break
                }
                continue
            }
            text.append(scalar)
            index += 1
        }
        literals.append(String(text))
    }
}
