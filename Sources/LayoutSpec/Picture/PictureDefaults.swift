import Foundation

/// What the pictures of a compiled layout fill in and draw beyond the frames (docs/CLI-AND-PLUGIN.md,
/// "render"): the typical sizes of measured views nobody gave a size (the ones error pictures and
/// witnesses assume), and which of the container's insets and traits the layout reads, so that
/// only those are drawn or get a control.
extension LayoutInterface {
    /// The measured views `request` gives no size or measurement, each at its typical size
    /// (`TypicalInput`: 100 × 20), in spec order: what pictures, error pictures included, draw.
    package func typicalSizes(missingFrom request: EvaluationRequest) -> [(name: String, size: CGSize)] {
        measuredViews.map(\.name).filter { request.sizes[$0] == nil && request.measurements[$0] == nil }
            .map { name in
                (
                    name,
                    CGSize(
                        width: TypicalInput.value(of: .intrinsicWidth(name)),
                        height: TypicalInput.value(of: .intrinsicHeight(name)))
                )
            }
    }

    /// `request` with every measured view it leaves out at its typical size, and the note saying so
    /// (`title, subtitle measured at typical sizes 100 × 20: pass --size VIEW=WxH to set them`), or
    /// `nil` when it leaves none out.
    package func fillingTypicalSizes(_ request: EvaluationRequest) -> (request: EvaluationRequest, note: String?) {
        let missing = typicalSizes(missingFrom: request)
        guard !missing.isEmpty else { return (request, nil) }
        var filled = request
        for (name, size) in missing { filled.sizes[name] = size }
        let sizes = Set(
            missing.map { "\(SVGLayoutPicture.number($0.size.width)) × \(SVGLayoutPicture.number($0.size.height))" }
        )
        .sorted()
        let plural = missing.count == 1 && sizes.count == 1 ? "a typical size" : "typical sizes"
        let note =
            missing.map(\.name).joined(separator: ", ") + " measured at \(plural) " + sizes.joined(separator: ", ")
            + ": pass --size VIEW=WxH to set them"
        return (filled, note)
    }
}

extension CompiledLayout {
    /// The measured views `request` gives no size or measurement, each at its typical size.
    package func typicalSizes(missingFrom request: EvaluationRequest) -> [(name: String, size: CGSize)] {
        interface.typicalSizes(missingFrom: request)
    }

    /// `request` with every measured view it leaves out at its typical size, and the note saying so.
    package func fillingTypicalSizes(_ request: EvaluationRequest) -> (request: EvaluationRequest, note: String?) {
        interface.fillingTypicalSizes(request)
    }

    /// Whether the generated code reads the safe-area insets (a `safeArea` guide is used).
    package var readsSafeArea: Bool {
        domains.contains { if case .safeAreaInset = $0.parameter { true } else { false } }
    }

    /// Whether the generated code reads the layout margins (`container: {margins: input}` and a
    /// constraint to `margins`).
    package var readsLayoutMargins: Bool {
        domains.contains { if case .containerMargin = $0.parameter { true } else { false } }
    }

    /// Whether the generated code reads the built-in condition `name`: whether it tests one of the
    /// traits `name` is made of (`compactWidth` and `regularWidth` both read `regularWidth`).
    package func readsBuiltInCondition(_ name: String) -> Bool {
        let traits = Set(BuiltInConditions.traitValues(of: name).map(\.trait))
        return !traits.isDisjoint(with: traitsRead)
    }

    /// The traits the generated code tests (`rtl`, `regularWidth`, `regularHeight`, `pad`): the
    /// last argument of each `lgHolds(traits, "TRAIT")` and `lgCondition(traits, "NAME")` call of
    /// its JavaScript, which `JavaScriptRenderer` prints for `RuntimeCall.traitHolds` and
    /// `.traitCondition`.
    private var traitsRead: Set<String> {
        let script = javaScript
        var traits = Set<String>()
        for (call, isTrait) in [("lgHolds(", true), ("lgCondition(", false)] {
            for segment in script.components(separatedBy: call).dropFirst() {
                guard let name = Self.lastQuotedArgument(of: segment) else { continue }
                if isTrait {
                    traits.insert(name)
                } else {
                    traits.formUnion(BuiltInConditions.traitValues(of: name).map(\.trait))
                }
            }
        }
        return traits
    }

    /// The last argument of the call whose arguments `text` starts with (after its `(`), when it
    /// is a string literal without escapes: `lgMember($input, "traits"), "rtl")` → `rtl`.
    private static func lastQuotedArgument(of text: String) -> String? {
        var depth = 0
        var inString = false
        var argumentStart = text.startIndex
        for index in text.indices {
            let character = text[index]
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ",": if depth == 0 { argumentStart = text.index(after: index) }
            case ")", "]", "}":
                if depth > 0 {
                    depth -= 1
                    continue
                }
                let argument = text[argumentStart..<index].trimmingCharacters(in: .whitespaces)
                guard argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") else { return nil }
                return String(argument.dropFirst().dropLast())
            default: break
            }
        }
        return nil
    }
}
