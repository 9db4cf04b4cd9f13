/// The benchmark specs, compiled by the `LayoutGen` plugin (see `Scripts/make-specs.py`).
public enum BenchmarkSpecs {}
