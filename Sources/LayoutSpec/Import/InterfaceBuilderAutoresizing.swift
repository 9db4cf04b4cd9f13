/// A view laid out by its autoresizing mask (`translatesAutoresizingMaskIntoConstraints`, the
/// default for views Interface Builder gave no constraints) as spec equations.
///
/// Along each axis the superview's size is split into three parts — the margin before the view, the
/// view's size, the margin after it — as stored in the file. When the superview grows by Δ, UIKit
/// shares Δ among the flexible parts in proportion to their stored sizes (equally when they are all
/// zero); fixed parts keep their size. A mask with no flexible part keeps the view's position and
/// size. So with `f` the share of the margin before the view and `g` the share of its size:
/// `view.left == superview.left + superview.width * f + (x − W·f)` and
/// `view.width == superview.width * g + (w − W·g)`, where `W` is the stored width of the superview.
enum InterfaceBuilderAutoresizing {
    /// The equations of `view` named `name`, whose stored frame is `frame` in a superview of stored
    /// size `parentSize`, with the mask `mask` (`nil`: no flexible part, the stored frame fixed,
    /// which is also what Interface Builder's prototyping constraints give a `fixedFrame` view).
    static func equations(
        name: String, frame: [Double], parentSize: [Double], mask: InterfaceBuilderElement?
    ) -> [String] {
        let horizontal = axis(
            position: frame[0], size: frame[2], total: parentSize[0],
            flexible: ["flexibleMinX", "widthSizable", "flexibleMaxX"].map { mask?.isYes($0) ?? false })
        let vertical = axis(
            position: frame[1], size: frame[3], total: parentSize[1],
            flexible: ["flexibleMinY", "heightSizable", "flexibleMaxY"].map { mask?.isYes($0) ?? false })
        return [
            "\(name).left == superview.left" + affine(horizontal.position, "width"),
            "\(name).width ==" + affine(horizontal.size, "width", leading: false),
            "\(name).top == superview.top" + affine(vertical.position, "height"),
            "\(name).height ==" + affine(vertical.size, "height", leading: false)
        ]
    }

    /// One axis: the position and the size, each as (share of the superview's size as a fraction
    /// `numerator / denominator`, constant).
    private static func axis(
        position: Double, size: Double, total: Double, flexible: [Bool]
    )
        -> (position: (share: (Double, Double), constant: Double), size: (share: (Double, Double), constant: Double))
    {
        let parts = [position, size, total - position - size]
        let flexibleSum = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
        let flexibleCount = Double(flexible.filter { $0 }.count)
        func share(_ index: Int) -> (Double, Double) {
            guard flexible[index] else { return (0, 1) }
            return flexibleSum > 0 ? (parts[index], flexibleSum) : (1, flexibleCount)
        }
        let positionShare = share(0)
        let sizeShare = share(1)
        return (
            (positionShare, position - total * positionShare.0 / positionShare.1),
            (sizeShare, size - total * sizeShare.0 / sizeShare.1)
        )
    }

    /// ` + superview.width * 12 / 40 - 3`, or ` + 16`; `leading: false` starts without an operator.
    private static func affine(
        _ term: (share: (Double, Double), constant: Double), _ dimension: String,
        leading: Bool = true
    ) -> String {
        var text = ""
        if term.share.0 != 0 {
            text += (leading ? " + " : " ") + "superview.\(dimension)"
            if term.share.0 != term.share.1 {
                text += " * " + InterfaceBuilderFormat.number(term.share.0)
                if term.share.1 != 1 { text += " / " + InterfaceBuilderFormat.number(term.share.1) }
            }
        }
        if text.isEmpty {
            guard leading else { return " " + InterfaceBuilderFormat.number(term.constant) }
            return (term.constant < 0 ? " - " : " + ") + InterfaceBuilderFormat.number(abs(term.constant))
        }
        if term.constant != 0 {
            text += (term.constant < 0 ? " - " : " + ") + InterfaceBuilderFormat.number(abs(term.constant))
        }
        return text
    }

}
