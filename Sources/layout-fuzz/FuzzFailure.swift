/// A property the fuzz run asserts, broken by one case.
struct FuzzFailure: Error, CustomStringConvertible {
    /// Which property: `unlocated`, `nondeterministic`, `exit-code`, `signal`, `timeout`,
    /// `does-not-compile`, `eval-mismatch`, `internal-error`.
    var kind: String
    /// What was seen.
    var detail: String

    /// `KIND: DETAIL`.
    var description: String { "\(kind): \(detail)" }
}
