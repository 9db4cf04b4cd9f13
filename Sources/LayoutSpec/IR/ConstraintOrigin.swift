/// Where a lowered constraint came from and what it does: the spec statement's position and text
/// (for every diagnostic that quotes it), the notation it is written in and its role (for every
/// stage after lowering that needs to know what kind of constraint it is).
///
/// The notation that lowers a constraint fills all of it; later stages read `notation` and `role`
/// and only ever quote `text`, never parse it.
///
/// A constraint lowered from one piece of a long statement names the piece and quotes the
/// statement (`the gap between [v3] and [v4] in H:|[v0]…|`): the quoted statement is kept as its
/// own string, shared by every constraint of that statement, and `text` joins the two only when it
/// is read (in a diagnostic). Built eagerly, a 1,000-view VFL row's thousands of constraints would
/// each copy its 10,000 characters, which is quadratic in the views.
package struct ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The statement's (or the token's) position.
    package var location: SourceLocation
    /// The notation the statement is written in.
    package var notation: ConstraintNotation
    /// What the constraint does (and the measured sizes it reads).
    package var role: ConstraintRole
    /// The statement (or the piece of it) as the spec would write it so that the constraint yields,
    /// for a conflict's fix: at a priority below 1000 (`a.width == 100 @750`, `[b(160@750)]`), or,
    /// for a Visual Format gap, free to grow (`-(>=8)-`); `nil` when its notation offers none (the
    /// statement already has a priority, or several predicates). Written by the notation that
    /// lowers the constraint, in its own syntax.
    package var relaxed: String?
    /// `text` up to `quoted`.
    private var head: String
    /// The statement `text` ends with, shared with the other pieces of that statement; empty when
    /// `head` is the whole text.
    private var quoted: String

    /// The statement as written (or a short description of an implied constraint, such as
    /// "title's intrinsic width (hugging 250)", or of a piece of a statement, quoting it): for
    /// diagnostics to quote.
    package var text: String {
        get { quoted.isEmpty ? head : head + quoted }
        set {
            head = newValue
            quoted = ""
        }
    }

    /// The statement the constraint was lowered from: `text` itself, or for a constraint lowered
    /// from a piece of a statement, that statement alone (for a diagnostic that quotes a
    /// statement once for all its pieces).
    package var statement: String { quoted.isEmpty ? head : quoted }

    /// The piece of `statement` the constraint was lowered from (`the gap between [a] and [b]`), or
    /// `nil` when it is the whole statement.
    package var piece: String? { quoted.isEmpty ? nil : String(head.dropLast(" in ".count)) }

    /// Creates an origin.
    package init(
        location: SourceLocation, text: String, notation: ConstraintNotation, role: ConstraintRole = .statement,
        relaxed: String? = nil
    ) {
        self.location = location
        self.notation = notation
        self.role = role
        self.relaxed = relaxed
        self.head = text
        self.quoted = ""
    }

    /// An origin whose text is `piece` followed by ` in ` and `statement`: a constraint lowered from
    /// part of `statement`. `statement`'s storage is shared, not copied.
    package init(
        location: SourceLocation, piece: String, in statement: String, notation: ConstraintNotation,
        role: ConstraintRole, relaxed: String? = nil
    ) {
        self.location = location
        self.notation = notation
        self.role = role
        self.relaxed = relaxed
        self.head = piece + " in "
        self.quoted = statement
    }

    /// `PATH:LINE:COL: text`.
    package var description: String { "\(location): \(text)" }

    /// The same position, text, notation, role and relaxed form (however the text is held).
    package static func == (lhs: ConstraintOrigin, rhs: ConstraintOrigin) -> Bool {
        lhs.location == rhs.location && lhs.notation == rhs.notation && lhs.role == rhs.role
            && lhs.relaxed == rhs.relaxed && lhs.text == rhs.text
    }

    /// Hashes the position and the text, as `==` compares them.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(text)
    }
}

extension ConstraintOrigin {
    /// `origins` without repeats, first occurrences in order.
    package static func distinct(_ origins: [ConstraintOrigin]) -> [ConstraintOrigin] {
        var seen = Set<ConstraintOrigin>()
        return origins.filter { seen.insert($0).inserted }
    }
}
