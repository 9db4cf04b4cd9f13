#!/usr/bin/env bash
# The differential test: LayoutGen against the independent reference solver
# (Scripts/lexlp.py, needs python3 with scipy). 2000 random systems × 10 inputs, the
# compiled generated code for 150 of them; then 400 systems shaped for the solver's structural
# fast path (chains, shared columns, clamps, equal-width rows; fastpath_systems.py), the compiled
# code for 30 of them; then 200 rows of measured views under `ties: viewOrder`, the secondary order
# given to the oracle as extra levels (ties_systems.py). Usage: Scripts/differential-test.sh [extra args]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product layout-gen >/dev/null
python3 Scripts/differential/differential.py --layout-gen "$(swift build --show-bin-path)/layout-gen" \
    --systems 2000 --inputs 10 --compiled 150 "$@"
python3 Scripts/differential/differential.py --layout-gen "$(swift build --show-bin-path)/layout-gen" \
    --family fastpath --systems 400 --inputs 10 --compiled 30 "$@"
python3 Scripts/differential/ties_systems.py --layout-gen "$(swift build --show-bin-path)/layout-gen" --systems 200
