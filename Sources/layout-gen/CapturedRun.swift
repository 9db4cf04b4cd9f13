/// One in-process run of the tool: what a test of the command line compares.
struct CapturedRun: Equatable {
    /// The exit status.
    var status: ExitStatus
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
}

extension LayoutGenTool {
    /// Runs `layout-gen` with `arguments` as `run(arguments:)` does, collecting its output instead
    /// of printing it (the command layer exactly as the binary runs it, without spawning it).
    static func capturing(_ arguments: [String]) -> CapturedRun {
        let capture = ConsoleCapture()
        let status = Console.$capture.withValue(capture) { run(arguments: arguments) }
        let text = capture.text
        return CapturedRun(status: status, stdout: text.stdout, stderr: text.stderr)
    }
}
