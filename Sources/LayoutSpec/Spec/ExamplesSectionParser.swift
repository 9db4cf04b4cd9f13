import Foundation

/// Types `examples:` (docs/Solving.md) into `ExampleSyntax`, reporting its shape errors: wrong
/// types, unknown and missing keys, numbers out of range. The names it holds (inputs, conditions,
/// views) are checked against the generated API later, by `ExampleParser`.
///
/// ```yaml
/// examples:
///   - input: {width: 375, scale: 2, set: {spacing: 8}, when: [rtl], size: {title: [120, 20]},
///             font: {title: [11.7, -2.9, 8.6]}}
///     frames: {title: [16, 12, 120, 20]}
///     fittingSize: [375, 44]
/// ```
struct ExamplesSectionParser {
    /// The keys of one example.
    static let exampleKeys = ["input", "frames", "fittingSize"]
    /// The keys of an example's `input`, named after `eval`'s options.
    static let inputKeys = EvaluationOption.allCases.map(\.key)

    private var diagnostics = DiagnosticCollector()

    /// The section of `node` (the value of `examples:`): every example that is a mapping, its
    /// malformed parts left out and their errors kept in the section.
    static func parse(_ node: DocumentNode) -> ExamplesSection {
        var parser = ExamplesSectionParser()
        let examples = parser.parseSection(node)
        return ExamplesSection(examples: examples, errors: parser.diagnostics.diagnostics)
    }

    private mutating func parseSection(_ node: DocumentNode) -> [ExampleSyntax] {
        if case .null = node.kind { return [] }
        guard let items = node.sequence else {
            error(
                node.location,
                "`examples` must be a list of `{input: {...}, frames: {...}}`, found \(SpecParseSession.describe(node))"
            )
            return []
        }
        var result: [ExampleSyntax] = []
        for (index, item) in items.enumerated() {
            if let example = parseExample(item, number: index + 1) { result.append(example) }
        }
        return result
    }

    private mutating func parseExample(_ node: DocumentNode, number: Int) -> ExampleSyntax? {
        let what = "example \(number)"
        guard let entries = node.mapping else {
            error(
                node.location,
                "\(what) must be a mapping `{input: {...}, frames: {...}}`, found \(SpecParseSession.describe(node))")
            return nil
        }
        let errorsBefore = diagnostics.diagnostics.count
        diagnostics.rejectUnknownKeys(entries, allowed: Self.exampleKeys, in: what)
        var input: [ExampleSyntax.InputValue] = []
        if let inputNode = node["input"] {
            input = parseInput(inputNode, what: what)
        } else {
            error(
                node.location,
                "\(what) has no `input:` (the container size and run-time values, as for `layout-gen eval`)")
        }
        var frames: [ExampleSyntax.NamedNumbers] = []
        if let framesNode = node["frames"] {
            frames = parseFrames(framesNode, what: what)
        } else {
            error(node.location, "\(what) has no `frames:` (`{view: [x, y, w, h], ...}`)")
        }
        var fittingSize: ExampleSyntax.NamedNumbers?
        if let entry = entries.first(where: { $0.key == "fittingSize" }),
            let values = numbers(entry.value, count: 2, "\(what)'s `fittingSize`", form: "[w, h]")
        {
            fittingSize = ExampleSyntax.NamedNumbers(name: "fittingSize", values: values, location: entry.keyLocation)
        }
        return ExampleSyntax(
            number: number, location: node.location, input: input, frames: frames,
            fittingSize: fittingSize, isWellFormed: diagnostics.diagnostics.count == errorsBefore)
    }

    // MARK: Input

    private mutating func parseInput(_ node: DocumentNode, what: String) -> [ExampleSyntax.InputValue] {
        guard let entries = node.mapping else {
            error(
                node.location,
                "\(what)'s `input` must be a mapping such as `{width: 375, height: 812}`, found \(SpecParseSession.describe(node))"
            )
            return []
        }
        diagnostics.rejectUnknownKeys(
            entries, allowed: Self.inputKeys, in: "\(what)'s `input` (the options of `layout-gen eval`)")
        var result: [ExampleSyntax.InputValue] = []
        for entry in entries {
            let value = entry.value
            guard let option = EvaluationOption(rawValue: entry.key) else { continue }
            switch option {
            case .width: if let width = nonNegative(value, "`width`") { result.append(.width(width)) }
            case .height: if let height = nonNegative(value, "`height`") { result.append(.height(height)) }
            case .scale: if let scale = nonNegative(value, "`scale`") { result.append(.scale(scale)) }
            case .set:
                let inputs = named(value, "`set`", form: "{input: value}").compactMap { entry in
                    number(entry.value, "input `\(entry.key)`").map {
                        ExampleSyntax.NamedNumbers(name: entry.key, values: [$0], location: entry.keyLocation)
                    }
                }
                result.append(.inputs(inputs))
            case .when: result.append(.conditions(parseConditions(value)))
            case .size:
                let sizes = named(value, "`size`", form: "{view: [w, h]}").compactMap { entry in
                    size(entry.value, "`\(entry.key)`'s size").map {
                        ExampleSyntax.NamedNumbers(name: entry.key, values: $0, location: entry.keyLocation)
                    }
                }
                result.append(.sizes(sizes))
            case .font:
                let fonts = named(value, "`font`", form: "{view: [ascender, descender, capHeight]}").compactMap {
                    entry in
                    numbers(entry.value, count: 3, "`\(entry.key)`'s font", form: "[ascender, descender, capHeight]")
                        .map {
                            ExampleSyntax.NamedNumbers(name: entry.key, values: $0, location: entry.keyLocation)
                        }
                }
                result.append(.fonts(fonts))
            case .safeArea:
                if let values = numbers(value, count: 4, "`safe-area`", form: "[top, left, bottom, right]") {
                    result.append(.safeArea(values))
                }
            case .margins:
                if let values = numbers(value, count: 4, "`margins`", form: "[top, left, bottom, right]") {
                    result.append(.margins(values))
                }
            }
        }
        return result
    }

    private mutating func parseConditions(_ node: DocumentNode) -> [ExampleSyntax.Name] {
        var result: [ExampleSyntax.Name] = []
        for item in node.sequence ?? [node] {
            guard let name = item.scalar else {
                error(
                    item.location,
                    "`when` must be a condition name or a list of them, found \(SpecParseSession.describe(item))")
                continue
            }
            result.append(ExampleSyntax.Name(name: name, location: item.contentLocation))
        }
        return result
    }

    /// The entries of a `{name: value}` mapping.
    private mutating func named(_ node: DocumentNode, _ what: String, form: String) -> [DocumentNode.Entry] {
        guard let entries = node.mapping else {
            error(node.location, "\(what) must be a mapping \(form), found \(SpecParseSession.describe(node))")
            return []
        }
        return entries
    }

    /// `[w, h]` or `"WxH"`, both ≥ 0.
    private mutating func size(_ node: DocumentNode, _ what: String) -> [Double]? {
        if let text = node.scalar {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false).compactMap { Double($0) }
            if parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 }) {
                return parts
            }
            error(
                node.contentLocation,
                "\(what) must be `[w, h]` or `WxH` with numbers ≥ 0, found \(SpecParseSession.describe(node))")
            return nil
        }
        guard let values = numbers(node, count: 2, what, form: "[w, h]") else { return nil }
        guard values.allSatisfy({ $0 >= 0 }) else {
            error(node.location, "\(what) must not be negative")
            return nil
        }
        return values
    }

    // MARK: Frames

    private mutating func parseFrames(_ node: DocumentNode, what: String) -> [ExampleSyntax.NamedNumbers] {
        guard let entries = node.mapping else {
            error(
                node.location,
                "\(what)'s `frames` must be a mapping `{view: [x, y, w, h], ...}`, found \(SpecParseSession.describe(node))"
            )
            return []
        }
        var result: [ExampleSyntax.NamedNumbers] = []
        for entry in entries {
            if let values = numbers(entry.value, count: 4, "`\(entry.key)`'s frame", form: "[x, y, w, h]") {
                result.append(ExampleSyntax.NamedNumbers(name: entry.key, values: values, location: entry.keyLocation))
            }
        }
        return result
    }

    // MARK: Scalars

    private mutating func numbers(_ node: DocumentNode, count: Int, _ what: String, form: String) -> [Double]? {
        guard let items = node.sequence, items.count == count else {
            let found = node.sequence.map { "a list of \($0.count)" } ?? SpecParseSession.describe(node)
            error(node.location, "\(what) must be \(form) (\(count) numbers), found \(found)")
            return nil
        }
        let values = items.compactMap { number($0, "each number of \(what)") }
        return values.count == count ? values : nil
    }

    private mutating func number(_ node: DocumentNode, _ what: String) -> Double? {
        if let text = node.scalar, let value = Double(text), value.isFinite { return value }
        error(node.contentLocation, "\(what) must be a number, found \(SpecParseSession.describe(node))")
        return nil
    }

    private mutating func nonNegative(_ node: DocumentNode, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value >= 0 else {
            error(node.contentLocation, "\(what) must be a number ≥ 0, found `\(node.scalar ?? "")`")
            return nil
        }
        return value
    }

    private mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.add(.error(at: location, message))
    }
}
