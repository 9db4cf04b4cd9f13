import Foundation
import Testing

/// Runtime calls are typed (`RuntimeCall`, CodeGen/Model/RuntimeCall.swift): the code generator,
/// its passes and its back-ends never build or recognise a runtime function by its Swift name, and
/// every back-end switches over all of the enum's cases without a `default:`, so a new runtime
/// function is a compile error in each of them.
@Suite struct RuntimeCallTests {
    /// The one file that spells the runtime's names.
    static let enumFile = "CodeGen/Model/RuntimeCall.swift"
    /// Spellings of runtime functions and types that only `RuntimeCall` may write.
    static let runtimeSpellings = [
        #""PixelRounding""#, #""frameOutlined""#, #""frame""#, #""px""#, #""floorPx""#, #""ceilPx""#,
        #""holds""#, #""condition""#, #""forWidth""#, #"identifier("CGRect")"#, #"identifier("CGSize")"#,
        "minimumFunction", "maximumFunction"
    ]
    /// The functions of each back-end that switch over `RuntimeCall`.
    static let backEnds = [
        ("CodeGen/Interpreter/InterpreterMachine.swift", "private func runtime(_ call: RuntimeCall)"),
        ("CodeGen/Rendering/JavaScriptRenderer.swift", "private static func runtime(_ call: RuntimeCall)"),
        ("CodeGen/Model/RuntimeCall.swift", "package var swiftSpelling: SwiftExpression")
    ]

    @Test func noCodeGenFileSpellsARuntimeFunctionByName() throws {
        let sources = try FolderDependencyTests.readSources()
        var found: [String] = []
        for (path, text) in sources where path.hasPrefix("CodeGen/") && path != Self.enumFile {
            let code = Self.withoutCommentLines(text)
            for spelling in Self.runtimeSpellings where code.contains(spelling) {
                found.append("\(path): \(spelling)")
            }
        }
        #expect(found.sorted() == [], "build runtime calls as `RuntimeCall` cases, match them by case")
        #expect(sources[Self.enumFile]?.contains(#""PixelRounding""#) == true, "the enum spells the names")
    }

    @Test func everyBackEndSwitchesOverEveryCase() throws {
        let sources = try FolderDependencyTests.readSources()
        let enumText = try #require(sources[Self.enumFile])
        let cases = Self.caseNames(of: "RuntimeCall", in: enumText)
        #expect(cases.count >= 10, "the runtime calls: \(cases)")
        #expect(cases.contains("roundedFrame") && cases.contains("traitHolds"))
        for (file, signature) in Self.backEnds {
            let text = try #require(sources[file])
            let body = try #require(Self.body(of: signature, in: text), "\(file) has \(signature)")
            #expect(!body.contains("default:"), "\(file) switches over RuntimeCall without `default:`")
            let missing = cases.filter { !body.contains("case ." + $0) && !body.contains(", ." + $0) }
            #expect(missing == [], "\(file) handles every RuntimeCall case")
        }
        #expect(
            sources["CodeGen/Rendering/SwiftRenderer.swift"]?.contains("case .runtime(let call):") == true,
            "the Swift renderer prints runtime calls through their spelling")
    }

    /// The checks themselves.
    @Test func theHelpersFindWhatTheyLookFor() {
        let text = "enum E {\n    case a(Int)\n    case bc\n    /// case no\n    var x: Int {\n        1\n    }\n}\n"
        #expect(
            Self.caseNames(of: "E", in: "package enum E: Hashable {\n    case a(Int)\n    case bc\n}") == ["a", "bc"])
        #expect(Self.body(of: "var x: Int", in: text) == "        1\n")
        #expect(Self.withoutCommentLines("a\n  // \"px\"\nb") == "a\nb")
    }

    /// `text` without its lines that are comments.
    static func withoutCommentLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
    }

    /// The names of the cases declared directly in `enum name` (four-space indented `case x`).
    static func caseNames(of name: String, in text: String) -> [String] {
        guard let start = text.range(of: "enum \(name)") else { return [] }
        var names: [String] = []
        for line in text[start.upperBound...].split(separator: "\n").dropFirst() {
            if line == "}" { break }
            guard line.hasPrefix("    case ") else { continue }
            let rest = line.dropFirst("    case ".count)
            names.append(String(rest.prefix { $0.isLetter || $0.isNumber }))
        }
        return names
    }

    /// The lines between `signature {` and the closing brace at the signature's indentation.
    static func body(of signature: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.contains(signature) }) else { return nil }
        let indent = lines[first].prefix { $0 == " " }
        guard let last = lines[(first + 1)...].firstIndex(where: { $0 == indent + "}" }) else { return nil }
        return lines[(first + 1)..<last].map { $0 + "\n" }.joined()
    }
}
