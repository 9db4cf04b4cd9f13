/// An `eval` request that does not fit the spec: it names an input, condition, measured view or
/// label the spec does not declare. The spec itself is fine; the command line is at fault.
public struct EvaluationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming what the spec does declare.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
