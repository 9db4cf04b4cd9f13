import Foundation
import Testing

/// On Apple's platforms `CGRect`, `CGSize`, `CGPoint` and `CGFloat` come from CoreGraphics, and code
/// that is `@inlinable` (or `@usableFromInline`) may only use what its own file imports: Swift
/// rejects `CGRect(x:y:width:height:)` in an inlinable function of a file that imports Foundation
/// alone ("cannot be used in an '@inlinable' function because 'CoreGraphics' was not imported by
/// this file"). On Linux these types come from Foundation, so only this rule catches it.
@Suite struct CoreGraphicsImportTests {
    static let coreGraphicsTypes = ["CGRect", "CGSize", "CGPoint", "CGFloat", "CGVector", "CGAffineTransform"]

    @Test func everyInlinableUseOfCoreGraphicsImportsIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var checked = 0
        var missing: [String] = []
        for target in ["LayoutRuntime", "LayoutSwiftUI"] {
            let folder = root.appendingPathComponent("Sources/\(target)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for name in names where name.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                checked += 1
                if Self.needsCoreGraphicsImport(text) { missing.append("\(target)/\(name)") }
            }
        }
        #expect(checked > 10, "expected the runtime's sources under \(root.path)")
        #expect(missing == [], "add `#if canImport(CoreGraphics) import CoreGraphics #endif` to these files")
    }

    /// The rule itself: an inlinable declaration naming a CoreGraphics type needs the import (or
    /// UIKit's or AppKit's, which re-export it); other code does not.
    @Test func theRuleFindsTheMissingImport() {
        let inlinable =
            "import Foundation\n@inlinable public func f() -> CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }\n"
        #expect(Self.needsCoreGraphicsImport(inlinable))
        #expect(!Self.needsCoreGraphicsImport("#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\n" + inlinable))
        #expect(!Self.needsCoreGraphicsImport("#if canImport(UIKit)\nimport UIKit\n" + inlinable))
        #expect(!Self.needsCoreGraphicsImport("import Foundation\npublic func f() -> CGRect { .zero }\n"))
        #expect(!Self.needsCoreGraphicsImport("import Foundation\n@inlinable public func f() -> Int { 1 } // CGRect\n"))
        #expect(Self.needsCoreGraphicsImport("import Foundation\n@usableFromInline let s: CGSize = .zero\n"))
    }

    /// Whether `text` has inlinable code (`@inlinable`, `@usableFromInline`) and names a
    /// CoreGraphics type outside comments, while importing none of CoreGraphics, UIKit and AppKit.
    /// Conservative: a file that mixes inlinable code and CoreGraphics types imports CoreGraphics.
    static func needsCoreGraphicsImport(_ text: String) -> Bool {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        if code.contains(where: { ["import CoreGraphics", "import UIKit", "import AppKit"].contains($0.trimmed) }) {
            return false
        }
        let inlinable = code.contains { $0.contains("@inlinable") || $0.contains("@usableFromInline") }
        return inlinable && code.contains { line in coreGraphicsTypes.contains { line.contains($0) } }
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
