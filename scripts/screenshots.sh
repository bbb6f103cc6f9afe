#!/usr/bin/env bash
# npm run screenshots -- <label> [--build]: photographs home, an offering, a docs page, /login/ with an error and
# the portal's start page at 1280 and 375 px, light and dark, into reports/screenshots/<label>/ (e2e/screenshots).
# Reuses the last e2e build unless --build is given.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
label="${1:-now}"
build="--no-build"
[[ "${2:-}" == "--build" ]] && build=""
export GATSBY_TELEMETRY_DISABLED=1 NW_SCREENSHOTS_LABEL="$label"
bash scripts/test-e2e.sh $build --project screenshots --retries=0 --reporter=line
echo "screenshots: reports/screenshots/$label/"
