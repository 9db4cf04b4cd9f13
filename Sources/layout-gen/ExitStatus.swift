/// `layout-gen`'s exit codes (docs/CLI-AND-PLUGIN.md).
enum ExitStatus: Int32 {
    /// Everything succeeded.
    case success = 0
    /// At least one spec has errors (or an output could not be written).
    case specErrors = 1
    /// The command line is malformed (sysexits' EX_USAGE).
    case usage = 64
}
