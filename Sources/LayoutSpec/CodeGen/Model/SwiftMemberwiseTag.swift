/// How a generated struct with many stored properties gets its public memberwise initializer
/// without a slow compile (docs/GeneratedCode.md, "Large layouts").
///
/// An initializer that assigns `self.p = p` for each of N stored properties makes the Swift
/// compiler's definite-initialization analysis grow like N³ (measured with `-O`: 200 `CGRect`
/// properties 0.1 s, 400 1.4 s, 800 12 s), while the memberwise initializer the compiler makes
/// itself builds the value in one step. A struct keeps that implicit initializer only while it
/// declares none of its own, so such a struct gets one more stored property,
/// `private var <propertyName>: <typeName> = .init()` of an empty private type, and its public
/// initializer moves into an extension, where it calls
/// `self.init(a: a, …, <propertyName>: .init())`: the extra label tells the two apart.
package struct SwiftMemberwiseTag: Hashable, Sendable {
    /// The private stored property's name.
    package var propertyName: String
    /// Its empty private type's name.
    package var typeName: String

    /// Structs with more stored properties than this get a tag.
    package static let propertyThreshold = 64

    /// Creates a tag.
    package init(propertyName: String, typeName: String) {
        self.propertyName = propertyName
        self.typeName = typeName
    }

    /// A tag for a struct with `properties`, named apart from them; `nil` when there are
    /// `propertyThreshold` properties or fewer (the initializer then assigns each one).
    static func forStruct(properties: [SwiftStoredProperty]) -> SwiftMemberwiseTag? {
        guard properties.count > propertyThreshold else { return nil }
        let taken = Set(properties.map(\.name))
        var suffix = 1
        func named(_ base: String) -> String { suffix == 1 ? base : "\(base)\(suffix)" }
        while taken.contains(named("memberwiseTag")) || taken.contains(named("MemberwiseTag")) { suffix += 1 }
        return SwiftMemberwiseTag(propertyName: named("memberwiseTag"), typeName: named("MemberwiseTag"))
    }
}
