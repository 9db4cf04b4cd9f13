#!/usr/bin/env python3
"""Differential test of `ties: viewOrder`: rows of measured views whose hugging and compression
priorities tie, solved by LayoutGen (`eval`, through whichever path the solver takes) and by the
reference solver lexlp.py, which is given the secondary order as extra levels: each measured
view's hugging (compression) constraint appears once at its priority — the level's total — and
once more at a level just below it, one level per view in `views:` order (priority − (rank + 1) /
1000, above the next priority in use), so the earlier view's error is minimised first among the
level's optima. Usage: ties_systems.py --layout-gen PATH [--systems N] [--seed S]
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# The reference solver, Scripts/lexlp.py (LEXLP_DIR points at another copy), as differential.py reads it.
sys.path.insert(0, os.environ.get("LEXLP_DIR", os.path.normpath(os.path.join(HERE, ".."))))
import lexlp  # noqa: E402

PRIORITIES = [(250, 750), (251, 750), (250, 751), (251, 751)]


def system(rng, seed):
    """A row |-g0-[v0]-g1-[v1]…-gn-| of 2-4 measured views; each view's priorities drawn from
    Interface Builder's usual pairs, so some levels tie and some do not."""
    n = rng.randint(2, 4)
    views = [f"v{i}" for i in range(n)]
    gaps = [rng.choice([0, 8, 16, 20]) for _ in range(n + 1)]
    pri = [rng.choice(PRIORITIES) for _ in views]
    row = "H:|-" + "".join(f"{gaps[i]}-[{v}]-" for i, v in enumerate(views)) + f"{gaps[-1]}-|"
    lines = ["ties: viewOrder", "checks: {negativeSize: off, outsideParent: off}", "views:"]
    lines += [f"  {v}: {{measure: intrinsic, hugging: {h}, compression: {c}}}" for v, (h, c) in zip(views, pri)]
    lines += ["constraints:", f'  - "{row}"'] + [f"  - {v}.top == 0" for v in views]
    points = [{"cw": float(rng.randint(0, 600)), **{v: float(rng.randint(0, 300)) for v in views}} for _ in range(6)]
    return {"seed": seed, "views": views, "gaps": gaps, "pri": pri, "spec": "\n".join(lines) + "\n", "points": points}


def oracle(s, p):
    views, gaps = s["views"], s["gaps"]
    cons = []
    x = lambda v: f"{v}.x"
    w = lambda v: f"{v}.w"
    cons.append({"terms": {x(views[0]): 1}, "constant": -gaps[0], "relation": "==", "priority": 1000})
    for i in range(1, len(views)):
        cons.append({"terms": {x(views[i]): 1, x(views[i - 1]): -1, w(views[i - 1]): -1}, "constant": -gaps[i],
                     "relation": "==", "priority": 1000})
    cons.append({"terms": {x(views[-1]): 1, w(views[-1]): 1}, "constant": gaps[-1] - p["cw"], "relation": "==",
                 "priority": 1000})
    for rank, (v, (h, c)) in enumerate(zip(views, s["pri"])):
        for relation, level in (("<=", h), (">=", c)):
            base = {"terms": {w(v): 1}, "constant": -p[v], "relation": relation}
            cons.append({**base, "priority": level})
            cons.append({**base, "priority": level - (rank + 1) / 1000})
    names = [f"{v}.{a}" for v in views for a in ("x", "w")]
    return lexlp.solve({"variables": names, "constraints": cons})


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layout-gen", required=True)
    ap.add_argument("--systems", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    work = tempfile.mkdtemp(prefix="layoutgen-ties-")
    failures, compared = [], 0
    for i in range(a.systems):
        s = system(random.Random(a.seed * 100000 + i), i)
        path = os.path.join(work, f"T{i:04d}.layout.yaml")
        with open(path, "w") as f:
            f.write(s["spec"])
        for p in s["points"]:
            cmd = [a.layout_gen, "eval", path, "--width", str(p["cw"]), "--height", "100", "--scale", "0"]
            for v in s["views"]:
                cmd += ["--size", f"{v}={p[v]}x20"]
            run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
            if run.returncode != 0:
                failures.append(f"{path} at {p}: eval failed: {run.stderr[:300]}")
                break
            frames = json.loads(run.stdout)["frames"]
            verdict = oracle(s, p)
            if verdict["status"] != "ok":
                failures.append(f"{path} at {p}: the oracle says {verdict['status']} with the secondary order")
                continue
            for v in s["views"]:
                got = (frames[v][0], frames[v][2])
                want = (verdict["values"][f"{v}.x"], verdict["values"][f"{v}.w"])
                if any(abs(g - e) > 1e-5 for g, e in zip(got, want)):
                    failures.append(f"{path} at {p}: {v} is x {got[0]}, width {got[1]}; the oracle says {want}")
            compared += 1
    for f in failures[:20]:
        print("MISMATCH", f)
    print(f"ties: {compared} points compared with the oracle, {len(failures)} failed")
    shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
