import Foundation

/// "… is not determined" errors in the spec's own words: a Visual Format connection is quoted as
/// the spec writes it (`-12-`, not a generic `-8-`), and a view whose size is one unknown short and
/// that declares no `measure:` is told that a view sized by its content (a label, an image) says
/// so with `measure: intrinsic`.
enum UndeterminedReport {
    /// `diagnostics` with undetermined-attribute errors refined; others unchanged.
    static func refined(_ diagnostics: [Diagnostic], contents: String, path: String) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.message.contains(" is not determined") }) else { return diagnostics }
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let views =
            (try? SpecParser.parse(DocumentReader.read(contents: contents, path: path), path: path))?.views ?? []
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, diagnostic.notes.isEmpty,
                let subject = diagnostic.message.split(separator: " ").first,
                subject.hasSuffix(".width") || subject.hasSuffix(".height"),
                diagnostic.message.dropFirst(subject.count).hasPrefix(" is not determined")
            else { return diagnostic }
            let view = String(subject.prefix { $0 != "." })
            var refined = diagnostic
            if let location = diagnostic.location, location.line >= 1, location.line <= lines.count {
                refined.message = quotingConnections(refined.message, of: view, in: String(lines[location.line - 1]))
            }
            // Only a view constrained on that axis but one unknown short: an unconstrained one needs constraints.
            if refined.message.contains("(it has only "), let declaration = views.first(where: { $0.name == view }),
                declaration.measure == .none
            {
                refined.message +=
                    "; if `\(view)` takes its size from its content (a label, an image), "
                    + "declare it `\(view): {measure: intrinsic}`"
            }
            return refined
        }
    }

    /// The generic ``(`-8-` to a neighbour or `|`)`` of a VFL hint, where it names a connection the
    /// view has, replaced by the connection the line writes on that side of `[view` (between it
    /// and the neighbour or `|`), and the generic `[view(100)]` by the view's name.
    private static func quotingConnections(_ message: String, of view: String, in line: String) -> String {
        var result = message.replacingOccurrences(of: "`[view(100)]`", with: "`[\(view)(100)]`")
        guard let open = line.range(of: "[" + view), let after = line[open.upperBound...].first,
            after == "]" || after == "("
        else { return result }
        let before = line[..<open.lowerBound]
        var leading: Substring?
        if let edge = before.lastIndex(where: { $0 == "]" || $0 == "|" }) {
            leading = before[before.index(after: edge)...]
        }
        var trailing: Substring?
        if let close = line[open.upperBound...].firstIndex(of: "]") {
            let rest = line[line.index(after: close)...]
            if let edge = rest.firstIndex(where: { $0 == "[" || $0 == "|" }) { trailing = rest[..<edge] }
        }
        for (side, connection) in [("leading", leading), ("trailing", trailing)] {
            guard let connection, !connection.isEmpty else { continue }
            // Only inside "(it has only …)": the sides the view has.
            guard let has = result.range(of: "(it has only ") else { break }
            let generic = "a connection on its \(side) side (`-8-` to a neighbour or `|`)"
            if let range = result.range(of: generic, range: has.upperBound..<result.endIndex) {
                result.replaceSubrange(range, with: "a connection on its \(side) side (`\(connection)`)")
            }
        }
        return result
    }
}
