import LayoutSpec
import Testing

/// Each seed notation's bad input, compiled end to end through `LayoutCompiler` from a spec's
/// text, reports `PATH:LINE:COL: error: MESSAGE` at the offending token. Columns are counted by
/// hand in the comments (1-based; the constraint strings start after `  - ` or `  a: "`).
@Suite struct SeedNotationErrorTests {
    /// The first diagnostic of compiling `text` as `PATH`, rendered as the command line prints it.
    private func firstError(_ text: String, path: String = "Card.layout.yaml") -> String {
        do {
            _ = try LayoutCompiler().compile(contents: text, path: path)
            return "compiled without errors"
        } catch let error as SpecError {
            return error.diagnostics.first?.description ?? "no diagnostics"
        } catch {
            return "unexpected \(error)"
        }
    }

    // MARK: Equations and VFL (ConstraintFormatter)

    @Test func equationUnknownAttribute() {
        // `  - a.lefty == b.left`: `a` at 5, `.` at 6, `lefty` at 7.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - a.lefty == b.left\n").hasPrefix(
                "Card.layout.yaml:3:7: error: unknown attribute `lefty`; expected one of: left, right, top, bottom"))
    }

    @Test func equationUnknownItem() {
        // `  - a.left == c.left + 8`: `c` at 15.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - a.left == c.left + 8\n")
                == "Card.layout.yaml:3:15: error: unknown item `c`; known items: a, b, superview, container, margins, safeArea, safeAreaLayoutGuide, layoutMarginsGuide"
        )
    }

    @Test func equationCompoundAgainstOneAttribute() {
        // `  - a.size == b.firstBaseline`: `b` at 15, `firstBaseline` at 17.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - a.size == b.firstBaseline\n").hasPrefix(
                "Card.layout.yaml:3:17: error: `b.firstBaseline` is one attribute but `a.size` has 2 components"))
    }

    @Test func visualFormatMalformedPredicate() {
        // `  - "H:|-[a]-(>=8@999-[b]"`: `"` at 5, `H` 6, `:` 7, `|` 8, `-` 9, `[a]` 10–12, `-` 13,
        // `(` 14, `>=` 15–16, `8` 17, `@999` 18–21, `-` 22.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - \"H:|-[a]-(>=8@999-[b]\"\n")
                == "Card.layout.yaml:3:22: error: expected `,` or `)` after a predicate, found `-`")
    }

    @Test func unquotedVisualFormatSaysToQuote() {
        // A plain scalar starting with `|`/`[` is a YAML block scalar indicator or flow sequence.
        let message = firstError("views: [a, b]\nconstraints:\n  - [a]-8-[b]\n")
        #expect(message.hasPrefix("Card.layout.yaml:3:"))
        #expect(message.contains("quote"))
    }

    // MARK: Relativity

    @Test func relativityUnknownAnchor() {
        // `  - a.rigth --> b.left + (10, 0)`: `rigth` at 7.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - a.rigth --> b.left + (10, 0)\n").hasPrefix(
                "Card.layout.yaml:3:7: error: unknown anchor `rigth`; expected one of topLeft, top, topRight"))
    }

    @Test func relativityLabelAnchorOnANonLabel() {
        // `  - a.top --> b.baseline`: `b` at 15, `baseline` at 17.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - a.top --> b.baseline\n").hasPrefix(
                "Card.layout.yaml:3:17: error: `baseline` is a label anchor, but `b` is not a label"))
    }

    @Test func relativityMalformedOffset() {
        // `  - "a.left --> b.right + (10)"`: `"` 5, `a.left` 6–11, `-->` 13–15, `b.right` 17–23,
        // `+` 25, `(` 27, `10` 28–29, `)` 30.
        #expect(
            firstError("views: [a, b]\nconstraints:\n  - \"a.left --> b.right + (10)\"\n")
                == "Card.layout.yaml:3:30: error: expected `,` and the vertical offset dy in `(dx, dy)`, found `)`")
    }

    @Test func relativityZeroWeightSpacer() {
        // `  - "a <> ~0~ <> b"`: `"` 5, `a` 6, `<>` 8–9, `~` 11.
        #expect(
            firstError("views: [a, b]\ndistribute:\n  - \"a <> ~0~ <> b\"\n")
                == "Card.layout.yaml:3:11: error: a flexible spacer's weight must be a whole number ≥ 1, not 0")
    }

    // MARK: COSLayout

    @Test func cosLayoutUnknownRule() {
        // `  a: "ll = 10, xx = 5"`: `"` 6, `ll` 7–8, `=` 10, `10` 12–13, `,` 14, `xx` 16.
        #expect(
            firstError("views: [a]\nrules:\n  a: \"ll = 10, xx = 5\"\n")
                == "Card.layout.yaml:3:16: error: unknown COSLayout rule `xx`; expected one of tt tb bb bt ct cb ll lr rr rl cl cr w h minw maxw minh maxh"
        )
    }

    @Test func cosLayoutMalformedRule() {
        // `  a: "ll 10"`: the statement starts at 7 and is not an assignment.
        #expect(
            firstError("views: [a]\nrules:\n  a: \"ll 10\"\n").hasPrefix(
                "Card.layout.yaml:3:7: error: expected a rule assignment such as `tt = 10`"))
    }

    @Test func cosLayoutCycle() {
        // `  a: "ll = b.ll, …"`: `b.ll` at 12.
        let text =
            "views: [a, b]\nrules:\n  a: \"ll = b.ll, tt = 0, w = 10, h = 10\"\n  b: \"ll = a.ll + 4, tt = 0, w = 10, h = 10\"\n"
        #expect(
            firstError(text).hasPrefix("Card.layout.yaml:3:12: error: COSLayout rules cannot be ordered: a → b → a"))
    }

    // MARK: EasyPeasy

    @Test func easyPeasyUnknownAttribute() {
        // `  a: "Width(10), Hieght(20)"`: `Width(10)` 7–15, `,` 16, `Hieght` 18.
        #expect(
            firstError("views: [a]\nattributes:\n  a: \"Width(10), Hieght(20)\"\n").hasPrefix(
                "Card.layout.yaml:3:18: error: unknown EasyPeasy attribute `Hieght`; expected one of Width Height"))
    }

    @Test func easyPeasyWrongCompoundConstantCount() {
        // `  a: "Size(10), Edges(1, 2, 3)"`: `Size(10)` 7–14, `,` 15, `Edges` 17.
        #expect(
            firstError("views: [a]\nattributes:\n  a: \"Size(10), Edges(1, 2, 3)\"\n")
                == "Card.layout.yaml:3:17: error: `Edges` takes 0, 1 or 4 constants, found 3")
    }

    @Test func easyPeasyUnknownCondition() {
        // `  a: "Size(10), Center(0).when(isWatch)"`: `Center` 17, `(0)` 23–25, `.when` 26–30,
        // `(` 31, `isWatch` 32.
        #expect(
            firstError("views: [a]\nattributes:\n  a: \"Size(10), Center(0).when(isWatch)\"\n").hasPrefix(
                "Card.layout.yaml:3:32: error: unknown condition `isWatch`; expected one of rtl compactWidth"))
    }

    @Test func easyPeasyLikeOnAPosition() {
        // `  a: "Size(10), Left(10).like(b)"`: `Left` at 17.
        #expect(
            firstError("views: [a, b]\nattributes:\n  a: \"Size(10), Left(10).like(b)\"\n")
                == "Card.layout.yaml:3:17: error: `.like` applies to `Width`, `Height` and `Size`; use `.to` for `Left`"
        )
    }

    // MARK: FlightLayout

    @Test func flightLayoutValueOutsideTheTable() {
        // `  a: {horizontal: middle, …}`: `{` 6, `horizontal` 7–16, `:` 17, `middle` 19.
        #expect(
            firstError("views: [a]\nalign:\n  a: {horizontal: middle, size: [10, 10]}\n")
                == "Card.layout.yaml:3:19: error: unknown horizontal alignment `middle`; expected one of left, leftEdge, center, rightEdge, right"
        )
    }

    @Test func flightLayoutUnknownKey() {
        // `  a: {size: [10, 10], anchor: top}`: `{` 6, `size` 7–10, `[10, 10]` 13–20, `,` 21, `anchor` 23.
        #expect(
            firstError("views: [a]\nalign:\n  a: {size: [10, 10], anchor: top}\n")
                == "Card.layout.yaml:3:23: error: unknown key `anchor` in an alignment; expected one of to, horizontal, vertical, size, offset"
        )
    }

    @Test func flightLayoutUnknownReference() {
        // `  a: {to: nowhere, …}`: `to` 7–8, `nowhere` 11.
        #expect(
            firstError("views: [a]\nalign:\n  a: {to: nowhere, size: [10, 10]}\n")
                == "Card.layout.yaml:3:11: error: unknown item `nowhere` in `to`; declare it under `views` or `guides`")
    }

    // MARK: JSON

    @Test func jsonSpecsReportTheColumnInsideTheString() {
        // Line 3 `  "attributes": {"a": "Width(10), Hieght(20)"}`: `"attributes"` 3–14, `:` 15, `{` 17,
        // `"a"` 18–20, `:` 21, the string's `"` 23, `Width(10)` 24–32, `,` 33, `Hieght` 35.
        let text = "{\n  \"views\": [\"a\"],\n  \"attributes\": {\"a\": \"Width(10), Hieght(20)\"}\n}\n"
        #expect(
            firstError(text, path: "Card.layout.json").hasPrefix(
                "Card.layout.json:3:35: error: unknown EasyPeasy attribute `Hieght`"))
    }
}
