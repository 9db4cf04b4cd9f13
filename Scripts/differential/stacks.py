#!/usr/bin/env python3
"""Cross-checks the hand-worked stack frames of Tests/LayoutSpecTests/Lowering/StackLayoutTests.swift
against the independent reference solver (Scripts/lexlp.py, needs scipy).

The constraint systems are written here from UIStackView's documented behaviour (docs/notations/
stacks.md), independently of LayoutGen's lowering, for the tests' fixture: three views a, b, c
(intrinsic 40x20, 60x30, 20x10; first baselines 16, 24, 8 below their tops, last baselines 4, 6, 2
above their bottoms), spacing 10, in a 320 x 60 horizontal stack, left to right. Ties by index are
written as distinct priorities (the earlier view one lower), which is what the rule means.
Also two crowded equalCentering rows whose centres cannot be equally spaced (the centre distances at
UIKit's priorities 150 - index). Prints one line per case and exits 1 on any mismatch.
"""
import json
import os
import sys

sys.path.insert(0, os.environ.get("LEXLP_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")))
import lexlp  # noqa: E402

W, H, GAP = 320, 60, 10
SIZES = {"a": (40, 20), "b": (60, 30), "c": (20, 10)}
FIRST = {"a": 16, "b": 24, "c": 8}      # first baseline below the top
LAST = {"a": 4, "b": 6, "c": 2}         # last baseline above the bottom
VIEWS = ["a", "b", "c"]

ALONG = {
    "fill": [[0, 220], [230, 60], [300, 20]],
    "fillEqually": [[0, 100], [110, 100], [220, 100]],
    "equalSpacing": [[0, 40], [140, 60], [300, 20]],
    "equalCentering": [[0, 40], [135, 60], [300, 20]],
}
ACROSS = {
    "fill": [[0, 60], [0, 60], [0, 60]],
    "top": [[0, 20], [0, 30], [0, 10]],
    "center": [[20, 20], [15, 30], [25, 10]],
    "bottom": [[40, 20], [30, 30], [50, 10]],
    "firstBaseline": [[8, 20], [0, 30], [16, 10]],
    "lastBaseline": [[38, 20], [30, 30], [46, 10]],
}


def c(terms, constant, relation, priority=1000):
    return {"terms": terms, "constant": constant, "relation": relation, "priority": priority}


def system(distribution, alignment):
    cons = []
    for index, v in enumerate(VIEWS):
        w, h = SIZES[v]
        # Hugging 250 / compression 750 along the axis, the earlier view one lower per index.
        cons += [c({f"{v}.w": 1}, -w, "<=", 250 - (2 - index)), c({f"{v}.w": 1}, -w, ">=", 750 - (2 - index)),
                 c({f"{v}.h": 1}, -h, "<=", 250), c({f"{v}.h": 1}, -h, ">=", 750)]
    cons += [c({"a.x": 1}, 0, "=="), c({"c.x": 1, "c.w": 1}, -W, "==")]
    for p, n in zip(VIEWS, VIEWS[1:]):
        rel = "==" if distribution in ("fill", "fillEqually") else ">="
        cons.append(c({f"{n}.x": 1, f"{p}.x": -1, f"{p}.w": -1}, -GAP, rel))
    if distribution == "fillEqually":
        cons += [c({f"{v}.w": 1, "a.w": -1}, 0, "==") for v in ("b", "c")]
    if distribution == "equalSpacing":   # gap b->c == gap a->b
        cons.append(c({"c.x": 1, "b.x": -2, "b.w": -1, "a.x": 1, "a.w": 1}, 0, "=="))
    if distribution == "equalCentering":  # centre c - centre b == centre b - centre a
        cons.append(c({"c.x": 1, "c.w": 0.5, "b.x": -2, "b.w": -1, "a.x": 1, "a.w": 0.5}, 0, "=="))
    for v in VIEWS:
        top, bottom = {f"{v}.y": 1}, {f"{v}.y": 1, f"{v}.h": 1}
        if alignment == "fill":
            cons += [c(top, 0, "=="), c(bottom, -H, "==")]
        elif alignment == "top":
            cons += [c(top, 0, "=="), c(bottom, -H, "<=")]
        elif alignment == "bottom":
            cons += [c(top, 0, ">="), c(bottom, -H, "==")]
        elif alignment == "center":
            cons += [c({f"{v}.y": 2, f"{v}.h": 1}, -H, "=="), c(top, 0, ">=")]
        else:
            cons += [c(top, 0, ">="), c(bottom, -H, "<=")]
            if alignment == "firstBaseline":
                cons.append(c(top, 0, "==", 50))
                if v != "a":
                    cons.append(c({f"{v}.y": 1, "a.y": -1}, FIRST[v] - FIRST["a"], "=="))
            else:
                cons.append(c(bottom, -H, "==", 50))
                if v != "a":
                    cons.append(c({f"{v}.y": 1, f"{v}.h": 1, "a.y": -1, "a.h": -1}, LAST["a"] - LAST[v], "=="))
    variables = [f"{v}.{k}" for v in VIEWS for k in "xywh"]
    return {"variables": variables, "constraints": cons}


def crowded_centering(widths, row):
    """equalCentering whose centres cannot be equally spaced (StackLayoutTests.equalCenteringGivesUp…):
    views of `widths` (height 20) in a `row`-point row, spacing 10; each centre distance equal to the
    first at UIKit's 150 - index, under compression resistance (750) and hugging (250)."""
    views = [f"v{i}" for i in range(len(widths))]
    cons = []
    for index, (v, w) in enumerate(zip(views, widths)):
        last = len(views) - 1
        cons += [c({f"{v}.w": 1}, -w, "<=", 250 - (last - index)), c({f"{v}.w": 1}, -w, ">=", 750 - (last - index))]
    cons += [c({"v0.x": 1}, 0, "=="), c({f"{views[-1]}.x": 1, f"{views[-1]}.w": 1}, -row, "==")]
    for p, n in zip(views, views[1:]):
        cons.append(c({f"{n}.x": 1, f"{p}.x": -1, f"{p}.w": -1}, -GAP, ">="))

    def centre_distance(p, n, sign):  # sign * (centre n - centre p)
        return {f"{n}.x": sign, f"{n}.w": sign / 2, f"{p}.x": -sign, f"{p}.w": -sign / 2}

    for index in range(1, len(views) - 1):
        terms = centre_distance(views[index], views[index + 1], 1)
        for key, value in centre_distance(views[0], views[1], -1).items():
            terms[key] = terms.get(key, 0) + value
        cons.append(c(terms, 0, "==", max(150 - index, 52)))
    result = lexlp.solve({"variables": [f"{v}.{k}" for v in views for k in "xw"], "constraints": cons})
    if result.get("status") != "ok":
        return None
    return [[round(result["values"][f"{v}.{k}"], 6) for k in "xw"] for v in views]


CROWDED = [
    # widths, row width, expected (x, width) per view, as StackLayoutTests works them out by hand
    ([20, 20, 120], 200, [[0, 20], [50, 20], [80, 120]]),
    ([20, 20, 120, 20], 240, [[0, 20], [60, 20], [90, 120], [220, 20]]),
]


def main():
    failures = 0
    for widths, row, expected in CROWDED:
        got = crowded_centering(widths, row)
        ok = got == expected
        failures += not ok
        print(f"{'ok ' if ok else 'BAD'} equalCentering crowded {widths} in {row}: {json.dumps(got)}")
    for distribution, along in ALONG.items():
        for alignment, across in ACROSS.items():
            result = lexlp.solve(system(distribution, alignment))
            got = None
            if result.get("status") == "ok":
                values = result["values"]
                got = [[round(values[f"{v}.{k}"], 6) for k in "xywh"] for v in VIEWS]
            expected = [[along[i][0], across[i][0], along[i][1], across[i][1]] for i in range(3)]
            ok = got == expected
            failures += not ok
            print(f"{'ok ' if ok else 'BAD'} {distribution:15} {alignment:14} {json.dumps(got)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
