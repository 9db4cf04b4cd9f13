import Foundation
import Testing

/// Statements are read by their notations' parsers, once, in the Spec stage (docs/ARCHITECTURE.md):
/// no other file of the stages that hold statement text searches that text, and no lowering names a
/// parser or lexer (lowering takes trees).
@Suite struct StatementTextTests {
    /// The folders whose files hold statements' text: the notations, `Spec/` (which asks each
    /// notation's parser for its trees) and `Lowering/` (which lowers the trees).
    static func holdsStatementText(_ path: String) -> Bool {
        let folder = FolderDependencies.folder(ofFile: path)
        return folder.hasPrefix("Notations/") || folder == "Spec" || folder == "Lowering"
    }

    /// A notation's parser or lexer, the one place that reads a statement's characters: a file of
    /// `Notations/` named `…Parser.swift`, `…Lexer.swift`, `…Tokenizer.swift` or `…Scanner.swift`
    /// (`Notations/Common/NotationScanner.swift`, `Tokenizer.swift`; `VFLParser.swift`,
    /// `RelativityTokenizer.swift`, `COSLayoutRuleLexer.swift`, …).
    static func isParserOrLexer(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return path.hasPrefix("Notations/")
            && ["Parser.swift", "Lexer.swift", "Tokenizer.swift", "Scanner.swift"].contains { name.hasSuffix($0) }
    }

    /// Whether `code` (comments and string contents removed) searches text: `hasPrefix(`,
    /// `hasSuffix(`, `range(of:`, `firstRange(of:`, `ranges(of:`, or `contains(` with a string
    /// literal (left as `contains()` once its contents are removed) or on a `text`.
    static func searchesText(_ code: String) -> Bool {
        let patterns = [
            #"\.(hasPrefix|hasSuffix)\("#, #"\.(range|firstRange|ranges)\(of:"#, #"\.contains\(\s*\)"#,
            #"\btext\s*\.\s*contains\("#
        ]
        return patterns.contains { code.range(of: $0, options: .regularExpression) != nil }
    }

    /// The files of `files` (keyed by their path under Sources/LayoutSpec) that search statement
    /// text outside the notations' parsers and lexers, sorted.
    static func textSearches(in files: [String: String]) -> [String] {
        files.filter { path, text in
            holdsStatementText(path) && !isParserOrLexer(path) && searchesText(FolderDependencies.code(of: text))
        }.keys.sorted()
    }

    @Test func onlyParsersAndLexersSearchStatementText() throws {
        #expect(Self.textSearches(in: try FolderDependencyTests.readSources()) == [])
    }

    /// The checker itself: a dispatcher or a lowering searching text is found; a parser or lexer,
    /// a set's `contains`, a comment, and a later stage are not.
    @Test func aTextSearchOutsideTheParsersIsReported() {
        let files = [
            "Notations/Common/StatementNotation.swift": "let isArrow = text.contains(\"-->\")\n",
            "Notations/VisualFormat/VisualFormatOptions.swift": "guard name.hasPrefix(prefix) else { return }\n",
            "Lowering/SpecLowering.swift": "if statement.text.range(of: \"H:\") != nil {}\n",
            "Spec/SpecParser.swift": "let known = keys.contains(entry.key) // text.hasPrefix(\"a\")\n",
            "Notations/Relativity/RelativityTokenizer.swift": "let isArrow = text.contains(\"-->\")\n",
            "Notations/VisualFormat/VFLParser.swift": "guard name.hasPrefix(\"alignAll\") else { return }\n",
            "Import/InterfaceBuilderRootImport.swift": "let margin = name.hasSuffix(\"Margin\")\n"
        ]
        #expect(
            Self.textSearches(in: files) == [
                "Lowering/SpecLowering.swift", "Notations/Common/StatementNotation.swift",
                "Notations/VisualFormat/VisualFormatOptions.swift"
            ])
    }

    /// Whether `path` lowers trees: a file of `Lowering/` or a later stage, or a notation's lowering
    /// (`Notations/…/…Lowering….swift`).
    static func lowersTrees(_ path: String) -> Bool {
        let stages = FolderDependencies(stages: FolderDependencyTests.stages).stageOfFolder
        let folder = FolderDependencies.folder(ofFile: path)
        guard let stage = stages[folder], let lowering = stages["Lowering"] else { return false }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return stage >= lowering || (folder.hasPrefix("Notations/") && name.contains("Lowering"))
    }

    /// One line per (file, type) where a lowering names a parser, a lexer, a scanner or a token
    /// cursor of a notation (a type declared in `Notations/` whose name ends in `Parser`, `Lexer`,
    /// `Tokenizer`, `Scanner` or `Cursor`), sorted.
    static func parserUses(in files: [String: String]) -> [String] {
        var owner: [String: String] = [:]
        for (path, text) in files where path.hasPrefix("Notations/") {
            for name in FolderDependencies.topLevelTypeNames(in: text)
            where ["Parser", "Lexer", "Tokenizer", "Scanner", "Cursor"].contains(where: { name.hasSuffix($0) }) {
                owner[name] = FolderDependencies.folder(ofFile: path)
            }
        }
        var result: [String] = []
        for (path, text) in files where lowersTrees(path) {
            for name in Set(FolderDependencies.capitalizedWords(in: FolderDependencies.code(of: text))) {
                guard let folder = owner[name] else { continue }
                result.append("\(path) uses \(name) from \(folder)")
            }
        }
        return result.sorted()
    }

    @Test func loweringNamesNoParser() throws {
        #expect(Self.parserUses(in: try FolderDependencyTests.readSources()) == [])
    }

    /// The checker itself: a notation's lowering or `Lowering/` naming a parser is found; a parser,
    /// the Spec stage and a mention in a comment are not.
    @Test func aParserInALoweringIsReported() {
        let files = [
            "Notations/Equation/EquationParser.swift": "enum EquationParser {}\n",
            "Notations/Common/TokenCursor.swift": "struct TokenCursor {}\n",
            "Notations/Equation/EquationLowering.swift": "let e = try EquationParser.parse(source)\n",
            "Notations/Equation/EquationSyntax.swift": "/// Read by `EquationParser`.\nstruct Equation {}\n",
            "Lowering/SpecLowering.swift": "var cursor = try TokenCursor(source)\n",
            "Spec/StatementSyntax.swift": "let e = try EquationParser.parse(source)\n"
        ]
        #expect(
            Self.parserUses(in: files) == [
                "Lowering/SpecLowering.swift uses TokenCursor from Notations/Common",
                "Notations/Equation/EquationLowering.swift uses EquationParser from Notations/Equation"
            ])
    }
}
