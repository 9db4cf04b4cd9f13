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
            .init(name: "badge", kind: .view, parent: "avatar")
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
        variables: [
            Variable("avatar", .minX), Variable("avatar", .minY), Variable("avatar", .width),
            Variable("avatar", .height)
        ],
        conditionNames: [],
        cases: [
            SolvedCase(
                assignment: [:], regions: [],
                closedForm: [
                    .affine(affine(16)), .affine(affine(16)),
                    .maximum([.minimum([.affine(affine(-32, [width: 1])), .affine(affine(48))]), .affine(affine(20))]),
                    .affine(affine(48))
                ])
        ])

    /// title: x = 72; y = 16 + spacing − capInset; width = W − 88 when W ≥ 200, else W/2 + 12;
    /// height = intrinsic height; container height = W/4 + spacing + ih − capInset + 32.
    static let titleComponent: SolvedComponent = {
        let y = affine(16, [.input("spacing"): 1, .capInset("title"): -1])
        let height = affine(0, [.intrinsicHeight("title"): 1])
        let fit = affine(32, [width: 0.25, .input("spacing"): 1, .intrinsicHeight("title"): 1, .capInset("title"): -1])
        return SolvedComponent(
            variables: [
                Variable("title", .minX), Variable("title", .minY), Variable("title", .width),
                Variable("title", .height), Variable("container", .height)
            ],
            conditionNames: [],
            cases: [
                SolvedCase(
                    assignment: [:],
                    regions: [
                        SolvedRegion(
                            bounds: [affine(-200, [width: 1])],
                            values: [affine(72), y, affine(-88, [width: 1]), height, fit]),
                        SolvedRegion(
                            bounds: [affine(200, [width: -1])],
                            values: [affine(72), y, affine(12, [width: 0.5]), height, fit])
                    ])
            ])
    }()

    /// badge: x = 44 (left to right) or W − 60 (right to left); y = 10.25; 12 × 12.
    static let badgeComponent = SolvedComponent(
        variables: [
            Variable("badge", .minX), Variable("badge", .minY), Variable("badge", .width),
            Variable("badge", .height)
        ],
        conditionNames: ["rtl"],
        cases: [
            SolvedCase(
                assignment: ["rtl": false],
                regions: [
                    SolvedRegion(bounds: [], values: [affine(44), affine(10.25), affine(12), affine(12)])
                ]),
            SolvedCase(
                assignment: ["rtl": true],
                regions: [
                    SolvedRegion(bounds: [], values: [affine(-60, [width: 1]), affine(10.25), affine(12), affine(12)])
                ])
        ])

    static let solution = LayoutSolution(components: [avatarComponent, titleComponent, badgeComponent])

    static let titleFont = FontMetrics(ascender: 10.1, descender: -3, capHeight: 7)

    static func input(width: Double, scale: Double = 2, spacing: Double = 8.3, rtl: Bool = false) -> EvaluationInput {
        EvaluationInput(
            width: width, height: 100, scale: scale, inputs: ["spacing": spacing],
            conditions: rtl ? ["rtl"] : [], sizes: ["title": CGSize(width: 100, height: 20.2)],
            fonts: ["title": titleFont])
    }
}

/// Awkward shapes: keyword and non-identifier names, a fitting width, label baselines, safe area
/// and margins, two conditions with a missing case, constant region bounds, an unused helper
/// variable, a guide nobody solved, and a two-level nesting.
enum CodeGenEdgeFixtures {
    static let interface = LayoutInterface(
        typeName: "EdgeLayout", access: .internal, specFileName: "Edge.layout.json",
        items: [
            .init(name: "default", kind: .view),
            .init(name: "inner", kind: .view, parent: "default"),
            .init(name: "deep", kind: .view, parent: "inner"),
            .init(name: "my-guide", kind: .guide)
        ],
        inputs: ["in"], conditions: ["wide"],
        measuredViews: [.init(name: "default", measurement: .intrinsic)],
        labels: ["default"], fitsWidth: true)

    static func affine(_ constant: Double = 0, _ terms: [Parameter: Double] = [:]) -> LinearExpression {
        LinearExpression(parameters: terms, constant: constant)
    }

    static let first = SolvedComponent(
        variables: [
            Variable("default", .minX), Variable("default", .minY), Variable("default", .width),
            Variable("default", .height), Variable("container", .width), Variable("helper", .width)
        ],
        conditionNames: [],
        cases: [
            SolvedCase(
                assignment: [:], regions: [],
                closedForm: [
                    .affine(affine(0, [.safeAreaInset(.left): 1, .containerMargin(.left): 1])),
                    .affine(affine(0, [.safeAreaInset(.top): 1])),
                    .maximum([.affine(affine(0, [.intrinsicWidth("default"): 1])), .affine(affine(10))]),
                    .affine(
                        affine(
                            0.7,
                            [
                                .ascent("default"): 1, .descent("default"): 1, .capInset("default"): -0.5,
                                .input("in"): 0.1, .safeAreaInset(.bottom): -1, .containerHeight: 0.01
                            ])),
                    .minimum([
                        .maximum([.affine(affine(40, [.intrinsicWidth("default"): 1])), .affine(affine(100))]),
                        .affine(affine(-1e-3, [.containerHeight: 3, .input("in"): -2, .safeAreaInset(.right): 1])),
                        .affine(affine(5000))
                    ]),
                    .affine(affine(1))
                ])
        ])

    static let second: SolvedComponent = {
        let values1 = [
            affine(4), affine(4), affine(-8, [.intrinsicWidth("default"): 1]), affine(0.3333333333333333),
            affine(1), affine(2), affine(3), affine(4)
        ]
        let values2 = [
            affine(-4), affine(0, [.input("in"): -1]), affine(10), affine(1, [.containerHeight: 0.5]),
            affine(0.1), affine(0.2), affine(0.3), affine(0.4)
        ]
        let values3 = [affine(7), affine(7), affine(7), affine(7), affine(7), affine(7), affine(7), affine(7)]
        let regions = [
            SolvedRegion(bounds: [affine(-5, [.input("in"): 1]), affine(-1)], values: values3),  // never: skipped
            SolvedRegion(bounds: [affine(-5, [.input("in"): 1]), affine(3)], values: values1),
            SolvedRegion(bounds: [affine(2)], values: values2),  // always
            SolvedRegion(bounds: [], values: values3)  // unreachable
        ]
        return SolvedComponent(
            variables: ["inner", "deep"].flatMap { item in FrameAttribute.allCases.map { Variable(item, $0) } },
            conditionNames: ["rtl", "wide"],
            cases: [
                SolvedCase(assignment: ["rtl": false, "wide": false], regions: regions),
                SolvedCase(assignment: ["rtl": true, "wide": false], regions: Array(regions.reversed())),
                SolvedCase(
                    assignment: ["rtl": false, "wide": true], regions: [SolvedRegion(bounds: [], values: values2)])
            ])
    }()

    static let solution = LayoutSolution(components: [first, second])

    static var inputs: [EvaluationInput] {
        let font = FontMetrics(ascender: 14.2, descender: -3.7, capHeight: 9.9)
        return [
            EvaluationInput(
                width: 0, height: 480, scale: 3, inputs: ["in": 6.5], conditions: [],
                sizes: ["default": CGSize(width: 77.7, height: 20)], fonts: ["default": font],
                safeAreaInsets: LayoutInsets(top: 47, left: 0.5, bottom: 34, right: 0)),
            EvaluationInput(
                width: 0, height: 20, scale: 2, inputs: ["in": 1], conditions: ["rtl"],
                sizes: ["default": CGSize(width: 5, height: 20)], fonts: ["default": font]),
            EvaluationInput(
                width: 0, height: 20, scale: 1, inputs: ["in": -3], conditions: ["wide"],
                fonts: ["default": font], layoutMargins: .zero),
            EvaluationInput(width: 0, height: 20, scale: 1, conditions: ["wide", "rtl"])
        ]
    }
}
