import Foundation

/// The smallest fix-it for a failing set that lies entirely below (or above) some container size:
/// declaring that size as the container's bound, which takes the failing inputs out of the domain.
/// Findings that one set of bounds removes together are one warning (`CheckFindingGroups`).
struct ContainerBoundFixIt: Hashable, Sendable {
    /// The largest container bound suggested: the longest side of the largest iPad. A failing set
    /// that only a larger container avoids (a text taller than any screen) needs another fix.
    static let largestSuggestedBound = ConsideredInputs.largestScreenSide

    /// `minWidth:`, or `nil` when no bound on that side is needed.
    var minWidth: Double?
    /// `maxWidth:`.
    var maxWidth: Double?
    /// `minHeight:`.
    var minHeight: Double?
    /// `maxHeight:`.
    var maxHeight: Double?

    /// The bound that removes `set`, or `nil` when no container bound up to
    /// `largestSuggestedBound` removes the whole failing set, or when its nearest `witness` moves
    /// an input other than the container's size (a text too long for a phone-sized container is
    /// not fixed by a larger container, whatever the checked ranges say).
    static func suggestion(for set: FailingSet, witness: FailingSet.Witness) -> ContainerBoundFixIt? {
        let domain = set.domain
        let containerSize = Set([Parameter.containerWidth, .containerHeight])
        for k in domain.parameters.indices
        where abs(witness.point[k] - domain.typical[k]) > 1e-9 && !containerSize.contains(domain.parameters[k]) {
            return nil
        }
        for parameter in [Parameter.containerWidth, .containerHeight] {
            guard let k = domain.parameters.firstIndex(of: parameter), let extent = set.extent(of: k) else {
                continue
            }
            let horizontal = parameter == .containerWidth
            if extent.upperBound < domain.upper[k] - 1e-6, extent.upperBound <= largestSuggestedBound {
                let bound = (extent.upperBound - 1e-4).rounded(.up)
                return horizontal ? ContainerBoundFixIt(minWidth: bound) : ContainerBoundFixIt(minHeight: bound)
            }
            if extent.lowerBound > domain.lower[k] + 1e-6 {
                let bound = (extent.lowerBound + 1e-4).rounded(.down)
                return horizontal ? ContainerBoundFixIt(maxWidth: bound) : ContainerBoundFixIt(maxHeight: bound)
            }
        }
        return nil
    }

    /// Bounds that remove both `self`'s failing sets and `other`'s: the larger minimum, the smaller maximum.
    func merged(with other: ContainerBoundFixIt) -> ContainerBoundFixIt {
        func pick(_ a: Double?, _ b: Double?, _ choose: (Double, Double) -> Double) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return choose(a, b)
        }
        return ContainerBoundFixIt(
            minWidth: pick(minWidth, other.minWidth, max), maxWidth: pick(maxWidth, other.maxWidth, min),
            minHeight: pick(minHeight, other.minHeight, max), maxHeight: pick(maxHeight, other.maxHeight, min))
    }

    /// "`container: {minWidth: 424, minHeight: 64}`".
    var declaration: String {
        let keys: [(String, Double?)] = [
            ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight)
        ]
        let entries = keys.compactMap { key, value in value.map { "\(key): \(SolverDiagnostics.format($0))" } }
        return "`container: {\(entries.joined(separator: ", "))}`"
    }

    /// "declare the sizes the layout is meant for: `container: {minWidth: 424}`".
    var suggestion: String { "declare the sizes the layout is meant for: \(declaration)" }
}
