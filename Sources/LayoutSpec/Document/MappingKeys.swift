/// The keys of one mapping (a YAML block or flow mapping, or a JSON object) read so far: a key that
/// comes again is an error at its second place, with a note at the first.
struct MappingKeys {
    /// How messages quote keys and name the mapping, after the file's format.
    enum Spelling {
        /// `duplicate key 'a': ... in a mapping`.
        case yaml
        /// `duplicate key "a": ... in an object`.
        case json
    }

    private let spelling: Spelling
    private var firstLocations: [String: SourceLocation] = [:]

    /// No keys yet; messages spelled for `spelling`.
    init(_ spelling: Spelling) {
        self.spelling = spelling
    }

    /// Records `key` read at `location`; throws when the mapping already has it.
    mutating func record(_ key: String, at location: SourceLocation) throws {
        if let first = firstLocations[key] {
            let (quote, mapping) = spelling == .yaml ? ("'", "a mapping") : ("\"", "an object")
            throw SpecError(
                at: location,
                "duplicate key \(quote)\(key)\(quote): each key may appear only once in \(mapping); remove or rename one",
                notes: [.note(at: first, "\(quote)\(key)\(quote) first appears here")])
        }
        firstLocations[key] = location
    }
}
