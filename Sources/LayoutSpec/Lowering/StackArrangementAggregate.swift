/// How an arranged stack meets the layout around it (docs/notations/stacks.md, "How the stack
/// meets the rest of the layout"): its content size along and across its axis, and the
/// priorities at which it resists growing and shrinking, as an item of the stack or the solved
/// layout around it.
///
/// The content size is affine in the inputs wherever the arrangement's sums are (a `fill` row's
/// measured widths and gaps, a `fillEqually` row of fixed views), so the solver's proofs speak of
/// the inputs themselves; where they are not (a maximum, or flags of hidden views), it is the
/// stack's content parameter, computed by the generated code before solving.
///
/// A stack is as rigid as UIStackView's constraints make it: views of fixed length in a `fill`
/// stack, or one view of fixed length in a `fillEqually` stack, fix the stack's length (required),
/// so a stack sized otherwise from outside is a conflict the solver reports at that view's
/// constraint, with its threshold and witness.
struct StackArrangementAggregate {
    /// The content length along the stack's axis: affine in the inputs, or the content parameter.
    let alongContent: LinearExpression
    /// The content size across the stack's axis.
    let acrossContent: LinearExpression
    /// The priority at which the stack resists growing along its axis.
    let alongHugging: Int
    /// The priority at which it resists shrinking along its axis.
    let alongCompression: Int
    /// The priority at which it resists growing across its axis.
    let acrossHugging: Int
    /// The priority at which it resists shrinking across its axis.
    let acrossCompression: Int
    /// The constraint that makes the length along the axis required (a view's fixed length), if any.
    let alongOrigin: ConstraintOrigin?
    /// The constraint that makes the size across the axis required, if any.
    let acrossOrigin: ConstraintOrigin?
    /// Whether the content height depends on the stack's width (`StackArrangement.dependsOnWidth`).
    let dependsOnWidth: Bool
    /// `equalCentering`: the length beyond the content length that equal centre distances need
    /// (a constant, or `Parameter.centeringSlack`); `nil` for the other distributions.
    let centeringSlack: LinearExpression?

    /// Along the axis the stack grows (shrinks) where its most willing view does: the lowest
    /// hugging (compression resistance) priority, and `equalSpacing`'s gaps grow at the fit
    /// priority; one view that cannot be hidden with a fixed length fixes a `fillEqually` stack's
    /// length. Across it, `fill` stretches every view (the lowest hugging priority), the other
    /// alignments leave the views at their size (the fit priority); it shrinks where the first view
    /// that has a size across gives way. A view of fixed size across a `fill` stack makes the
    /// stack's size across required.
    init(_ arrangement: StackArrangement, fitPriority: Int) {
        let items = arrangement.items
        let required = LinearConstraint.required
        let rigid = items.first { $0.isRigidAlong && !$0.isHideable }
        if arrangement.distribution == .fillEqually, let rigid {
            (alongHugging, alongCompression) = (required, required)
            alongOrigin = rigid.alongOrigin
        } else {
            let hugging = items.map(\.hugging).min() ?? 0
            switch arrangement.distribution {
            case .equalSpacing: alongHugging = min(hugging, fitPriority)
            // Its centred length holds it (`centeringConstraints`), not its content length.
            case .equalCentering: alongHugging = 0
            default: alongHugging = hugging
            }
            alongCompression = items.map(\.compression).min() ?? 0
            alongOrigin = alongHugging >= required ? items.first { $0.alongOrigin != nil }?.alongOrigin : nil
        }
        let rigidAcross = items.first(where: \.fixesAcross)
        if arrangement.alignment == .fill, let rigidAcross {
            (acrossHugging, acrossCompression) = (required, required)
            acrossOrigin = rigidAcross.acrossOrigin
        } else if arrangement.alignment == .fill, items.contains(where: \.isRigidAcross) {
            // Only views that can be hidden fix it: required while one of them is shown.
            (acrossHugging, acrossCompression) = (required, required)
            acrossOrigin = items.first(where: \.isRigidAcross)?.acrossOrigin
        } else {
            // A view with no size across (a plain view without a height in a row) hugs nothing: the
            // lowest hugging among the views that have a size across (UIKit: only their hugging
            // constraints exist).
            acrossHugging =
                arrangement.alignment == .fill
                ? (items.map(\.acrossHugging).filter { $0 > 0 }.min() ?? 0) : fitPriority
            acrossCompression = items.map(\.acrossCompression).filter { $0 > 0 }.min() ?? 0
            acrossOrigin = nil
        }
        // A content height measured at the stack's width is read once that width is known: the
        // content parameter, which the solver reads as measured at it (unless a view of fixed
        // height across a `fill` row sets it).
        dependsOnWidth = arrangement.dependsOnWidth
        let measuredAlong = dependsOnWidth && !arrangement.isHorizontal
        // A rigid view whose height is itself measured at the width the row gives it (a wrapping
        // label, a nested stack that wraps one) does not set it: its height is read only once the
        // row is placed, so the row's own content parameter carries it.
        let measuredRigidAcross = rigidAcross?.isMeasuredAtWidth ?? false
        let measuredAcross =
            dependsOnWidth && arrangement.isHorizontal
            && (arrangement.alignment != .fill || rigidAcross == nil || measuredRigidAcross)
        alongContent =
            (measuredAlong ? nil : Self.affineLength(of: arrangement, rigid: rigid))
            ?? LinearExpression(arrangement.contentAlongParameter)
        acrossContent =
            (measuredAcross ? nil : Self.affineThickness(of: arrangement, rigid: rigidAcross))
            ?? LinearExpression(arrangement.contentAcrossParameter)
        centeringSlack =
            arrangement.distribution == .equalCentering
            ? (measuredAlong ? nil : Self.constantSlack(of: arrangement))
                ?? LinearExpression(arrangement.centeringSlackParameter)
            : nil
    }

    /// `equalCentering`'s slack when no input changes it: fewer than three views (two distances
    /// or none are equal as they are), or views of fixed lengths and constant spacings, none hidden.
    private static func constantSlack(of arrangement: StackArrangement) -> LinearExpression? {
        let items = arrangement.items
        if items.count < 3 { return LinearExpression(0) }
        guard !items.contains(where: \.isHideable), items.allSatisfy({ $0.contentAlong.isConstant }),
            arrangement.gaps.allSatisfy(\.isConstant)
        else { return nil }
        // Each centre distance is half of each view plus the spacing between them.
        let distances = arrangement.gaps.indices.map { index in
            (items[index].contentAlong.constant + items[index + 1].contentAlong.constant) / 2
                + arrangement.gaps[index].constant
        }
        let longest = distances.max() ?? 0
        return LinearExpression(distances.reduce(0) { $0 + (longest - $1) })
    }

    /// The content length as an affine expression of the inputs, when the arrangement's sum is one:
    /// no hidden views, and a distribution whose content is a sum (`fill`, `fillProportionally`, a
    /// `fillEqually` stack of one view or with a view of fixed length, `equalSpacing` with equal
    /// spacings).
    private static func affineLength(
        of arrangement: StackArrangement, rigid: StackArrangement.Item?
    )
        -> LinearExpression?
    {
        let items = arrangement.items
        guard !items.contains(where: \.isHideable), !items.isEmpty else { return nil }
        // A bound on a content that varies clamps it: not affine.
        guard !items.contains(where: { $0.isBounded && !$0.contentAlong.isConstant }) else { return nil }
        let margins = LinearExpression(arrangement.margins[0] + arrangement.margins[1])
        let gaps = arrangement.gaps.reduce(LinearExpression(0), +)
        switch arrangement.distribution {
        case .fill, .fillProportionally, .equalCentering:
            return items.map(\.contentAlong).reduce(LinearExpression(0), +) + gaps + margins
        case .fillEqually:
            if let rigid { return rigid.contentAlong * Double(items.count) + gaps + margins }
            if items.count == 1 { return items[0].contentAlong + margins }
            return nil
        case .equalSpacing:
            let lengths = items.map(\.contentAlong).reduce(LinearExpression(0), +)
            guard let first = arrangement.gaps.first else { return lengths + margins }
            if arrangement.gaps.allSatisfy({ $0 == first }) {
                return lengths + first * Double(arrangement.gaps.count) + margins
            }
            let constants = arrangement.gaps.compactMap { $0.isConstant ? $0.constant : nil }
            guard constants.count == arrangement.gaps.count, let widest = constants.max() else { return nil }
            return lengths + LinearExpression(widest * Double(constants.count)) + margins
        }
    }

    /// The content size across the axis as an affine expression of the inputs, when it is one:
    /// a view of fixed size across a `fill` stack, one view, or views of the same size across.
    private static func affineThickness(
        of arrangement: StackArrangement, rigid: StackArrangement.Item?
    )
        -> LinearExpression?
    {
        let items = arrangement.items
        let margins = LinearExpression(arrangement.margins[2] + arrangement.margins[3])
        if arrangement.alignment == .fill, let rigid { return rigid.contentAcross + margins }
        guard !items.contains(where: { $0.isHideable || $0.isBoundedAcross }), let first = items.first else {
            return nil
        }
        switch arrangement.alignment {
        case .firstBaseline, .lastBaseline:
            return items.count == 1 ? first.contentAcross + margins : nil
        default:
            return items.allSatisfy({ $0.contentAcross == first.contentAcross }) ? first.contentAcross + margins : nil
        }
    }

    /// With a required least (greatest) length on every view that cannot be hidden and no view that
    /// can, the stack's length is at least (at most) their sum and the gaps: required, so a stack
    /// sized past it from outside is a conflict the solver proves. Views of fixed length count
    /// their length on both sides.
    private func requiredBounds(of arrangement: StackArrangement, stack: StackDeclaration) -> [LinearConstraint] {
        let items = arrangement.items
        guard !items.contains(where: \.isHideable), items.contains(where: \.isBounded),
            !items.contains(where: { $0.lengthPerWidth != nil }),
            arrangement.distribution == .fill || arrangement.distribution == .equalSpacing
        else { return [] }
        let along: FrameAttribute = arrangement.isHorizontal ? .width : .height
        let fixed =
            LinearExpression(arrangement.margins[0] + arrangement.margins[1])
            + arrangement.gaps.reduce(LinearExpression(0), +)
        var result: [LinearConstraint] = []
        for (relation, bound) in [
            (Relation.greaterThanOrEqual, \StackArrangement.Item.minimumAlong), (.lessThanOrEqual, \.maximumAlong)
        ] {
            // equalSpacing's gaps grow: no greatest length.
            if relation == .lessThanOrEqual, arrangement.distribution == .equalSpacing { continue }
            var total = fixed
            var complete = true
            for item in items {
                if item.isRigidAlong {
                    total = total + item.contentAlong
                } else if let value = item[keyPath: bound] {
                    total = total + value
                } else {
                    complete = false
                }
            }
            guard complete, let origin = items.first(where: { $0[keyPath: bound] != nil })?.boundOrigin else {
                continue
            }
            let side = relation == .greaterThanOrEqual ? "least" : "greatest"
            result.append(
                LinearConstraint(
                    LinearExpression(Variable(stack.name, along)), relation, total,
                    origin: ConstraintOrigin(
                        location: origin.location,
                        text: "stack \(stack.name): its \(along) is at its views' \(side) lengths "
                            + "(`\(origin.statement)` and the others)",
                        notation: .stackView)))
        }
        return result
    }

    /// With a required least size across on a view that cannot be hidden, the stack is at least
    /// that thick (with its margins), required: UIStackView keeps every view inside it, so a stack
    /// sized thinner from outside is a conflict the solver proves.
    private func requiredThickness(of arrangement: StackArrangement, stack: StackDeclaration) -> [LinearConstraint] {
        let across: FrameAttribute = arrangement.isHorizontal ? .height : .width
        let margins = LinearExpression(arrangement.margins[2] + arrangement.margins[3])
        return arrangement.items.compactMap { item in
            guard !item.isHideable else { return nil }
            let least: LinearExpression
            let origin: ConstraintOrigin
            if let bound = item.minimumAcross, let boundOrigin = item.acrossBoundOrigin {
                (least, origin) = (bound, boundOrigin)
            } else if arrangement.alignment != .fill, item.isRigidAcross, !item.isMeasuredAtWidth,
                let fixedOrigin = item.acrossOrigin
            {
                // A fixed size across (`icon.height == 44`) is a least size too: UIStackView keeps
                // the view inside the canvas, required (a `fill` stack's size is its, required).
                (least, origin) = (item.contentAcross, fixedOrigin)
            } else {
                return nil
            }
            return LinearConstraint(
                LinearExpression(Variable(stack.name, across)), .greaterThanOrEqual, least + margins,
                origin: ConstraintOrigin(
                    location: origin.location,
                    text: "stack \(stack.name): its \(across) holds `\(item.name)` at its least \(across) "
                        + "(`\(origin.statement)`)",
                    notation: .stackView))
        }
    }

    /// The stack's `size <= content @hugging` and `size >= content @compression` along and across
    /// its axis (none at priority 0; one `size == content` where both are required).
    func contentConstraints(
        of arrangement: StackArrangement, stack: StackDeclaration, rank: (FrameAttribute, Int)?
    ) -> [LinearConstraint] {
        let along: FrameAttribute = arrangement.isHorizontal ? .width : .height
        let across: FrameAttribute = arrangement.isHorizontal ? .height : .width
        let sides: [(FrameAttribute, LinearExpression, Parameter, Int, Int, ConstraintOrigin?)] = [
            (along, alongContent, arrangement.contentAlongParameter, alongHugging, alongCompression, alongOrigin),
            (
                across, acrossContent, arrangement.contentAcrossParameter, acrossHugging, acrossCompression,
                acrossOrigin
            )
        ]
        var result =
            requiredBounds(of: arrangement, stack: stack) + requiredThickness(of: arrangement, stack: stack)
            + centeringConstraints(of: arrangement, stack: stack)
        for (attribute, content, parameter, hugging, compression, origin) in sides {
            let size = LinearExpression(Variable(stack.name, attribute))
            let required = LinearConstraint.required
            if hugging >= required, compression >= required {
                let why = origin.map { " as `\($0.statement)` makes it" } ?? ""
                let text = "stack \(stack.name) (\(stack.distribution.rawValue)): its \(attribute) fits its views\(why)"
                result.append(
                    LinearConstraint(
                        size, .equal, content,
                        origin: ConstraintOrigin(
                            location: origin?.location ?? stack.location, text: text, notation: .stackView)))
                continue
            }
            for (relation, priority) in [(Relation.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression)]
            where priority > 0 {
                let grows = relation == .lessThanOrEqual
                let clamped = min(priority, required)
                var constraint = LinearConstraint(
                    size, relation, content, priority: clamped,
                    origin: ConstraintOrigin(
                        location: stack.location,
                        text: "stack \(stack.name): its \(attribute) fits its visible views "
                            + "(\(grows ? "hugging" : "compression resistance") \(clamped))",
                        notation: .stackView,
                        role: grows ? .hugging(parameter) : .compressionResistance(parameter)))
                constraint.tieBreakRank = rank.flatMap { $0.0 == attribute ? $0.1 : nil }
                result.append(constraint)
            }
        }
        return result
    }

    /// `equalCentering`'s centred length (content length + slack): the stack fits it where nothing
    /// else sizes the stack (`size <= centred @51`, UIKit's fit), and resists being shorter at the
    /// first centre distance's priority (`size >= centred @149`), above which its views keep their
    /// lengths (`StackModelEligibility.centeringReason`); shorter than the content length, its views
    /// give way at their compression resistance (`contentConstraints`).
    private func centeringConstraints(of arrangement: StackArrangement, stack: StackDeclaration) -> [LinearConstraint] {
        guard let centeringSlack else { return [] }
        let along: FrameAttribute = arrangement.isHorizontal ? .width : .height
        let size = LinearExpression(Variable(stack.name, along))
        let centred = alongContent + centeringSlack
        return [
            (Relation.lessThanOrEqual, StackLowering.fitPriority, "fits its views' centred \(along)"),
            (.greaterThanOrEqual, StackLowering.centeringPriority(1), "keeps its views' centres equally spaced")
        ].map { relation, priority, what in
            LinearConstraint(
                size, relation, centred, priority: priority,
                origin: ConstraintOrigin(
                    location: stack.location, text: "stack \(stack.name) (equalCentering): its \(along) \(what)",
                    notation: .stackView))
        }
    }
}
