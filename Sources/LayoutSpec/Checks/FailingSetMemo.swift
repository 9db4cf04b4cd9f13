import Foundation

/// The answers a `CheckDomain`'s failing sets have computed, by failing set: the fields of a form
/// column share one `minX` and one width, so each check asks the same questions once per field,
/// and the answers are the same. Keyed by the pieces themselves (the sets' domain is the memo's),
/// so a hit is the exact same computation; and each witness point's values by input.
final class FailingSetMemo: @unchecked Sendable {
    /// What is asked of a failing set.
    enum Question: Hashable {
        /// `nearestWitness()`.
        case nearestWitness
        /// `extent(of:)` of an input.
        case extent(Int)
        /// `failingInterval(of:around:)` of an input around a point.
        case failingInterval(Int, around: [Double])
    }

    /// An answer.
    enum Answer {
        case witness(FailingSet.Witness?)
        case range(ClosedRange<Double>?)
    }

    /// The pieces as a key whose hash is the set's `fingerprint` (the failure functions and the
    /// count; bounds are most of a piece's numbers and rarely tell two sets apart); equality
    /// compares everything (at once when both sets have the same pieces array).
    private struct Key: Hashable {
        var pieces: [FailingSet.Piece]
        var fingerprint: Int
        var question: Question

        static func == (a: Key, b: Key) -> Bool {
            a.fingerprint == b.fingerprint && a.question == b.question && a.pieces == b.pieces
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(question)
            hasher.combine(fingerprint)
        }
    }

    /// Guards the table (checks may run on any thread).
    private let lock = NSLock()
    /// The answers so far.
    private var answers: [Key: Answer] = [:]

    /// Witness points as input values, by point.
    private var inputValues: [[Double]: [Parameter: Double]] = [:]

    /// `point` (one value per entry of `parameters`) by input, built once per point: the many
    /// findings about one shared failing set (a form column's fields) have the same witness.
    func inputValues(at point: [Double], parameters: [Parameter]) -> [Parameter: Double] {
        if let known = lock.withLock({ inputValues[point] }) { return known }
        let built = Dictionary(zip(parameters, point), uniquingKeysWith: { first, _ in first })
        lock.withLock { inputValues[point] = built }
        return built
    }

    /// The answer to `question` about `set`, computed by `compute` the first time it is asked.
    func answer(_ question: Question, about set: FailingSet, compute: () -> Answer) -> Answer {
        let key = Key(pieces: set.pieces, fingerprint: set.fingerprint, question: question)
        if let known = lock.withLock({ answers[key] }) { return known }
        let found = compute()
        lock.withLock { answers[key] = found }
        return found
    }
}
