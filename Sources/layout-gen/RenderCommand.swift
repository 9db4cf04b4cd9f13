import Foundation
import LayoutSpec

/// `layout-gen render SPEC --output FILE.svg|FILE.html [options]`: draws the layout for every
/// combination of the given widths, heights and condition sets (SVG), or writes a live preview
/// (HTML). docs/CLI-AND-PLUGIN.md, "render".
enum RenderCommand {
    /// `render`'s options: the output, lists of widths and heights, condition sets, then the rest of
    /// eval's options (from the same table).
    static let options: [CommandOption] =
        [
            CommandOption(
                name: "--output", value: "FILE", isRepeatable: false,
                help: [
                    "The file to write: FILE.svg, a picture, or FILE.html, a live preview;",
                    "written only if it changes."
                ], short: "-o"),
            CommandOption(
                name: "--width", value: "W,W...", isRepeatable: false,
                help: ["Container widths, one panel each (default \(Int(EvalOptions.defaultWidth)))."], short: "-w"),
            CommandOption(
                name: "--height", value: "H,H...", isRepeatable: false,
                help: ["Container heights, one panel each (default \(Int(EvalOptions.defaultHeight)))."], short: "-H"),
            CommandOption(
                name: "--when", value: "COND,COND...", isRepeatable: true,
                help: [
                    "A set of conditions that hold together (repeatable: one panel",
                    "each; --when= is the set where none holds, the default)."
                ]),
            CommandOption(
                name: "--fit", value: "W", isRepeatable: false,
                help: [
                    "An SVG picture at most W pixels wide: drawn smaller where --scale",
                    "pixels a point (default 1) would be wider, never larger."
                ])
        ]
        + EvaluationOption.allCases.filter { ![.width, .height, .when].contains($0) }.map { option in
            switch option {
            case .scale: return scaleOption
            case .size: return sizeOption
            default: return option.commandOption
            }
        }

    /// `--size VIEW=WxH`, as eval's but for its default: the typical size a picture assumes.
    private static var sizeOption: CommandOption {
        var option = EvaluationOption.size.commandOption
        option.help = option.help.map { $0.replacingOccurrences(of: "default 0x0", with: "default 100x20") }
        return option
    }

    /// `--scale S`: eval's pixel rounding, and the SVG's pixels a point.
    private static var scaleOption: CommandOption {
        var option = EvaluationOption.scale.commandOption
        option.help = [
            "Pixel scale for rounding (default 1; 0 disables rounding); an SVG",
            "picture is drawn at S pixels a point (1 when S is 0)."
        ]
        return option
    }

    /// Parses the scanned arguments.
    static func invocation(_ scanned: OptionScanner.Result) throws -> Invocation {
        guard let output = try scanned.single("--output") else {
            throw UsageError("missing --output FILE.svg or FILE.html", command: .render)
        }
        let format: RenderOptions.Format
        switch output.split(separator: ".").last?.lowercased() {
        case "svg": format = .svg
        case "html", "htm": format = .html
        default: throw UsageError("--output must end in .svg or .html, not '\(output)'", command: .render)
        }
        var evalScan = scanned
        for option in ["--output", "--width", "--height", "--when", "--fit"] { evalScan.values[option] = nil }
        let base: EvalOptions
        do {
            base = try ArgumentParser.evalOptions(evalScan)
        } catch let error as UsageError {
            throw UsageError(error.message.replacingOccurrences(of: "eval", with: "render"), command: .render)
        }
        var options = RenderOptions(base: base, output: output, format: format)
        if let widths = try scanned.single("--width") { options.widths = try list(widths, for: "--width") }
        if let heights = try scanned.single("--height") { options.heights = try list(heights, for: "--height") }
        if let fit = try scanned.single("--fit") {
            guard format == .svg else {
                throw UsageError(
                    "--fit sizes an SVG picture; the HTML preview fits its window (use its zoom menu)", command: .render
                )
            }
            guard let width = Double(fit), width.isFinite, width >= 1 else {
                throw UsageError("--fit expects a width in pixels ≥ 1 (like --fit 800), not '\(fit)'", command: .render)
            }
            options.fitWidth = width
        }
        let sets = scanned.all("--when")
        if !sets.isEmpty {
            options.conditionSets = try sets.map { set in
                if set.isEmpty { return [] }  // `--when ""`: a panel where no condition holds
                let names = set.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard names.allSatisfy({ !$0.isEmpty }) else {
                    throw UsageError("--when expects COND or COND,COND..., not '\(set)'", command: .render)
                }
                return names
            }
        }
        return .render(options)
    }

    /// `320,375,768`: numbers ≥ 0.
    private static func list(_ text: String, for option: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard let value = Double(part), value.isFinite, value >= 0 else {
                throw UsageError(
                    "\(option) expects numbers ≥ 0 separated by commas (like 320,375,768), not '\(text)'",
                    command: .render)
            }
            return value
        }
    }

    /// Runs the command.
    static func run(_ options: RenderOptions) -> ExitStatus {
        let session = CompilationSession(path: options.base.spec)
        guard let layout = SpecCompilation.report(session) else {
            writeErrorPicture(for: session, options)
            return .specErrors
        }
        do {
            let contents: String
            let typical = layout.fillingTypicalSizes(EvalCommand.request(options.base))
            switch options.format {
            case .svg: contents = try svg(layout, options, typical)
            case .html: contents = try HTMLPreviewCommand.page(layout, options, typical)
            }
            if let note = typical.note { Console.error("note: \(note)") }
            _ = try OutputFileWriter.write(contents, toPath: options.output)
            return .success
        } catch let error as EvaluationError {
            UsageError("\(error)", command: .render).report()
            return .usage
        } catch let error as SpecError {
            Console.report(error.diagnostics)
            return .specErrors
        } catch {
            Console.error("error: \(error)")
            return .specErrors
        }
    }

    /// For a spec the solver rejects: the first error's panels (`ErrorPicture.panels`: a conflict
    /// on both sides of its threshold, a tie's outcomes side by side, else the witness input), the
    /// views involved marked (exit status stays 1), from the session's lowered layout and typed
    /// errors. Specs that do not parse or lower get no picture.
    private static func writeErrorPicture(for session: CompilationSession, _ options: RenderOptions) {
        var request = EvalCommand.request(options.base)
        request.width = options.widths.first ?? EvalOptions.defaultWidth
        request.height = options.heights.first ?? EvalOptions.defaultHeight
        request.conditions = Set(options.conditionSets.first ?? [])
        guard let picture = ErrorPicture.panels(session, request: request) else { return }
        let svg = SVGLayoutPicture.render(
            title: picture.interface.typeName, interface: picture.interface, panels: picture.panels,
            notes: picture.notes, size: SVGPictureSize(scale: options.base.scale, fitWidth: options.fitWidth))
        let text: String
        switch options.format {
        case .svg: text = svg
        case .html:
            let messages = session.diagnostics.map { SVGLayoutPicture.escaped($0.description) }.joined(separator: "\n")
            text =
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>"
                + SVGLayoutPicture.escaped(picture.interface.typeName) + " — error</title></head>\n<body>\n"
                + "<pre style=\"white-space: pre-wrap; overflow-wrap: anywhere\">"
                + messages + "</pre>\n" + svg + "</body>\n</html>\n"
        }
        do {
            _ = try OutputFileWriter.write(text, toPath: options.output)
            Console.error("note: \(options.output) shows the first error, its views marked")
        } catch {
            Console.error("error: \(error)")
        }
    }

    /// One panel per width × height × condition set, in that order (widths vary fastest); measured
    /// views the options give no size are at their typical sizes, as `typical` says (its note
    /// printed above the panels).
    private static func svg(
        _ layout: CompiledLayout, _ options: RenderOptions, _ typical: (request: EvaluationRequest, note: String?)
    ) throws -> String {
        var panels: [LayoutPicturePanel] = []
        for conditions in options.conditionSets {
            for height in options.heights {
                for width in options.widths {
                    var request = typical.request
                    request.width = width
                    request.height = height
                    request.conditions = Set(conditions)
                    let frames = try layout.frames(for: request)
                    let size = CGSize(
                        width: layout.interface.fitsWidth
                            ? frames.fittingSize.map { Double($0.width) } ?? width : width,
                        height: layout.interface.fitsHeight
                            ? frames.fittingSize.map { Double($0.height) } ?? height : height)
                    var caption = SVGLayoutPicture.number(size.width) + " × " + SVGLayoutPicture.number(size.height)
                    if !conditions.isEmpty { caption += ", " + conditions.joined(separator: ", ") }
                    panels.append(
                        LayoutPicturePanel(
                            caption: caption, containerSize: size, layout: frames,
                            safeArea: layout.readsSafeArea ? request.safeAreaInsets : nil,
                            margins: layout.readsLayoutMargins ? request.layoutMargins : nil))
                }
            }
        }
        return SVGLayoutPicture.render(
            title: layout.typeName, interface: layout.interface, panels: panels, notes: typical.note.map { [$0] } ?? [],
            size: SVGPictureSize(scale: options.base.scale, fitWidth: options.fitWidth))
    }
}
