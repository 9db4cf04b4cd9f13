import Foundation
import Testing

/// The dependency rule of docs/ARCHITECTURE.md: a folder of `Sources/LayoutSpec` uses types of its
/// own folder and of earlier stages only. A type is "used" when its name appears outside comments
/// and string literals in a file of another folder; a type belongs to the folder whose file
/// declares it at the top level.
@Suite struct FolderDependencyTests {
    /// The stages in pipeline order, as in docs/ARCHITECTURE.md. Folders of one stage are siblings:
    /// they may not use each other (one notation never reads another's types).
    static let stages: [[String]] = [
        ["Diagnostics"],
        ["Vocabulary"],
        ["Document"],
        ["IR"],
        ["Notations/Common"],
        ["Notations/Conditions"],
        [
            "Notations/Equation", "Notations/VisualFormat", "Notations/Relativity", "Notations/COSLayout",
            "Notations/EasyPeasy", "Notations/FlightLayout"
        ],
        // UIKit code is read as the equations it stands for.
        ["Notations/Anchors"],
        // SnapKit's items are named as UIKit code names them.
        ["Notations/SnapKit"],
        ["Spec"],
        ["Lowering", "SpecWriting"],
        // A view's `layout:` is read, lowered in its own spec and renamed into the composing one.
        ["Composition"],
        // The solver's subfolders, one way: its model and budget, the LP machinery, the parametric
        // LP, the diagnostics (which re-solve parametric problems), the fast path (which checks its
        // closed forms with the parametric LP and words conflicts as diagnostics), then the driver.
        ["Solver/Core"],
        ["Solver/LinearProgramming"],
        ["Solver/Parametric"],
        ["Solver/Diagnostics"],
        ["Solver/FastPath"],
        ["Solver"],
        ["Checks"],
        ["CodeGen/Model"],
        ["CodeGen/Translation"],
        ["CodeGen/Rendering", "CodeGen/Interpreter"],
        ["SpecExamples"],
        ["Driver"],
        ["Schema", "Picture", "Explain", "Import"]
    ]

    static let sourcesFolder = PackageRoot.url.appendingPathComponent("Sources/LayoutSpec")

    @Test func everyFolderHasAStage() throws {
        let folders = Set(try Self.readSources().keys.map(FolderDependencies.folder(ofFile:)))
        let staged = Set(Self.stages.joined())
        #expect(folders.subtracting(staged).sorted() == [], "add the new folder to `stages` and docs/ARCHITECTURE.md")
        #expect(staged.subtracting(folders).sorted() == [], "a stage names a folder that no longer exists")
    }

    @Test func noFolderUsesALaterStage() throws {
        let violations = FolderDependencies(stages: Self.stages).violations(in: try Self.readSources())
        #expect(violations == [])
    }

    /// Raw document nodes end at Spec (docs/ARCHITECTURE.md): no folder of a later stage names
    /// `DocumentNode`, except those listed here. The list may only shrink (it is empty: every
    /// section, `examples:` included, is typed by `SpecParser`).
    static let laterFoldersStillReadingDocumentNodes: Set<String> = []

    @Test func documentNodesEndAtSpec() throws {
        let stages = FolderDependencies(stages: Self.stages).stageOfFolder
        let specStage = try #require(stages["Spec"])
        let readers = try Self.readSources().filter { path, text in
            (stages[FolderDependencies.folder(ofFile: path)] ?? 0) > specStage
                && FolderDependencies.capitalizedWords(in: FolderDependencies.code(of: text)).contains("DocumentNode")
        }
        let folders = Set(readers.keys.map(FolderDependencies.folder(ofFile:)))
        #expect(folders.subtracting(Self.laterFoldersStillReadingDocumentNodes).sorted() == [])
        #expect(
            Self.laterFoldersStillReadingDocumentNodes.subtracting(folders).sorted() == [],
            "a folder no longer reads DocumentNode: remove it from the list")
    }

    /// The stage that reads statements' text besides the notations themselves: `Spec/`, which
    /// types each section with the notations' parsers (lowering takes their trees).
    static let textReadingFolders: Set<String> = ["Spec"]

    /// Whether `name` (a type declared in a notation folder) reads or spells a notation's text: its
    /// parsers, lexers, scanners and rule-name tables.
    static func isNotationTextType(_ name: String) -> Bool {
        ["Parser", "Tokenizer", "Lexer", "Scanner", "RuleName"].contains { name.hasSuffix($0) }
    }

    /// From lowering on, a statement is a tree and a constraint is known by its typed origin
    /// (notation, role, measured sizes): no folder from `Lowering/` on uses a notation's parsers,
    /// lexers or rule-name tables (`StatementTextTests` checks the notations' own lowerings).
    @Test func notationParsersAndRuleNamesStayBeforeLowering() throws {
        let sources = try Self.readSources()
        let violations = FolderDependencies(stages: Self.stages).notationTextUses(
            in: sources, allowedIn: Self.textReadingFolders, isTextType: Self.isNotationTextType)
        #expect(violations == [])
        // The checker itself.
        let files = [
            "Notations/COSLayout/COSLayoutRuleName.swift": "enum COSLayoutRuleName {}\n",
            "Notations/Relativity/RelativityStatementParser.swift": "enum RelativityStatementParser {}\n",
            "Lowering/SpecLowering.swift": "enum SpecLowering { let p = RelativityStatementParser.self }\n",
            "Solver/Hint.swift": "enum Hint { let rules = COSLayoutRuleName.self; let s = \"COSLayoutRuleName\" }\n",
            "Driver/Signs.swift": "enum Signs { let p = RelativityStatementParser.self }\n"
        ]
        #expect(
            FolderDependencies(stages: Self.stages).notationTextUses(
                in: files, allowedIn: Self.textReadingFolders, isTextType: Self.isNotationTextType) == [
                    "Driver/Signs.swift uses RelativityStatementParser from Notations/Relativity",
                    "Lowering/SpecLowering.swift uses RelativityStatementParser from Notations/Relativity",
                    "Solver/Hint.swift uses COSLayoutRuleName from Notations/COSLayout"
                ])
    }

    /// Files after `Lowering/` that still read a constraint's text other than to quote it. The list
    /// is empty and may not grow.
    static let laterFilesStillReadingConstraintText: Set<String> = []

    /// After lowering, a constraint's text is only quoted (inside a string's interpolation, which
    /// `FolderDependencies.code(of:)` drops with the string), never read as code.
    @Test func noStageAfterLoweringReadsConstraintText() throws {
        let stages = FolderDependencies(stages: Self.stages).stageOfFolder
        let lowering = try #require(stages["Lowering"])
        let readers = try Self.readSources().filter { path, text in
            (stages[FolderDependencies.folder(ofFile: path)] ?? 0) > lowering
                && !Self.laterFilesStillReadingConstraintText.contains(path)
                && Self.readsConstraintText(FolderDependencies.code(of: text))
        }
        #expect(readers.keys.sorted() == [])
        #expect(
            Self.readsConstraintText(FolderDependencies.code(of: "let kind = constraint.origin.text.contains(\"H:\")")))
        #expect(!Self.readsConstraintText(FolderDependencies.code(of: "let note = \"in: \\(constraint.origin.text)\"")))
    }

    /// Whether `code` reads an origin's text.
    static func readsConstraintText(_ code: String) -> Bool {
        code.contains("origin.text") || code.contains("origin.textParts")
    }

    /// A diagnostic's message is for people: it is written from the diagnostic's kind and payload in
    /// one place (`DiagnosticText`), and only `Diagnostic` itself, which prints it, reads it back. A
    /// stage that needs to know what an error is about switches over its kind and reads its payload
    /// (a conflict's constraints and witness, an unknown name), never the words: rewording a message
    /// must not change what another stage does. The YAML reader tells its own quoting advice from a
    /// nested error by its kind (`.mustBeQuoted`), the importer's own problems carry a `reason`.
    static let filesReadingTheirOwnMessages: Set<String> = ["Diagnostics/Diagnostic.swift"]

    /// Files that still read other stages' messages. The list is empty and may not grow: the error
    /// picture reads its witness and attributes from the payloads, the independent errors drop
    /// unknown names by kind.
    static let filesStillReadingOtherMessages: Set<String> = []

    @Test func onlyItsProducerReadsADiagnosticsMessage() throws {
        let sources = try Self.readSources()
        let readers = sources.filter { path, text in
            !Self.filesReadingTheirOwnMessages.contains(path) && Self.readsMessage(FolderDependencies.code(of: text))
        }
        #expect(Set(readers.keys).subtracting(Self.filesStillReadingOtherMessages).sorted() == [])
        #expect(
            Self.filesStillReadingOtherMessages.subtracting(readers.keys).sorted() == [],
            "a file no longer reads other stages' messages: remove it from the list")
        // The checker itself: reading, matching or parsing a message is found; quoting it in a
        // string, setting it and calling a function named `message` are not.
        #expect(Self.readsMessage(FolderDependencies.code(of: "if d.message.hasPrefix(\"these\") {}")))
        #expect(Self.readsMessage(FolderDependencies.code(of: "let words = parse($0.message)")))
        #expect(!Self.readsMessage(FolderDependencies.code(of: "let note = \"not imported: \\(problem.message)\"")))
        #expect(!Self.readsMessage(FolderDependencies.code(of: "self.message = message")))
        #expect(!Self.readsMessage(FolderDependencies.code(of: "let advice = UIKitSpellings.message(for: name)")))
    }

    /// Whether `code` reads a `message` property (not as the target of an assignment).
    static func readsMessage(_ code: String) -> Bool {
        code.range(of: #"\.message\b(?!\s*\()(?!\s*\+?=[^=])"#, options: .regularExpression) != nil
    }

    /// The checker itself: an earlier stage naming a later stage's type (in code, not in a comment
    /// or a string) is reported once per file and type; sibling notations may not meet either.
    @Test func aBackwardUseIsReported() {
        let files = [
            "Spec/SpecParser.swift": """
            /// Mentions `SwiftRenderer` in a comment only.
            struct SpecParser { let valid = SwiftIdentifier.isValid("a"); let text = "SwiftRenderer" }
            """,
            "CodeGen/Model/SwiftIdentifier.swift": "enum SwiftIdentifier {}\n",
            "CodeGen/Rendering/SwiftRenderer.swift": "public enum SwiftRenderer { let name = SwiftIdentifier.self }\n",
            "Notations/Equation/EquationParser.swift": "enum EquationParser { let v: VFLParser? }\n",
            "Notations/VisualFormat/VFLParser.swift": "enum VFLParser {}\n"
        ]
        let violations = FolderDependencies(stages: Self.stages).violations(in: files)
        #expect(
            violations == [
                "Notations/Equation/EquationParser.swift uses VFLParser from Notations/VisualFormat",
                "Spec/SpecParser.swift uses SwiftIdentifier from CodeGen/Model"
            ])
    }

    /// The solver's subfolders are stages of their own: the parametric LP reaching back into the
    /// driver, or the diagnostics into the fast path, is reported.
    @Test func theSolverSubfoldersGoOneWay() {
        let files = [
            "Solver/LayoutSolver.swift": "struct LayoutSolver { let p: ParametricLayoutProblem? }\n",
            "Solver/Parametric/ParametricLayoutProblem.swift":
                "struct ParametricLayoutProblem { let s: LayoutSolver? }\n",
            "Solver/Diagnostics/TieExtent.swift": "enum TieExtent { let v: PiecewiseValue? }\n",
            "Solver/FastPath/PiecewiseValue.swift": "enum PiecewiseValue { let t: TieExtent? }\n"
        ]
        #expect(
            FolderDependencies(stages: Self.stages).violations(in: files) == [
                "Solver/Diagnostics/TieExtent.swift uses PiecewiseValue from Solver/FastPath",
                "Solver/Parametric/ParametricLayoutProblem.swift uses LayoutSolver from Solver"
            ])
    }

    /// Every `.swift` file under Sources/LayoutSpec, keyed by its path relative to that folder.
    static func readSources() throws -> [String: String] {
        let base = sourcesFolder.standardizedFileURL.path + "/"
        guard let enumerator = FileManager.default.enumerator(at: sourcesFolder, includingPropertiesForKeys: nil) else {
            return [:]
        }
        var files: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(files.count > 100, "expected the LayoutSpec sources under \(sourcesFolder.path)")
        return files
    }
}
