extension SpecParser {
    /// The spec as far as it could be read, and every diagnostic found (errors included): a faulty
    /// value is left at its default. `LayoutCompiler` lowers it to find notation errors that the
    /// reader's errors would otherwise hide.
    static func parseCollecting(_ root: DocumentNode, path: String) -> (LayoutSpecification, [Diagnostic]) {
        var session = SpecParseSession(path: path)
        let specification = session.parse(root)
        return (specification, session.diagnostics.diagnostics)
    }
}
