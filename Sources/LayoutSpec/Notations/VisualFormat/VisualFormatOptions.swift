/// `NSLayoutConstraint.FormatOptions` on a VFL line, written after the line:
/// `"H:|-[a]-[b]-| options: alignAllCenterY, directionLeftToRight"` (docs/notations/constraintformatter.md).
///
/// - `alignAll…` relates every view of the line to the next by that attribute, which must lie
///   across the line (`H:` lines: `Top Bottom CenterY FirstBaseline LastBaseline`; `V:` lines:
///   `Left Right Leading Trailing CenterX`), as Auto Layout requires.
/// - `directionLeadingToTrailing` (the default) flips `H:` under `rtl`; `directionLeftToRight`
///   and `directionRightToLeft` fix the direction.
struct VisualFormatOptions: Hashable, Sendable {
    /// The attributes to align, in the order written.
    var alignments: [(attribute: LayoutAttribute, offset: Int)] = []
    /// A fixed direction for `H:`; `nil` follows the reading direction.
    var fixedDirection: ReadingDirection?

    static func == (lhs: VisualFormatOptions, rhs: VisualFormatOptions) -> Bool {
        lhs.alignments.map(\.attribute) == rhs.alignments.map(\.attribute) && lhs.fixedDirection == rhs.fixedDirection
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(alignments.map(\.attribute))
        hasher.combine(fixedDirection)
    }

    /// The options' names, for messages.
    static let spellings =
        "alignAllLeft alignAllRight alignAllTop alignAllBottom alignAllLeading alignAllTrailing "
        + "alignAllCenterX alignAllCenterY alignAllFirstBaseline alignAllLastBaseline alignAllBaseline "
        + "directionLeadingToTrailing directionLeftToRight directionRightToLeft"

    /// Splits `source` into the VFL line and its options (none when `options:` is not written).
    static func split(_ source: SourceText) throws -> (line: SourceText, options: VisualFormatOptions) {
        let scalars = Array(source.text.unicodeScalars)
        let keyword = Array("options:".unicodeScalars)
        guard
            let start = (0...max(0, scalars.count - keyword.count)).first(where: { index in
                index + keyword.count <= scalars.count && Array(scalars[index..<(index + keyword.count)]) == keyword
            })
        else { return (source, VisualFormatOptions()) }
        var end = start
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        let line = SourceText(String(String.UnicodeScalarView(scalars[0..<end])), start: source.start)
        var options = VisualFormatOptions()
        var index = start + keyword.count
        var sawOption = false
        while index < scalars.count {
            if scalars[index] == " " || scalars[index] == "," || scalars[index] == "|" || scalars[index] == "." {
                index += 1
                continue
            }
            let nameStart = index
            while index < scalars.count, !" ,|.".unicodeScalars.contains(scalars[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
            try options.add(name, at: nameStart, in: source)
            sawOption = true
        }
        if !sawOption {
            throw source.error(at: start, "`options:` needs at least one option, such as `alignAllCenterY`")
        }
        return (line, options)
    }

    /// Adds one option by name.
    private mutating func add(_ name: String, at offset: Int, in source: SourceText) throws {
        switch name {
        case "directionLeadingToTrailing": fixedDirection = nil
        case "directionLeftToRight": fixedDirection = .leftToRight
        case "directionRightToLeft": fixedDirection = .rightToLeft
        case "alignAllBaseline": alignments.append((.lastBaseline, offset))
        default:
            let prefix = "alignAll"
            guard name.hasPrefix(prefix), name.count > prefix.count else {
                throw source.error(at: offset, "unknown VFL option `\(name)`; expected one of \(Self.spellings)")
            }
            let attributeName = String(name.dropFirst(prefix.count))
            let lowered = attributeName.prefix(1).lowercased() + attributeName.dropFirst()
            let allowed: Set<LayoutAttribute> = [
                .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
                .firstBaseline, .lastBaseline
            ]
            guard let attribute = LayoutAttribute(rawValue: lowered), allowed.contains(attribute) else {
                throw source.error(at: offset, "unknown VFL option `\(name)`; expected one of \(Self.spellings)")
            }
            alignments.append((attribute, offset))
        }
    }
}
