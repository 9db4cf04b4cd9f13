import LayoutSpec

/// Splits a command's arguments into spec paths and `--option value` pairs (a short spelling such as
/// `-w` is stored under its long name), rejecting options the command does not know (suggesting
/// the closest known one) and options missing their value.
enum OptionScanner {
    /// The scanned arguments.
    struct Result {
        /// The command being parsed (for messages).
        var command: CommandName
        /// Arguments that are not options: the spec paths.
        var positionals: [String] = []
        /// Option values in order, by option name.
        var values: [String: [String]] = [:]
        /// Whether `-h`/`--help` was among the arguments.
        var wantsHelp = false

        /// The value of a non-repeatable option, `nil` when absent.
        func single(_ name: String) throws -> String? {
            guard let given = values[name] else { return nil }
            guard given.count == 1, let value = given.first else {
                throw UsageError("\(name) given more than once", command: command)
            }
            return value
        }

        /// Every value of a repeatable option.
        func all(_ name: String) -> [String] { values[name] ?? [] }
    }

    /// Scans `arguments` (the ones after the command name).
    static func scan(_ arguments: [String], command: CommandName) throws -> Result {
        var result = Result(command: command)
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.wantsHelp = true
                continue
            }
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let option = command.option(named: name) else {
                let known = command.options.map(\.name) + ["--help"]
                throw UsageError(
                    "unknown option '\(name)' for '\(command.rawValue)'"
                        + NameSuggestion.clause(for: name, in: known, quote: "'"), command: command)
            }
            if option.isFlag {
                guard value == nil else {
                    throw UsageError("\(name) takes no value", command: command)
                }
                value = ""
            } else if value == nil {
                guard index < arguments.endIndex else {
                    throw UsageError("missing value for \(option.name)", command: command)
                }
                value = arguments[index]
                index += 1
            }
            result.values[option.name, default: []].append(value ?? "")
        }
        return result
    }
}
