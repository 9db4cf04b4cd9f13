/// The descriptions of every key the schema lists, one table per mapping the parser reads.
extension SpecSchema {
    /// The descriptions of the top-level keys, by key (one for every `SpecParser.topLevelKeys`).
    static let topLevelDescriptions: [String: String] = [
        "name": "The generated Swift type's name (default: the file name's stem followed by `Layout`).",
        "access": "The access level of the generated declarations: internal (the default), public or package.",
        "views": "The views: a list of names (or one-key mappings name: {options}), or a mapping name → options.",
        "stacks":
            "Stack views laid out as UIStackView lays out its arranged subviews: a mapping name → {axis, arranged, distribution, alignment, spacing, ...} (docs/notations/stacks.md).",
        "guides": "Layout guides: solved and reported like views, never measured.",
        "metrics":
            "Build-time numbers by name, folded into the generated code; a name may be identifiers joined by `.`, as code names a constant (`UX.padding`), and a value arithmetic of numbers and earlier metrics (\"14 - 4\").",
        "inputs":
            "Runtime numbers: a list of names, or a mapping name → {min, max} (the range the layout is proven for).",
        "conditions": "Runtime booleans, for `when` groups (Bool fields of the generated Input, default false).",
        "container":
            "The container: whether its width and height are inputs or fitted, their ranges, its layout margins, "
            + "the range of its safe-area insets.",
        "constraints": "Equations, VFL lines, Relativity anchors, and `when` groups of them.",
        "rules": "COSLayout SLL rules: a mapping view → a rule string or a list of them (docs/notations/coslayout.md).",
        "attributes":
            "EasyPeasy attributes: a mapping view → an attribute string or a list of them (docs/notations/easypeasy.md).",
        "align":
            "FlightLayout alignments: a mapping view → {to, horizontal, vertical, size, offset} (docs/notations/flightlayout.md).",
        "distribute":
            "Relativity distributions: strings such as \"H: a <> ~1~ <> b\" or {axis, within, items} (docs/notations/relativity.md).",
        "examples": "Frames checked at generation time for given inputs, exposed as `examples` on the generated type.",
        "checks":
            "The severity of each layout check run over every input: off, warning or error (docs/Solving.md, \"Layout checks\").",
        "swiftUI":
            "true: also generate a SwiftUI `Layout` (`<Type>.SwiftUILayout`, iOS 16 / macOS 13) placing subviews tagged with `.layoutView(<Type>.Item.name)` (default false; docs/GeneratedCode.md, \"SwiftUI\").",
        "ties":
            "error (the default: equal intrinsic-size priorities that tie are an error) or viewOrder (the earlier view in `views` keeps its size).",
        "viewDefaults":
            "interfaceBuilder (the default: a `kind: label` or `image` hugs at 251, as Interface Builder sets it) or code (at 250, as a view created in code)."
    ]

    /// The descriptions of the `checks` keys (`LayoutCheck`).
    static let checkDescriptions: [String: String] = [
        "negativeSize": "A width or height that is negative for some input (default warning).",
        "outsideParent":
            "A view whose frame leaves its parent's or the container's bounds for some input (default warning).",
        "overlap": "Two sibling views whose frames overlap for some input (default off).",
        "squeezed": "A measured view narrower or shorter than its intrinsic size for some input (default off)."
    ]

    /// The descriptions of a view's option keys (`SpecParseSession.viewOptionKeys`).
    static let viewOptionDescriptions: [String: String] = [
        "kind":
            "a UIKit view class whose Interface Builder defaults the view takes: label (measured, font baselines, hugging 251), textField and button (measured, text centred vertically, hugging 250), image (measured, hugging 251), switch (measured, hugging 750) or view; options beside it override them.",
        "measuredSize":
            "The ranges a measured view's sizes are proven over (and `eval` warns outside): {minWidth, maxWidth, minHeight, maxHeight}, each 0 to 10000 (the default range's end when missing).",
        "measure":
            "none (sized by constraints), intrinsic (an intrinsic size input), or heightForWidth (an intrinsic width, and a height measured at the solved width).",
        "label":
            "true for a text view whose font metrics (ascender, descender, cap height) are runtime inputs, for baseline constraints.",
        "parent": "The view this one is nested in; its frame is reported relative to the parent.",
        "hugging":
            "Content-hugging priority of an intrinsic size: one priority for both axes or [horizontal, vertical] (default 250).",
        "compression":
            "Compression-resistance priority of an intrinsic size: one priority or [horizontal, vertical] (default 750).",
        "margins":
            "The view's layout margins: one number for every side, [top, left, bottom, right], or a mapping of "
            + "top, leading, bottom and trailing that changes sides under rtl (default 8).",
        "layout":
            "Another spec that lays the view out: its name (`InfoBox` for InfoBox.layout.yaml beside this spec) or a "
            + "path relative to this spec. Its views become subviews of this one (named `<view><Name>`), solved "
            + "with this spec's constraints in one call; the view's size and margins come from it.",
        "inputs":
            "With `layout:`: values for that spec's inputs, each a number or a metric or input of this spec "
            + "(`{gap: 12}`); its other inputs are this spec's inputs, named `<view><Input>`."
    ]

    /// The descriptions of a stack's keys (`SpecParseSession.stackKeys`).
    static let stackDescriptions: [String: String] = [
        "axis": "horizontal (the default) or vertical.",
        "arranged": "The arranged views (or stacks) in order; they become the stack's children.",
        "distribution":
            "fill (the default), fillEqually, fillProportionally, equalSpacing or equalCentering, as UIStackView.Distribution.",
        "alignment":
            "fill (the default), leading, top, center, trailing, bottom, firstBaseline or lastBaseline, as UIStackView.Alignment.",
        "spacing": "The gap between adjacent views: a number, a metric or input name, or system (default 0).",
        "customSpacing": "Gaps after given arranged views: a mapping view → spacing, as setCustomSpacing(_:after:).",
        "layoutMarginsRelativeArrangement":
            "true to arrange the views inside the stack's layout margins (default false).",
        "layoutMargins": "The stack's margins: one number or [top, leading, bottom, trailing] (default 8).",
        "baselineRelativeArrangement":
            "true to measure a vertical stack's gaps between its labels' baselines (default false).",
        "hideable": "Arranged views with a runtime hidden flag (`<view>Hidden` in Input).",
        "parent": "The view this stack is nested in (a stack arranged in another stack gets that one)."
    ]

    /// The descriptions of the container's keys (`SpecParseSession.containerKeys`).
    static let containerDescriptions: [String: String] = [
        "width":
            "input (the container's width is given at run time, the default) or fit (solved and reported as the fitting width).",
        "height": "input (given at run time, the default) or fit (solved and reported as the fitting height).",
        "minWidth": "The smallest container width the layout must work for (default 0).",
        "maxWidth": "The largest container width the layout must work for.",
        "minHeight": "The smallest container height the layout must work for (default 0).",
        "maxHeight": "The largest container height the layout must work for.",
        "margins":
            "The container's layout margins (the `margins` item): one number or [top, left, bottom, right] (default 8).",
        "minSafeArea":
            "The smallest safe-area insets the layout must work for: one number or [top, left, bottom, right] (default 0).",
        "maxSafeArea":
            "The largest safe-area insets the layout must work for: one number or [top, left, bottom, right] "
            + "(default unbounded); eval warns beyond them."
    ]

    /// The descriptions of a `when` group's keys (`SpecParseSession.groupKeys`).
    static let groupDescriptions: [String: String] = [
        "when":
            "A condition: a declared or built-in name (rtl, compactWidth, regularWidth, compactHeight, regularHeight, pad, phone) with !, &&, || and parentheses.",
        "constraints": "The constraints that apply while the condition holds.",
        "else": "The constraints that apply while it does not.",
        "rules": "COSLayout rules that apply while the condition holds, as the top-level `rules`.",
        "attributes": "EasyPeasy attributes that apply while the condition holds, as the top-level `attributes`.",
        "align": "FlightLayout alignments that apply while the condition holds, as the top-level `align`.",
        "distribute": "Relativity distributions that apply while the condition holds, as the top-level `distribute`."
    ]

    /// The descriptions of an alignment's keys (`FlightLayoutAlignment.keys`).
    static let alignmentDescriptions: [String: String] = [
        "to": "The reference item (default superview): a view, guide, superview, container, margins or safeArea.",
        "horizontal":
            "left and right are outside the reference, leftEdge and rightEdge inside, center centred (default center).",
        "vertical": "above and below are outside the reference, top and base inside, center centred (default center).",
        "size": "[width, height]: numbers, metrics or inputs.",
        "offset": "[dx, dy]: numbers, metrics or inputs added to the aligned position."
    ]

    /// The descriptions of a distribution mapping's keys (`DistributionEntry.keys`).
    static let distributionDescriptions: [String: String] = [
        "axis": "horizontal or vertical (default: the items string's H: or V: prefix, else horizontal).",
        "within": "The item the distribution spans: a view, guide, superview, container, margins or safeArea.",
        "items": "The items string, such as \"a <> ~1~ <> b\", or a list of items, one per line.",
        "direction": "leftToRight (Relativity's, the default) or leadingToTrailing (the row flips under rtl)."
    ]

    /// The descriptions of an example's keys (`ExamplesSectionParser.exampleKeys`).
    static let exampleDescriptions: [String: String] = [
        "input": "The input, with the options of `layout-gen eval` as keys.",
        "frames":
            "Expected frames relative to their parent: a mapping item → [x, y, width, height]; items not listed are not checked.",
        "fittingSize": "The expected fitting size [width, height], for a spec whose container fits a dimension."
    ]
}
