#!/usr/bin/env bash
# The hostile-spec fuzzer (docs/Fuzzing.md): `Scripts/fuzz.sh [CASES] [SEED]`.
#
# Builds `layout-fuzz` and `layout-gen` ($FUZZ_CONFIGURATION: release by default; CI uses the debug
# build it already has) and runs CASES cases (default 100,000)
# in batches of $FUZZ_BATCH (default 2,000), one process per batch, at low priority. SEED defaults
# to a fresh one and is printed first; a batch is reproduced with
# `layout-fuzz --seed SEED --start N --cases BATCH`. A batch that dies (a signal or a hang) is
# reported with its case, copied to $FUZZ_FAILURES (default .build/fuzz-failures), and the run
# goes on with the next batch. Exits 1 when any case failed. (Run a copy when you may edit this file
# during a long run: bash reads a script as it goes.)
set -uo pipefail
cd "$(dirname "$0")/.."

cases=${1:-100000}
seed=${2:-$(( ($(date +%s%N) / 1000) % 281474976710656 ))}
batch=${FUZZ_BATCH:-2000}
failures=${FUZZ_FAILURES:-.build/fuzz-failures}
echo "== fuzz: seed $seed, $cases cases, batches of $batch"

configuration=${FUZZ_CONFIGURATION:-release}
swift build -c "$configuration" --product layout-gen 2>&1 | grep -E "error|warning" && exit 1
swift build -c "$configuration" --product layout-fuzz 2>&1 | grep -E "error|warning" && exit 1
bin=$(swift build -c "$configuration" --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total_cases=0 total_accepted=0 total_rejected=0 total_subprocess=0 total_compiled=0 total_failures=0 dead=0
start=0
while (( start < cases )); do
    count=$(( cases - start < batch ? cases - start : batch ))
    log="$work/batch.log"
    nice -n 10 "$bin/layout-fuzz" --seed "$seed" --start "$start" --cases "$count" --work "$work/scratch" \
        --failures "$failures" >"$log" 2>&1
    status=$?
    grep -E "^FAIL" "$log"
    summary=$(grep -E "^layout-fuzz seed .*: " "$log" | tail -1)
    [[ -n "$summary" ]] && echo "   batch $start: ${summary#*: }"
    if [[ -n "$summary" && ( $status -eq 0 || $status -eq 1 ) ]]; then
        read -r c a r s k f < <(sed -E 's/.*: ([0-9]+) cases, ([0-9]+) accepted, ([0-9]+) rejected, ([0-9]+) subprocess checks, ([0-9]+) compiled and run, ([0-9]+) failures.*/\1 \2 \3 \4 \5 \6/' <<<"$summary")
        total_cases=$((total_cases + c)) total_accepted=$((total_accepted + a)) total_rejected=$((total_rejected + r))
        total_subprocess=$((total_subprocess + s)) total_compiled=$((total_compiled + k)) total_failures=$((total_failures + f))
    else
        dead=$((dead + 1))
        total_failures=$((total_failures + 1))
        mkdir -p "$failures"
        cp -r "$work/scratch/case" "$failures/seed-$seed-batch-$start-status-$status" 2>/dev/null
        echo "FAIL seed $seed batch starting at $start: the fuzzer exited $status (a signal or a hang); its last case is in $failures"
        tail -3 "$log"
    fi
    start=$((start + count))
done
echo "== fuzz: seed $seed: $total_cases cases, $total_accepted accepted, $total_rejected rejected," \
     "$total_subprocess subprocess checks, $total_compiled compiled and run, $total_failures failures ($dead batches died)"
(( total_failures == 0 ))
