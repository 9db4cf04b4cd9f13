import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

/// `Specs/TabBar.layout.yaml`: an `equalCentering` stack with a hidden view, arranged by the stack
/// model in the compiled code, against its examples and `eval`.
@Suite struct TabBarExamplesTests {
    static let sizes: [String: CGSize] = [
        "home": CGSize(width: 44, height: 29), "search": CGSize(width: 60, height: 29),
        "inbox": CGSize(width: 50, height: 29), "profile": CGSize(width: 66, height: 29)
    ]

    @Test func examplesHoldInTheCompiledCode() {
        #expect(TabBarLayout.examples.count == 4)
        for example in TabBarLayout.examples {
            #expect(TabBarLayout.frames(for: example.input) == example.frames)
        }
    }

    /// The compiled code agrees with `eval` at every width from 200 to 420 (through the three
    /// cases: views giving way, distances giving up, equal distances), with search shown and
    /// hidden, left to right and right to left; the centres are equally spaced wherever the
    /// bar is long enough.
    @Test func compiledCodeAndEvalAgreeAtEveryWidth() throws {
        let layout = try LayoutCompiler().compile(path: SpecEvaluation.path("TabBar.layout.yaml"))
        let s = Self.sizes
        var equalCentres = 0
        for width in stride(from: 200.0, through: 420.0, by: 3.0) {
            for hidden in [false, true] {
                for rtl in [false, true] {
                    var conditions: Set<String> = rtl ? ["rtl"] : []
                    if hidden { conditions.insert("searchHidden") }
                    let evaluated = try SpecEvaluation.evalFrames(
                        layout.evaluate(
                            EvaluationRequest(width: width, height: 49, conditions: conditions, sizes: s)))
                    let compiled = TabBarLayout.frames(
                        for: .init(
                            bounds: CGRect(x: 0, y: 0, width: width, height: 49), searchHidden: hidden,
                            home: s["home"] ?? .zero, search: s["search"] ?? .zero, inbox: s["inbox"] ?? .zero,
                            profile: s["profile"] ?? .zero,
                            traits: LayoutTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight)))
                    let byName: [String: CGRect] = [
                        "tabs": compiled.tabs, "home": compiled.home, "inbox": compiled.inbox,
                        "profile": compiled.profile
                    ]
                    for (name, frame) in byName {
                        let expected = try #require(evaluated[name])
                        // Below 244 points of stack home is narrower than 0: the raw origin and size.
                        let raw = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                        #expect(
                            raw.map(Double.init) == expected,
                            "\(name) at \(width)\(hidden ? ", search hidden" : "")\(rtl ? ", rtl" : "")")
                    }
                    // 253 points of stack (285 of bar) fit equal distances with search shown.
                    if !hidden, !rtl, width >= 285 {
                        let centres = [compiled.home, compiled.search, compiled.inbox, compiled.profile].map(\.midX)
                        let distances = zip(centres, centres.dropFirst()).map { $1 - $0 }
                        #expect(distances.allSatisfy { abs($0 - distances[0]) <= 1 }, "\(distances) at \(width)")
                        equalCentres += 1
                    }
                }
            }
        }
        #expect(equalCentres > 30)
    }
}
