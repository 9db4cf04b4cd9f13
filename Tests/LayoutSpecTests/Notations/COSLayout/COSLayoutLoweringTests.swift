import Testing

@testable import LayoutSpec

@Suite struct COSLayoutLoweringTests {
    typealias T = NotationTestSupport

    func lower(
        _ rules: [(String, [String])], context: LoweringContext = T.context()
    ) throws
        -> (constraints: [String], warnings: [String])
    {
        let result = try COSLayoutLowering.lower(rules: T.views(rules), context: context)
        return (
            result.constraints.map(\.description),
            result.warnings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? ""): \($0.message)" }
        )
    }

    @Test func readmeExampleChainsInnermostFirst() throws {
        let result = try lower([("v", ["ll = bb = rr = 10, tt = 50%"])])
        #expect(
            result.constraints == [
                "-v.left - v.width + container.width - 10 == 0 @999",  // rr, set first
                "v.left - 10 == 0",  // ll, set last: required
                "v.width >= 0",  // calcWidth clamps at 0
                "-v.top - v.height + container.height - 10 == 0 @999",  // bb
                "v.top - 0.5·container.height == 0",  // tt = 50% of the height
                "v.height >= 0"  // calcHeight clamps at 0
            ])
        #expect(result.warnings.isEmpty)
    }

    @Test func originsPointAtEachRuleName() throws {
        let constraints = try COSLayoutLowering.lower(
            rules: T.views([("v", ["ll = bb = rr = 10, tt = 50%"])]),
            context: T.context()
        ).constraints
        #expect(constraints.map(\.origin.location.column) == [22, 12, 12, 17, 31, 31])
        #expect(
            constraints.map(\.origin.text) == [
                "ll = bb = rr = 10", "ll = bb = rr = 10", "ll = bb = rr = 10", "ll = bb = rr = 10",
                "tt = 50%", "tt = 50%"
            ])
    }

    @Test func sizesAndBounds() throws {
        let result = try lower([("v", ["tt = rr = 16, w = 80, h = 32, minw = 10, maxw = 200, minh = 5, maxh = 50"])])
        #expect(
            result.constraints == [
                "-v.left - v.width + container.width - 16 == 0",
                "v.top - 16 == 0",
                "v.width - 80 == 0 @998",
                "v.height - 32 == 0 @998",
                "v.width - 10 >= 0",
                "v.width - 200 <= 0",
                "v.height - 5 >= 0",
                "v.height - 50 <= 0"
            ])
    }

    @Test func allDistanceNames() throws {
        let result = try lower([("v", ["tb = 1, bt = 2", "lr = 3, cl = 4", "cb = 5", "cr = 6"])])
        #expect(result.constraints.count == 6)
        // `cr` replaces `cl` (one slot); V keeps the two most recent [bt, cb] and drops tb.
        #expect(
            result.constraints == [
                "-v.left + container.width - 3 == 0 @999",
                "-v.left - 0.5·v.width + container.width - 6 == 0",
                "v.width >= 0",
                "v.top + v.height - 2 == 0 @999",
                "-v.top - 0.5·v.height + container.height - 5 == 0",
                "v.height >= 0"
            ])
        #expect(
            result.warnings == [
                "3:12: COSLayout rule `tb` is dropped: setting `cb` at 5:12 leaves only the two most recently set vertical position rules (now `bt` and `cb`)"
            ])
    }

    @Test func twoMostRecentWithWarningAtDroppedRule() throws {
        let result = try lower([("v", ["ll = 10, rr = 20, cl = 50%"])])
        #expect(
            result.constraints == [
                "-v.left - v.width + container.width - 20 == 0 @999",
                "v.left + 0.5·v.width - 0.5·container.width == 0",
                "v.width >= 0"
            ])
        #expect(
            result.warnings == [
                "3:12: COSLayout rule `ll` is dropped: setting `cl` at 3:30 leaves only the two most recently set horizontal position rules (now `rr` and `cl`)"
            ])
    }

    @Test func resettingTheSameSlotMovesItLastWithoutWarning() throws {
        let result = try lower([("v", ["ll = 10, rr = 20, tb = 5, tt = 7, ll += 5"])])
        #expect(
            result.constraints == [
                "-v.left - v.width + container.width - 20 == 0 @999",
                "v.left - 15 == 0",
                "v.width >= 0",
                "v.top - 7 == 0"
            ])
        #expect(result.warnings.isEmpty)
    }

    @Test func percentagesTakeTheRuleAxisUnlessForced() throws {
        let result = try lower([("v", ["ll = 25%, rr = V:10%, tt = H:50%, h = 20% + 4"])])
        #expect(
            result.constraints == [
                "v.left - 0.25·container.width == 0 @999",
                "-v.left - v.width + container.width - 0.1·container.height == 0",
                "v.width >= 0",
                "v.top - 0.5·container.width == 0",
                "v.height - 0.2·container.height - 4 == 0 @998"
            ])
    }

    @Test func storedPercentageIsResolvedByTheUsingRule() throws {
        // COSLayout evaluates lazy coordinates with the using rule's direction.
        let result = try lower([("v", ["ll = 50%, tt = ll"])])
        #expect(result.constraints == ["v.left - 0.5·container.width == 0", "v.top - 0.5·container.height == 0"])
    }

    @Test func ownRulesArithmeticAndCompoundAssignments() throws {
        let result = try lower([("v", ["w = 10, w *= 3, w -= 5, h = (w + 5) / 2, ll = -tt + 4 * 2, tt = rr, rr = 8"])])
        #expect(
            result.constraints == [
                "v.left - 8 == 0 @999",
                "-v.left - v.width + container.width - 8 == 0",
                "v.width >= 0",
                "v.top == 0",
                "v.width - 25 == 0 @998",
                "v.height - 15 == 0 @998"
            ])
    }

    @Test func readingTheOtherNameOfASlotTranslates() throws {
        let result = try lower([("v", ["tt = 10, bb = tb"])])
        #expect(
            result.constraints == [
                "v.top - 10 == 0 @999",
                "-v.top - v.height + 10 == 0",
                "v.height >= 0"
            ])
    }

    @Test func nilRemovesAndCombinesAsInCOSLayout() throws {
        let result = try lower([("v", ["ll = 10, w = 5, w = nil, rr = nil - 4, tt = 3 * nil"])])
        #expect(
            result.constraints == [
                "v.left - 10 == 0 @999",
                "-v.left - v.width + container.width - 4 == 0",
                "v.width >= 0",
                "v.top - 3 == 0"
            ])
    }

    @Test func metricsAndInputs() throws {
        let context = T.context(metrics: ["gap": 12], inputs: ["offset"])
        let result = try lower([("v", ["ll = gap * 2, tt = offset + gap"])], context: context)
        #expect(result.constraints == ["v.left - 24 == 0", "v.top - offset - 12 == 0"])
    }

    @Test func otherViewsAreMeasuredInThisViewsSuperview() throws {
        // COSLayout's COSCoords: b's frame converted into a's superview (the container, origin 0);
        // the far sides use b's own superview size: lr = card.width − b.left, bt = b.top + b.height.
        let context = T.context(views: ["b": .init(parent: "card")])
        let result = try lower([("a", ["tt = b.bt + 8, ll = b.lr, w = b.w * 0.5, h = b.h"])], context: context)
        #expect(
            result.constraints == [
                "a.left + b.left - card.width == 0",
                "a.top - b.top - b.height - 8 == 0",
                "a.width - 0.5·b.width == 0 @998",
                "a.height - b.height == 0 @998"
            ])
    }

    @Test func nestedViewMeasuresFromItsParent() throws {
        let context = T.context(views: ["v": .init(parent: "card")])
        let result = try lower([("v", ["ll = 8, rr = 10%"])], context: context)
        #expect(
            result.constraints == [
                "-card.left + v.left - 8 == 0 @999",
                "card.left + 0.9·card.width - v.left - v.width == 0",
                "v.width >= 0"
            ])
    }

    @Test func crossAxisReadsAreOrderable() throws {
        let result = try lower([("a", ["tt = b.bt"]), ("b", ["ll = a.rl, h = b.w"])])
        #expect(
            result.constraints == [
                "a.top - b.top - b.height == 0",
                "-a.left - a.width + b.left == 0",
                "-b.width + b.height == 0 @998"
            ])
    }

    @Test func conditionGuardIsKept() throws {
        let result = try lower([("v", ["ll = 1"])], context: T.context(condition: .name("compactWidth")))
        #expect(result.constraints == ["v.left - 1 == 0 when compactWidth"])
    }

    @Test func cycleNamesTheViewsAtTheReference() {
        let error = T.firstError { _ = try lower([("a", ["ll = b.ll"]), ("b", ["ll = a.ll + 4"])]) }
        #expect(
            error
                == "3:17: COSLayout rules cannot be ordered: a → b → a; each view's rules may only read views that do not read them back on the same axis"
        )
    }

    @Test func cycleNotesEveryReference() throws {
        do {
            _ = try lower([("a", ["ll = b.ll"]), ("b", ["w = c.w"]), ("c", ["cl = b.rl"])])
            Issue.record("expected a cycle")
        } catch let error as SpecError {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.hasPrefix("COSLayout rules cannot be ordered: b → c → b;"))
            #expect(
                diagnostic.notes.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? ""): \($0.message)" } == [
                    "3:16: `b`'s horizontal rules read `c.w` here",
                    "3:17: `c`'s horizontal rules read `b.rl` here"
                ])
        }
    }

    @Test func selfReferenceOnTheSameAxisIsACycle() {
        let error = T.firstError { _ = try lower([("a", ["tt = 5, w = a.tt"]), ("b", ["w = a.h"])]) }
        #expect(error == nil)
        let cycle = T.firstError { _ = try lower([("a", ["ll = a.rl"])]) }
        #expect(cycle?.hasPrefix("3:17: COSLayout rules cannot be ordered: a → a;") == true)
    }

    @Test func droppedRulesDoNotCreateEdges() throws {
        let result = try lower([("a", ["ll = b.ll, ll = 3"]), ("b", ["ll = a.ll"])])
        #expect(result.constraints == ["a.left - 3 == 0", "-a.left + b.left == 0"])
    }

    @Test func errorsPointAtTheToken() {
        #expect(
            T.firstError { _ = try lower([("v", ["tt = 10, xx = 5"])]) }
                == "3:21: unknown COSLayout rule `xx`; expected one of tt tb bb bt ct cb ll lr rr rl cl cr w h minw maxw minh maxh"
        )
        #expect(
            T.firstError { _ = try lower([("v", ["tt = = 5"])]) }
                == "3:17: expected a value (a number, percentage, rule, `view.rule`, metric, input or `nil`), found `=`"
        )
        #expect(T.firstError { _ = try lower([("v", ["tt = (5"])]) } == "3:19: expected `)`, found the end of the rule")
        #expect(
            T.firstError { _ = try lower([("v", ["tt 5"])]) }
                == "3:12: expected a rule assignment such as `tt = 10` (rules: tt tb bb bt ct cb ll lr rr rl cl cr w h minw maxw minh maxh), found `tt`"
        )
        #expect(
            T.firstError { _ = try lower([("v", ["tt = 5 5"])]) }
                == "3:19: expected `,` or the end of the rule, found `5`")
        #expect(
            T.firstError { _ = try lower([("v", ["tt = ghost.tt"])]) }
                == "3:17: unknown view `ghost` in `ghost.tt`; declare it under `views`")
        #expect(
            T.firstError { _ = try lower([("v", ["tt = b.minw"])]) }
                == "3:19: unknown rule `minw` of another view; expected one of tt tb bb bt ct cb ll lr rr rl cl cr w h")
        #expect(
            T.firstError { _ = try lower([("v", ["tt = gap"])]) }
                == "3:17: unknown name `gap`: not a COSLayout rule (tt tb bb bt ct cb ll lr rr rl cl cr w h minw maxw minh maxh), metric or input"
        )
        #expect(
            T.firstError { _ = try lower([("v", ["w = b.w * b.h"])]) }
                == "3:20: `*` needs a build-time constant (a number or metric) on one side; both sides vary at run time"
        )
        #expect(T.firstError { _ = try lower([("v", ["w = 4 / 0"])]) } == "3:18: division by zero")
        #expect(
            T.firstError { _ = try lower([("v", ["tt = %tt"])]) }?.hasPrefix("3:17: COSLayout format specifiers")
                == true)
        #expect(
            T.firstError { _ = try lower([("v", ["tt = H:5"])]) }
                == "3:17: `H:5` needs a `%`: `H:` and `V:` only prefix percentages, as in `H:50%`")
        #expect(
            T.firstError { _ = try lower([("ghost", ["tt = 1"])]) }
                == "3:11: unknown view `ghost` in `rules`; declare it under `views`")
    }

    @Test func reportsErrorsOfEveryView() {
        do {
            _ = try lower([("a", ["tt = ?"]), ("b", ["zz = 1"])])
            Issue.record("expected errors")
        } catch let error as SpecError {
            #expect(error.diagnostics.count == 2)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
