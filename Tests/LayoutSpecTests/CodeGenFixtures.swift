import Foundation
import LayoutRuntime
@testable import LayoutSpec

/// A hand-built interface and solution covering every shape the generator emits: a closed form
/// with `min`/`max`, a two-region component (with a sum long enough to be split and a fitting
/// height), a component conditioned on `rtl`, a label's cap inset, and an item nested in another.
enum CodeGenFixtures {
    static let interface = LayoutInterface(
        typeName: "CardLayout", access: .public, specFileName: "Card.layout.yaml",
        items: [
            .init(name: "avatar", kind: .view),
            .init(name: "title", kind: .view),
            .init(name: "badge", kind: .view, parent: "avatar"),
        ],
        inputs: ["spacing"], conditions: ["compact"],
        measuredViews: [.init(name: "title", measurement: .intrinsic)],
        labels: ["title"], fitsHeight: true)

    static func affine(_ constant: Double = 0, _ terms: [Parameter: Double] = [:]) -> LinearExpression {
        LinearExpression(parameters: terms, constant: constant)
    }

    static let width = Parameter.containerWidth

    /// avatar: x = 16, y = 16, width = max(min(W − 32, 48), 20), height = 48.
    static let avatarComponent = SolvedComponent(
        variables: [Variable("avatar", .minX), Variable("avatar", .minY), Variable("avatar", .width),
                    Variable("avatar", .height)],
        conditionNames: [],
        cases: [SolvedCase(assignment: [:], regions: [], closedForm: [
            .affine(affine(16)), .affine(affine(16)),
            .maximum([.minimum([.affine(affine(-32, [width: 1])), .affine(affine(48))]), .affine(affine(20))]),
            .affine(affine(48)),
        ])])

    /// title: x = 72; y = 16 + spacing − capInset; width = W − 88 when W ≥ 200, else W/2 + 12;
    /// height = intrinsic height; container height = W/4 + spacing + ih − capInset + 32.
    static let titleComponent: SolvedComponent = {
        let y = affine(16, [.input("spacing"): 1, .capInset("title"): -1])
        let height = affine(0, [.intrinsicHeight("title"): 1])
        let fit = affine(32, [width: 0.25, .input("spacing"): 1, .intrinsicHeight("title"): 1, .capInset("title"): -1])
        return SolvedComponent(
            variables: [Variable("title", .minX), Variable("title", .minY), Variable("title", .width),
                        Variable("title", .height), Variable("container", .height)],
            conditionNames: [],
            cases: [SolvedCase(assignment: [:], regions: [
                SolvedRegion(bounds: [affine(-200, [width: 1])],
                             values: [affine(72), y, affine(-88, [width: 1]), height, fit]),
                SolvedRegion(bounds: [affine(200, [width: -1])],
                             values: [affine(72), y, affine(12, [width: 0.5]), height, fit]),
            ])])
    }()

    /// badge: x = 44 (left to right) or W − 60 (right to left); y = 10.25; 12 × 12.
    static let badgeComponent = SolvedComponent(
        variables: [Variable("badge", .minX), Variable("badge", .minY), Variable("badge", .width),
                    Variable("badge", .height)],
        conditionNames: ["rtl"],
        cases: [
            SolvedCase(assignment: ["rtl": false], regions: [
                SolvedRegion(bounds: [], values: [affine(44), affine(10.25), affine(12), affine(12)]),
            ]),
            SolvedCase(assignment: ["rtl": true], regions: [
                SolvedRegion(bounds: [], values: [affine(-60, [width: 1]), affine(10.25), affine(12), affine(12)]),
            ]),
        ])

    static let solution = LayoutSolution(components: [avatarComponent, titleComponent, badgeComponent])

    static let titleFont = FontMetrics(ascender: 10.1, descender: -3, capHeight: 7)

    static func input(width: Double, scale: Double = 2, spacing: Double = 8.3, rtl: Bool = false) -> EvaluationInput {
        EvaluationInput(width: width, height: 100, scale: scale, inputs: ["spacing": spacing],
                        conditions: rtl ? ["rtl"] : [], sizes: ["title": CGSize(width: 100, height: 20.2)],
                        fonts: ["title": titleFont])
    }
}
