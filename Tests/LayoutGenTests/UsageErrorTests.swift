import LayoutSpec
import Testing

@testable import layout_gen

/// Malformed command lines, run in-process: exit 64, the message, the command's usage and where
/// to read more; nothing on standard output.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        ([], "missing command"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--frob"], "unknown option '--frob'"),
        (["help", "frob"], "unknown command 'frob'"),
        (["help", "check", "eval"], "help takes one command name, not 2 arguments"),
        (["check"], "missing spec file"),
        (["check", "a.layout.yaml", "--frob"], "unknown option '--frob' for 'check'"),
        (["generate", "a.layout.yaml"], "missing --output-dir"),
        (["generate", "a.layout.yaml", "--output-dir"], "missing value for --output-dir"),
        (["generate", "a.layout.yaml", "-o"], "missing value for --output-dir"),
        (
            ["generate", "a.layout.yaml", "b.layout.yaml", "--output-file", "x.swift"],
            "--output-file takes exactly one spec"
        ),
        (
            ["generate", "a.layout.yaml", "--output-dir", "d", "--output-file", "x.swift"],
            "give either --output-dir or --output-file, not both"
        ),
        (["eval", "a.layout.yaml", "b.layout.yaml"], "eval takes exactly one spec"),
        (["eval", "a.layout.yaml", "--width"], "missing value for --width"),
        (["eval", "a.layout.yaml", "--width", "wide"], "--width expects a number, not 'wide'"),
        (["eval", "a.layout.yaml", "-w", "wide"], "--width expects a number, not 'wide'"),
        (["eval", "a.layout.yaml", "--height=nan"], "--height expects a number"),
        (["eval", "a.layout.yaml", "-H=nan"], "--height expects a number"),
        (["eval", "a.layout.yaml", "--scale", "-2"], "--scale must not be negative"),
        (["eval", "a.layout.yaml", "--width", "1", "-w", "2"], "--width given more than once"),
        (["eval", "a.layout.yaml", "--set", "gap"], "--set expects NAME=V"),
        (["eval", "a.layout.yaml", "--set", "gap=x"], "--set gap expects a number"),
        (["eval", "a.layout.yaml", "--size", "avatar=48"], "--size expects VIEW=WxH"),
        (["eval", "a.layout.yaml", "--size", "avatar=48x"], "--size avatar expects a number"),
        (["eval", "a.layout.yaml", "--font", "title=1,2"], "--font expects VIEW=ASC,DESC,CAP"),
        (["eval", "a.layout.yaml", "-o", "x"], "unknown option '-o' for 'eval'")
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = LayoutGenTool.capturing(arguments)
        #expect(run.status == .usage)
        #expect(run.stderr.hasPrefix("error: \(message)"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("\nUSAGE: layout-gen"))
        #expect(run.stdout.isEmpty)
    }

    /// The whole text of a usage error: message, the command's wrapped usage, the pointer to its help.
    @Test func aUsageErrorPrintsTheCommandsUsage() {
        let run = LayoutGenTool.capturing(["explain"])
        #expect(
            run.stderr == """
                error: missing spec file
                USAGE: layout-gen explain SPEC
                See 'layout-gen explain --help'.

                """)
    }

    /// "Did you mean" for misspelled commands and options (a prefix, a swap, a letter off); nothing
    /// when no name is close.
    @Test(arguments: [
        (["gen"], "unknown command 'gen'; did you mean 'generate'?"),
        (["evl", "a.layout.yaml"], "unknown command 'evl'; did you mean 'eval'?"),
        (["help", "rendr"], "unknown command 'rendr'; did you mean 'render'?"),
        (["--verison"], "unknown option '--verison'; did you mean '--version'?"),
        (["eval", "a.layout.yaml", "--widht", "3"], "unknown option '--widht' for 'eval'; did you mean '--width'?"),
        (
            ["render", "a.layout.yaml", "--ouput", "a.svg"],
            "unknown option '--ouput' for 'render'; did you mean '--output'?"
        ),
        (
            ["eval", "a.layout.yaml", "--safearea", "1,2,3,4"],
            "unknown option '--safearea' for 'eval'; did you mean '--safe-area'?"
        ),
        (["frobnicate"], "unknown command 'frobnicate'\n"),
        (["eval", "a.layout.yaml", "--zzz", "1"], "unknown option '--zzz' for 'eval'\n")
    ])
    func misspellingsGetASuggestion(arguments: [String], message: String) {
        let run = LayoutGenTool.capturing(arguments)
        #expect(run.status == .usage)
        #expect(run.stderr.hasPrefix("error: \(message)"), "stderr: \(run.stderr)")
    }

    /// A label's descender lies below the baseline, so it is negative, as `UIFont.descender`; a
    /// positive one (which would put the baseline 5 points below the label) is refused.
    @Test(arguments: [
        (
            "title=18,5,12",
            "--font title: the descender is negative (it lies below the baseline, as UIFont.descender): write title=18,-5,12, not 'title=18,5,12'"
        ),
        ("title=-18,-5,12", "--font title: the ascender must not be negative"),
        ("title=18,-5,-12", "--font title: the cap height must not be negative")
    ])
    func fontMetricsAreAFontsMetrics(font: String, message: String) {
        for command in [["eval", "a.layout.yaml"], ["render", "a.layout.yaml", "-o", "a.svg"]] {
            let run = LayoutGenTool.capturing(command + ["--font", font])
            #expect(run.status == .usage)
            #expect(run.stderr.hasPrefix("error: \(message)"), "stderr: \(run.stderr)")
        }
    }
}
