extension EvaluationInput {
    /// The values this input states for the solver's parameters: the container size, `inputs`,
    /// measured views' intrinsic sizes (a `heightForWidth` view's measured height is its size's
    /// height). Parameters it leaves to defaults (label metrics, margins, insets) are absent.
    package var parameterValues: [Parameter: Double] {
        var result: [Parameter: Double] = [.containerWidth: width, .containerHeight: height]
        for (name, value) in inputs { result[.input(name)] = value }
        for (view, size) in sizes {
            result[.intrinsicWidth(view)] = Double(size.width)
            result[.intrinsicHeight(view)] = Double(size.height)
            result[.measuredHeight(view)] = Double(size.height)
        }
        return result
    }
}
