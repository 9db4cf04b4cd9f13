/// The body of `frames(for:)` as `FramesBodyBuilder` emits it, in its sections: the values (inputs
/// read, conditions, each component's solved values, Relativity distributions), then the frames
/// (each item's frame rounded and moved into its parent, ending with the `return` of `Frames`),
/// introduced by a heading comment. `FramesBodySplitting` schedules the frames among the values.
struct FramesBody: Hashable, Sendable {
    /// The values section.
    var values: [SwiftStatement]
    /// The comment that introduces the frames section (left out when the frames are scheduled
    /// among the values).
    var heading: [SwiftStatement]
    /// The frames section, ending with `return Frames(…)`.
    var frames: [SwiftStatement]

    /// The whole body: values, heading, frames.
    var statements: [SwiftStatement] { values + heading + frames }

    /// The body without the `let`s nothing reads, each section kept apart.
    func withoutUnusedConstants() -> FramesBody {
        let sections = UnusedConstantElimination.apply(toSections: [values, heading, frames])
        return FramesBody(values: sections[0], heading: sections[1], frames: sections[2])
    }
}
