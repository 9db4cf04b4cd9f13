#!/usr/bin/env bash
# The differential test: LayoutGen against the independent reference solver
# (Scripts/lexlp.py, needs python3 with scipy). 2000 random systems × 10 inputs, the
# compiled generated code for 150 of them; then 400 systems shaped for the solver's structural
# fast path (chains, shared columns, clamps, equal-width rows; fastpath_systems.py), the compiled
# code for 30 of them; then 200 rows of measured views under `ties: viewOrder`, the secondary order
# given to the oracle as extra levels (ties_systems.py). Usage: Scripts/differential-test.sh [extra args]
# DIFFERENTIAL_QUICK=1 (CI, which must stay under 30 minutes on 2 cores) runs 400 + 150 + 50
# systems with the same seeds, the first systems of the full run, each at the first 6 of its 10
# inputs, compiling the code of 20 + 8 of them (the witnesses of the errors it reports are all
# checked, as in the full run).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product layout-gen >/dev/null
if [[ "${DIFFERENTIAL_QUICK:-0}" == 1 ]]; then
    random=(400 20) fastpath=(150 8) ties=50 inputs=6
else
    random=(2000 150) fastpath=(400 30) ties=200 inputs=10
fi
python3 Scripts/differential/differential.py --layout-gen "$(swift build --show-bin-path)/layout-gen" \
    --systems "${random[0]}" --inputs "$inputs" --compiled "${random[1]}" "$@"
python3 Scripts/differential/differential.py --layout-gen "$(swift build --show-bin-path)/layout-gen" \
    --family fastpath --systems "${fastpath[0]}" --inputs "$inputs" --compiled "${fastpath[1]}" "$@"
python3 Scripts/differential/ties_systems.py --layout-gen "$(swift build --show-bin-path)/layout-gen" --systems "$ties"
# The stack tables of StackLayoutTests (every distribution x alignment, crowded equalCentering rows)
# against lexlp.py, from constraint systems written in the script.
python3 Scripts/differential/stacks.py
