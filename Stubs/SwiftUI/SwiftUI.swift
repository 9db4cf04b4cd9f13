// STUB of Apple's SwiftUI for type-checking on Linux (see Stubs/README.md). Only the API LayoutGen's
// `LayoutSwiftUI` module, the generated SwiftUI layouts and the code in docs/UsingInAnApp.md use,
// with Apple's signatures. Unlike the other stubs it also runs: Scripts/check-apple-paths.sh drives
// every generated layout through it, with subviews of fixed sizes made by the `_stub` initializers
// below, which are not Apple API (Apple's `LayoutSubviews` has no public initializer).
@_exported import Foundation

// MARK: Views

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never — `extension Never: View`
extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

/// What the stub's `some View` results are (not Apple API).
public struct _StubView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub: never rendered") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    public var body: Never { fatalError("stub: never rendered") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub: never rendered") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() — `static func buildBlock() -> EmptyView`
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-5v9gw — `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-46gp4
    /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { TupleView() }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 — `init<S>(_ content: S) where S : StringProtocol`
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}
    public var body: Never { fatalError("stub: never rendered") }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:) — `init(systemName: String)`
    nonisolated public init(systemName: String) {}
    public var body: Never { fatalError("stub: never rendered") }
}

// MARK: Environment

/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection — `var layoutDirection: LayoutDirection { get set }`
    public var layoutDirection: LayoutDirection = .leftToRight
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass — `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`
    public var horizontalSizeClass: UserInterfaceSizeClass? = nil
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass — `var verticalSizeClass: UserInterfaceSizeClass? { get set }`
    public var verticalSizeClass: UserInterfaceSizeClass? = nil
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale — `var displayScale: CGFloat { get set }`
    public var displayScale: CGFloat = 1
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf — `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — `var wrappedValue: Value { get }`
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// MARK: Layout

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:) — `init(x: CGFloat, y: CGFloat)`
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading — `static let topLeading: UnitPoint`
    public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// https://developer.apple.com/documentation/swiftui/proposedviewsize
@frozen public struct ProposedViewSize: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/width — `var width: CGFloat?`
    public var width: CGFloat?
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/height — `var height: CGFloat?`
    public var height: CGFloat?
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:) — `init(width: CGFloat?, height: CGFloat?)`
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:) — `init(_ size: CGSize)`
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/zero — `static let zero: ProposedViewSize`
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified — `static let unspecified: ProposedViewSize`
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/infinity — `static let infinity: ProposedViewSize`
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    /// `func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize`
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// https://developer.apple.com/documentation/swiftui/layoutvaluekey
public protocol LayoutValueKey {
    /// https://developer.apple.com/documentation/swiftui/layoutvaluekey/value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/layoutvaluekey/defaultvalue — `static var defaultValue: Self.Value { get }`
    static var defaultValue: Self.Value { get }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
    /// `nonisolated func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K : LayoutValueKey`
    nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        _StubView()
    }
}

/// Where the stub's subviews report their placements (not Apple API).
public final class _StubPlacements: @unchecked Sendable {
    /// Every `place(at:anchor:proposal:)` call, in order.
    public var calls: [(subview: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = []
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview: Equatable {
    private let index: Int
    private let values: [ObjectIdentifier: Any]
    private let size: (ProposedViewSize) -> CGSize
    private let placements: _StubPlacements

    /// A stub subview (not Apple API): `values` by key type, `size` answering proposals.
    public init(
        _stubIndex index: Int, values: [ObjectIdentifier: Any], placements: _StubPlacements,
        size: @escaping (ProposedViewSize) -> CGSize
    ) {
        self.index = index
        self.values = values
        self.size = size
        self.placements = placements
    }

    /// https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:) — `subscript<K>(key: K.Type) -> K.Value where K : LayoutValueKey { get }`
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:) — `func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }

    /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    /// `func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.calls.append((index, position, anchor, proposal))
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.index == rhs.index }
}

/// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    private let elements: [LayoutSubview]

    /// Stub subviews (not Apple API).
    public init(_stubSubviews elements: [LayoutSubview], layoutDirection: LayoutDirection) {
        self.elements = elements
        self.layoutDirection = layoutDirection
    }

    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection — `var layoutDirection: LayoutDirection`
    public var layoutDirection: LayoutDirection
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/startindex — `var startIndex: Int { get }`
    public var startIndex: Int { elements.startIndex }
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/endindex — `var endIndex: Int { get }`
    public var endIndex: Int { elements.endIndex }
    /// https://developer.apple.com/documentation/swiftui/layoutsubviews/subscript(_:)-1tbxn — `subscript(index: Int) -> LayoutSubviews.Element { get }`
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// https://developer.apple.com/documentation/swiftui/layout
@preconcurrency public protocol Layout: Sendable {
    /// https://developer.apple.com/documentation/swiftui/layout/cache
    associatedtype Cache = Void
    /// https://developer.apple.com/documentation/swiftui/layout/subviews — `typealias Subviews = LayoutSubviews`
    typealias Subviews = LayoutSubviews
    /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:) — `func makeCache(subviews: Self.Subviews) -> Self.Cache`
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:) — `func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)`
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// The default: makes a new cache (https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)).
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    /// `func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View`
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        _StubView()
    }
}

extension Layout where Self.Cache == () {
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
