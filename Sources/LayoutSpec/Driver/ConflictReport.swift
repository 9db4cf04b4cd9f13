import Foundation

/// The solver's conflict errors as a person reads them: the two sides of one threshold (`… when
/// container.width < 400` and `… when container.width > 400` over the same constraints) become one
/// error, and each conflict ends with fixes written in the spec's own notation, quoting its text
/// (`-(>=8)-` for a Visual Format gap `-8-`, `[b(160@750)]` for a width `[b(160)]`), as notes at
/// the place to edit.
enum ConflictReport {
    /// `diagnostics` with threshold sides merged and fix notes added; other diagnostics unchanged.
    static func refined(_ diagnostics: [Diagnostic], contents: String) -> [Diagnostic] {
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Diagnostic] = []
        var merged: Set<Int> = []
        for (index, diagnostic) in diagnostics.enumerated() where !merged.contains(index) {
            guard diagnostic.severity == .error, diagnostic.message.hasPrefix(prefix) else {
                result.append(diagnostic)
                continue
            }
            var conflict = diagnostic
            var sides: Set<Side.Direction> = []
            if let side = Side(conflict.message) {
                sides.insert(side.direction)
                let other = diagnostics.indices.first { later in
                    later > index && !merged.contains(later) && diagnostics[later].notes == diagnostic.notes
                        && Side(diagnostics[later].message).map { $0.isOpposite(of: side) } == true
                }
                if let other, let otherSide = Side(diagnostics[other].message) {
                    merged.insert(other)
                    sides.insert(otherSide.direction)
                    let examples =
                        side.direction == .below ? [side.example, otherSide.example] : [otherSide.example, side.example]
                    conflict.message =
                        "\(prefix) for every \(side.name) but \(side.threshold) "
                        + "(for example \(side.name) = \(examples[0]) or \(examples[1]))"
                }
            }
            conflict.notes += fixes(for: conflict, sides: sides, lines: lines)
            result.append(conflict)
        }
        return result
    }

    private static let prefix = "these required constraints conflict"

    /// One side of a threshold, parsed from `… conflict when NAME < T (for example NAME = E)`.
    private struct Side {
        enum Direction { case below, above }
        var name: String
        var direction: Direction
        var threshold: String
        var example: String

        init?(_ message: String) {
            // when NAME < T (for example NAME = E)
            let words = message.dropFirst(prefix.count).split(separator: " ").map(String.init)
            guard words.count == 9, words[0] == "when", words[2] == "<" || words[2] == ">", words[4] == "(for",
                words[5] == "example", words[6] == words[1], words[7] == "=", words[8].hasSuffix(")")
            else { return nil }
            name = words[1]
            direction = words[2] == "<" ? .below : .above
            threshold = words[3]
            example = String(words[8].dropLast())
        }

        func isOpposite(of other: Side) -> Bool {
            name == other.name && threshold == other.threshold && direction != other.direction
        }
    }

    /// Notes with fixes in the spec's notation: in a Visual Format line, a gap between two views that
    /// may grow (it ends a conflict in a container wider than the threshold) and a size that may give
    /// way (narrower); else an equation with a priority below 1000 (`a.width == 100 @750`). Other
    /// conflicts get the generic advice of a priority below 1000.
    private static func fixes(for conflict: Diagnostic, sides: Set<Side.Direction>, lines: [Substring]) -> [Diagnostic]
    {
        var notes: [Diagnostic] = []
        let wantsGap = sides.isEmpty || sides.contains(.above)
        let wantsSize = sides.isEmpty || sides.contains(.below)
        if wantsGap,
            let gap = conflict.notes.first(where: { $0.message.hasPrefix("conflicting constraint: the gap between [") }
            ),
            let location = gap.location, let text = token(at: location, in: lines, opening: "-", closing: "-"),
            !text.hasPrefix("(")
        {
            let value = text == "-" ? "8" : text
            notes.append(.note(at: location, "fix: let this gap grow: `-(>=\(value))-`"))
        }
        if wantsSize,
            let size = conflict.notes.first(where: {
                $0.message.hasPrefix("conflicting constraint: the width of [")
                    || $0.message.hasPrefix("conflicting constraint: the height of [")
            }),
            let location = size.location, let text = token(at: location, in: lines, opening: "[", closing: "]"),
            text.hasSuffix(")"), !text.contains("@"), !text.contains(",")
        {
            notes.append(
                .note(
                    at: location,
                    "fix: \(notes.isEmpty ? "" : "or ")let this size give way: `[\(text.dropLast())@750)]`"))
        }
        let statement = { (note: Diagnostic) in String(note.message.dropFirst("conflicting constraint: ".count)) }
        if notes.isEmpty,
            let equation = conflict.notes.last(where: { note in
                let text = statement(note)
                return note.message.hasPrefix("conflicting constraint: ") && !text.contains("@")
                    && [" == ", " >= ", " <= "].contains { text.contains($0) } && !text.hasPrefix("the ")
            })
        {
            notes.append(
                .note(at: equation.location, "fix: let this constraint give way: `\(statement(equation)) @750`"))
        }
        if notes.isEmpty, let first = conflict.notes.first {
            notes.append(
                .note(
                    at: first.location,
                    "fix: give one of these constraints a priority below 1000 (`@750`), or remove one"))
        }
        return notes
    }

    /// The text between the nearest `opening` before the column and the nearest `closing` after
    /// it, on the location's line (`8` in `-8-`, `b(160)` in `[b(160)]`); `-` when the column is on
    /// a lone `-` (a standard gap).
    private static func token(
        at location: SourceLocation, in lines: [Substring], opening: Character, closing: Character
    ) -> String? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let characters = Array(String(lines[location.line - 1]).unicodeScalars).map(Character.init)
        let column = location.column - 1
        guard column >= 0, column < characters.count else { return nil }
        if opening == "-", characters[column] == "-" { return "-" }
        guard let start = characters[..<column].lastIndex(of: opening),
            let end = characters[(column + 1)...].firstIndex(of: closing)
                ?? (characters[column] == closing ? column : nil)
        else { return nil }
        let inner = String(characters[(start + 1)..<end])
        return inner.isEmpty ? nil : inner
    }
}
