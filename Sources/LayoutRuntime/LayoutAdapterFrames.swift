import Foundation

/// One solved layout as a generated SwiftUI `Layout` hands it to the runtime: every item's frame
/// in `Frames` order (each in its parent's coordinates, as `Frames` has it), each item's parent
/// index, and the fitting size when a dimension fits.
public struct LayoutAdapterFrames: Equatable, Sendable {
    /// The items' frames, in `Frames` order; a top-level item's in the container's coordinates
    /// (`bounds.origin` included), a nested item's in its parent's.
    public var frames: [CGRect]
    /// For each item, the index of its `parent:` item, or `nil` for a top-level item.
    public var parents: [Int?]
    /// `Frames.fittingSize`, or `nil` when the spec fits no dimension.
    public var fittingSize: CGSize?

    /// Frames with their parents (missing parents count as top level).
    public init(frames: [CGRect], parents: [Int?] = [], fittingSize: CGSize? = nil) {
        self.frames = frames
        self.parents = parents
        self.fittingSize = fittingSize
    }

    /// Top-level frames, in `Frames` order (what generated code calls, one argument per item).
    public init(_ frames: CGRect..., fittingSize: CGSize? = nil) {
        self.init(frames: frames, fittingSize: fittingSize)
    }

    /// Records that `item`'s frame is in `parent`'s coordinates (a `parent:` in the spec).
    public mutating func nest<Item: LayoutItemName>(_ item: Item, in parent: Item) {
        guard item.index >= 0, item.index < frames.count else { return }
        if parents.count < frames.count { parents += [Int?](repeating: nil, count: frames.count - parents.count) }
        parents[item.index] = parent.index
    }

    /// Item `index`'s frame in the container's coordinates: its frame moved by the origins of its
    /// parent, the parent's parent, and so on (a spec's parents never form a cycle; a chain
    /// longer than the item count is cut there, so a malformed list cannot hang).
    public func containerFrame(ofItem index: Int) -> CGRect {
        var frame = frames[index]
        var parent = index < parents.count ? parents[index] : nil
        var steps = 0
        while let current = parent, current >= 0, current < frames.count, steps < frames.count {
            frame.origin.x += frames[current].minX
            frame.origin.y += frames[current].minY
            parent = current < parents.count ? parents[current] : nil
            steps += 1
        }
        return frame
    }
}
