import Foundation
import LayoutRuntime

/// Reads the typed `examples:` (docs/Solving.md, `ExampleSyntax` from `SpecParser`) against the
/// generated API: every view, input, measured view, label and condition an example names must be
/// declared by the interface, and a `fittingSize` needs a spec that fits a dimension.
///
/// The input keys are `layout-gen eval`'s options without the dashes (`EvaluationOption`);
/// `frames` and `fittingSize` mirror eval's JSON output; items not listed are not checked.
struct ExampleParser {
    let interface: LayoutInterface
    private(set) var diagnostics = DiagnosticCollector()

    init(interface: LayoutInterface) {
        self.interface = interface
    }

    /// The examples of `section` whose names the interface declares. The section's shape errors
    /// and the name errors found here are reported together, in the order they are written.
    mutating func parse(_ section: ExamplesSection) -> [LayoutExample] {
        var result: [LayoutExample] = []
        for example in section.examples {
            if let checked = parseExample(example) { result.append(checked) }
        }
        let found = section.errors + diagnostics.diagnostics
        diagnostics = DiagnosticCollector()
        for diagnostic in Self.inWrittenOrder(found) { diagnostics.add(diagnostic) }
        return result
    }

    /// `diagnostics` ordered by position (a stable sort: errors at one position keep their order).
    private static func inWrittenOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (left?, right?) where left != right: return left < right
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    private mutating func parseExample(_ example: ExampleSyntax) -> LayoutExample? {
        let what = "example \(example.number)"
        let errorsBefore = diagnostics.diagnostics.count
        var input = EvaluationInput(width: 0, height: 0)
        for value in example.input {
            parseInput(value, into: &input)
        }
        checkFrames(example.frames, what: what)
        if let expected = example.fittingSize, !interface.fitsWidth, !interface.fitsHeight {
            error(
                expected.location,
                "\(what) expects a `fittingSize`, but the spec fits no dimension "
                    + "(`container: {width: fit}` or `{height: fit}`)")
        }
        guard example.isWellFormed, diagnostics.diagnostics.count == errorsBefore else { return nil }
        return LayoutExample(syntax: example, input: input)
    }

    // MARK: Input

    private mutating func parseInput(_ value: ExampleSyntax.InputValue, into input: inout EvaluationInput) {
        switch value {
        case .width(let width): input.width = width
        case .height(let height): input.height = height
        case .scale(let scale): input.scale = scale
        case .inputs(let values):
            for value in declared(values, "`set`", names: interface.inputs, kind: "input") {
                input.inputs[value.name] = value.values.first
            }
        case .conditions(let names): checkConditions(names, into: &input)
        case .sizes(let values):
            for value in declared(values, "`size`", names: interface.measuredViews.map(\.name), kind: "measured view")
            where value.values.count == 2 {
                input.sizes[value.name] = CGSize(width: value.values[0], height: value.values[1])
            }
        case .fonts(let values):
            for value in declared(values, "`font`", names: interface.labels, kind: "label view")
            where value.values.count == 3 {
                input.fonts[value.name] = FontMetrics(
                    ascender: value.values[0], descender: value.values[1],
                    capHeight: value.values[2])
            }
        case .safeArea(let values):
            if values.count == 4 {
                input.safeAreaInsets = LayoutInsets(
                    top: values[0], left: values[1], bottom: values[2], right: values[3])
            }
        case .margins(let values):
            if values.count == 4 {
                input.layoutMargins = LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            }
        }
    }

    private mutating func checkConditions(_ names: [ExampleSyntax.Name], into input: inout EvaluationInput) {
        let flags = interface.hideableViews.map(BuiltInConditions.hiddenFlag(of:))
        let declared = Set(interface.conditions + flags)
        for item in names {
            guard declared.contains(item.name) || BuiltInConditions.names.contains(item.name) else {
                let list = (interface.conditions + flags + BuiltInConditions.traitConditions).joined(separator: ", ")
                error(
                    item.location,
                    "unknown condition `\(item.name)`; expected one of: \(list)"
                        + NameSuggestion.clause(
                            for: item.name, in: interface.conditions + flags + BuiltInConditions.traitConditions))
                continue
            }
            input.conditions.insert(item.name)
        }
    }

    /// The values of a `{name: value}` mapping whose names are declared as `kind`.
    private mutating func declared(
        _ values: [ExampleSyntax.NamedNumbers], _ what: String, names: [String],
        kind: String
    ) -> [ExampleSyntax.NamedNumbers] {
        values.filter { value in
            guard names.contains(value.name) else {
                let list =
                    names.isEmpty ? "the spec declares none" : "expected one of: " + names.joined(separator: ", ")
                error(
                    value.location,
                    "unknown \(kind) `\(value.name)` in \(what); \(list)"
                        + NameSuggestion.clause(for: value.name, in: names))
                return false
            }
            return true
        }
    }

    // MARK: Frames

    /// Reports the frames of an unknown view or of a view listed twice.
    private mutating func checkFrames(_ frames: [ExampleSyntax.NamedNumbers], what: String) {
        let items = interface.items.map(\.name)
        var seen = Set<String>()
        for frame in frames {
            guard items.contains(frame.name) else {
                error(
                    frame.location,
                    "unknown view `\(frame.name)` in \(what)'s `frames`; expected one of: "
                        + items.joined(separator: ", ") + NameSuggestion.clause(for: frame.name, in: items))
                continue
            }
            if !seen.insert(frame.name).inserted {
                error(frame.location, "`\(frame.name)` is listed twice in \(what)'s `frames`")
            }
        }
    }

    private mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.add(.error(at: location, message))
    }
}
