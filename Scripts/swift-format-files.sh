#!/usr/bin/env bash
# The Swift files `swift format` keeps in style: every tracked .swift file but the golden files
# (generated code, compared byte for byte) and symbolic links (their target is listed itself).
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z '*.swift' | while IFS= read -r -d '' file; do
    case "$file" in */Golden/*) continue ;; esac
    [[ -L "$file" ]] && continue
    printf '%s\n' "$file"
done
