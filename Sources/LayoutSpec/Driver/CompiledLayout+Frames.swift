/// Structured evaluation, for pictures and the JavaScript preview.
extension CompiledLayout {
    /// The frames for `request`, from the same code model `evaluate(_:)` runs (relative to their
    /// parents, rounded at the request's scale).
    ///
    /// - Throws: `EvaluationError` when the request names an input, condition, measured view or
    ///   label the spec does not declare, or a value is not a finite number ≥ 0.
    package func frames(for request: EvaluationRequest) throws -> EvaluatedLayout {
        try validate(request)
        return GeneratedCodeInterpreter.evaluate(code, input: request)
    }
}
