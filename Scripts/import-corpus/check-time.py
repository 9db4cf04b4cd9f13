#!/usr/bin/env python3
"""Times `layout-gen check` of an imported screen with every layout check run.

Usage: Scripts/import-corpus/check-time.py LAYOUT_GEN [IB_FILE]

Imports IB_FILE (default: Tests/InterfaceBuilderFiles/SignIn.storyboard, a 20-view sign-in screen
whose form is a 12-view vertical stack) into a temporary folder, replaces the `checks:` line the
importer writes with one that turns every layout check on (negativeSize, outsideParent, overlap
and squeezed as warnings), and runs `check` on each spec five times. It
prints the best time of each, beside the same spec with every check off as the baseline, and
exits 1 when a spec fails `check` or the best time with the checks is 1 s or more (the import's
target for such a screen, in a release build; a debug build is slower, so meeting it there is
meeting it).
"""

import os
import subprocess
import sys
import tempfile
import time

LIMIT_SECONDS = 1.0
RUNS = 5
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def best_time(layout_gen: str, spec: str) -> tuple[float, int, str]:
    best = float("inf")
    status, output = 0, ""
    for _ in range(RUNS):
        started = time.perf_counter()
        done = subprocess.run([layout_gen, "check", spec], capture_output=True, text=True)
        best = min(best, time.perf_counter() - started)
        status, output = done.returncode, done.stdout + done.stderr
    return best, status, output


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    layout_gen = os.path.abspath(sys.argv[1])
    source = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Tests/InterfaceBuilderFiles/SignIn.storyboard")
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        imported = subprocess.run(
            [layout_gen, "import", source, "--output-dir", folder], capture_output=True, text=True)
        if imported.returncode != 0:
            print(imported.stdout + imported.stderr)
            return 1
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as file:
                lines = file.read().splitlines(keepends=True)
            checked = os.path.join(folder, "Checked" + name)
            unchecked = os.path.join(folder, "Unchecked" + name)
            kept = [line for line in lines if not line.startswith("checks:")]
            with open(checked, "w", encoding="utf-8") as file:
                file.writelines(kept)
                file.write("checks: {negativeSize: warning, outsideParent: warning, overlap: warning, "
                           "squeezed: warning}\n")
            with open(unchecked, "w", encoding="utf-8") as file:
                file.writelines(kept)
                file.write("checks: {negativeSize: off, outsideParent: off, overlap: off, squeezed: off}\n")
            baseline, _, _ = best_time(layout_gen, unchecked)
            seconds, status, output = best_time(layout_gen, checked)
            print(f"{name}: check with every layout check {seconds * 1000:.0f} ms "
                  f"(checks off: {baseline * 1000:.0f} ms, the baseline; {seconds / baseline:.2f}x), "
                  f"target under {LIMIT_SECONDS * 1000:.0f} ms")
            if status != 0:
                print(output)
                failed = True
            if seconds >= LIMIT_SECONDS:
                print(f"error: {name} took {seconds:.2f} s to check, not under {LIMIT_SECONDS:.0f} s")
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
