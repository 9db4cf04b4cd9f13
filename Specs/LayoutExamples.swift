/// Example layouts compiled by the `LayoutGen` plugin from the `*.layout.yaml` specs in this
/// folder. Each spec becomes one generated `…Layout` type in this module; `ExamplesTests`
/// asserts their frames.
public enum LayoutExamples {}
