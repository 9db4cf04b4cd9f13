import Foundation

/// The layout checks at one input: `layout-gen eval`'s job is that input's frames, so it reports
/// what goes wrong in them (a negative size, a view past its parent's edge, and, when the spec
/// turns them on, overlapping siblings and squeezed texts), not the findings `layout-gen check`
/// reports over every input.
extension CompiledLayout {
    /// The checks' findings in the frames of `request`, computed without pixel rounding (so that
    /// rounding never makes a flush edge look crossed), each a warning at the view it is about,
    /// with the same fix-it `check` gives.
    package func findings(at request: EvaluationRequest) -> [Diagnostic] {
        var exact = request
        exact.scale = 0
        let evaluated = GeneratedCodeInterpreter.evaluate(code, input: exact)
        let container = CGSize(
            width: interface.fitsWidth ? evaluated.fittingSize?.width ?? 0 : request.width,
            height: interface.fitsHeight ? evaluated.fittingSize?.height ?? 0 : request.height)
        var found: [Diagnostic] = []
        func report(_ item: String, _ message: String) {
            found.append(.warning(at: declarations[item], message))
        }
        let format = { (value: CGFloat) in SolverDiagnostics.format(Double(value)) }
        if checks.severity(of: .negativeSize) != .off {
            for item in interface.items {
                guard let frame = evaluated.frames[item.name] else { continue }
                for (attribute, size) in [(FrameAttribute.width, frame.size.width), (.height, frame.size.height)]
                where size < -1e-9 {
                    let variable = Variable(item.name, attribute)
                    report(
                        item.name,
                        "\(variable) < 0 at this input (\(variable) = \(format(size))); "
                            + NegativeSizeCheck.fixIt(variable))
                }
            }
        }
        let views = interface.items.filter { $0.kind == .view }
        if checks.severity(of: .outsideParent) != .off {
            for item in views {
                guard let frame = evaluated.frames[item.name] else { continue }
                let parent = item.parent.flatMap { evaluated.frames[$0]?.size } ?? container
                for side in OutsideParentCheck.sides {
                    let (origin, size, parentSize) =
                        side.horizontal
                        ? (frame.origin.x, frame.size.width, parent.width)
                        : (frame.origin.y, frame.size.height, parent.height)
                    let overshoot = side.farEdge ? origin + size - parentSize : -origin
                    guard overshoot > 1e-9 else { continue }
                    report(
                        item.name,
                        OutsideParentCheck.statement(item, side) + " at this input (by \(format(overshoot))); "
                            + OutsideParentCheck.fixIt(item, side))
                }
            }
        }
        if checks.severity(of: .overlap) != .off {
            for (i, first) in views.enumerated() {
                guard let a = evaluated.frames[first.name] else { continue }
                for second in views[(i + 1)...] where second.parent == first.parent {
                    guard let b = evaluated.frames[second.name] else { continue }
                    // From the origins (a negative width keeps its origin: `minX` would swap the edges).
                    let across =
                        min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
                    let down =
                        min(a.origin.y + a.size.height, b.origin.y + b.size.height) - max(a.origin.y, b.origin.y)
                    guard across > 1e-9, down > 1e-9 else { continue }
                    report(
                        second.name,
                        OverlapCheck.statement(first.name, second.name) + " at this input; "
                            + OverlapCheck.fixIt(first.name, second.name))
                }
            }
        }
        if checks.severity(of: .squeezed) != .off {
            for view in interface.measuredViews {
                guard let frame = evaluated.frames[view.name], let intrinsic = request.sizes[view.name] else {
                    continue
                }
                var dimensions = [(FrameAttribute.width, frame.size.width, intrinsic.width)]
                if view.measurement == .intrinsic { dimensions.append((.height, frame.size.height, intrinsic.height)) }
                for (attribute, size, wanted) in dimensions where size < wanted - 1e-9 {
                    report(
                        view.name,
                        SqueezedCheck.statement(view.name, attribute)
                            + " at this input (\(Variable(view.name, attribute)) = \(format(size)), "
                            + "its intrinsic size \(format(wanted))); " + SqueezedCheck.fixIt(view.name))
                }
            }
        }
        return found
    }
}
