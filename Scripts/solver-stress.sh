#!/usr/bin/env bash
# Solver stress test: `layout-gen check` (release build) on seeded random small layouts
# (Scripts/stress/random_layouts.py, harder than the benchmarks' LabelHeavyLayouts) must never
# refuse work (budget, too many regions, checks not run), time out, crash or take over 1 s; a
# sample of verdicts is cross-checked with Scripts/lexlp.py (needs python3 with scipy).
# Usage: Scripts/solver-stress.sh [--start 1] [--seeds 10000] [--jobs N] [--sample-every 25] ...
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layout-gen >/dev/null
exec python3 Scripts/stress/solver_stress.py --layout-gen "$(swift build -c release --show-bin-path)/layout-gen" "$@"
