import Foundation
import Testing

/// The generated code computes a value that is the same in both directions once, before
/// `if rtl { … } else { … }`: no golden file assigns the same value in both branches.
@Suite struct GoldenRightToLeftTests {
    /// The assignments (`name = value`) each `if rtl` of `source` makes in both of its branches.
    static func repeatedAssignments(in source: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        var repeated: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.trimmingCharacters(in: .whitespaces) == "if rtl {" else { continue }
            let indent = String(line.prefix { $0 == " " })
            var rightToLeft: [String] = []
            var leftToRight: [String] = []
            var inElse = false
            while index < lines.count, lines[index] != indent + "}" {
                let text = lines[index].trimmingCharacters(in: .whitespaces)
                if lines[index] == indent + "} else {" {
                    inElse = true
                } else if text.contains(" = ") {
                    if inElse { leftToRight.append(text) } else { rightToLeft.append(text) }
                }
                index += 1
            }
            repeated += rightToLeft.filter(leftToRight.contains)
        }
        return repeated
    }

    @Test func noGoldenFileRepeatsAValueInBothDirections() throws {
        let folder = GoldenFilesTests.goldenFolder
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 15)
        for file in files.sorted() {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.repeatedAssignments(in: source) == [], "\(file)")
        }
    }

    /// The scan itself finds a value repeated in both branches.
    @Test func aRepeatedValueIsFound() {
        let source = """
                if rtl {
                    a_minX = container_width - 56
                    a_width = 40
                } else {
                    a_minX = 16
                    a_width = 40
                }
            """
        #expect(Self.repeatedAssignments(in: source) == ["a_width = 40"])
    }
}
