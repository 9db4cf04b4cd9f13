import Foundation

/// Runs a program in a child process under a time limit, so that a case that hangs is reported as
/// "timed out after N s" instead of stalling the whole benchmark run (and CI).
struct DeadlineProcess {
    /// How a run ended.
    enum Outcome {
        /// Exited by itself: its status, its standard output, and its CPU time (user + system,
        /// its own children included) in seconds.
        case finished(status: Int32, output: String, cpuSeconds: Double)
        /// Killed at the time limit.
        case timedOut(afterSeconds: Double)
        /// Could not be started.
        case failedToStart(String)
    }

    /// Runs `executable` with `arguments`; kills it (SIGTERM, then SIGKILL) after `seconds`.
    static func run(
        _ executable: URL, _ arguments: [String], limit seconds: Double,
        directory: URL? = nil
    ) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to a file, not a pipe, so a chatty child can never block on a full pipe.
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutgen-bench-out-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        guard let handle = try? FileHandle(forWritingTo: outputFile) else {
            return .failedToStart("cannot create \(outputFile.path)")
        }
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        let cpuBefore = childrenCPUSeconds()
        do {
            try process.run()
        } catch {
            return .failedToStart("\(error)")
        }
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        while process.isRunning && elapsed() < seconds {
            usleep(20_000)
        }
        if process.isRunning {
            process.terminate()
            let killAt = elapsed() + 2
            while process.isRunning && elapsed() < killAt { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return .timedOut(afterSeconds: seconds)
        }
        process.waitUntilExit()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return .finished(
            status: process.terminationStatus, output: output,
            cpuSeconds: childrenCPUSeconds() - cpuBefore)
    }

    /// User + system CPU time of all waited-for children of this process so far.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// This process's own CPU time (user + system) so far.
    static func ownCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
