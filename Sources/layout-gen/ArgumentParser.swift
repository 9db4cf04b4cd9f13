import LayoutSpec

/// Turns `layout-gen`'s arguments into an `Invocation` (hand-written: the package has no
/// dependencies). Options take their value as the next argument or after `=`
/// (`--width 375`, `--width=375`); `--` ends the options.
enum ArgumentParser {
    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws -> Invocation {
        guard let first = arguments.first else {
            throw UsageError("missing command")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(nil)
        case "--version":
            return .version
        case "help":
            // `help` and `help help` print the overview, which is the help of `help` itself.
            guard let topic = rest.first, topic != "help" else { return .help(nil) }
            guard rest.count == 1 else {
                throw UsageError("help takes one command name, not \(rest.count) arguments")
            }
            guard let command = CommandName(rawValue: topic) else {
                throw UsageError("unknown command '\(topic)'" + commandSuggestion(topic))
            }
            return .help(command)
        default:
            break
        }
        guard let command = CommandName(rawValue: first) else {
            if first.hasPrefix("-") {
                throw UsageError(
                    "unknown option '\(first)'"
                        + NameSuggestion.clause(for: first, in: ["--help", "--version"], quote: "'"))
            }
            throw UsageError("unknown command '\(first)'" + commandSuggestion(first))
        }
        let scanned = try OptionScanner.scan(rest, command: command)
        if scanned.wantsHelp { return .help(command) }
        switch command {
        case .generate: return .generate(try generateOptions(scanned))
        case .check: return .check(specs: try specs(scanned, command: .check))
        case .eval: return .eval(try evalOptions(scanned))
        case .schema: return try SchemaCommand.invocation(scanned)
        case .render: return try RenderCommand.invocation(scanned)
        case .explain: return try ExplainCommand.invocation(scanned)
        case .import: return try ImportCommand.invocation(scanned)
        }
    }

    /// `; did you mean 'generate'?` for a misspelled command (`gen`), else nothing.
    private static func commandSuggestion(_ name: String) -> String {
        NameSuggestion.clause(for: name, in: CommandName.allCases.map(\.rawValue) + ["help"], quote: "'")
    }

    private static func specs(_ scanned: OptionScanner.Result, command: CommandName) throws -> [String] {
        guard !scanned.positionals.isEmpty else {
            throw UsageError("missing spec file", command: command)
        }
        return scanned.positionals
    }

    private static func generateOptions(_ scanned: OptionScanner.Result) throws -> GenerateOptions {
        let specs = try specs(scanned, command: .generate)
        let directory = try scanned.single("--output-dir")
        let file = try scanned.single("--output-file")
        if directory == "" {
            throw UsageError("--output-dir is empty: give a folder (`.` for the current one)", command: .generate)
        }
        if file == "" {
            throw UsageError("--output-file is empty: give a file name", command: .generate)
        }
        switch (directory, file) {
        case (let directory?, nil):
            return GenerateOptions(specs: specs, destination: .directory(directory))
        case (nil, let file?):
            guard specs.count == 1 else {
                throw UsageError(
                    "--output-file takes exactly one spec; use --output-dir for several",
                    command: .generate)
            }
            return GenerateOptions(specs: specs, destination: .file(file))
        case (nil, nil):
            throw UsageError("missing --output-dir", command: .generate)
        case (.some, .some):
            throw UsageError("give either --output-dir or --output-file, not both", command: .generate)
        }
    }

    static func evalOptions(_ scanned: OptionScanner.Result) throws -> EvalOptions {
        let specs = try specs(scanned, command: .eval)
        guard specs.count == 1 else {
            throw UsageError("eval takes exactly one spec, got \(specs.count)", command: .eval)
        }
        var options = EvalOptions(spec: specs[0])
        for option in EvaluationOption.allCases {
            try read(option, from: scanned, into: &options)
        }
        return options
    }

    /// Reads `option`'s values (none, one, or one per name) into `options`.
    private static func read(
        _ option: EvaluationOption, from scanned: OptionScanner.Result, into options: inout EvalOptions
    ) throws {
        switch option {
        case .width:
            if let width = try scanned.single(option.flag) {
                options.width = try number(width, for: option.flag, nonNegative: true)
            }
        case .height:
            if let height = try scanned.single(option.flag) {
                options.height = try number(height, for: option.flag, nonNegative: true)
            }
        case .scale:
            if let scale = try scanned.single(option.flag) {
                options.scale = try number(scale, for: option.flag, nonNegative: true)
            }
        case .safeArea:
            if let insets = try scanned.single(option.flag) {
                options.safeAreaInsets = try edgeInsets(insets, for: option.flag)
            }
        case .margins:
            if let insets = try scanned.single(option.flag) {
                options.layoutMargins = try edgeInsets(insets, for: option.flag)
            }
        case .set:
            for assignment in scanned.all(option.flag) {
                let (name, value) = try split(assignment, option: option.flag, form: option.valueForm)
                guard options.inputs[name] == nil else {
                    throw UsageError("--set \(name) given more than once", command: .eval)
                }
                options.inputs[name] = try number(value, for: "--set \(name)", nonNegative: false)
            }
        case .when:
            for condition in scanned.all(option.flag) {
                guard !condition.isEmpty else { throw UsageError("--when needs a condition name", command: .eval) }
                options.conditions.insert(condition)
            }
        case .size:
            for size in scanned.all(option.flag) {
                try readSize(size, into: &options)
            }
        case .font:
            for font in scanned.all(option.flag) {
                try readFont(font, into: &options)
            }
        }
    }

    /// `--size VIEW=WxH`.
    private static func readSize(_ size: String, into options: inout EvalOptions) throws {
        let (view, value) = try split(size, option: EvaluationOption.size.flag, form: EvaluationOption.size.valueForm)
        let parts = value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, options.sizes[view] == nil else {
            throw UsageError(
                "--size expects VIEW=WxH once per view (like avatar=48x48), not '\(size)'",
                command: .eval)
        }
        options.sizes[view] = try parts.map { try number(String($0), for: "--size \(view)", nonNegative: true) }
    }

    /// `--font VIEW=ASC,DESC,CAP`, with a fix when the descender's sign is wrong.
    private static func readFont(_ font: String, into options: inout EvalOptions) throws {
        let (view, value) = try split(font, option: EvaluationOption.font.flag, form: EvaluationOption.font.valueForm)
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3, options.fonts[view] == nil else {
            throw UsageError(
                "--font expects VIEW=ASC,DESC,CAP once per view (like title=14.5,-3.5,10), "
                    + "not '\(font)'", command: .eval)
        }
        let metrics = try parts.map { try number(String($0), for: "--font \(view)", nonNegative: false) }
        if let problem = fontProblem(metrics) {
            var fixed = parts.map(String.init)
            fixed[1] = "-" + fixed[1].drop { $0 == "+" }
            let advice =
                metrics[1] > 0 ? "write \(view)=" + fixed.joined(separator: ",") : "like \(view)=14.5,-3.5,10"
            throw UsageError("--font \(view): \(problem): \(advice), not '\(font)'", command: .eval)
        }
        options.fonts[view] = metrics
    }

    /// What is wrong with a label's font metrics (ascender, descender, cap height), `nil` when they
    /// are a font's: the descender is negative (measured downwards from the baseline, as UIFont's),
    /// the ascender and cap height are not.
    private static func fontProblem(_ metrics: [Double]) -> String? {
        if metrics[1] > 0 { return "the descender is negative (it lies below the baseline, as UIFont.descender)" }
        if metrics[0] < 0 { return "the ascender must not be negative" }
        if metrics[2] < 0 { return "the cap height must not be negative" }
        return nil
    }

    /// `T,L,B,R`: four numbers, top, left, bottom, right.
    private static func edgeInsets(_ text: String, for option: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw UsageError(
                "\(option) expects T,L,B,R (four numbers: top, left, bottom, right, like 44,0,34,0), "
                    + "not '\(text)'", command: .eval)
        }
        return try parts.map { try number(String($0), for: option, nonNegative: false) }
    }

    /// `NAME=VALUE` with a non-empty name.
    private static func split(_ text: String, option: String, form: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw UsageError("\(option) expects \(form), not '\(text)'", command: .eval)
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// A finite decimal number.
    private static func number(_ text: String, for option: String, nonNegative: Bool) throws -> Double {
        guard let value = Double(text), value.isFinite, !text.lowercased().contains("x") else {
            throw UsageError("\(option) expects a number, not '\(text)'", command: .eval)
        }
        if nonNegative && value < 0 {
            throw UsageError("\(option) must not be negative, got '\(text)'", command: .eval)
        }
        return value
    }
}
