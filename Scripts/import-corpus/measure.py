#!/usr/bin/env python3
"""Measures `layout-gen import` on a corpus of Interface Builder files.

Usage: Scripts/import-corpus/measure.py CORPUS_DIR [--layout-gen PATH] [--jobs N] [--json OUT]
                                         [--examples K]

CORPUS_DIR holds `.xib` and `.storyboard` files (any depth), each app's files in a folder
`<owner>+<repo>/` (the report counts apps by these folders). The corpus is not part of the
repository: assemble it from public repositories; `corpus.tsv` beside this script lists the one
measured (`owner/repo<TAB>commit<TAB>path` per file, the file at `<owner>+<repo>/<path>`).

For every file the script runs `layout-gen import FILE -o TMP` and then `layout-gen check` on each
spec written. Independently of LayoutGen (ib_frames.py), it finds the file's roots and decides
which have constraints and whether their stored frames are consistent with them. A root is
*reproduced* when its spec was written and `check` reports no error: the spec compiles and its
example — the canvas, with every stored frame — holds within 0.5 pt (the importer writes the
stored frames as the example, and `check` compares them; a root fitted to its content compares its
stored size with the example's fitting size the same way). The figure is reproduced roots over
consistent roots with constraints; the rest are printed grouped by the first error's cause.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ib_frames  # noqa: E402

TIMEOUT = 120
# The round trip asked of the import: every example frame within half a point of the stored one.
TOLERANCE_PT = 0.5

# The causes, in order: the first pattern that matches a spec's first error names it.
CAUSES = [
    ("conflict", r"conflict"),
    ("undetermined", r"is not determined|are not determined|undetermined"),
    ("frame differs from the stored one", r" is \[.*\], not \["),
    ("fitting size differs", r"fittingSize"),
    ("solver work budget", r"more work than the solver allows|work limit"),
    ("empty stack", r"arranges no views"),
    ("tie between equal priorities", r"\btie|\bties\b"),
    ("baseline of a view that has none", r"baseline"),
    ("hidden arranged view tied to another view", r"hidden"),
    ("timed out", r"^timed out"),
]


def layout_gen_default() -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", ".build", "release", "layout-gen"))


def run(command: list[str]) -> tuple[int, str]:
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {TIMEOUT} s"
    return done.returncode, done.stdout + done.stderr


def first_error(output: str) -> str | None:
    for line in output.splitlines():
        if ": error: " in line:
            return line.split(": error: ", 1)[1]
        if line.startswith("timed out"):
            return line
    return None


FRAME = re.compile(r": error: example \d+: `[^`]*` is \[([^\]]*)\], not \[([^\]]*)\] as the example expects")
# The root's own size, when its content decides it (`height: fit`): its stored size is the example's
# fitting size, compared like a frame.
FITTING = re.compile(r": error: example \d+: the fitting size is \[([^\]]*)\], not \[([^\]]*)\] as the example expects")


def within_half_point(output: str) -> bool:
    """Whether every error `check` printed is an example frame (or the fitting size, the root's own
    stored size) within 0.5 pt of the stored one."""
    errors = [line for line in output.splitlines() if ": error: " in line]
    for line in errors:
        found = FRAME.search(line) or FITTING.search(line)
        if not found:
            return False
        actual, stored = ([float(x) for x in group.split(",")] for group in found.groups())
        if len(actual) != len(stored) or max(abs(a - b) for a, b in zip(actual, stored)) > TOLERANCE_PT:
            return False
    return bool(errors)


def cause(message: str) -> str:
    for name, pattern in CAUSES:
        if re.search(pattern, message):
            return name
    # Otherwise the message itself, with names and numbers taken out, groups like messages.
    text = re.sub(r"`[^`]*`", "`…`", message)
    text = re.sub(r"\b[a-z][A-Za-z0-9_]*\d*\.[a-zA-Z]+\b", "X.attr", text)
    text = re.sub(r"-?\d+(\.\d+)?", "N", text)
    return text[:90]


def measure_file(args: tuple[str, str, str]) -> dict:
    layout_gen, path, scratch = args
    result = {"path": path, "roots": [], "import_exit": None, "error": None}
    try:
        document = ib_frames.parse(path)
    except Exception as error:  # not well-formed: the import reports it too
        result["error"] = f"unreadable: {error}"
        return result
    varied = ib_frames.varied_constraint_ids(document)
    out_dir = tempfile.mkdtemp(dir=scratch)
    code, output = run([layout_gen, "import", path, "-o", out_dir, "--force"])
    result["import_exit"] = code
    specs_by_line = {}
    for name in sorted(os.listdir(out_dir)):
        spec = os.path.join(out_dir, name)
        with open(spec, encoding="utf-8") as handle:
            header = handle.read(400)
        found = re.search(r"the root view at line (\d+)", header)
        if found:
            specs_by_line[int(found.group(1))] = spec
    for root in ib_frames.roots(document):
        entry = {
            "line": root.line,
            "kind": root.kind,
            "constraints": ib_frames.has_constraints(root),
        }
        check = ib_frames.consistency(document, root, varied)
        entry["consistent"] = check.consistent
        entry["inconsistency"] = check.reason
        spec = specs_by_line.get(root.line)
        if spec is None:
            entry["reproduced"] = False
            entry["cause"] = "no spec written"
            entry["message"] = first_error(output) or "the import wrote no spec for this root"
        else:
            check_code, check_output = run([layout_gen, "check", spec])
            message = first_error(check_output)
            exact = check_code == 0 and message is None
            entry["exact"] = exact
            entry["reproduced"] = exact or within_half_point(check_output)
            entry["message"] = message or ("" if check_code == 0 else check_output.strip()[:200])
            entry["cause"] = "" if entry["reproduced"] else cause(entry["message"] or "check failed")
        result["roots"].append(entry)
    return result


def apps(corpus: str, files: list[str]) -> collections.Counter:
    counts = collections.Counter()
    for path in files:
        relative = os.path.relpath(path, corpus)
        counts[relative.split(os.sep, 1)[0]] += 1
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("--layout-gen", default=layout_gen_default())
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json", help="write every root's result to this file")
    parser.add_argument("--examples", type=int, default=3, help="examples printed per cause")
    options = parser.parse_args()
    if not os.path.isfile(options.layout_gen):
        print(f"error: no layout-gen at {options.layout_gen}: build it with "
              "`swift build -c release --product layout-gen` or pass --layout-gen", file=sys.stderr)
        return 2
    files = sorted(
        os.path.join(directory, name)
        for directory, _, names in os.walk(options.corpus)
        for name in names
        if name.endswith((".xib", ".storyboard"))
    )
    if not files:
        print(f"error: no .xib or .storyboard files under {options.corpus}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        jobs = [(options.layout_gen, path, scratch) for path in files]
        with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
            results = list(pool.map(measure_file, jobs))
    report(options, files, results)
    return 0


def report(options, files, results) -> None:
    roots = [(r["path"], root) for r in results for root in r["roots"]]
    constrained = [(p, root) for p, root in roots if root["constraints"]]
    consistent = [(p, root) for p, root in constrained if root["consistent"]]
    reproduced = [(p, root) for p, root in consistent if root["reproduced"]]
    clean_files = sum(1 for r in results if r["import_exit"] == 0)
    app_counts = apps(options.corpus, files)
    share = 100 * len(reproduced) / len(consistent) if consistent else 0
    print(f"files: {len(files)} from {len(app_counts)} apps; import exits 0 on {clean_files}")
    print(f"roots: {len(roots)}; with constraints: {len(constrained)}; "
          f"stored frames consistent: {len(consistent)}")
    exact = sum(1 for _, root in reproduced if root.get("exact"))
    print(f"reproduced (every example frame within {TOLERANCE_PT} pt of the stored one): {len(reproduced)} of "
          f"{len(consistent)} consistent roots ({share:.1f} %); goal >= 90 %: {'met' if share >= 90 else 'NOT met'}")
    print(f"  of them exactly (check passes with no error): {exact}")
    print(f"(all roots with constraints: {sum(1 for _, r in constrained if r['reproduced'])} "
          f"of {len(constrained)} reproduced)")
    by_cause = collections.defaultdict(list)
    for path, root in consistent:
        if not root["reproduced"]:
            by_cause[root["cause"]].append((path, root))
    print("\nnot reproduced, by cause (consistent roots):")
    for name, entries in sorted(by_cause.items(), key=lambda item: (-len(item[1]), item[0])):
        print(f"  {len(entries):4d}  {name}")
        for path, root in entries[: options.examples]:
            relative = os.path.relpath(path, options.corpus)
            print(f"          {relative}:{root['line']}: {root['message'][:160]}")
    inconsistent = collections.Counter(
        "marked misplaced or ambiguous" if "marked" in root["inconsistency"] else "breaks a constraint"
        for _, root in constrained if not root["consistent"])
    print("\ninconsistent roots (not counted): "
          + ", ".join(f"{count} {name}" for name, count in sorted(inconsistent.items())))
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1, sort_keys=True)


if __name__ == "__main__":
    sys.exit(main())
