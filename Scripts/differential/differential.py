#!/usr/bin/env python3
"""Differential test: LayoutGen against the independent reference solver (lexlp.py).

For each random constraint system (views, equalities, inequalities, 1-4 priority levels,
multipliers, and conflicts and ties on purpose) this script writes

  * a spec in the equation notation of docs/SpecLanguage.md (what a user writes), and
  * the same system as lexlp's JSON (built here, independently of LayoutGen's lowering),

then compares, at random inputs in the declared domain:

  1. the verdict of `layout-gen check` with the oracle's: where the oracle says infeasible or
     ambiguous, LayoutGen must have rejected the spec with that kind of error; where LayoutGen
     accepts a spec (it proved the whole domain), the oracle must say "ok" everywhere;
  2. every error's witness input (LayoutGen names one): the oracle must agree it is bad there;
  3. the frames of `layout-gen eval --scale 0` with the oracle's values (|Δ| <= 1e-6);
  4. for a subset, the compiled generated Swift code's frames with `eval`'s, bit for bit.

Exit status 0 when there are no mismatches. Usage:
  differential.py --layout-gen PATH [--systems 2000] [--inputs 10] [--compiled 150] [--seed 1]
                  [--family random|fastpath]
"""
import argparse
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from multiprocessing import Pool

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
# The reference solver, Scripts/lexlp.py (LEXLP_DIR points at another copy to compare against).
LEXLP_DIR = os.environ.get("LEXLP_DIR", os.path.join(REPO, "Scripts"))
sys.path.insert(0, LEXLP_DIR)
import lexlp  # noqa: E402

TOLERANCE = 1e-6
MAX_WIDTH = 2000.0
MAX_HEIGHT = 1500.0
GAP_RANGE = (0.0, 40.0)
PRIORITY_POOL = [999, 750, 500, 250]

# ---------------------------------------------------------------------------------------------
# Random systems. An attribute is (view or None for the superview, attribute name).
# Linear forms are dicts: variable -> coefficient, with "" for the constant, "cw"/"ch"/"gap" for
# the runtime inputs.


def attribute_form(view, attr, axis):
    """The oracle's linear form of view.attr (view None = superview = the container)."""
    if axis == "H":
        pos, size, param = "x", "w", "cw"
    else:
        pos, size, param = "y", "h", "ch"
    if view is None:
        start, extent = {}, {param: 1.0}
    else:
        start, extent = {f"{view}.{pos}": 1.0}, {f"{view}.{size}": 1.0}
    if attr in ("left", "top"):
        return dict(start)
    if attr in ("right", "bottom"):
        return add(start, extent)
    if attr in ("width", "height"):
        return dict(extent)
    if attr in ("centerX", "centerY"):
        return add(start, scale(extent, 0.5))
    raise ValueError(attr)


def add(a, b, k=1.0):
    r = dict(a)
    for v, c in b.items():
        r[v] = r.get(v, 0.0) + k * c
    return {v: c for v, c in r.items() if c != 0}


def scale(a, k):
    return {v: c * k for v, c in a.items() if c * k != 0}


ATTRS = {
    "H": {"lead": "left", "trail": "right", "size": "width", "center": "centerX"},
    "V": {"lead": "top", "trail": "bottom", "size": "height", "center": "centerY"},
}


class Builder:
    def __init__(self, rng, views):
        self.rng = rng
        self.views = views
        self.lines = []        # spec constraint strings
        self.constraints = []  # oracle constraints

    def emit(self, lhs, lhs_text, relation, rhs, rhs_text, priority):
        text = f"{lhs_text} {relation} {rhs_text}"
        if priority < 1000:
            text += f" @{priority}"
        label = f"line{len(self.lines)}"
        self.lines.append(text)
        form = add(lhs, rhs, -1.0)
        constant = form.pop("", 0.0)
        self.constraints.append({"terms": form, "constant": constant, "relation": relation,
                                 "priority": priority, "label": label})

    def number(self, lo, hi):
        return float(self.rng.randint(lo, hi))


def fmt(x):
    return str(int(x)) if x == int(x) else repr(x)


def rhs_with(base_form, base_text, multiplier, constant, use_gap):
    form = scale(base_form, multiplier)
    text = base_text
    if multiplier != 1.0:
        text += f" * {fmt(multiplier)}"
    if constant:
        form = add(form, {"": constant})
        text += f" + {fmt(constant)}" if constant > 0 else f" - {fmt(-constant)}"
    if use_gap:
        form = add(form, {"gap": 1.0})
        text += " + gap"
    return form, text


def random_axis(b, axis):
    rng = b.rng
    names = ATTRS[axis]
    levels = rng.sample(PRIORITY_POOL, rng.randint(1, 4))
    for i, v in enumerate(b.views):
        others = b.views[:i]

        def target(attr_kind):
            # a reference item: the superview or an earlier view
            if others and rng.random() < 0.5:
                o = rng.choice(others)
                return o, f"{o}.{names[attr_kind]}"
            return None, f"superview.{names[attr_kind]}"

        # position backbone (required most of the time)
        kind = rng.choice(["lead", "lead", "trail", "center"])
        ref_kind = kind if kind == "center" else rng.choice(["lead", "trail"])
        ref, ref_text = target(ref_kind)
        lhs = attribute_form(v, names[kind], axis)
        rhs, rhs_text = rhs_with(attribute_form(ref, names[ref_kind], axis), ref_text, 1.0,
                                 b.number(-20, 40), rng.random() < 0.15)
        prio = 1000 if rng.random() < 0.93 else rng.choice(levels)
        b.emit(lhs, f"{v}.{names[kind]}", "==", rhs, rhs_text, prio)

        # size backbone
        r = rng.random()
        lhs = attribute_form(v, names["size"], axis)
        if r < 0.35:
            c = b.number(10, 200)
            b.emit(lhs, f"{v}.{names['size']}", "==", {"": c}, fmt(c),
                   1000 if rng.random() < 0.7 else rng.choice(levels))
        elif r < 0.6:
            ref, ref_text = target("size")
            m = rng.choice([1.0, 0.5, 0.25, 2.0])
            rhs, rhs_text = rhs_with(attribute_form(ref, names["size"], axis), ref_text, m,
                                     b.number(-30, 10), False)
            b.emit(lhs, f"{v}.{names['size']}", "==", rhs, rhs_text,
                   1000 if rng.random() < 0.6 else rng.choice(levels))
        elif r < 0.93:
            # the opposite edge pinned: the size follows
            edge = "lead" if kind == "trail" else "trail"
            ref, ref_text = target(edge)
            rhs, rhs_text = rhs_with(attribute_form(ref, names[edge], axis), ref_text, 1.0,
                                     -b.number(0, 30) if edge == "trail" else b.number(0, 30), False)
            b.emit(attribute_form(v, names[edge], axis), f"{v}.{names[edge]}", "==", rhs,
                   rhs_text, 1000 if rng.random() < 0.5 else rng.choice(levels))
        # else: size left to the extras (ambiguity on purpose unless they pin it)

        # extras: inequalities and optional constraints
        for _ in range(rng.randint(0, 3)):
            prio = rng.choice(levels) if rng.random() < 0.9 else 1000
            rel = rng.choice(["<=", ">=", "=="] if prio < 1000 else ["<=", ">="])
            if rng.random() < 0.5:
                c = b.number(0, 300)
                b.emit(attribute_form(v, names["size"], axis), f"{v}.{names['size']}", rel,
                       {"": c}, fmt(c), prio)
            else:
                kind = rng.choice(["lead", "trail", "center", "size"])
                ref_kind = kind if kind in ("center", "size") else rng.choice(["lead", "trail"])
                ref, ref_text = target(ref_kind)
                m = 1.0 if kind != "size" else rng.choice([1.0, 0.5, 2.0])
                rhs, rhs_text = rhs_with(attribute_form(ref, names[ref_kind], axis), ref_text, m,
                                         b.number(-40, 40), rng.random() < 0.1)
                b.emit(attribute_form(v, names[kind], axis), f"{v}.{names[kind]}", rel, rhs,
                       rhs_text, prio)


def random_system(seed):
    rng = random.Random(seed)
    views = [f"v{i}" for i in range(rng.randint(1, 3))]
    b = Builder(rng, views)
    random_axis(b, "H")
    random_axis(b, "V")
    spec = ["container:", f"  maxWidth: {fmt(MAX_WIDTH)}", f"  maxHeight: {fmt(MAX_HEIGHT)}",
            "inputs:", f"  gap: {{min: {fmt(GAP_RANGE[0])}, max: {fmt(GAP_RANGE[1])}}}",
            f"views: [{', '.join(views)}]", "constraints:"]
    spec += [f"  - {json.dumps(line)}" for line in b.lines]
    variables = [f"{v}.{a}" for v in views for a in ("x", "y", "w", "h")]
    inputs = []
    for _ in range(10):
        inputs.append({"cw": float(rng.randint(0, int(MAX_WIDTH))),
                       "ch": float(rng.randint(0, int(MAX_HEIGHT))),
                       "gap": float(rng.randint(int(GAP_RANGE[0]), int(GAP_RANGE[1])))})
    return {"seed": seed, "views": views, "spec": "\n".join(spec) + "\n",
            "variables": variables, "constraints": b.constraints, "inputs": inputs}


def instantiate(system, point):
    """The oracle's JSON system at one input point (parameters folded into constants)."""
    cons = []
    for c in system["constraints"]:
        terms = dict(c["terms"])
        constant = c["constant"]
        for p in ("cw", "ch", "gap"):
            if p in terms:
                constant += terms.pop(p) * point[p]
        cons.append({"terms": terms, "constant": constant, "relation": c["relation"],
                     "priority": c["priority"], "label": c["label"]})
    return {"variables": system["variables"], "constraints": cons}


def oracle(args):
    system, point = args
    try:
        return lexlp.solve(instantiate(system, point))
    except Exception as e:  # an oracle failure is reported, never hidden
        return {"status": "error", "message": str(e)}


# ---------------------------------------------------------------------------------------------
# LayoutGen side

WITNESS = re.compile(r"for example ([^)\n]*)|conflict when ([^(\n]*?=[^(\n]*)(?:$|\n| \()")
PAIR = re.compile(r"([A-Za-z_][\w.]*)\s*=\s*(-?[0-9.eE+-]+)")


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def classify(stderr):
    """The kinds of error layout-gen reported (it reports every failing component)."""
    kinds = set()
    if "conflict" in stderr:
        kinds.add("infeasible")
    if "not determined" in stderr:
        kinds.add("ambiguous")
    return kinds or {"other"}


def witness_point(stderr):
    """The input layout-gen names where its first error happens; the domain's centre when the
    error holds everywhere (it then names no input)."""
    point = {"cw": MAX_WIDTH / 2, "ch": MAX_HEIGHT / 2, "gap": sum(GAP_RANGE) / 2}
    first = stderr.split("\n", 1)[0]
    m = WITNESS.search(first)
    if not m:
        return point
    names = {"container.width": "cw", "container.height": "ch", "gap": "gap"}
    for name, value in PAIR.findall(m.group(1) or m.group(2)):
        if name in names:
            point[names[name]] = float(value)
    return point


def check_and_eval(job):
    tool, path, system = job
    code, _, err = run([tool, "check", path])
    result = {"code": code, "stderr": err, "frames": []}
    if code == 0:
        for point in system["inputs"]:
            c, out, e = run([tool, "eval", path, "--width", fmt(point["cw"]), "--height",
                             fmt(point["ch"]), "--scale", "0", "--set", f"gap={fmt(point['gap'])}"])
            result["frames"].append(json.loads(out)["frames"] if c == 0 else {"error": e})
    return result


def printed(value):
    """A compiled frame value as `eval` prints it: within a billionth of a point of a number of six
    decimals or fewer, that number (FramesJSON.number), so floating-point noise does not differ."""
    snapped = round(value * 1e6) / 1e6
    return snapped if abs(snapped - value) <= 1e-9 else value


def close(a, b):
    # lexlp prints values rounded to 6 decimals, so a difference of exactly 1e-6 (23 against
    # 23.000001) is within tolerance; 1e-9 covers only that decimal's binary representation.
    return abs(a - b) <= TOLERANCE + 1e-9


def violations(system, point, values):
    """(largest required violation, [violation sum per optional level, highest first])."""
    return instance_violations(instantiate(system, point), values)


def instance_violations(instance, values):
    """`violations` of lexlp's JSON `instance` (also used by Scripts/stress/solver_stress.py)."""
    worst_required = 0.0
    levels = {}
    for c in instance["constraints"]:
        e = c["constant"] + sum(k * values[v] for v, k in c["terms"].items())
        v = abs(e) if c["relation"] == "==" else max(0.0, e) if c["relation"] == "<=" else max(0.0, -e)
        if c["priority"] >= 1000:
            worst_required = max(worst_required, v)
        else:
            levels[c["priority"]] = levels.get(c["priority"], 0.0) + v
    return worst_required, [levels[k] for k in sorted(levels, reverse=True)]


def spurious_tie(system, point, verdict):
    """Whether an oracle "ambiguous" is its own numerical slack: every free interval is narrower
    than 100 × the slack lexlp allows itself when it fixes each level's optimum
    (1e-9 + 1e-9·|optimum| per level)."""
    return instance_spurious_tie(instantiate(system, point), verdict)


def instance_spurious_tie(instance, verdict):
    """`spurious_tie` for lexlp's JSON `instance`."""
    if verdict["status"] != "ambiguous" or "values" not in verdict:
        return False
    _, levels = instance_violations(instance, verdict["values"])
    slack = sum(1e-9 + 1e-9 * abs(level) for level in levels) or 1e-9
    for lo, hi in verdict["free"].values():
        if lo is None or hi is None or hi - lo > 100 * slack:
            return False
    return True


def certified_optimal(system, point, ours, oracle_values):
    """Whether our values satisfy every required constraint and are lexicographically no worse
    than the oracle's at every level: then, the oracle's optimum being unique, ours is it, and a
    difference beyond TOLERANCE is the oracle's own drift (lexlp fixes each level's optimum with a
    slack of 1e-9·|optimum|, which lower levels may spend)."""
    return instance_certified_optimal(instantiate(system, point), ours, oracle_values)


def instance_certified_optimal(instance, ours, oracle_values):
    """`certified_optimal` for lexlp's JSON `instance`."""
    required, mine = instance_violations(instance, ours)
    _, theirs = instance_violations(instance, oracle_values)
    if required > 1e-7:
        return False
    for a, b in zip(mine, theirs):
        if a < b - 1e-9:
            return True
        if a > b + 1e-9:
            return False
    return True


# ---------------------------------------------------------------------------------------------
# Compiled generated code

def compiled_frames(tool, work, systems):
    gen_dir = os.path.join(work, "consumer", "Sources", "Consumer")
    os.makedirs(gen_dir, exist_ok=True)
    calls = []
    for s in systems:
        name = f"D{s['seed']:05d}"
        code, _, err = run([tool, "generate", s["path"], "--output-dir", gen_dir])
        if code != 0:
            raise RuntimeError(f"generate failed for {s['path']}: {err}")
        for k, p in enumerate(s["inputs"]):
            calls.append(f'    emit("{s["seed"]}/{k}", {name}Layout.frames(for: .init(bounds: CGRect(x: 0, y: 0, '
                         f'width: {fmt(p["cw"])}, height: {fmt(p["ch"])}), scale: 0, gap: {fmt(p["gap"])})), '
                         f'[{", ".join(json.dumps(v) for v in s["views"])}])')
    # one frames-printing function per generated type would need reflection; Mirror is enough here
    main = ["import Foundation", "import LayoutRuntime", "",
            "func emit<F>(_ key: String, _ frames: F, _ names: [String]) {",
            "    var parts: [String] = []",
            "    for child in Mirror(reflecting: frames).children {",
            "        guard let label = child.label, names.contains(label), let r = child.value as? CGRect else { continue }",
            "        parts.append(\"\\\"\\(label)\\\": [\\(r.origin.x.description), \\(r.origin.y.description), "
            "\\(r.size.width.description), \\(r.size.height.description)]\")",
            "    }",
            "    print(\"\\(key) {\\(parts.joined(separator: \", \"))}\")",
            "}", ""]
    # split the calls in chunks so no single function is huge
    chunk = 200
    for i in range(0, len(calls), chunk):
        main.append(f"func run{i // chunk}() {{")
        main.extend(calls[i:i + chunk])
        main.append("}")
    main.extend(f"run{i // chunk}()" for i in range(0, len(calls), chunk))
    with open(os.path.join(gen_dir, "main.swift"), "w") as f:
        f.write("\n".join(main) + "\n")
    with open(os.path.join(work, "consumer", "Package.swift"), "w") as f:
        f.write(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "LayoutGen", path: {json.dumps(REPO)})],
    targets: [.executableTarget(name: "Consumer",
        dependencies: [.product(name: "LayoutRuntime", package: "LayoutGen")])]
)
""")
    scratch = os.path.join(work, "build")
    code, out, err = run(["swift", "build", "--package-path",
                          os.path.join(work, "consumer"), "--scratch-path", scratch])
    if code != 0:
        raise RuntimeError("compiling generated code failed:\n" + out[-4000:] + err[-4000:])
    code, out, err = run([os.path.join(scratch, "debug", "Consumer")])
    if code != 0:
        raise RuntimeError("running generated code failed: " + err)
    result = {}
    for line in out.splitlines():
        key, _, body = line.partition(" ")
        result[key] = json.loads(body)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layout-gen", required=True)
    ap.add_argument("--systems", type=int, default=2000)
    ap.add_argument("--inputs", type=int, default=10)
    ap.add_argument("--compiled", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", help="directory to keep the specs in")
    ap.add_argument("--family", choices=["random", "fastpath"], default="random",
                    help="random: the general generator; fastpath: chains, shared columns, clamps and "
                         "equal-width rows with wishes at several levels (fastpath_systems.py)")
    a = ap.parse_args()
    generate = random_system
    if a.family == "fastpath":
        from fastpath_systems import random_fastpath_system
        generate = random_fastpath_system

    work = a.keep or tempfile.mkdtemp(prefix="layoutgen-diff-")
    os.makedirs(work, exist_ok=True)
    spec_dir = os.path.join(work, "specs")
    os.makedirs(spec_dir, exist_ok=True)
    systems = []
    for i in range(a.systems):
        s = generate(a.seed * 100000 + i)
        s["inputs"] = s["inputs"][:a.inputs]
        s["path"] = os.path.join(spec_dir, f"D{s['seed']:05d}.layout.yaml")
        with open(s["path"], "w") as f:
            f.write(s["spec"])
        systems.append(s)

    with Pool(a.jobs) as pool:
        oracle_results = pool.map(oracle, [(s, p) for s in systems for p in s["inputs"]], chunksize=32)
    with ThreadPoolExecutor(a.jobs) as ex:
        ours = list(ex.map(check_and_eval, [(a.layout_gen, s["path"], s) for s in systems]))
    witnesses = []
    for s, o in zip(systems, ours):
        if o["code"] != 0:
            w = witness_point(o["stderr"])
            witnesses.append(w)
        else:
            witnesses.append(None)
    with Pool(a.jobs) as pool:
        witness_verdicts = pool.map(oracle, [(s, w) for s, w in zip(systems, witnesses) if w], chunksize=16)
    witness_iter = iter(witness_verdicts)

    mismatches = []
    oracle_errors = []
    stats = {"ok": 0, "infeasible": 0, "ambiguous": 0, "compared": 0, "oracle_ok_points": 0,
             "oracle_bad_points": 0, "witnesses_checked": 0, "oracle_drift": 0, "oracle_spurious_ties": 0}
    k = 0
    for s, o, w in zip(systems, ours, witnesses):
        verdicts = oracle_results[k:k + len(s["inputs"])]
        k += len(s["inputs"])
        if o["code"] not in (0, 1):
            mismatches.append(f"{s['path']}: layout-gen check exited {o['code']}: {o['stderr'][:400]}")
            continue
        ours_kinds = {"ok"} if o["code"] == 0 else classify(o["stderr"])
        ours_verdict = "ok" if o["code"] == 0 else "/".join(sorted(ours_kinds))
        for kind in ours_kinds:
            stats[kind] = stats.get(kind, 0) + 1
        for p, v, frames in zip(s["inputs"], verdicts, o["frames"] or [None] * len(verdicts)):
            if v["status"] == "error":
                oracle_errors.append(f"{s['path']}: the oracle failed at {p}: {v['message']}")
                continue
            if spurious_tie(s, p, v):
                stats["oracle_spurious_ties"] += 1
                if ours_verdict != "ok":
                    continue
                v = {"status": "ok", "values": v["values"]}
            stats["oracle_ok_points" if v["status"] == "ok" else "oracle_bad_points"] += 1
            if v["status"] != "ok" and v["status"] not in ours_kinds:
                mismatches.append(f"{s['path']} at {p}: oracle says {v['status']}, layout-gen says "
                                  f"{ours_verdict}: {o['stderr'].strip()[:600]}")
                continue
            if ours_verdict == "ok":
                if "error" in frames:
                    mismatches.append(f"{s['path']} at {p}: eval failed: {frames['error'][:300]}")
                    continue
                differing = []
                for view in s["views"]:
                    got = frames[view]
                    want = [v["values"][f"{view}.{c}"] for c in ("x", "y", "w", "h")]
                    if not all(close(g, e) for g, e in zip(got, want)):
                        differing.append(f"{view} is {got}, oracle says {want}")
                if differing:
                    ours_values = {f"{view}.{c}": frames[view][k] for view in s["views"]
                                   for k, c in enumerate(("x", "y", "w", "h"))}
                    if certified_optimal(s, p, ours_values, v["values"]):
                        stats["oracle_drift"] += 1
                    else:
                        mismatches += [f"{s['path']} at {p}: {d}" for d in differing]
                stats["compared"] += 1
        if w is not None:
            wv = next(witness_iter)
            stats["witnesses_checked"] += 1
            if wv["status"] == "ok":
                mismatches.append(f"{s['path']}: layout-gen's witness {w} is fine for the oracle "
                                  f"(values {wv['values']}): {o['stderr'].strip()[:600]}")

    compiled_checked = 0
    ok_systems = [s for s, o in zip(systems, ours) if o["code"] == 0][:a.compiled]
    if ok_systems:
        compiled = compiled_frames(a.layout_gen, work, ok_systems)
        by_seed = {s["seed"]: o for s, o in zip(systems, ours)}
        for s in ok_systems:
            for j, p in enumerate(s["inputs"]):
                got = compiled.get(f"{s['seed']}/{j}")
                want = by_seed[s["seed"]]["frames"][j]
                for view in s["views"]:
                    if got is None or [printed(v) for v in got.get(view, [])] != want.get(view):
                        mismatches.append(f"{s['path']} at {p}: compiled code gives "
                                          f"{None if got is None else got.get(view)}, eval gives {want.get(view)}")
                compiled_checked += 1

    print(f"systems: {len(systems)} ({stats['ok']} proven, {stats['infeasible']} conflicts, "
          f"{stats['ambiguous']} ambiguous); oracle points: {stats['oracle_ok_points']} ok, "
          f"{stats['oracle_bad_points']} infeasible/ambiguous; frames compared with the oracle: "
          f"{stats['compared']} (of which {stats['oracle_drift']} differ beyond {TOLERANCE} through the "
          f"oracle's level slack, ours certified optimal); oracle ties within its own slack: "
          f"{stats['oracle_spurious_ties']}; error witnesses confirmed: {stats['witnesses_checked']}; "
          f"compiled-code points compared with eval: {compiled_checked}")
    for m in mismatches[:40]:
        print("MISMATCH", m)
    for e in oracle_errors[:10]:
        print("ORACLE-ERROR", e)
    total_points = sum(len(s["inputs"]) for s in systems)
    if len(oracle_errors) > total_points // 100:
        mismatches.append(f"the oracle failed at {len(oracle_errors)} of {total_points} points (over 1%)")
    print(f"oracle errors (points not compared): {len(oracle_errors)}")
    print(f"differential: {stats['compared'] + compiled_checked + stats['witnesses_checked'] - len(mismatches)} passed, {len(mismatches)} failed")
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
