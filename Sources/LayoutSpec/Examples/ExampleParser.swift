import Foundation
import LayoutRuntime

/// Reads `examples:` (docs/Solving.md) against the generated API's shape.
///
/// ```yaml
/// examples:
///   - input: {width: 375, scale: 2, set: {spacing: 8}, when: [rtl], size: {title: [120, 20]},
///             font: {title: [11.7, -2.9, 8.6]}}
///     frames: {title: [16, 12, 120, 20]}
///     fittingSize: [375, 44]
/// ```
///
/// The input keys are `layout-gen eval`'s options without the dashes: `width`, `height`, `scale`
/// (default 1), `set` (inputs), `when` (conditions), `size` (`[w, h]` or `"WxH"`) and `font`
/// (`[ascender, descender, capHeight]`). `frames` and `fittingSize` mirror eval's JSON output;
/// items not listed are not checked.
struct ExampleParser {
    /// The keys of one example.
    static let exampleKeys = ["input", "frames", "fittingSize"]
    /// The keys of an example's `input`, named after `eval`'s options.
    static let inputKeys = EvaluationOption.allCases.map(\.rawValue)

    let interface: LayoutInterface
    private(set) var diagnostics = DiagnosticCollector()

    init(interface: LayoutInterface) {
        self.interface = interface
    }

    /// The examples of `entry` (the `examples:` key); malformed ones are reported and skipped.
    mutating func parse(_ entry: DocumentNode.Entry) -> [LayoutExample] {
        if case .null = entry.value.kind { return [] }
        guard let items = entry.value.sequence else {
            error(entry.value.location, "`examples` must be a list of `{input: {...}, frames: {...}}`, found \(describe(entry.value))")
            return []
        }
        var result: [LayoutExample] = []
        for (index, item) in items.enumerated() {
            if let example = parseExample(item, number: index + 1) { result.append(example) }
        }
        return result
    }

    private mutating func parseExample(_ node: DocumentNode, number: Int) -> LayoutExample? {
        let what = "example \(number)"
        guard let entries = node.mapping else {
            error(node.location, "\(what) must be a mapping `{input: {...}, frames: {...}}`, found \(describe(node))")
            return nil
        }
        let errorsBefore = diagnostics.diagnostics.count
        rejectUnknownKeys(entries, allowed: Self.exampleKeys, in: what)
        var input = EvaluationInput(width: 0, height: 0)
        if let inputNode = node["input"] {
            parseInput(inputNode, into: &input, what: what)
        } else {
            error(node.location, "\(what) has no `input:` (the container size and run-time values, as for `layout-gen eval`)")
        }
        var frames: [LayoutExample.Expectation] = []
        if let framesNode = node["frames"] {
            frames = parseFrames(framesNode, what: what)
        } else {
            error(node.location, "\(what) has no `frames:` (`{view: [x, y, w, h], ...}`)")
        }
        var fittingSize: LayoutExample.Expectation?
        if let entry = entries.first(where: { $0.key == "fittingSize" }) {
            if !interface.fitsWidth && !interface.fitsHeight {
                error(entry.keyLocation, "\(what) expects a `fittingSize`, but the spec fits no dimension "
                      + "(`container: {width: fit}` or `{height: fit}`)")
            } else if let values = numbers(entry.value, count: 2, "\(what)'s `fittingSize`", form: "[w, h]") {
                fittingSize = LayoutExample.Expectation(name: "fittingSize", values: values, location: entry.keyLocation)
            }
        }
        guard diagnostics.diagnostics.count == errorsBefore else { return nil }
        return LayoutExample(number: number, location: node.location, input: input, frames: frames,
                             fittingSize: fittingSize)
    }

    // MARK: Input

    private mutating func parseInput(_ node: DocumentNode, into input: inout EvaluationInput, what: String) {
        guard let entries = node.mapping else {
            error(node.location, "\(what)'s `input` must be a mapping such as `{width: 375, height: 812}`, found \(describe(node))")
            return
        }
        rejectUnknownKeys(entries, allowed: Self.inputKeys, in: "\(what)'s `input` (the options of `layout-gen eval`)")
        for entry in entries {
            let value = entry.value
            guard let option = EvaluationOption(rawValue: entry.key) else { continue }
            switch option {
            case .width: input.width = nonNegative(value, "`width`") ?? 0
            case .height: input.height = nonNegative(value, "`height`") ?? 0
            case .scale: input.scale = nonNegative(value, "`scale`") ?? 1
            case .set:
                for (name, node) in named(value, "`set`", form: "{input: value}", declared: interface.inputs, kind: "input") {
                    input.inputs[name] = number(node, "input `\(name)`")
                }
            case .when: parseConditions(value, into: &input)
            case .size:
                let views = interface.measuredViews.map(\.name)
                for (name, node) in named(value, "`size`", form: "{view: [w, h]}", declared: views, kind: "measured view") {
                    if let size = size(node, "`\(name)`'s size") { input.sizes[name] = size }
                }
            case .font:
                for (name, node) in named(value, "`font`", form: "{view: [ascender, descender, capHeight]}",
                                          declared: interface.labels, kind: "label view") {
                    if let values = numbers(node, count: 3, "`\(name)`'s font", form: "[ascender, descender, capHeight]") {
                        input.fonts[name] = FontMetrics(ascender: values[0], descender: values[1], capHeight: values[2])
                    }
                }
            case .safeArea:
                if let values = numbers(value, count: 4, "`safe-area`", form: "[top, left, bottom, right]") {
                    input.safeAreaInsets = LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
                }
            case .margins:
                if let values = numbers(value, count: 4, "`margins`", form: "[top, left, bottom, right]") {
                    input.layoutMargins = LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
                }
            }
        }
    }

    private mutating func parseConditions(_ node: DocumentNode, into input: inout EvaluationInput) {
        let items = node.sequence ?? [node]
        let declared = Set(interface.conditions)
        for item in items {
            guard let name = item.scalar else {
                error(item.location, "`when` must be a condition name or a list of them, found \(describe(item))")
                continue
            }
            guard declared.contains(name) || BuiltInConditions.names.contains(name) else {
                let list = (interface.conditions + BuiltInConditions.traitConditions).joined(separator: ", ")
                error(item.contentLocation, "unknown condition `\(name)`; expected one of: \(list)")
                continue
            }
            input.conditions.insert(name)
        }
    }

    /// The entries of a `{name: value}` mapping whose names are declared as `kind`.
    private mutating func named(_ node: DocumentNode, _ what: String, form: String, declared: [String],
                                kind: String) -> [(String, DocumentNode)] {
        guard let entries = node.mapping else {
            error(node.location, "\(what) must be a mapping \(form), found \(describe(node))")
            return []
        }
        var result: [(String, DocumentNode)] = []
        for entry in entries {
            guard declared.contains(entry.key) else {
                let list = declared.isEmpty ? "the spec declares none" : "expected one of: " + declared.joined(separator: ", ")
                error(entry.keyLocation, "unknown \(kind) `\(entry.key)` in \(what); \(list)")
                continue
            }
            result.append((entry.key, entry.value))
        }
        return result
    }

    /// `[w, h]` or `"WxH"`, both ≥ 0.
    private mutating func size(_ node: DocumentNode, _ what: String) -> CGSize? {
        if let text = node.scalar {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false).compactMap { Double($0) }
            if parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 0 }) {
                return CGSize(width: parts[0], height: parts[1])
            }
            error(node.contentLocation, "\(what) must be `[w, h]` or `WxH` with numbers ≥ 0, found \(describe(node))")
            return nil
        }
        guard let values = numbers(node, count: 2, what, form: "[w, h]") else { return nil }
        guard values.allSatisfy({ $0 >= 0 }) else {
            error(node.location, "\(what) must not be negative")
            return nil
        }
        return CGSize(width: values[0], height: values[1])
    }

    // MARK: Frames

    private mutating func parseFrames(_ node: DocumentNode, what: String) -> [LayoutExample.Expectation] {
        guard let entries = node.mapping else {
            error(node.location, "\(what)'s `frames` must be a mapping `{view: [x, y, w, h], ...}`, found \(describe(node))")
            return []
        }
        let items = interface.items.map(\.name)
        var seen = Set<String>()
        var result: [LayoutExample.Expectation] = []
        for entry in entries {
            guard items.contains(entry.key) else {
                error(entry.keyLocation, "unknown view `\(entry.key)` in \(what)'s `frames`; expected one of: "
                      + items.joined(separator: ", "))
                continue
            }
            guard seen.insert(entry.key).inserted else {
                error(entry.keyLocation, "`\(entry.key)` is listed twice in \(what)'s `frames`")
                continue
            }
            if let values = numbers(entry.value, count: 4, "`\(entry.key)`'s frame", form: "[x, y, w, h]") {
                result.append(LayoutExample.Expectation(name: entry.key, values: values, location: entry.keyLocation))
            }
        }
        return result
    }

    // MARK: Scalars

    private mutating func numbers(_ node: DocumentNode, count: Int, _ what: String, form: String) -> [Double]? {
        guard let items = node.sequence, items.count == count else {
            let found = node.sequence.map { "a list of \($0.count)" } ?? describe(node)
            error(node.location, "\(what) must be \(form) (\(count) numbers), found \(found)")
            return nil
        }
        let values = items.compactMap { number($0, "each number of \(what)") }
        return values.count == count ? values : nil
    }

    private mutating func number(_ node: DocumentNode, _ what: String) -> Double? {
        if let text = node.scalar, let value = Double(text), value.isFinite { return value }
        error(node.contentLocation, "\(what) must be a number, found \(describe(node))")
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

    private mutating func rejectUnknownKeys(_ entries: [DocumentNode.Entry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            error(entry.keyLocation, "unknown key `\(entry.key)` in \(what); expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    private mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.add(.error(at: location, message))
    }

    private func describe(_ node: DocumentNode) -> String {
        node.scalar.map { "`\($0)`" } ?? node.kindDescription
    }
}
