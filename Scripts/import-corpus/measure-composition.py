#!/usr/bin/env python3
"""Measures `layout-gen import` on Interface Builder files that use custom views of their own app.

Usage: Scripts/import-corpus/measure-composition.py CORPUS_DIR [--layout-gen PATH] [--json OUT]

CORPUS_DIR is the corpus of measure.py (`<owner>+<repo>/<path>` per file). A *composite view* is a
view of a file whose `customClass` is the name of another `.xib` of the same app and that has no
subviews in the file: its content is loaded at run time from that `.xib`. For every file holding
one, the script imports each such `.xib` into a fresh folder first (so its spec, `Class.layout.yaml`,
is there), then the file into the same folder, and counts:

- composite views written as `layout: Class` (laid out by the imported spec);
- composing specs that compile with their composed specs (`check` reports no error other than an
  example's frames), and the composed items their frames hold (`eval`);
- composing roots reproduced (`check` reports no error at all), against the same file imported
  into a folder without the component specs (the view then a plain view, as before composition).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

VIEW = re.compile(r'<(view|control|button|imageView|stackView) [^>]*customClass="([A-Za-z0-9_]+)"')


def files_of(corpus):
    result = []
    for folder, _, names in os.walk(corpus):
        for name in names:
            if name.endswith(".xib") or name.endswith(".storyboard"):
                result.append(os.path.join(folder, name))
    return sorted(result)


def app_of(corpus, path):
    return os.path.relpath(path, corpus).split(os.sep)[0]


def run(arguments, cwd):
    done = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, timeout=300)
    return done.returncode, done.stderr


def errors(stderr):
    return [line for line in stderr.splitlines() if ": error: " in line]


def import_into(tool, folder, path):
    return run([tool, "import", path, "-o", folder, "--force"], folder)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--layout-gen", default=".build/debug/layout-gen")
    parser.add_argument("--json")
    options = parser.parse_args()
    tool = os.path.abspath(options.layout_gen)
    files = files_of(options.corpus)
    xibs = {}
    for path in files:
        if path.endswith(".xib"):
            xibs.setdefault((app_of(options.corpus, path), os.path.basename(path)[:-4]), path)
    rows = []
    for path in files:
        stem = os.path.basename(path).rsplit(".", 1)[0]
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        classes = sorted({m.group(2) for m in VIEW.finditer(text)
                          if (app_of(options.corpus, path), m.group(2)) in xibs and m.group(2) != stem})
        if not classes:
            continue
        with tempfile.TemporaryDirectory() as plain, tempfile.TemporaryDirectory() as composed:
            for name in classes:
                import_into(tool, composed, os.path.abspath(xibs[(app_of(options.corpus, path), name)]))
            components = {name for name in classes if os.path.exists(os.path.join(composed, name + ".layout.yaml"))}
            before = set(os.listdir(composed))
            _, plain_stderr = import_into(tool, plain, os.path.abspath(path))
            _, composed_stderr = import_into(tool, composed, os.path.abspath(path))
            written = sorted(set(os.listdir(composed)) - before) or [
                name for name in os.listdir(composed) if name.startswith(stem)]
            laid_out, composing, compiling, reproduced, plain_reproduced, composed_items = 0, 0, 0, 0, 0, 0
            for spec in written:
                spec_path = os.path.join(composed, spec)
                with open(spec_path, encoding="utf-8") as handle:
                    spec_text = handle.read()
                uses = re.findall(r"layout: ([A-Za-z0-9_]+)\}", spec_text)
                if not uses:
                    continue
                laid_out += len(uses)
                composing += 1
                _, check_stderr = run([tool, "check", spec_path], composed)
                failures = errors(check_stderr)
                if not [line for line in failures if "example" not in line]:
                    compiling += 1
                    evaluated = subprocess.run(
                        [tool, "eval", spec_path], cwd=composed, capture_output=True, text=True, timeout=300)
                    code, output = evaluated.returncode, evaluated.stdout
                    if code == 0:
                        for name in re.findall(r'^  ([A-Za-z0-9_]+): \{[^\n]*layout: ', spec_text, re.M):
                            composed_items += len(re.findall('"' + name + '[A-Z][A-Za-z0-9_]*"', output))
                if not failures:
                    reproduced += 1
                plain_spec = os.path.join(plain, spec)
                if os.path.exists(plain_spec) and not errors(run([tool, "check", plain_spec], plain)[1]):
                    plain_reproduced += 1
            rows.append({
                "file": os.path.relpath(path, options.corpus), "classes": classes,
                "componentsImported": sorted(components), "laidOut": laid_out,
                "composingSpecs": composing,
                "compiling": compiling, "composedItems": composed_items,
                "reproduced": reproduced, "reproducedWithoutComposition": plain_reproduced,
            })
    total = lambda key: sum(row[key] for row in rows)
    composite = sum(len(row["classes"]) for row in rows)
    print(f"files with composite views: {len(rows)}; composite views (distinct per file): {composite}")
    print(f"component specs imported: {sum(len(row['componentsImported']) for row in rows)}")
    print(f"composite views written as `layout:`: {total('laidOut')}")
    print(f"composing specs: {total('composingSpecs')}; compiling with their composed specs: {total('compiling')}; "
          f"composed items in their frames: {total('composedItems')}")
    print(f"composing roots reproduced: {total('reproduced')} (without composition: {total('reproducedWithoutComposition')})")
    for row in rows:
        print(f"  {row['file']}: {', '.join(row['classes'])}: layout {row['laidOut']}, compiling {row['compiling']}"
              f"/{row['composingSpecs']}, reproduced {row['reproduced']} (before {row['reproducedWithoutComposition']})")
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    sys.exit(main())
