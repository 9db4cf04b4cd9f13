/// The canvas input of a spec a view of an imported file is laid out by (`layout:`): the measured
/// sizes, fonts, inputs and hidden flags of its first example (for an imported spec, its own file's canvas),
/// under the names they have in the composing spec, so that the composing example shows the
/// content as that spec's canvas does.
struct InterfaceBuilderComposedCanvas: Sendable {
    /// `size:` entries.
    var sizes: [SpecNamedNumbers] = []
    /// `font:` entries.
    var fonts: [SpecNamedNumbers] = []
    /// `set:` entries (the spec's inputs).
    var inputs: [SpecNamedValue] = []
    /// `when:` flags (hidden views).
    var conditions: [String] = []
    /// Whether the example checks the composed view's own frame on the canvas.
    var checksFrame = true

    /// No canvas: nothing to add.
    init() {}

    /// Adds `other`'s entries after these (the canvases of several composed views, in view order).
    mutating func add(_ other: InterfaceBuilderComposedCanvas) {
        sizes += other.sizes
        fonts += other.fonts
        inputs += other.inputs
        conditions += other.conditions
    }

    /// The canvas of the spec at `path`, its names as view `view` composes them; empty when the spec
    /// cannot be read (composing it reports why) or has no example.
    init(specAt path: String, composedInto view: String) {
        guard let example = (try? ComposedSpecFile.read(path))?.examples?.examples.first else { return }
        func renamed(_ numbers: [ExampleSyntax.NamedNumbers]) -> [SpecNamedNumbers] {
            numbers.map { SpecNamedNumbers(ComposedNaming.name($0.name, in: view), $0.values) }
        }
        for input in example.input {
            switch input {
            case .sizes(let values): sizes += renamed(values)
            case .fonts(let values): fonts += renamed(values)
            case .inputs(let values):
                inputs += values.compactMap { named in
                    named.values.first.map { SpecNamedValue(ComposedNaming.name(named.name, in: view), $0) }
                }
            case .conditions(let names):
                // Built-in conditions (a size class) are the composing canvas's own.
                conditions += names.map(\.name).filter { !BuiltInConditions.names.contains($0) }
                    .map { ComposedNaming.name($0, in: view) }
            default: break
            }
        }
    }
}
