/// One message about a spec, shown as `PATH:LINE:COL: error: MESSAGE`: a severity, a location, and
/// what it is about as data (`kind`), from which `DiagnosticText` words the message.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The spec cannot be compiled.
        case error
        /// The spec compiles, but something is probably not what the author meant.
        case warning
        /// Extra information attached to an error or warning.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it is; `nil` for problems that belong to no position (an unreadable file).
    public var location: SourceLocation?
    /// What the diagnostic is about, with its payload (a conflict's constraints and witness, an
    /// unknown name and its suggestions, …); `.general` for prose only.
    package var kind: DiagnosticKind
    /// What is wrong and how to fix it, in words: rendered from `kind` (`DiagnosticText`); setting it
    /// makes the diagnostic a `.general` one.
    public var message: String {
        get { DiagnosticText.message(kind) }
        set { kind = .general(newValue) }
    }
    /// Related locations (each conflicting constraint, for example), printed after the message.
    public var notes: [Diagnostic]

    /// Creates a diagnostic told in words only (a `.general` one).
    public init(_ severity: Severity, at location: SourceLocation?, _ message: String, notes: [Diagnostic] = []) {
        self.init(severity, at: location, kind: .general(message), notes: notes)
    }

    /// Creates a diagnostic of a kind.
    package init(_ severity: Severity, at location: SourceLocation?, kind: DiagnosticKind, notes: [Diagnostic] = []) {
        self.severity = severity
        self.location = location
        self.kind = kind
        self.notes = notes
    }

    /// An error of a kind at `location`.
    package static func error(
        at location: SourceLocation?, kind: DiagnosticKind, notes: [Diagnostic] = []
    ) -> Diagnostic {
        Diagnostic(.error, at: location, kind: kind, notes: notes)
    }

    /// An error at `location`.
    public static func error(at location: SourceLocation?, _ message: String, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, at: location, message, notes: notes)
    }

    /// A warning at `location`.
    public static func warning(at location: SourceLocation?, _ message: String, notes: [Diagnostic] = []) -> Diagnostic
    {
        Diagnostic(.warning, at: location, message, notes: notes)
    }

    /// A note at `location`.
    public static func note(at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(.note, at: location, message)
    }

    /// The diagnostic and its notes, one per line, in the `PATH:LINE:COL: severity: message` form
    /// that compilers, Xcode and SwiftPM's build log understand.
    public var description: String {
        var lines = [Self.line(severity, location, message)]
        for note in notes {
            lines.append(Self.line(note.severity, note.location, note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ location: SourceLocation?, _ message: String) -> String {
        if let location {
            return PrintableText.oneLine("\(location): \(severity.rawValue): \(message)")
        }
        return PrintableText.oneLine("\(severity.rawValue): \(message)")
    }
}
