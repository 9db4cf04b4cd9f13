import LayoutSpec
import Testing

@testable import layout_gen

/// Every help page, pinned by a golden file, in the one layout they share.
@Suite struct HelpTests {
    static let commands: [CommandName?] = [nil] + CommandName.allCases.map { $0 }

    @Test(arguments: commands)
    func helpMatchesItsGoldenFile(command: CommandName?) throws {
        let run = LayoutGenTool.capturing(["help"] + (command.map { [$0.rawValue] } ?? []))
        #expect(run.status == .success)
        #expect(run.stderr.isEmpty)
        try GoldenText.expect(run.stdout, matches: "help\(command.map { "-" + $0.rawValue } ?? "").txt", in: "CLI")
    }

    /// `help COMMAND`, `COMMAND --help`, `COMMAND -h` and `-h` after other arguments print the same page.
    @Test(arguments: CommandName.allCases)
    func everySpellingOfHelpPrintsThePage(command: CommandName) {
        let page = LayoutGenTool.capturing(["help", command.rawValue]).stdout
        for arguments in [
            [command.rawValue, "--help"], [command.rawValue, "-h"], [command.rawValue, "x.layout.yaml", "-h"]
        ] {
            let run = LayoutGenTool.capturing(arguments)
            #expect(run.status == .success)
            #expect(run.stdout == page, "\(arguments)")
        }
        #expect(LayoutGenTool.capturing(["-h"]).stdout == LayoutGenTool.capturing(["help"]).stdout)
    }

    /// `help help` asks for the help of `help`, which is the overview.
    @Test func helpHelpPrintsTheOverview() {
        let run = LayoutGenTool.capturing(["help", "help"])
        #expect(run.status == .success)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == LayoutGenTool.capturing(["help"]).stdout)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
    }

    /// Every page has the sections in order, and no line is wider than 100 columns.
    @Test(arguments: commands)
    func pagesShareOneLayout(command: CommandName?) {
        let page = LayoutGenTool.capturing(["help"] + (command.map { [$0.rawValue] } ?? [])).stdout
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.filter { $0.count > 100 })")
        var sections = [
            "OVERVIEW: ", "USAGE: layout-gen", command == nil ? "COMMANDS:" : "ARGUMENTS:", "OPTIONS:", "EXAMPLES:"
        ]
        if command == .schema { sections.remove(at: 2) }  // `schema` takes no arguments
        let starts = sections.map { section in lines.firstIndex { $0.hasPrefix(section) } }
        #expect(starts.allSatisfy { $0 != nil }, "\(sections) in \(page)")
        let found = starts.compactMap { $0 }
        #expect(found == found.sorted())
        #expect(page.contains("  -h, --help "))
    }

    /// The usage shown with a usage error is the page's, wrapped at 100 columns under the command.
    @Test(arguments: CommandName.allCases)
    func usageLinesAreWrapped(command: CommandName) {
        let usage = HelpText.usage(command).split(separator: "\n")
        #expect(usage.allSatisfy { $0.count <= 100 })
        #expect(usage.first?.hasPrefix("USAGE: layout-gen \(command.rawValue)") == true)
        let indent = "USAGE: layout-gen \(command.rawValue) ".count
        for line in usage.dropFirst() {
            #expect(line.prefix(indent).allSatisfy { $0 == " " } && line.dropFirst(indent).first != " ")
        }
    }

    /// `eval --help` lists exactly the options of the evaluation table, in its order (the names an
    /// `examples:` input uses as keys), and names the built-in conditions `--when` takes.
    @Test func evalHelpListsTheEvaluationOptions() {
        let page = LayoutGenTool.capturing(["eval", "--help"]).stdout
        let listed = page.split(separator: "\n").filter { $0.hasPrefix("  -") }
            .compactMap { $0.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init) }
        #expect(listed == EvaluationOption.allCases.map(\.flag) + ["--help"])
        #expect(page.contains("isHorizontalVerticalRegular"))
    }
}
