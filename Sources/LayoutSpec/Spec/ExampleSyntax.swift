/// One entry of `examples:` (docs/Solving.md), typed by `SpecParser`: its input values, expected
/// frames and fitting size, each with the position it is written at. Its names (inputs, conditions,
/// views) are not yet checked: they are checked against the generated API by `ExampleParser`.
package struct ExampleSyntax: Hashable, Sendable {
    /// A name written in an example (a condition of `when:`) and where it is written.
    package typealias Name = NamedDeclaration

    /// Numbers written under a name (`title: [16, 12, 120, 20]`, `gap: 8`), located at the name.
    package struct NamedNumbers: Hashable, Sendable {
        /// The key: an input, a view or `fittingSize`.
        package var name: String
        /// The numbers, as many as the key's form asks for.
        package var values: [Double]
        /// Where the key is written.
        package var location: SourceLocation

        /// Creates located numbers.
        package init(name: String, values: [Double], location: SourceLocation) {
            self.name = name
            self.values = values
            self.location = location
        }
    }

    /// One key of an example's `input` (`layout-gen eval`'s options without the dashes).
    package enum InputValue: Hashable, Sendable {
        /// `width: N` (≥ 0).
        case width(Double)
        /// `height: N` (≥ 0).
        case height(Double)
        /// `scale: N` (≥ 0).
        case scale(Double)
        /// `set: {input: value}`: one number per name.
        case inputs([NamedNumbers])
        /// `when: name` or `when: [names]`.
        case conditions([Name])
        /// `size: {view: [w, h]}` (or `"WxH"`): two numbers ≥ 0 per name.
        case sizes([NamedNumbers])
        /// `font: {view: [ascender, descender, capHeight]}`: three numbers per name.
        case fonts([NamedNumbers])
        /// `safe-area: [top, left, bottom, right]`.
        case safeArea([Double])
        /// `margins: [top, left, bottom, right]`.
        case margins([Double])
    }

    /// The example's 1-based position in `examples:`.
    package var number: Int
    /// Where the example starts.
    package var location: SourceLocation
    /// The keys of `input:`, in the order written.
    package var input: [InputValue]
    /// `frames:`: four numbers per item, in the order written.
    package var frames: [NamedNumbers]
    /// `fittingSize: [w, h]`, named `fittingSize`, when given.
    package var fittingSize: NamedNumbers?
    /// Whether the example has no shape error; a malformed example keeps its well-formed parts, so
    /// their names are still checked, but it is never evaluated.
    package var isWellFormed: Bool

    /// Creates an example's syntax.
    package init(
        number: Int, location: SourceLocation, input: [InputValue], frames: [NamedNumbers],
        fittingSize: NamedNumbers? = nil, isWellFormed: Bool = true
    ) {
        self.number = number
        self.location = location
        self.input = input
        self.frames = frames
        self.fittingSize = fittingSize
        self.isWellFormed = isWellFormed
    }
}
