import Foundation

/// Ends the run when one case has been compiling for longer than the limit: a hang is a failure,
/// reported with the run's seed and the case's index before the process exits with status 3.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: Date?
    private var label = ""
    private let limit: Double

    /// A watchdog allowing `limit` seconds per case; its thread starts at once.
    init(limit: Double) {
        self.limit = limit
        Thread.detachNewThread { [self] in watch() }
    }

    /// A case begins (`label` names it in the report).
    func begin(_ label: String) {
        lock.lock()
        started = Date()
        self.label = label
        lock.unlock()
    }

    /// The case ended.
    func end() {
        lock.lock()
        started = nil
        lock.unlock()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            lock.lock()
            let overdue = started.map { Date().timeIntervalSince($0) > limit } ?? false
            let label = self.label
            lock.unlock()
            if overdue {
                FileHandle.standardError.write(Data("FAIL timeout: \(label) ran longer than \(limit) s\n".utf8))
                exit(3)
            }
        }
    }
}
