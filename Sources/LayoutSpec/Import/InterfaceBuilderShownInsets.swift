/// The insets of a root's canvas that the file does not state, read from its stored frames: where
/// Interface Builder drew the root's safe area (below the navigation bar, tab bar or toolbar the
/// canvas shows, which depends on the controller's place in the storyboard and on Xcode's version)
/// and each view's layout margins (a cell's content view's depend on the table's style, the device
/// and the version too).
///
/// Each required equality of multiplier 1 between an edge of a view and an edge of the safe area
/// (or of the old top or bottom layout guide), or a margin of one of the view's superviews, tells
/// where that inset lies: `label.top == safeArea.top + 8` with the label's stored top at 124 puts
/// the safe area's top at 116. An inset is read only when every such constraint agrees on it
/// within half a point; views marked misplaced or ambiguous are not read.
struct InterfaceBuilderShownInsets {
    /// The root's safe-area insets the frames show, by edge (0 top, 1 left, 2 bottom, 3 right).
    var safeArea: [Int: Double] = [:]
    /// Spec name → the view's layout margins the frames show, by edge; the root's under `container`.
    var margins: [String: [Int: Double]] = [:]

    /// A view's stored rectangle in the root's coordinates, and its superviews' names, nearest first.
    private struct Placement {
        var rect: [Double]
        var ancestors: [String]
    }

    /// The insets shown on the canvas of `tree`'s root, whose controller's old layout guides are
    /// `layoutGuides`, in the canvas's size class `sizeClass` (the constraints installed there, with
    /// their constants there).
    init(tree: InterfaceBuilderViewTree, layoutGuides: [InterfaceBuilderElement], sizeClass: InterfaceBuilderSizeClass)
    {
        let root = tree.root
        let rootName = ReservedNames.container
        guard let rootFrame = root.frame else { return }
        let rootPlacement = Placement(rect: [0, 0, rootFrame[2], rootFrame[3]], ancestors: [])
        var placements = [rootName: rootPlacement]
        for node in tree.nodes {
            let parentName = node.parent ?? rootName
            guard let frame = node.element.frame, let parent = placements[parentName],
                !node.element.isYes("misplaced"), !node.element.isYes("ambiguous")
            else { continue }
            let placed = InterfaceBuilderViewClass.alignmentRect(of: node.element, frame: frame)
            placements[node.name] = Placement(
                rect: [parent.rect[0] + placed[0], parent.rect[1] + placed[1], placed[2], placed[3]],
                ancestors: [parentName] + parent.ancestors)
        }
        var guides: [String: Guide] = [:]
        if let safeArea = root.child("viewLayoutGuide", key: "safeArea")?["id"] { guides[safeArea] = .safeArea }
        for guide in layoutGuides where guide.name == "viewControllerLayoutGuide" {
            if let id = guide["id"] { guides[id] = guide["type"] == "top" ? .topGuide : .bottomGuide }
        }
        var readings: [Target: [Double]] = [:]
        for holder in root.allElements() {
            let variations = InterfaceBuilderConstraintVariations(owner: holder, name: "")
            var problems: [InterfaceBuilderConstraintVariations.Problem] = []
            let installed = holder.grandchildren(of: "constraints").compactMap { constraint in
                variations.variants(of: constraint, problems: &problems)
                    .first { $0.sizeClasses.contains(sizeClass) }?.constraint
            }
            for constraint in installed where Self.isPlainEquality(constraint) {
                guard let first = constraint["firstItem"] ?? holder["id"], let second = constraint["secondItem"],
                    let firstAttribute = constraint["firstAttribute"],
                    let secondAttribute = constraint["secondAttribute"]
                else { continue }
                let constant = constraint["constant"].flatMap(InterfaceBuilderNumber.parse) ?? 0
                let ends = [(first, firstAttribute), (second, secondAttribute)]
                for (insetEnd, viewEnd) in [(0, 1), (1, 0)] {
                    let (insetID, insetAttribute) = ends[insetEnd]
                    let (viewID, viewAttribute) = ends[viewEnd]
                    guard let viewName = tree.names[viewID], let view = placements[viewName],
                        let edge = Self.edges[viewAttribute]
                    else { continue }
                    let target: Target
                    let space: Placement
                    if let guide = guides[insetID], let guideEdge = guide.edge(insetAttribute) {
                        guard guideEdge == edge else { continue }
                        target = .safeArea(edge)
                        space = rootPlacement
                    } else if let marginEdge = Self.marginEdges[insetAttribute], marginEdge == edge,
                        let ownerName = tree.names[insetID], view.ancestors.contains(ownerName),
                        let owner = placements[ownerName]
                    {
                        target = .margin(ownerName, edge)
                        space = owner
                    } else {
                        continue
                    }
                    // first = second + constant: the inset's edge is the view's edge moved by the
                    // constant, forward when the inset is the first item.
                    let viewEdge = Self.coordinate(of: edge, in: view.rect, relativeTo: space.rect)
                    let insetEdge = insetEnd == 0 ? viewEdge + constant : viewEdge - constant
                    let extent = edge % 2 == 0 ? space.rect[3] : space.rect[2]
                    readings[target, default: []].append(edge < 2 ? insetEdge : extent - insetEdge)
                }
            }
        }
        for (target, values) in readings {
            guard let low = values.min(), let high = values.max(), high - low <= 0.5, low >= 0 else { continue }
            switch target {
            case .safeArea(let edge): safeArea[edge] = low
            case .margin(let id, let edge): margins[id, default: [:]][edge] = low
            }
        }
    }

    /// `base` with the margins the frames show for the view named `name` put in (UIKit's default of
    /// 8 on each side when `base` is nil and the frames show some); nil when there is neither.
    func margins(of name: String, over base: [Double]?) -> [Double]? {
        let shown = margins[name] ?? [:]
        guard var result = base ?? (shown.isEmpty ? nil : ViewDeclaration.defaultMargins) else { return nil }
        for (edge, margin) in shown { result[edge] = margin }
        return result
    }

    /// What a reading is of: an edge of the root's safe area, or of a view's margins.
    private enum Target: Hashable {
        case safeArea(Int)
        case margin(String, Int)
    }

    /// The root's safe-area guide or one of its controller's old layout guides.
    private enum Guide {
        case safeArea
        case topGuide
        case bottomGuide

        /// The safe area's edge that the guide's `attribute` is (the top guide's bottom is the
        /// safe area's top), `nil` for an attribute that is not one.
        func edge(_ attribute: String) -> Int? {
            switch self {
            case .safeArea: return InterfaceBuilderShownInsets.edges[attribute]
            case .topGuide: return attribute == "bottom" ? 0 : nil
            case .bottomGuide: return attribute == "top" ? 2 : nil
            }
        }
    }

    /// A required `==` of multiplier 1: the only kind whose two ends are a constant apart on the canvas.
    private static func isPlainEquality(_ constraint: InterfaceBuilderElement) -> Bool {
        guard constraint.name == "constraint", constraint["relation"] == nil,
            constraint["priority"].map({ InterfaceBuilderNumber.parse($0) == 1000 }) ?? true,
            constraint["multiplier"].map({ InterfaceBuilderMultiplier.value($0) == 1 }) ?? true,
            !constraint.isYes("placeholder"), constraint["installed"] != "NO"
        else { return false }
        return true
    }

    /// Edge attributes by the inset they meet: 0 top, 1 left, 2 bottom, 3 right (read left to right).
    static let edges: [String: Int] = ["top": 0, "left": 1, "leading": 1, "bottom": 2, "right": 3, "trailing": 3]
    /// Margin attributes by the margin they are.
    private static let marginEdges: [String: Int] = [
        "topMargin": 0, "leftMargin": 1, "leadingMargin": 1, "bottomMargin": 2, "rightMargin": 3, "trailingMargin": 3
    ]

    /// The coordinate of `rect`'s `edge` measured from the origin of `space` along its axis.
    private static func coordinate(of edge: Int, in rect: [Double], relativeTo space: [Double]) -> Double {
        switch edge {
        case 0: return rect[1] - space[1]
        case 1: return rect[0] - space[0]
        case 2: return rect[1] + rect[3] - space[1]
        default: return rect[0] + rect[2] - space[0]
        }
    }
}
