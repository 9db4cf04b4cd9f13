import Foundation
import LayoutSpec
import Testing

/// `layout-gen import`: writes the specs, never over an existing one unless `--force`, reports what
/// it could not import, and compiles what it wrote.
@Suite struct ImportCommandTests {
    static let files = PackageRoot.url.appendingPathComponent("Tests/InterfaceBuilderFiles")

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesOneSpecPerRootAndNeverReplacesOneWithoutForce() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = Self.files.appendingPathComponent("Login.storyboard").path
        let first = try CLITests.run(["import", storyboard, "--output-dir", folder.path])
        #expect(first.status == 0, "\(first.stderr)")
        let login = folder.appendingPathComponent("Login.layout.yaml")
        let settings = folder.appendingPathComponent("Settings.layout.yaml")
        let written = try String(contentsOf: login, encoding: .utf8)
        #expect(written.hasPrefix("# Imported by `layout-gen import` from Login.storyboard"))
        #expect(FileManager.default.fileExists(atPath: settings.path))

        // The user edits a spec; importing again writes nothing and says why.
        try "edited\n".write(to: login, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: settings)
        let second = try CLITests.run(["import", storyboard, "--output-dir", folder.path])
        #expect(second.status == 1)
        #expect(second.stderr.contains("error: '\(login.path)' already exists; nothing was written (give --force"))
        #expect(try String(contentsOf: login, encoding: .utf8) == "edited\n")
        #expect(!FileManager.default.fileExists(atPath: settings.path))

        let forced = try CLITests.run(["import", storyboard, "--output-dir", folder.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: login, encoding: .utf8) == written)
    }

    @Test func writesBesideTheFileByDefaultAndReportsWarnings() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Problems.xib")
        try FileManager.default.copyItem(at: Self.files.appendingPathComponent("Problems.xib"), to: copy)
        let run = try CLITests.run(["import", copy.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(copy.path):19:17: warning: view1 is marked misplaced in the file"))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("ProblemsHeaderCard.layout.yaml").path)
        )
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("ProblemsFooter.layout.yaml").path))
    }

    @Test func aMalformedFileIsALocatedErrorAndWritesNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.xib")
        try
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let run = try CLITests.run(["import", broken.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(broken.path):4:"))
        #expect(run.stderr.contains(": error: malformed Interface Builder file: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Broken.xib"])
    }

    @Test(arguments: [
        (["import"], "error: missing .xib or .storyboard file"),
        (["import", "A.xib", "--force=yes"], "error: --force takes no value"),
        (["import", "A.xib", "--output-dir", ""], "error: --output-dir is empty")
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let run = try CLITests.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message))
    }

    @Test func helpDescribesTheCommand() throws {
        let run = try CLITests.run(["import", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\nUSAGE: layout-gen import FILE.xib|FILE.storyboard... [-o DIR] [--force]\n"))
        #expect(run.stdout.contains("  -o, --output-dir DIR  Write the specs into DIR"))
        #expect(try CLITests.run(["--help"]).stdout.contains("\n  import  "))
    }
}
