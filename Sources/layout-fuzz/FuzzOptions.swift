import Foundation

/// The fuzzer's command line: `layout-fuzz [--seed N] [--cases N] [--start N] [--root DIR]
/// [--tool PATH] [--subprocess-every N] [--compile-every N] [--twice-every N] [--failures DIR]
/// [--work DIR]`.
struct FuzzOptions {
    /// The run's seed (a fresh one from the clock when not given; always printed).
    var seed = UInt64(Date().timeIntervalSince1970 * 1_000_000) & 0xFFFF_FFFF_FFFF
    /// How many cases to run.
    var cases = 1_000
    /// The index of the first case (a batch of a longer run).
    var start = 0
    /// The package folder (seeds come from its `Specs/` and `docs/`).
    var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The `layout-gen` binary for the subprocess checks (default: next to this executable).
    var tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("layout-gen").path
    /// Every how many cases `layout-gen check` and `generate` run as subprocesses (0: never).
    var subprocessEvery = 50
    /// Every how many accepted cases the generated code is compiled and run (0: never).
    var compileEvery = 300
    /// Every how many cases the spec is compiled twice in process.
    var twiceEvery = 3
    /// Where failing cases are copied.
    var failures: URL?
    /// The scratch folder (default: a fresh one in the temporary folder); after a crash the case
    /// being checked is still in its `case/` subfolder.
    var work: URL?
    /// The time limit of one case, in seconds.
    var limit = 10.0

    /// Reads the command line; exits 64 on a malformed one.
    static func parse(_ arguments: [String]) -> FuzzOptions {
        var options = FuzzOptions()
        var index = 0
        func value() -> String {
            index += 1
            guard index < arguments.count else { usage("missing value for \(arguments[index - 1])") }
            return arguments[index]
        }
        func number(_ text: String) -> Int {
            guard let number = Int(text), number >= 0 else { usage("not a number: \(text)") }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--seed":
                guard let seed = UInt64(value()) else { usage("--seed takes a whole number") }
                options.seed = seed
            case "--cases": options.cases = number(value())
            case "--start": options.start = number(value())
            case "--root": options.root = URL(fileURLWithPath: value())
            case "--tool": options.tool = value()
            case "--subprocess-every": options.subprocessEvery = number(value())
            case "--compile-every": options.compileEvery = number(value())
            case "--twice-every": options.twiceEvery = max(1, number(value()))
            case "--failures": options.failures = URL(fileURLWithPath: value())
            case "--work": options.work = URL(fileURLWithPath: value())
            default: usage("unknown argument \(arguments[index])")
            }
            index += 1
        }
        return options
    }

    private static func usage(_ message: String) -> Never {
        FileHandle.standardError.write(Data("layout-fuzz: \(message)\n".utf8))
        exit(64)
    }
}
