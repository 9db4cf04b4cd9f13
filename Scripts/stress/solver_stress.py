#!/usr/bin/env python3
"""Solver stress test: `layout-gen check` on seeded random layouts (random_layouts.py) must never
refuse work, and its verdicts are cross-checked with Scripts/lexlp.py on a sample.

Classes: accepted, conflict, ambiguity (not determined), other (another located error), and the
failures: budget (needs more work than the solver allows), regions (more than N different
solutions), checks-not-run (warning), timeout, crash (exit code not 0/1, or an error line not
`PATH:LINE:COL: error: MESSAGE`), slow (a check over --slow seconds), mismatch (the oracle
disagrees). Exit 1 when any failure class is non-empty.

Usage: solver_stress.py --layout-gen PATH [--start 1] [--seeds 10000] [--jobs N] [--timeout 10]
                        [--slow 1.0] [--sample-every 25] [--points 4] [--keep DIR]
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "Scripts"))
sys.path.insert(0, os.path.join(REPO, "Scripts", "differential"))
import lexlp  # noqa: E402
import random_layouts  # noqa: E402
# The oracle's bookkeeping, shared with the differential test: level sums, its spurious ties, and
# the certificate that a difference is its own drift.
from differential import instance_certified_optimal as certified_optimal  # noqa: E402
from differential import instance_spurious_tie as spurious_tie  # noqa: E402

TOLERANCE = 1e-6
ERROR_LINE = re.compile(r"^.+:\d+:\d+: error: .+")
WITNESS = re.compile(r"for example (?:when )?([^)\n]*)|conflict when ([^(\n]*?=[^(\n]*)(?:$|\n| \()")
PAIR = re.compile(r"([A-Za-z_][\w.]*)\s*=\s*(-?[0-9.eE+-]+)")
FAILURES = ["budget", "regions", "checks-not-run", "timeout", "crash", "slow", "mismatch"]


def classify(code, stderr, elapsed, slow):
    """The classes of one check (a seed can be both, e.g. conflict and budget)."""
    kinds = set()
    if code is None:
        return {"timeout"}
    if code not in (0, 1):
        kinds.add("crash")
    lines = stderr.splitlines()
    errors = [l for l in lines if ": error: " in l or l.startswith("error:")]
    for l in lines:
        if ("error:" in l and not ERROR_LINE.match(l)) or "internal error" in l or "Fatal error" in l:
            kinds.add("crash")
    if code == 1 and not errors:
        kinds.add("crash")
    for l in errors:
        if "needs more work than the solver allows" in l:
            kinds.add("budget")
        elif "different solutions over the input domain" in l:
            kinds.add("regions")
        elif "conflict" in l:
            kinds.add("conflict")
        elif "not determined" in l:
            kinds.add("ambiguity")
        else:
            kinds.add("other")
    if "layout checks not run" in stderr:
        kinds.add("checks-not-run")
    if code == 0:
        kinds.add("accepted")
    if elapsed > slow:
        kinds.add("slow")
    return kinds


def run(cmd, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "", time.monotonic() - start
    return p.returncode, p.stdout, p.stderr, time.monotonic() - start


def typical(system):
    """LayoutGen's typical input (Solving.md, Witnesses), clamped to the domain."""
    d = system["domain"]
    clamp = lambda v, r: min(max(v, r[0]), r[1])
    p = {"cw": clamp(375.0, d["cw"]), "ch": clamp(812.0, d["ch"]), "spacing": clamp(0.0, d["spacing"])}
    for v in system["measured"]:
        p[f"iw:{v}"] = 100.0
        p[f"ih:{v}"] = 20.0
    return p


def random_point(system, rng):
    d = system["domain"]
    p = {}
    wide = rng.random() < 0.3  # sometimes anywhere in the domain, mostly at a typical scale
    for name, r in d.items():
        lo, hi = r
        if wide:
            p[name] = float(rng.randint(int(lo), int(hi)))
        else:
            centre = {"cw": 375, "ch": 812, "spacing": 8}[name]
            p[name] = float(min(max(rng.randint(0, 2 * centre), lo), hi))
    for v in system["measured"]:
        p[f"iw:{v}"] = float(rng.randint(0, 10000 if wide else 300))
        p[f"ih:{v}"] = float(rng.randint(0, 10000 if wide else 60))
    return p


def witness_point(system, stderr):
    point = typical(system)
    rtl = False
    first = next((l for l in stderr.splitlines() if ": error: " in l), "")
    if re.search(r"\brtl holds?\b", first) or re.search(r"\brtl and\b", first):
        rtl = True
    m = WITNESS.search(first)
    if m:
        for name, value in PAIR.findall(m.group(1) or m.group(2)):
            if name == "container.width":
                point["cw"] = float(value)
            elif name == "container.height":
                point["ch"] = float(value)
            elif name == "spacing":
                point["spacing"] = float(value)
            elif name.endswith(".intrinsicWidth"):
                point[f"iw:{name[:-len('.intrinsicWidth')]}"] = float(value)
            elif name.endswith(".intrinsicHeight"):
                point[f"ih:{name[:-len('.intrinsicHeight')]}"] = float(value)
    return point, rtl


def oracle(system, point, rtl):
    instance = random_layouts.oracle_instance(system, point, rtl)
    try:
        verdict = lexlp.solve(instance)
    except Exception as e:  # reported, never hidden
        verdict = {"status": "error", "message": str(e)}
    if spurious_tie(instance, verdict):
        verdict = {"status": "ok", "values": verdict["values"], "spurious": True}
    return instance, verdict


def eval_frames(tool, path, system, point, rtl, timeout):
    cmd = [tool, "eval", path, "--width", repr(point["cw"]), "--height", repr(point["ch"]), "--scale", "0",
           "--set", f"spacing={point['spacing']!r}"]
    for v in system["measured"]:
        cmd += ["--size", f"{v}={point['iw:' + v]!r}x{point['ih:' + v]!r}"]
    if rtl:
        cmd += ["--when", "rtl"]
    code, out, err, _ = run(cmd, timeout)
    if code != 0:
        return None, err
    return json.loads(out)["frames"], None


def cross_check(tool, path, system, kinds, stderr, seed, points, timeout):
    """Mismatch messages ([] when the oracle agrees) and counters."""
    problems, stats = [], {"points": 0, "compared": 0, "drift": 0, "witness": 0, "oracle_error": 0}
    rng = random.Random(seed * 7919 + 1)
    if "accepted" in kinds:
        for i in range(points):
            point = typical(system) if i == 0 else random_point(system, rng)
            for rtl in ([False, True] if system["uses_rtl"] and i < 2 else [False]):
                instance, verdict = oracle(system, point, rtl)
                stats["points"] += 1
                if verdict["status"] == "error":
                    stats["oracle_error"] += 1
                    continue
                if verdict["status"] != "ok":
                    problems.append(f"seed {seed}: accepted, but the oracle says {verdict['status']} at {point}"
                                    f"{' (rtl)' if rtl else ''}: {json.dumps(verdict.get('free', verdict.get('conflict')))[:300]}")
                    continue
                frames, err = eval_frames(tool, path, system, point, rtl, timeout)
                if frames is None:
                    problems.append(f"seed {seed}: eval failed at {point}: {err[:300]}")
                    continue
                ours = {f"{v}.{c}": frames[v][j] for v in system["views"] for j, c in enumerate("xywh")}
                differing = [f"{var} = {ours[var]}, oracle {verdict['values'][var]}" for var in ours
                             if abs(ours[var] - verdict["values"][var]) > TOLERANCE + 1e-9]
                if differing:
                    if certified_optimal(instance, ours, verdict["values"]):
                        stats["drift"] += 1
                    else:
                        problems.append(f"seed {seed}: frames differ at {point}{' (rtl)' if rtl else ''}: "
                                        + "; ".join(differing[:6]))
                stats["compared"] += 1
    elif kinds & {"conflict", "ambiguity"} and not kinds & {"budget", "regions", "timeout", "crash"}:
        point, rtl = witness_point(system, stderr)
        _, verdict = oracle(system, point, rtl)
        stats["witness"] += 1
        if verdict["status"] == "error":
            stats["oracle_error"] += 1
        elif verdict["status"] == "ok":
            problems.append(f"seed {seed}: layout-gen reports {sorted(kinds & {'conflict', 'ambiguity'})} but the "
                            f"oracle is fine at the witness {point}{' (rtl)' if rtl else ''}: "
                            + next((l for l in stderr.splitlines() if ': error: ' in l), "")[:400])
        elif verdict["status"] == "infeasible" and "conflict" not in kinds:
            problems.append(f"seed {seed}: the oracle finds a conflict at {point}, layout-gen only {sorted(kinds)}")
        elif verdict["status"] == "ambiguous" and "ambiguity" not in kinds and "conflict" in kinds:
            # a conflict witness where the oracle is feasible but ambiguous
            problems.append(f"seed {seed}: layout-gen reports a conflict, the oracle finds the required constraints "
                            f"feasible (ambiguous) at the witness {point}{' (rtl)' if rtl else ''}")
    return problems, stats


def one(args):
    tool, work, seed, a = args
    text, system = random_layouts.spec(seed)
    path = os.path.join(work, f"S{seed}.layout.yaml")
    with open(path, "w") as f:
        f.write(text)
    code, _, err, elapsed = run([tool, "check", path], a.timeout)
    kinds = classify(code, err, elapsed, a.slow)
    result = {"seed": seed, "kinds": sorted(kinds), "time": elapsed, "problems": [], "stats": {}}
    if a.sample_every and seed % a.sample_every == 0:
        result["sampled"] = True
        result["problems"], result["stats"] = cross_check(tool, path, system, kinds, err, seed, a.points, a.timeout)
        if result["problems"]:
            result["kinds"].append("mismatch")
    if not a.keep and not set(result["kinds"]) & set(FAILURES):
        os.remove(path)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layout-gen", required=True)
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--seeds", type=int, default=10000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--slow", type=float, default=1.0, help="seconds a check may take (release)")
    ap.add_argument("--sample-every", type=int, default=25)
    ap.add_argument("--points", type=int, default=4, help="oracle points per sampled accepted seed")
    ap.add_argument("--keep", help="directory to keep every spec in (failing specs are kept anyway)")
    ap.add_argument("--json", help="write per-seed results here")
    a = ap.parse_args()
    work = a.keep or tempfile.mkdtemp(prefix="layoutgen-stress-")
    os.makedirs(work, exist_ok=True)
    seeds = range(a.start, a.start + a.seeds)
    results = []
    started = time.monotonic()
    with ThreadPoolExecutor(a.jobs) as ex:
        for i, r in enumerate(ex.map(one, [(a.layout_gen, work, s, a) for s in seeds])):
            results.append(r)
            if (i + 1) % 500 == 0:
                print(f"... {i + 1} seeds, {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    counts = {}
    by_class = {}
    for r in results:
        for k in r["kinds"]:
            counts[k] = counts.get(k, 0) + 1
            by_class.setdefault(k, []).append(r["seed"])
    times = sorted(r["time"] for r in results)
    n = len(results)
    print(f"seeds {a.start}..{a.start + n - 1}: {n} checks in {time.monotonic() - started:.0f} s wall ({a.jobs} jobs)")
    print(f"check time: median {times[n // 2]:.3f} s, p99 {times[min(n - 1, n * 99 // 100)]:.3f} s, "
          f"max {times[-1]:.3f} s (seed {max(results, key=lambda r: r['time'])['seed']})")
    print(f"{'class':16} {'seeds':>7} {'share':>7}")
    for k in ["accepted", "conflict", "ambiguity", "other"] + FAILURES:
        c = counts.get(k, 0)
        print(f"{k:16} {c:7d} {100.0 * c / max(n, 1):6.1f}%")
    stats = {}
    for r in results:
        for k, v in r["stats"].items():
            stats[k] = stats.get(k, 0) + v
    sampled = sum(1 for r in results if r.get("sampled"))
    print(f"oracle sample: {sampled} seeds; {stats.get('points', 0)} oracle points at accepted seeds, "
          f"{stats.get('compared', 0)} frame comparisons ({stats.get('drift', 0)} certified oracle drift), "
          f"{stats.get('witness', 0)} error witnesses checked, {stats.get('oracle_error', 0)} oracle errors")
    failed = False
    for k in FAILURES:
        if by_class.get(k):
            failed = True
            seeds_text = " ".join(map(str, by_class[k][:200])) + (" ..." if len(by_class[k]) > 200 else "")
            print(f"FAIL {k}: {seeds_text}")
    for r in results:
        for p in r["problems"]:
            print("MISMATCH", p)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f)
    print(f"specs of failing seeds: {work}" if failed else "no failures")
    if not a.keep and not failed:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
