import Foundation
import Testing

@testable import LayoutSpec

/// Type names the generated code would shadow: rejected at `name:` with a suggestion,
/// from one table that covers every name the generated code and the runtime use.
@Suite struct HostileNameTests {
    typealias Support = HostileSpecSupport

    static let packageRoot = PackageRoot.url

    @Test(arguments: [
        "CGFloat", "CGRect", "CGSize", "CGPoint", "Bool", "Int", "Double", "Equatable", "Sendable",
        "Hashable", "LayoutTraits", "FontMetrics", "LayoutInsets", "HeightForWidth", "PixelRounding",
        "LayoutFrameTarget", "Swift", "Foundation", "LayoutRuntime", "Input", "Frames"
    ])
    func reservedTypeNamesAreRejectedAtTheName(name: String) {
        // `name: ` is 6 characters: the name starts at column 7.
        let error = Support.firstError("name: \(name)\n" + Support.withStatement("a.width == 10"))
        #expect(
            error == "1:7: error: `\(name)` would shadow a type the generated code uses; "
                + "choose another name, such as `\(name)Layout`")
    }

    @Test func theTableHoldsEveryPublicTypeOfTheRuntime() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/LayoutRuntime")
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(whereSeparator: { " :{<".contains($0) })
                if words.count > 2, ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(words[1]) {
                    names.insert(String(words[2]))
                }
            }
        }
        #expect(names.count >= 6)
        #expect(
            names.subtracting(GeneratedCodeNames.runtimeTypes).isEmpty,
            "missing: \(names.subtracting(GeneratedCodeNames.runtimeTypes))")
    }

    @Test func theTableHoldsEveryTypeNameTheGoldenFilesUse() throws {
        let folder = Self.packageRoot.appendingPathComponent("Tests/ExamplesTests/Golden")
        var used: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let ownType = String(file.dropLast(".swift".count))
            for line in text.split(separator: "\n") {
                // Code only: drop comments and string literals.
                var code = line.components(separatedBy: "//").first ?? ""
                code = code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
                let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
                for word in words {
                    // A type is the first component of a capitalised name (`LayoutTraits.SizeClass`).
                    guard let first = word.split(separator: ".").first, let initial = first.first,
                        initial.isUppercase, !word.hasPrefix(".")
                    else { continue }
                    if first != ownType { used.insert(String(first)) }
                }
            }
        }
        #expect(used.contains("CGFloat") && used.contains("LayoutTraits"))
        #expect(
            used.subtracting(GeneratedCodeNames.reservedTypeNames).isEmpty,
            "names the generated code uses but the table lacks: \(used.subtracting(GeneratedCodeNames.reservedTypeNames))"
        )
    }

    @Test func aTypeNameFromTheFileStemIsCheckedToo() {
        // `Layout.layout.yaml` would be `LayoutLayout` (fine); a stem of 200 characters + `Layout` is too long.
        let stem = String(repeating: "N", count: 200)
        let error = Support.firstError(Support.withStatement("a.width == 10"), path: "\(stem).layout.yaml")
        #expect(
            error.hasPrefix(
                "1:1: error: the file name `\(stem).layout.yaml` gives a type name that cannot be used: "
                    + "the type name is longer than 200 characters"))
    }

    @Test func everyReservedNameIsAlsoAvoidedByLocalNames() {
        #expect(GeneratedCodeNames.reservedTypeNames.isSubset(of: LocalNameAllocator.reservedNames))
    }
}
