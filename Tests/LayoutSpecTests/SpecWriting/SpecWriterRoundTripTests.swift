import Testing

@testable import LayoutSpec

/// A model with every key the writer supports, written by `SpecWriter` and read back by
/// `DocumentReader` and `SpecParser`: the parsed spec holds what was written.
@Suite struct SpecWriterRoundTripTests {
    static let path = "RoundTrip.layout.yaml"

    /// Every top-level key, with values other than the defaults.
    static var everyKey: SpecDocumentModel {
        var document = SpecDocumentModel()
        document.header = ["Written by the round-trip test."]
        document.comments[.views] = ["The views."]
        document.name = "RoundTripLayout"
        document.access = .public
        document.swiftUI = true
        document.ties = .viewOrder
        document.checks = [.squeezed: .error, .negativeSize: .error, .outsideParent: .off, .overlap: .warning]
        var title = SpecViewEntry(name: "title")
        title.kind = .label
        title.measure = .heightForWidth
        title.isLabel = true
        title.parent = "card"
        title.hugging = AxisPriorities(horizontal: 251, vertical: 252)
        title.compression = AxisPriorities(horizontal: 760, vertical: 760)
        title.margins = [1, 2, 3, 4.5]
        title.measuredSize = MeasuredSizeRange(minWidth: 10, maxHeight: 40)
        var icon = SpecViewEntry(name: "icon")
        icon.kind = .image
        var badge = SpecViewEntry(name: "badge")
        badge.measure = .intrinsic
        var card = SpecViewEntry(name: "card")
        card.margins = [4, 12, 4, 20]
        card.marginsFollowReadingDirection = true
        document.views = [card, title, icon, badge, SpecViewEntry(name: "note")]
        var row = SpecStackEntry(name: "row", arranged: ["icon", "badge"])
        row.axis = .vertical
        row.distribution = .equalSpacing
        row.alignment = .center
        row.spacing = .named("gap")
        row.customSpacing = [SpecStackEntry.Gap(after: "icon", .points(4.25))]
        row.isLayoutMarginsRelative = true
        row.layoutMargins = [1, 2, 3, 4]
        row.isBaselineRelative = false
        row.hideable = ["badge"]
        row.parent = "card"
        var column = SpecStackEntry(name: "column", arranged: ["note"])
        column.spacing = .system
        document.stacks = [row, column]
        document.guides = ["content", "footer"]
        document.metrics = [SpecNamedValue("gap", 8), SpecNamedValue("pad", 16.5)]
        document.inputs = [SpecInputEntry(name: "extra", min: -5, max: 100), SpecInputEntry(name: "other")]
        document.conditions = ["editing"]
        document.container = SpecContainerEntry(margins: .fixed([1, 2, 3, 4]))
        document.container.width = .input
        document.container.height = .fit
        document.container.minWidth = 10
        document.container.maxWidth = 500
        document.container.minHeight = 20
        document.container.maxHeight = 900
        document.container.minSafeArea = [20, nil, nil, nil]
        document.container.maxSafeArea = [59, 0, 34, 0]
        document.constraints = [
            .statement("card.left == superview.left + pad"),
            .comment("a comment between constraints"),
            .statement("H:|-[card]-|"),
            .group(
                .init(
                    when: "editing && !rtl", constraints: [.statement("card.top == 8")],
                    otherwise: [.comment("else"), .statement("card.top == 16")])),
            .group(.init(when: "compactWidth", constraints: []))
        ]
        document.rules = [SpecViewStatement(view: "card", text: "hh = 10")]
        document.attributes = [SpecViewStatement(view: "badge", text: "Width(12)")]
        document.distribute = ["H: icon <> ~1~ <> badge"]
        document.examples = [
            SpecExampleEntry(
                input: [
                    .width(375), .height(812), .scale(3), .inputs([SpecNamedValue("extra", 2.5)]),
                    .conditions(["editing", "rtl"]), .sizes([SpecNamedNumbers("badge", [20, 10])]),
                    .fonts([SpecNamedNumbers("title", [16.187, -4.101, 11.978])]), .safeArea([47, 0, 34, 0]),
                    .margins([8, 16, 8, 16])
                ],
                frames: [SpecNamedNumbers("card", [0, 0, 375, 100])], fittingSize: [375, 100]),
            SpecExampleEntry(input: [])
        ]
        return document
    }

    static func parsed(_ document: SpecDocumentModel) throws -> LayoutSpecification {
        let text = SpecWriter.text(of: document)
        do {
            return try SpecParser.parse(try DocumentReader.read(contents: text, path: path), path: path)
        } catch let error as SpecError {
            Issue.record("\(error.diagnostics.map(\.description))\n\(text)")
            throw error
        }
    }

    @Test func settingsAndDeclarations() throws {
        let spec = try Self.parsed(Self.everyKey)
        #expect(spec.typeName == "RoundTripLayout")
        #expect(spec.access == .public)
        #expect(spec.swiftUI)
        #expect(spec.ties == .viewOrder)
        #expect(
            spec.checks.severities == [
                .negativeSize: .error, .outsideParent: .off, .overlap: .warning, .squeezed: .error
            ])
        #expect(spec.guides.map(\.name) == ["content", "footer"])
        #expect(spec.metrics.map(\.name) == ["gap", "pad"])
        #expect(spec.metrics.map(\.value) == [8, 16.5])
        #expect(spec.inputs.map(\.name) == ["extra", "other"])
        #expect(spec.inputs[0].lowerBound == -5)
        #expect(spec.inputs[0].upperBound == 100)
        #expect(spec.inputs[1].lowerBound == ParameterDomain.inputRange.lowerBound)
        #expect(spec.conditions.map(\.name) == ["editing"])
        #expect(spec.container.width == .input)
        #expect(spec.container.height == .fit)
        #expect(
            [spec.container.minWidth, spec.container.maxWidth, spec.container.minHeight, spec.container.maxHeight]
                .map { $0?.value } == [10, 500, 20, 900])
        #expect(spec.container.margins == .fixed([1, 2, 3, 4]))
        #expect(spec.container.minSafeArea?.values == [20, nil, nil, nil])
        #expect(spec.container.maxSafeArea?.values == [59, 0, 34, 0])
    }

    @Test func viewsAndStacks() throws {
        let spec = try Self.parsed(Self.everyKey)
        #expect(spec.views.map(\.name) == ["card", "title", "icon", "badge", "note", "row", "column"])
        let title = try #require(spec.views.first { $0.name == "title" })
        #expect(title.kind == .label)
        #expect(title.measure == .heightForWidth)
        #expect(title.isLabel)
        #expect(title.parent == "card")
        #expect(title.hugging == AxisPriorities(horizontal: 251, vertical: 252))
        #expect(title.compression == AxisPriorities(horizontal: 760, vertical: 760))
        #expect(title.margins == [1, 2, 3, 4.5])
        #expect(!title.marginsFollowReadingDirection)
        let card = try #require(spec.views.first { $0.name == "card" })
        #expect(card.margins == [4, 12, 4, 20])
        #expect(card.marginsFollowReadingDirection)
        #expect(title.measuredRange == MeasuredSizeRange(minWidth: 10, maxHeight: 40))
        #expect(spec.views.first { $0.name == "icon" }?.kind == .image)
        #expect(spec.views.first { $0.name == "badge" }?.measure == .intrinsic)
        #expect(spec.views.first { $0.name == "card" }?.measure == ViewDeclaration.Measure.none)
        let row = try #require(spec.stacks.first)
        #expect(row.name == "row")
        #expect(row.axis == .vertical)
        #expect(row.arranged.map(\.name) == ["icon", "badge"])
        #expect(row.distribution == .equalSpacing)
        #expect(row.alignment == .center)
        guard case .named("gap", _) = row.spacing else {
            Issue.record("spacing \(row.spacing)")
            return
        }
        #expect(row.customSpacing == ["icon": .points(4.25)])
        #expect(row.isLayoutMarginsRelative)
        #expect(row.layoutMargins == [1, 2, 3, 4])
        #expect(!row.isBaselineRelative)
        #expect(row.hideable.map(\.name) == ["badge"])
        #expect(spec.views.first { $0.name == "row" }?.parent == "card")
        #expect(spec.stacks.map(\.name) == ["row", "column"])
        #expect(spec.stacks[1].arranged.map(\.name) == ["note"])
        #expect(spec.stacks[1].spacing == .system)
    }

    @Test func constraintsInEveryNotation() throws {
        let spec = try Self.parsed(Self.everyKey)
        #expect(spec.constraints.count == 4)
        guard spec.constraints.count == 4, case .statement(let first) = spec.constraints[0],
            case .statement(let second) = spec.constraints[1], case .group(let group) = spec.constraints[2],
            case .group(let empty) = spec.constraints[3]
        else {
            Issue.record("\(spec.constraints)")
            return
        }
        #expect(first.text == "card.left == superview.left + pad")
        #expect(second.text == "H:|-[card]-|")
        #expect(group.condition == .and(.name("editing"), .not(.name("rtl"))))
        #expect(group.constraints.map(Self.text) == ["card.top == 8"])
        #expect(group.otherwise.map(Self.text) == ["card.top == 16"])
        #expect(empty.condition == .name("compactWidth"))
        #expect(empty.constraints.isEmpty)
        #expect(spec.rules.map(\.view) == ["card"])
        #expect(spec.rules.flatMap(\.statements).map(\.text) == ["hh = 10"])
        #expect(spec.attributes.map(\.view) == ["badge"])
        #expect(spec.attributes.flatMap(\.statements).map(\.text) == ["Width(12)"])
        #expect(spec.distribute.map(\.originText) == ["H: icon <> ~1~ <> badge"])
    }

    static func text(_ entry: ConstraintEntry) -> String {
        if case .statement(let statement) = entry { return statement.text }
        return "a group"
    }

    @Test func examples() throws {
        let examples = try #require(try Self.parsed(Self.everyKey).examples?.examples)
        #expect(examples.count == 2)
        let example = try #require(examples.first)
        #expect(example.isWellFormed)
        let input = example.input.map(Self.unlocated)
        #expect(
            input == [
                "width 375", "height 812", "scale 3", "set extra [2.5]", "when editing rtl", "size badge [20.0, 10.0]",
                "font title [16.187, -4.101, 11.978]", "safe-area [47.0, 0.0, 34.0, 0.0]",
                "margins [8.0, 16.0, 8.0, 16.0]"
            ])
        #expect(example.frames.map(\.name) == ["card"])
        #expect(example.frames.map(\.values) == [[0, 0, 375, 100]])
        #expect(example.fittingSize?.values == [375, 100])
        #expect(examples[1].input.isEmpty)
        #expect(examples[1].frames.isEmpty)
    }

    /// An input value without its positions, for comparing.
    static func unlocated(_ value: ExampleSyntax.InputValue) -> String {
        func named(_ values: [ExampleSyntax.NamedNumbers]) -> String {
            values.map { "\($0.name) \($0.values)" }.joined(separator: " ")
        }
        switch value {
        case .width(let width): return "width \(SpecNumberText.text(width))"
        case .height(let height): return "height \(SpecNumberText.text(height))"
        case .scale(let scale): return "scale \(SpecNumberText.text(scale))"
        case .inputs(let values): return "set " + named(values)
        case .conditions(let names): return "when " + names.map(\.name).joined(separator: " ")
        case .sizes(let values): return "size " + named(values)
        case .fonts(let values): return "font " + named(values)
        case .safeArea(let values): return "safe-area \(values)"
        case .margins(let values): return "margins \(values)"
        }
    }

    /// The other spelling of the keys that have two: inputs without ranges (a list), runtime
    /// container margins, a stack's spacing in points and `system` gaps, one priority for both axes,
    /// `false` flags.
    @Test func theOtherSpellings() throws {
        var document = SpecDocumentModel()
        var label = SpecViewEntry(name: "label")
        label.measure = .intrinsic
        label.isLabel = false
        label.hugging = AxisPriorities(horizontal: 300, vertical: 300)
        document.views = [label, SpecViewEntry(name: "icon")]
        var stack = SpecStackEntry(name: "row", arranged: ["label", "icon"])
        stack.spacing = .points(-2.5)
        stack.axis = .vertical
        stack.isLayoutMarginsRelative = false
        stack.isBaselineRelative = true
        stack.customSpacing = [SpecStackEntry.Gap(after: "label", .system)]
        document.stacks = [stack]
        document.inputs = [SpecInputEntry(name: "a"), SpecInputEntry(name: "b")]
        document.swiftUI = false
        document.ties = .error
        document.access = .package
        document.container = SpecContainerEntry(margins: .input)
        let text = SpecWriter.text(of: document)
        #expect(text.contains("inputs: [a, b]\n"))
        let spec = try Self.parsed(document)
        let view = try #require(spec.views.first)
        #expect(!view.isLabel)
        #expect(view.hugging == AxisPriorities(horizontal: 300, vertical: 300))
        let row = try #require(spec.stacks.first)
        #expect(row.spacing == .points(-2.5))
        #expect(row.axis == .vertical)
        #expect(!row.isLayoutMarginsRelative)
        #expect(row.isBaselineRelative)
        #expect(row.customSpacing == ["label": .system])
        #expect(spec.inputs.map(\.name) == ["a", "b"])
        #expect(spec.container.margins == .input)
        #expect(!spec.swiftUI)
        #expect(spec.ties == .error)
        #expect(spec.access == .package)
    }

    /// An empty model writes nothing; a model with only a header writes only comments, which read
    /// as an empty document.
    @Test func emptyDocuments() throws {
        #expect(SpecWriter.text(of: SpecDocumentModel()) == "")
        var document = SpecDocumentModel()
        document.header = ["only a comment"]
        document.comments[.views] = ["not written: no views"]
        #expect(SpecWriter.text(of: document) == "# only a comment\n")
    }
}
