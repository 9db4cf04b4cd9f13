import Foundation
import Testing

/// `layout-gen import` writes its specs through `SpecWriter` (SpecWriting/): no file of
/// `Sources/LayoutSpec/Import/` builds YAML text or searches text it wrote. The rule, over every
/// string literal of those files (escapes resolved, interpolations as a placeholder):
///
/// - no line break (`"\n"` joins, `split(separator: "\n")`, multi-line literals), and no
///   `isNewline` / `.newlines` in the code (splitting written text into lines);
/// - no literal starting with `#` (a comment line), with two blanks (indentation), with `- ` (a
///   list item; ` - ` with one blank is an equation's minus), or with `key:` followed by a blank or
///   the literal's end (a mapping key; a key that is an interpolation is a message's subject:
///   `"\(name): its autoresizing mask"` is a comment's text);
/// - no literal starting with `[` or `{`, ending with `]` or `}`, or holding `: {` or `: [` (flow
///   collections);
/// - no literal that is half an anchor, `.firstBaseline` or `safeArea.` (searching written equations
///   for an item or attribute: the importer knows them as `Anchor`s);
/// - no raw string literal (the checker does not read them).
@Suite struct ImportWritesNoYAMLTests {
    static let importFolder = "Import/"

    /// What is wrong with one literal, `nil` when it is no YAML.
    static func problem(withLiteral literal: String) -> String? {
        if literal == SwiftStringLiterals.rawStringMarker { return "a raw string literal" }
        if literal.contains(where: \.isNewline) { return "a line break" }
        if literal.hasPrefix("#") { return "a comment line" }
        if literal.hasPrefix("  ") { return "indentation" }
        if literal.hasPrefix("- ") { return "a list item" }
        if literal.range(of: #"^[A-Za-z_][A-Za-z0-9_.-]*:( |$)"#, options: .regularExpression) != nil {
            return "a mapping key"
        }
        if literal.range(of: #"^(\.[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*\.)$"#, options: .regularExpression)
            != nil
        {
            return "half an anchor"
        }
        let trimmed = literal.trimmingCharacters(in: .whitespaces)
        if ["[", "{"].contains(where: trimmed.hasPrefix) || ["]", "}"].contains(where: trimmed.hasSuffix)
            || literal.contains(": {") || literal.contains(": [")
        {
            return "a flow collection"
        }
        return nil
    }

    /// The YAML building in one source file: each offending literal with what it builds.
    static func yamlBuilding(in source: String) -> [String] {
        let scan = SwiftStringLiterals(source)
        var problems = scan.literals.compactMap { literal in
            problem(withLiteral: literal).map { "\($0): \(literal.debugDescription)" }
        }
        if scan.code.contains("isNewline") || scan.code.contains(".newlines") {
            problems.append("splits text into lines")
        }
        return problems
    }

    /// Files that split what they read (not what they write) into lines, with the problems that
    /// allows. The list may only shrink.
    static let inputLineReaders: [String: [String]] = [
        // Finds each tag's column in the XML source line the XML parser reports.
        "Import/InterfaceBuilderDocumentReader.swift": [#"a line break: "\n""#]
    ]

    @Test func importBuildsNoYAML() throws {
        let files = try FolderDependencyTests.readSources().filter { $0.key.hasPrefix(Self.importFolder) }
        #expect(files.count > 10, "expected the importer's files")
        for (path, source) in files.sorted(by: { $0.key < $1.key }) {
            #expect(Self.yamlBuilding(in: source) == Self.inputLineReaders[path] ?? [], "\(path)")
        }
    }

    /// The checker itself: the importer's old line building is found, its messages, equations and
    /// comment texts are not.
    @Test func theCheckerFindsYAMLBuilding() {
        let offending = [
            #"lines.append("  \(node.name): {" + options.joined(separator: ", ") + "}")"#,
            #"let text = lines.joined(separator: "\n") + "\n""#,
            #"for line in text.split(separator: "\n") {}"#,
            #"lines += ["constraints:"]"#,
            #"lines.append("container: {margins: input}")"#,
            ##"lines.append("# \(node.name): its autoresizing mask")"##,
            #"lines += constraints.map { "- " + $0 }"#,
            #"options.append("hugging: \(hugging)")"#,
            #"return "[" + values.map(number).joined(separator: ", ") + "]""#,
            #"let all = text.split(whereSeparator: \.isNewline)"#,
            "let text = \"\"\"\n    views: {}\n    \"\"\"",
            ##"let raw = #"views: {}"#"##,
            #"let nested = "\(flag ? "  - " : "")""#,
            #"let usesSafeArea = lines.contains { $0.contains("safeArea.") }"#,
            #"let isLabel = lines.contains { $0.contains(name + ".firstBaseline") }"#
        ]
        for code in offending {
            #expect(Self.yamlBuilding(in: code).count >= 1, "\(code)")
        }
        let allowed = [
            #"warn(at: element, "constraint '\(id)' of \(owner) is not imported: \(problem.message)")"#,
            #"items.append(.comment("\(node.name): its autoresizing mask (line \(node.element.line))"))"#,
            #"text += (constant < 0 ? " - " : " + ") + number(abs(constant))"#,
            #"return "\(lhs.text) \(relation) \(rhs)" + " @" + number(value)"#,
            #"let key = element["key"] ?? "" // "  - not code": a comment"#,
            #"/* "views: {}" */ let name = "<\(bars.name)> may show a bar: give the safe area""#,
            #"message: "installs or removes \(child["key"] ?? "?") in some size classes only""#,
            #"let header = "The example is the canvas: `layout-gen check` proves these frames.""#,
            #"var text: String { item + "." + attribute }"#
        ]
        for code in allowed {
            #expect(Self.yamlBuilding(in: code) == [], "\(code)")
        }
        #expect(
            Self.yamlBuilding(in: #"lines.append("  - " + line)"#) == [#"indentation: "  - ""#])
    }
}
