#!/usr/bin/env python3
"""Validates spec files against LayoutGen's JSON Schema (draft 2020-12).

usage: validate-schema.py SCHEMA [--invalid] FILE...

Each FILE is a spec (.yaml/.yml read with PyYAML, .json with the json module). Prints one line per
file, `ok PATH` or `invalid PATH: MESSAGE (at KEY PATH)`. Exits 0 when every file is valid (or,
with --invalid, when every file is invalid), 1 otherwise, 2 when jsonschema or PyYAML is missing.
"""
import json
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # the Swift test skips with this message
    print(f"skip: {error}")
    sys.exit(2)


def load(path):
    with open(path, encoding="utf-8") as handle:
        if path.endswith(".json"):
            return json.load(handle)
        return yaml.safe_load(handle)


def main(arguments):
    if len(arguments) < 2:
        print(__doc__)
        return 64
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    expect_invalid = arguments[1] == "--invalid"
    files = arguments[2:] if expect_invalid else arguments[1:]
    failures = 0
    for path in files:
        errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(map(str, e.absolute_path)))
        if errors:
            where = "/".join(map(str, errors[0].absolute_path))
            print(f"invalid {path}: {errors[0].message} (at /{where})")
        else:
            print(f"ok {path}")
        if bool(errors) != expect_invalid:
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
