/// Composition (docs/SpecLanguage.md, "Composition"): a view declared with `layout: InfoBox` is
/// laid out by the spec `InfoBox`. That spec is read, composed itself, and lowered in its own
/// names; its declarations and lowered constraints are renamed into this spec (`ComposedNaming`)
/// with its container standing for the view, so that one constraint system holds both layouts:
/// the view's size follows from both specs' constraints, the proofs cover them together, and
/// `frames(for:)` computes every frame in one call.
package enum LayoutComposition {
    /// How deeply specs may compose each other.
    static let maximumDepth = 16
    /// How many views and guides a spec may hold with the specs it composes (every level): a spec
    /// that composes a spec ten times that composes another ten times grows a hundredfold.
    static let maximumItems = 2_000

    /// A spec composed and lowered once, for every view it lays out.
    struct ComposedSpec {
        /// The spec, with its own `layout:` views composed.
        var specification: LayoutSpecification
        /// Its lowering: it must hold on its own, and what it says is renamed into each view.
        var lowered: LoweredLayout
    }

    /// `specification` with every view's `layout:` composed into it; the specification itself when
    /// no view has one.
    ///
    /// - Throws: `SpecError` with every error found, in this spec and in the composed ones (each at
    ///   its place in its own file, once).
    package static func compose(_ specification: LayoutSpecification) throws -> LayoutSpecification {
        var composed: [String: Result<ComposedSpec, SpecError>] = [:]
        do {
            return try compose(
                specification, enclosing: [ComposedSpecFile.standardized(specification.path)], composed: &composed)
        } catch let error as SpecError {
            // A spec composed in several places reports its errors once.
            var seen: Set<Diagnostic> = []
            throw SpecError(error.diagnostics.filter { seen.insert($0).inserted })
        }
    }

    /// Composes `specification`, inside the specs `enclosing` it (standardized paths, outermost
    /// first); `composed` holds each spec composed and lowered so far by path, so that a spec used
    /// in many places (or failing in many) is read, composed and lowered once.
    private static func compose(
        _ specification: LayoutSpecification, enclosing: [String],
        composed: inout [String: Result<ComposedSpec, SpecError>]
    ) throws -> LayoutSpecification {
        var result = specification
        var diagnostics = DiagnosticCollector()
        for view in specification.views {
            guard let reference = view.layout else { continue }
            diagnostics.attempt {
                let path = try ComposedSpecFile.locate(reference, from: specification.path)
                let standardized = ComposedSpecFile.standardized(path)
                if let start = enclosing.firstIndex(of: standardized) {
                    let cycle = (enclosing[start...] + [standardized]).map { SpecFileName.fileName(ofPath: $0) }
                    throw SpecError(
                        at: reference.location,
                        "`layout: \(reference.name)` lays this spec out inside itself "
                            + "(\(cycle.joined(separator: " → "))): a spec cannot compose itself")
                }
                guard enclosing.count < maximumDepth else {
                    throw SpecError(
                        at: reference.location,
                        "`layout: \(reference.name)` composes specs more than \(maximumDepth) deep: "
                            + "flatten some of them into one spec")
                }
                let inner: ComposedSpec
                if let known = composed[standardized] {
                    inner = try known.get()
                } else {
                    do {
                        let specification = try compose(
                            ComposedSpecFile.read(path), enclosing: enclosing + [standardized], composed: &composed)
                        inner = ComposedSpec(
                            specification: specification, lowered: try SpecLowering.lower(specification))
                        composed[standardized] = .success(inner)
                    } catch let error as SpecError {
                        composed[standardized] = .failure(error)
                        throw error
                    }
                }
                try ComposedView(view: view, reference: reference, composed: inner).merge(into: &result)
                guard result.views.count + result.guides.count <= maximumItems else {
                    throw SpecError(
                        at: reference.location,
                        "with `layout: \(reference.name)` this spec holds more than \(maximumItems) views and guides "
                            + "(the composed specs' included): lay some of them out with their own `frames(for:)`")
                }
            }
        }
        try diagnostics.throwIfErrors()
        return result
    }
}
