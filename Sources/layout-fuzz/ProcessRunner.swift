import Foundation

/// Runs a program with a time limit and collects its exit, output and error output.
enum ProcessRunner {
    /// How a run ended.
    struct Result {
        /// The exit status, or the signal number when `signaled`.
        var status: Int32
        /// Whether a signal ended it.
        var signaled: Bool
        /// Whether it was killed for running past the limit.
        var timedOut: Bool
        /// Standard output.
        var output: String
        /// Standard error.
        var error: String
    }

    /// Runs `executable` with `arguments` in `directory`, killing it after `limit` seconds.
    static func run(_ executable: String, _ arguments: [String], in directory: URL, limit: Double) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        let outputReader = PipeReader(output.fileHandleForReading)
        let errorReader = PipeReader(error.fileHandleForReading)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, output: outputReader.finish(), error: errorReader.finish())
    }
}

/// Drains a pipe on a background thread, so a chatty child never blocks on a full pipe.
final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle` until its end.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let all = handle.readDataToEndOfFile()
            lock.lock()
            data = all
            lock.unlock()
            done.signal()
        }
    }

    /// Everything read, once the writer has closed the pipe.
    func finish() -> String {
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
