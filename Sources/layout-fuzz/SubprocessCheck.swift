import Foundation

/// The checks run on a sample of cases through the real `layout-gen` binary: exit 0, 1 or 64
/// only, no signal, no run over the time limit, every error line located, and `generate` writing
/// exactly the bytes compiled in process (so output is identical across processes).
enum SubprocessCheck {
    /// Runs `check` and `generate` on the spec at `path`; `expected` is the in-process source when
    /// the spec was accepted, `nil` when it was rejected.
    static func run(tool: String, path: String, expected: String?, directory: URL, limit: Double) throws {
        let check = try ProcessRunner.run(tool, ["check", path], in: directory, limit: limit)
        try verify(check, command: "check", limit: limit)
        guard (check.status == 0) == (expected != nil) else {
            throw FuzzFailure(
                kind: "exit-code",
                detail: "check exited \(check.status), but in process the spec was "
                    + (expected == nil ? "rejected" : "accepted"))
        }
        let output = directory.appendingPathComponent("Out.swift")
        try? FileManager.default.removeItem(at: output)
        let generate = try ProcessRunner.run(
            tool, ["generate", path, "--output-file", output.path], in: directory,
            limit: limit)
        try verify(generate, command: "generate", limit: limit)
        let written = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) }
        if let expected {
            guard generate.status == 0, written == expected else {
                throw FuzzFailure(
                    kind: "nondeterministic", detail: "generate wrote other bytes than the in-process compiler")
            }
        } else if written != nil || generate.status != 1 {
            throw FuzzFailure(
                kind: "exit-code",
                detail: "generate of a rejected spec exited \(generate.status) "
                    + (written == nil ? "" : "and wrote a file"))
        }
    }

    private static func verify(_ result: ProcessRunner.Result, command: String, limit: Double) throws {
        if result.timedOut {
            throw FuzzFailure(kind: "timeout", detail: "\(command) ran longer than \(limit) s")
        }
        if result.signaled {
            throw FuzzFailure(kind: "signal", detail: "\(command) ended by signal \(result.status)")
        }
        guard [0, 1, 64].contains(result.status) else {
            throw FuzzFailure(kind: "exit-code", detail: "\(command) exited \(result.status)")
        }
        for line in result.error.split(separator: "\n") where line.contains("error: ") || line.contains("warning: ") {
            if line.hasPrefix("error:") || line.hasPrefix("warning:") || !isLocated(line) {
                throw FuzzFailure(kind: "unlocated", detail: "\(command): \(line)")
            }
        }
    }

    /// Whether a line starts with `PATH:LINE:COL: `.
    private static func isLocated(_ line: Substring) -> Bool {
        guard let range = line.range(of: ": error: ") ?? line.range(of: ": warning: ") else { return false }
        let parts = line[..<range.lowerBound].split(separator: ":")
        guard parts.count >= 3 else { return false }
        return Int(parts[parts.count - 1]) != nil && Int(parts[parts.count - 2]) != nil
    }
}
