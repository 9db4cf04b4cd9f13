import Foundation

/// One entry of a spec's `examples:` (docs/Solving.md): an `eval` input and the frames it must give,
/// each expected value with the position it is written at.
public struct LayoutExample: Equatable, Sendable {
    /// An expected frame (`view: [x, y, w, h]`) or fitting size (`[w, h]`) and where it is written.
    public struct Expectation: Equatable, Sendable {
        /// The item's name, or `fittingSize`.
        public var name: String
        /// The expected numbers: four for a frame, two for the fitting size.
        public var values: [Double]
        /// Where the entry's key is written.
        public var location: SourceLocation

        /// Creates an expectation.
        public init(name: String, values: [Double], location: SourceLocation) {
            self.name = name
            self.values = values
            self.location = location
        }
    }

    /// The example's 1-based position in `examples:`.
    public var number: Int
    /// Where the example starts.
    public var location: SourceLocation
    /// The run-time input, as `eval` would build it from the same flags.
    public var input: EvaluationInput
    /// The expected frames, in the order written.
    public var frames: [Expectation]
    /// The expected fitting size, when given.
    public var fittingSize: Expectation?

    /// Creates an example.
    public init(number: Int, location: SourceLocation, input: EvaluationInput, frames: [Expectation],
                fittingSize: Expectation? = nil) {
        self.number = number
        self.location = location
        self.input = input
        self.frames = frames
        self.fittingSize = fittingSize
    }
}
