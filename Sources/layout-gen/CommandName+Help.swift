import LayoutSpec

extension CommandName {
    /// What the command does, one line: the `COMMANDS:` section of the general help.
    var summary: String {
        switch self {
        case .generate: return "Write one <TypeName>.swift per spec (only when it changes)."
        case .check: return "Parse, solve and verify specs; print diagnostics only."
        case .eval: return "Print the frames of one input as JSON."
        case .render: return "Draw the layout as SVG, or write a live HTML preview."
        case .explain: return "Print each attribute's solution, piece by piece."
        case .schema: return "Print the JSON Schema of spec files."
        case .import: return "Write one spec per root view of a .xib or .storyboard, checked against its frames."
        }
    }

    /// The command's help page.
    var helpPage: CommandHelp {
        let spec = CommandHelp.Argument(
            name: "SPEC", help: "A layout spec: *.layout.yaml, *.layout.yml or *.layout.json.")
        let specs = CommandHelp.Argument(name: "SPEC...", help: "One or more layout specs.")
        switch self {
        case .generate:
            return CommandHelp(
                overview: "Compiles each spec and writes its Swift file.",
                discussion: [
                    "A file whose content would not change is not touched; a new content replaces the old one "
                        + "atomically (temporary file + rename). A spec with errors leaves its output untouched, "
                        + "and the command exits 1 after compiling every spec."
                ],
                // The two destinations exclude each other: one of them, not each optional.
                usage: [
                    "SPEC...", "(" + options.map { "\($0.short ?? $0.name) \($0.value)" }.joined(separator: " | ") + ")"
                ],
                arguments: [specs],
                examples: [
                    ("Write CardLayout.swift into Generated/:", "layout-gen generate Card.layout.yaml -o Generated"),
                    (
                        "What the build plugin runs:",
                        "layout-gen generate Card.layout.yaml --output-file CardLayout.swift"
                    )
                ]
            )
        case .check:
            return CommandHelp(
                overview: "Compiles each spec and prints its diagnostics; writes nothing.",
                discussion: ["Exits 1 if any spec has errors."],
                usage: ["SPEC..."],
                arguments: [specs],
                examples: [("Check every spec of a folder:", "layout-gen check Sources/App/*.layout.yaml")]
            )
        case .eval:
            return CommandHelp(
                overview: "Prints the frames of one input as JSON.",
                discussion: [
                    "Prints {\"frames\": {\"view\": [x, y, w, h], ...}}: frames relative to their parent, rounded "
                        + "at the scale (plus \"fittingSize\": [w, h] when a dimension fits). The container is "
                        + "\(Int(EvalOptions.defaultWidth)) × \(Int(EvalOptions.defaultHeight)) unless -w or -H says "
                        + "otherwise, as for render.",
                    "COND is a declared condition or a built-in one: "
                        + BuiltInConditions.traitConditions.joined(separator: ", ") + " (and EasyPeasy's "
                        + BuiltInConditions.easyPeasyAliases.map(\.name).joined(separator: ", ") + ")."
                ],
                usage: ["SPEC"] + options.map(\.usage),
                arguments: [spec],
                examples: [
                    (
                        "A 320-point-wide container, a measured title:",
                        "layout-gen eval Card.layout.yaml -w 320 --size title=120x20"
                    ),
                    (
                        "Right to left, with an input and a label's font:",
                        "layout-gen eval Card.layout.yaml --when rtl --set gap=12 --font title=14.5,-3.5,10"
                    )
                ]
            )
        case .render:
            return CommandHelp(
                overview: "Draws the layout as an SVG picture or a live HTML preview.",
                discussion: [
                    "FILE.svg: one panel per input (every width × height × condition set), the container "
                        + "outlined, each view a labelled rectangle with its size, guides dashed. FILE.html: one "
                        + "self-contained page (no network) running the layout compiled to JavaScript, with sliders "
                        + "for the container size and each input, toggles for the conditions and fields for "
                        + "measured sizes. On a solver error, the picture shows the error's witness input with the "
                        + "views involved marked, and the command exits 1.",
                    "A measured view without --size is drawn at the typical size 100 × 20, which the picture "
                        + "and a note on stderr say. An SVG picture is drawn at --scale pixels a point (a "
                        + "screenshot of a display of that scale; 1 by default and for --scale 0); --fit W draws a "
                        + "wider picture W pixels wide instead, and never enlarges one."
                ],
                usage: ["SPEC", "\(options[0].short ?? options[0].name) \(options[0].value)"]
                    + options.dropFirst().map(\.usage),
                arguments: [spec],
                examples: [
                    ("Three widths side by side:", "layout-gen render Card.layout.yaml -o card.svg -w 320,375,768"),
                    ("A live preview:", "layout-gen render Card.layout.yaml -o card.html"),
                    (
                        "Left to right and right to left:",
                        "layout-gen render Card.layout.yaml -o card.svg --when= --when rtl"
                    ),
                    (
                        "At 2 pixels a point, at most 800 pixels wide:",
                        "layout-gen render Card.layout.yaml -o card.svg --scale 2 --fit 800"
                    )
                ]
            )
        case .explain:
            return CommandHelp(
                overview: "Prints each attribute's solution, piece by piece.",
                discussion: [
                    "Prints each view's and guide's left, top, width and height as solved for every input: a "
                        + "formula (min/max of affine pieces) and, for each piece, the inputs where it holds; under "
                        + "conditions, one line per combination. Positions are in the container's coordinates, "
                        + "before pixel rounding. A spec with errors prints its diagnostics and exits 1."
                ],
                usage: ["SPEC"],
                arguments: [spec],
                examples: [("Where each number comes from:", "layout-gen explain Card.layout.yaml")]
            )
        case .schema:
            return CommandHelp(
                overview: "Prints the JSON Schema (draft 2020-12) of spec files.",
                discussion: [
                    "The same text as the committed Schema/layout-spec.schema.json. Point your editor at it with "
                        + "a first line `# yaml-language-server: $schema=PATH/layout-spec.schema.json` for "
                        + "completion and checking of every key (docs/SpecLanguage.md, \"Editor support\")."
                ],
                usage: [],
                examples: [("Save it for an editor:", "layout-gen schema > layout-spec.schema.json")]
            )
        case .import:
            return CommandHelp(
                overview: "Writes one spec per root view of an Interface Builder file.",
                discussion: [
                    "Writes one <Name>.layout.yaml per root view (each top-level view of a .xib, each scene's root "
                        + "view of a .storyboard): views named from outlets, user labels or classes, constraints, "
                        + "content priorities, stack views, autoresizing masks, and an example whose input is the "
                        + "canvas and whose frames are the frames stored in the file. What cannot be imported is a "
                        + "warning at its line of the file. Then compiles each spec, so check's errors (an example "
                        + "that differs from Interface Builder's frames, an ambiguity) show at once; exits 1 if any "
                        + "spec has errors.",
                    "An existing spec is never replaced without --force: then nothing is written and the command "
                        + "exits 1."
                ],
                usage: ["FILE.xib|FILE.storyboard..."] + options.map(\.usage),
                arguments: [
                    CommandHelp.Argument(
                        name: "FILE.xib|FILE.storyboard...", help: "One or more .xib or .storyboard files.")
                ],
                examples: [
                    ("Import a cell beside its nib:", "layout-gen import UserRow.xib"),
                    (
                        "Import a storyboard into Layouts/, replacing earlier imports:",
                        "layout-gen import Main.storyboard -o Layouts --force"
                    )
                ]
            )
        }
    }
}
