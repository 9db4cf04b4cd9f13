import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// The run-time input table (`RuntimeInputKind`) against every place that is derived from it: a
/// kind added to the table but not to one of them fails here (docs/ARCHITECTURE.md, "Adding a
/// run-time input"). `layout-gen`'s side (eval's flags, their parsing) is checked by
/// `RuntimeInputOptionsTests` in LayoutGenTests.
@Suite struct RuntimeInputTableTests {
    /// A spec that reads every kind of run-time input: a declared input, a condition, a hidden
    /// flag, intrinsic and height-for-width sizes, a label's font, the safe area, the margins.
    static let spec = """
        views:
          title: {measure: intrinsic, label: true}
          body: {measure: heightForWidth}
          a: {measure: intrinsic}
          b: {measure: intrinsic}
        stacks:
          row: {arranged: [a, b], spacing: 10, hideable: [b]}
        inputs: [gap]
        conditions: [editing]
        container: {margins: input}
        checks: {outsideParent: off}
        constraints:
          - title.leading == safeArea.leading + gap
          - title.top == safeArea.top
          - body.leading == margins.leading
          - body.trailing == margins.trailing
          - body.top == title.baseline
          - row.leading == superview.leading
          - row.top == body.bottom
          - when: editing
            constraints:
              - row.trailing == superview.trailing
        """

    /// `spec`, compiled.
    static func compiled() throws -> CompiledLayout {
        try LayoutCompiler().compile(contents: spec, path: "Every.layout.yaml")
    }

    /// An input with every part away from its default (`EvaluationInput()`).
    static let unusual = EvaluationInput(
        width: 320, height: 480, scale: 3, inputs: ["gap": 12], conditions: ["editing", "bHidden", "rtl"],
        sizes: [
            "title": CGSize(width: 80, height: 20), "body": CGSize(width: 300, height: 18),
            "a": CGSize(width: 40, height: 10), "b": CGSize(width: 30, height: 10)
        ],
        fonts: ["title": FontMetrics(ascender: 15, descender: -4, capHeight: 11)],
        safeAreaInsets: LayoutInsets(top: 44, left: 0, bottom: 34, right: 0),
        layoutMargins: LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))

    /// Every kind has its member in the generated `Input`, declared as the table says (name,
    /// type, default, doc comment), and bound back to its field.
    @Test func everyKindIsAMemberOfTheGeneratedInput() throws {
        let layout = try Self.compiled()
        let input = try #require(layout.code.declaration.structure(named: "Input"))
        let source = SwiftRenderer.render(layout.code)
        let bound = input.properties.compactMap { $0.binding?.runtimeInputField }
        for kind in RuntimeInputKind.allCases {
            let fields = LayoutCodeGenerator.inputFields(of: kind, interface: layout.interface)
            #expect(!fields.isEmpty, "\(kind)")
            for field in fields {
                guard let member = field.member else {
                    // The container's height is `bounds.height`: no member of its own.
                    #expect(kind == .containerHeight && SwiftFieldBinding(field) == nil)
                    #expect(bound.contains(RuntimeInputField(.containerWidth)))
                    continue
                }
                let property = try #require(input.properties.first { $0.binding?.runtimeInputField == field })
                #expect(SwiftFieldBinding(field) == property.binding, "\(field)")
                #expect(property.name == member.name && property.type.name == member.typeName, "\(field)")
                #expect(property.documentation == member.documentation, "\(field)")
                #expect((property.defaultValue != nil) == (member.defaultValue != nil), "\(field)")
                #expect(source.contains("var \(member.name): \(member.typeName)\n"), "\(field)")
            }
        }
        #expect(bound.count == input.properties.count, "every Input member is a run-time input")
        #expect(
            input.properties.map(\.name) == [
                "bounds", "scale", "gap", "editing", "bHidden", "title", "body", "a", "b", "titleFont",
                "safeAreaInsets", "layoutMargins", "traits"
            ])
    }

    /// Insets the solution does not read have no member (they would be dead parameters).
    @Test func unreadInsetsAreNotMembers() throws {
        let layout = try LayoutCompiler().compile(
            contents: "views: [a]\nconstraints:\n  - H:|[a]|\n  - V:|[a]|\n", path: "Plain.layout.yaml")
        let input = try #require(layout.code.declaration.structure(named: "Input"))
        #expect(input.properties.map(\.name) == ["bounds", "scale", "traits"])
    }

    /// The interpreter reads every member from its own part of `EvaluationInput`: an input with
    /// every part changed changes every member's value.
    @Test func theInterpreterReadsEveryKind() throws {
        let layout = try Self.compiled()
        let input = try #require(layout.code.declaration.structure(named: "Input"))
        var kinds = Set<RuntimeInputKind>()
        for property in input.properties {
            let field = try #require(property.binding?.runtimeInputField)
            let usual = EvaluationInput().interpretedValue(of: field)
            let changed = Self.unusual.interpretedValue(of: field)
            #expect(changed != nil && changed != usual, "\(field)")
            kinds.insert(field.kind)
        }
        // The height reaches the code through `bounds`.
        #expect(
            EvaluationInput(height: 480).interpretedValue(of: RuntimeInputField(.containerWidth))
                == .rect(CGRect(x: 0, y: 0, width: 0, height: 480)))
        #expect(kinds.union([.containerHeight]) == Set(RuntimeInputKind.allCases))
        // And the frames follow: the changed input moves the title by the gap and the safe area.
        let frames = try layout.frames(for: Self.unusual)
        #expect(frames.frames["title"]?.minY == 44)
    }

    /// Every kind is given through an option that is an `examples:` key with its schema property
    /// (described as the table says), and every option gives some kind.
    @Test func everyKindIsAnExamplesKeyInTheSchema() throws {
        let properties = SpecSchema.document["$defs"]?["exampleInput"]?["properties"]
        guard case .object(let entries) = properties else {
            Issue.record("no exampleInput properties in the schema")
            return
        }
        #expect(entries.map(\.key) == EvaluationOption.allCases.map(\.key))
        #expect(ExamplesSectionParser.inputKeys == EvaluationOption.allCases.map(\.key))
        for kind in RuntimeInputKind.allCases {
            let option = kind.option
            #expect(ExamplesSectionParser.inputKeys.contains(option.key), "\(kind)")
            #expect(properties?[option.key]?["description"] == .string(option.exampleDescription), "\(kind)")
        }
        for option in EvaluationOption.allCases {
            #expect(!option.kinds.isEmpty, "\(option) gives no run-time input")
        }
        #expect(EvaluationOption.when.kinds == [.conditions, .hiddenFlags, .traits])
    }

    /// An example gives every kind through its key: the example with each key set checks its
    /// frames (wrong frames are an error, so the values reached the layout).
    @Test func anExampleGivesEveryKind() throws {
        let keys = EvaluationOption.allCases.map { option -> String in
            switch option {
            case .width: return "width: 320"
            case .height: return "height: 480"
            case .scale: return "scale: 2"
            case .set: return "set: {gap: 12}"
            case .when: return "when: [editing, bHidden]"
            case .size: return "size: {title: [80, 20], body: 300x18, a: [40, 10], b: [30, 10]}"
            case .font: return "font: {title: [15, -4, 11]}"
            case .safeArea: return "safe-area: [44, 0, 34, 0]"
            case .margins: return "margins: [1, 2, 3, 4]"
            }
        }
        // title: x = 0 + 12, y = 44, 80 × 20; its baseline 44 + 20 − 4 = 60 is body's top;
        // body: x = 2, w = 320 − 2 − 4 = 314, one line of 18; row (b hidden): a alone, 320 wide.
        let example = """

            examples:
              - input: {\(keys.joined(separator: ", "))}
                frames: {title: [12, 44, 80, 20], body: [2, 60, 314, 18], row: [0, 78, 320, 10]}
            """
        let layout = try LayoutCompiler().compile(contents: Self.spec + example, path: "Every.layout.yaml")
        #expect(layout.typeName == "EveryLayout")
        let wrong = Self.spec + example.replacingOccurrences(of: "[12, 44, 80, 20]", with: "[12, 44, 80, 21]")
        #expect(throws: SpecError.self) { try LayoutCompiler().compile(contents: wrong, path: "Every.layout.yaml") }
    }

    /// The preview has a control for every kind, of the table's control kind, under its key.
    @Test func everyKindHasAPreviewControl() throws {
        let layout = try Self.compiled()
        let page = try layout.htmlPreview(initial: Self.unusual)
        for kind in RuntimeInputKind.allCases {
            // The page's request has the kind's member, and the layout's JavaScript reads it.
            #expect(page.contains("\"member\": \"\(kind.requestMember)\""), "\(kind)")
            #expect(layout.javaScript.contains("request.\(kind.requestMember)"), "\(kind)")
            // Of the traits, the spec reads only the reading direction (its hidden row is a stack).
            let names =
                kind == .traits
                ? ["rtl"]
                : LayoutCodeGenerator.inputFields(of: kind, interface: layout.interface).map(\.name)
            for name in names {
                let control =
                    "\"kind\": \"\(kind.previewControl.rawValue)\",\n      \"key\": \"\(kind.previewKey(name))\""
                #expect(page.contains(control), "\(kind) \(name)")
            }
        }
        #expect(page.contains("\"key\": \"when:rtl\",\n      \"label\": \"rtl\",\n      \"value\": true"))
        // No toggle for a trait the layout does not read.
        for name in RuntimeInputKind.previewTraitConditions where name != "rtl" {
            #expect(!page.contains("\"key\": \"when:\(name)\""), "\(name)")
        }
        #expect(
            page.contains("\"key\": \"size:body\",\n      \"label\": \"body size\",\n      \"value\": [300, 18]"))
    }
}
