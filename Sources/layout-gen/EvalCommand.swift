import LayoutSpec

/// `layout-gen eval SPEC [options]`: prints one input's frames as JSON on standard output.
///
/// A request naming an input, condition, measured view or label the spec does not declare is a
/// usage error (exit 64): the spec is fine, the command line is not.
enum EvalCommand {
    /// Runs the command.
    static func run(_ options: EvalOptions) -> ExitStatus {
        guard let layout = SpecCompilation.compile(options.spec, withCheckFindings: false) else {
            return .specErrors
        }
        do {
            let request = request(options)
            let frames = try layout.evaluate(request)
            Console.report(layout.domainWarnings(for: request) + layout.findings(at: request))
            Console.out(frames)
            return .success
        } catch let error as EvaluationError {
            UsageError("\(error)", command: .eval).report()
            return .usage
        } catch let error as SpecError {
            Console.report(error.diagnostics)
            return .specErrors
        } catch {
            Console.error(PrintableText.oneLine("error: \(options.spec): \(error)"))
            return .specErrors
        }
    }

    static func request(_ options: EvalOptions) -> EvaluationRequest {
        EvaluationRequest(
            width: options.width,
            height: options.height,
            scale: options.scale,
            inputs: options.inputs,
            conditions: options.conditions,
            sizes: options.sizes.compactMapValues { size in
                size.count == 2 ? EvaluationRequest.Size(width: size[0], height: size[1]) : nil
            },
            fonts: options.fonts.compactMapValues { font in
                font.count == 3
                    ? EvaluationRequest.Font(ascender: font[0], descender: font[1], capHeight: font[2]) : nil
            },
            safeAreaInsets: insets(options.safeAreaInsets, default: .zero),
            layoutMargins: insets(options.layoutMargins, default: .standardMargins)
        )
    }

    /// Four values (top, left, bottom, right) as insets; the parser guarantees the count.
    private static func insets(
        _ values: [Double], default fallback: EvaluationRequest.Insets
    ) -> EvaluationRequest.Insets {
        guard values.count == 4 else { return fallback }
        return EvaluationRequest.Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
