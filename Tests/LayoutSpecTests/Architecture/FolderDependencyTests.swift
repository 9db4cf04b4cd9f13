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
        ["Notations/Equation", "Notations/VisualFormat", "Notations/Relativity", "Notations/COSLayout",
         "Notations/EasyPeasy", "Notations/FlightLayout"],
        ["Spec"],
        ["Lowering"],
        ["Solver"],
        ["CodeGen/Model"],
        ["CodeGen/Translation"],
        ["CodeGen/Rendering", "CodeGen/Interpreter"],
        ["Examples", "Checks"],
        ["Driver"],
        ["Schema", "Picture", "Explain", "Import"],
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
        #expect(Self.laterFoldersStillReadingDocumentNodes.subtracting(folders).sorted() == [],
                "a folder no longer reads DocumentNode: remove it from the list")
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
            "Notations/VisualFormat/VFLParser.swift": "enum VFLParser {}\n",
        ]
        let violations = FolderDependencies(stages: Self.stages).violations(in: files)
        #expect(violations == [
            "Notations/Equation/EquationParser.swift uses VFLParser from Notations/VisualFormat",
            "Spec/SpecParser.swift uses SwiftIdentifier from CodeGen/Model",
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
