#!/usr/bin/env bash
# Renders the pictures listed in docs/images/pictures.txt into docs/images/NAME.svg with
# `layout-gen render`. Run after changing a spec, the renderer or the list; a test
# (ExamplesTests/PicturesTests) fails while a picture is stale. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product layout-gen >/dev/null
binary="$(swift build --show-bin-path)/layout-gen"
grep -v '^#' docs/images/pictures.txt | while read -r name spec options; do
    [[ -z "$name" ]] && continue
    # shellcheck disable=SC2086 # the options are words
    "$binary" render "$spec" --output "docs/images/$name.svg" $options
    echo "docs/images/$name.svg"
done
