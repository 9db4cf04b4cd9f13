import Foundation
import LayoutSpec
import Testing

/// The JSON Schema of spec files (docs/SpecLanguage.md, "Editor support"): the committed copy is
/// current, every key is described, every spec in Specs/ and docs/ validates, wrong specs do not.
@Suite struct SpecSchemaTests {
    static let root = PackageRoot.url
    static let schemaFile = root.appendingPathComponent("Schema/layout-spec.schema.json")

    @Test func committedSchemaIsCurrent() throws {
        let committed = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(
            committed == SpecSchema.text,
            "Schema/layout-spec.schema.json is stale: run `swift run layout-gen schema > Schema/layout-spec.schema.json`"
        )
    }

    @Test func cliPrintsTheSchema() throws {
        let run = try CLITests.run(["schema"])
        #expect(run.status == 0)
        #expect(run.stdout == SpecSchema.text)
        #expect(try CLITests.run(["schema", "extra"]).status == 64)
    }

    @Test func topLevelPropertiesAreTheParsersKeys() throws {
        guard case .object(let properties)? = SpecSchema.document["properties"] else {
            Issue.record("no properties")
            return
        }
        #expect(properties.map(\.key) == SpecParser.topLevelKeys)
        #expect(SpecSchema.document["additionalProperties"] == .bool(false))
    }

    /// Every property of every object in the schema has a non-empty description (a key added to a
    /// parser table without one shows up here).
    @Test func everyKeyIsDescribed() {
        var undescribed: [String] = []
        var described = 0
        func visit(_ value: JSONValue, path: String) {
            switch value {
            case .object(let members):
                if case .object(let properties)? = value["properties"] {
                    for property in properties {
                        if case .string(let text)? = property.value["description"], !text.isEmpty {
                            described += 1
                        } else {
                            undescribed.append(path + "/" + property.key)
                        }
                    }
                }
                for member in members { visit(member.value, path: path + "/" + member.key) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { visit(element, path: path + "/\(index)") }
            default: break
            }
        }
        visit(SpecSchema.document, path: "")
        #expect(undescribed == [])
        // 19 top-level keys, 10 view options (and measuredSize's 4 bounds, directional margins' 4 sides),
        // 11 stack keys, 2 input range keys,
        // 9 container keys (and a safe-area bound's 4 sides), 7 group keys (when, constraints, else and the four
        // seed sections), 5 alignment keys, 4 distribution keys, 3 example keys, 9 example input keys, 4 checks.
        #expect(described == 19 + 10 + 4 + 4 + 11 + 2 + 9 + 4 + 7 + 5 + 4 + 3 + 9 + 4)
    }

    /// Specs that the parser rejects for their shape, each of which the schema must reject too.
    static let wrongSpecs: [(name: String, text: String)] = [
        ("unknown-top-level-key", "views: [a]\nconstrains:\n  - a.left == 0\n"),
        ("unknown-view-option", "views:\n  a: {measured: intrinsic}\n"),
        ("bad-measure", "views:\n  a: {measure: fit}\n"),
        ("priority-out-of-range", "views:\n  a: {measure: intrinsic, hugging: 2000}\n"),
        ("bad-container-dimension", "views: [a]\ncontainer: {width: stretch}\n"),
        ("group-without-when", "views: [a]\nconstraints:\n  - constraints: [a.left == 0]\n"),
        ("frame-of-three-numbers", "views: [a]\nexamples:\n  - input: {width: 10}\n    frames: {a: [0, 0, 10]}\n"),
        ("bad-alignment", "views: [a]\nalign:\n  a: {horizontal: middle}\n"),
        ("metric-not-a-number", "views: [a]\nmetrics: {pad: [1, 2]}\n"),
        ("bad-access", "access: open\nviews: [a]\n")
    ]

    @Test func wrongSpecsFailTheParser() {
        for spec in Self.wrongSpecs {
            #expect(throws: SpecError.self, "\(spec.name)") {
                _ = try LayoutCompiler().compile(contents: spec.text, path: "Wrong.layout.yaml")
            }
        }
    }

    @Test func specsAndDocsValidateAndWrongSpecsDoNot() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutgen-schema-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let specsDirectory = Self.root.appendingPathComponent("Specs")
        let specs = try FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)
            .filter { $0.contains(".layout.") }.sorted().map { specsDirectory.appendingPathComponent($0).path }
        #expect(specs.count >= 10)

        // Every yaml/json block in docs/ and the README that is a spec document (one the spec parser
        // accepts, whether or not it solves: the docs also show specs with errors).
        var documented: [String] = []
        for page in try Self.markdownPages() {
            let text = try String(contentsOfFile: page, encoding: .utf8)
            for (index, block) in Self.codeBlocks(in: text).enumerated() {
                let path = "Doc.layout.\(block.language)"
                guard let root = try? DocumentReader.read(contents: block.text, path: path),
                    (try? SpecParser.parse(root, path: path)) != nil
                else { continue }
                let name = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
                let file = directory.appendingPathComponent("\(name)-\(index).layout.\(block.language)")
                try block.text.write(to: file, atomically: true, encoding: .utf8)
                documented.append(file.path)
            }
        }
        #expect(documented.count >= 10, "docs/ should hold complete example specs")

        guard let valid = try Self.validate(specs + documented, invalid: false) else { return }
        #expect(valid.status == 0, "\(valid.output)")
        #expect(
            valid.output.components(separatedBy: "\n").filter { $0.hasPrefix("ok ") }.count == specs.count
                + documented.count)

        var wrongFiles: [String] = []
        for spec in Self.wrongSpecs {
            let file = directory.appendingPathComponent("\(spec.name).layout.yaml")
            try spec.text.write(to: file, atomically: true, encoding: .utf8)
            wrongFiles.append(file.path)
        }
        guard let invalid = try Self.validate(wrongFiles, invalid: true) else { return }
        #expect(invalid.status == 0, "\(invalid.output)")
        #expect(
            invalid.output.components(separatedBy: "\n").filter { $0.hasPrefix("invalid ") }.count == wrongFiles.count)
    }

    // MARK: Support

    /// Runs Scripts/validate-schema.py; `nil` (with a message) where python3, jsonschema or PyYAML is absent.
    static func validate(_ files: [String], invalid: Bool) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", root.appendingPathComponent("Scripts/validate-schema.py").path, schemaFile.path]
            + (invalid ? ["--invalid"] : []) + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            print("SpecSchemaTests: skipped, python3 is not available (\(error))")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if process.terminationStatus == 2 || process.terminationStatus == 127 {
            print("SpecSchemaTests: skipped, python3 with jsonschema and PyYAML is not available: \(output)")
            return nil
        }
        return (process.terminationStatus, output)
    }

    static func markdownPages() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        guard let enumerator = FileManager.default.enumerator(atPath: docs.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
            .map { docs.appendingPathComponent($0).path } + [root.appendingPathComponent("README.md").path]
    }

    /// The ```yaml and ```json blocks of a Markdown page.
    static func codeBlocks(in text: String) -> [(language: String, text: String)] {
        var blocks: [(language: String, text: String)] = []
        var current: (language: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```yaml" || line == "```json" {
                current = (String(line.dropFirst(3)), [])
            } else if let block = current, line == "```" {
                blocks.append((block.language, block.lines.joined(separator: "\n") + "\n"))
                current = nil
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return blocks
    }
}
