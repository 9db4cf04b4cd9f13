import Foundation

/// The smallest fix-it for a failing set that lies entirely below (or above) some container size:
/// declaring that size as the container's bound, which takes the failing inputs out of the domain.
enum ContainerBoundFixIt {
    /// The largest container bound suggested: the longest side of the largest iPad. A failing set
    /// that only a larger container avoids (a text taller than any screen) needs another fix.
    static let largestSuggestedBound = 1366.0

    /// "declare the sizes the layout is meant for: `container: {minWidth: 424}`", or `nil` when no
    /// container bound up to `largestSuggestedBound` removes the whole failing set.
    static func suggestion(for set: FailingSet) -> String? {
        let keys: [(Parameter, String, String)] = [
            (.containerWidth, "minWidth", "maxWidth"),
            (.containerHeight, "minHeight", "maxHeight")
        ]
        for (parameter, minimumKey, maximumKey) in keys {
            guard let k = set.domain.parameters.firstIndex(of: parameter), let extent = set.extent(of: k) else {
                continue
            }
            if extent.upperBound < set.domain.upper[k] - 1e-6, extent.upperBound <= largestSuggestedBound {
                let bound = (extent.upperBound - 1e-4).rounded(.up)
                return
                    "declare the sizes the layout is meant for: `container: {\(minimumKey): \(SolverDiagnostics.format(bound))}`"
            }
            if extent.lowerBound > set.domain.lower[k] + 1e-6 {
                let bound = (extent.lowerBound + 1e-4).rounded(.down)
                return
                    "declare the sizes the layout is meant for: `container: {\(maximumKey): \(SolverDiagnostics.format(bound))}`"
            }
        }
        return nil
    }
}
