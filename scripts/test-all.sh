#!/usr/bin/env bash
# The single test command (npm test): formatting, typecheck, unit tests (jest), end-to-end tests (Playwright).
# Stops at the first failing stage. The last line is always "N passed, N failed" (jest + Playwright
# test counts; CI reads it). A stage that fails without reporting a failed test (typecheck, the build,
# a web server that does not start, a crash) counts as 1 failed, so a failed run never says "0 failed".
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1

mkdir -p reports
JEST_JSON="$ROOT/reports/jest.json"
PW_JSON="$ROOT/reports/playwright.json"
rm -f "$JEST_JSON" "$PW_JSON"
STAGE_FAILED=0
T0=$SECONDS

counts() {
  node -e '
    const fs = require("fs");
    const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
    const j = read(process.argv[1]), p = read(process.argv[2]);
    let passed = 0, failed = 0, skipped = 0;
    if (j) { passed += j.numPassedTests; failed += j.numFailedTests + (j.numRuntimeErrorTestSuites || 0); skipped += j.numPendingTests + (j.numTodoTests || 0); }
    if (p && p.stats) { passed += p.stats.expected + p.stats.flaky; failed += p.stats.unexpected; skipped += p.stats.skipped; }
    const detail = [];
    if (j) detail.push(`jest ${j.numPassedTests} passed, ${j.numFailedTests} failed, ${j.numPendingTests} skipped` + (j.numRuntimeErrorTestSuites ? `, ${j.numRuntimeErrorTestSuites} suites failed to run` : ""));
    if (p && p.stats) detail.push(`playwright ${p.stats.expected} passed, ${p.stats.unexpected} failed, ${p.stats.flaky} flaky, ${p.stats.skipped} skipped`);
    console.log([passed, failed, skipped, detail.join("; ") || "no test results"].join("\t"));
  ' "$JEST_JSON" "$PW_JSON"
}

summary() {
  local line passed failed skipped detail
  line="$(counts)"
  IFS=$'\t' read -r passed failed skipped detail <<<"$line"
  if [ "$STAGE_FAILED" = "1" ] && [ "$failed" -eq 0 ]; then
    failed=1
    echo "test-all: the failed stage reported no failed test; it counts as 1 failed below." >&2
  fi
  echo
  echo "test-all: $detail (total time $((SECONDS - T0)) s)"
  [ "$skipped" -gt 0 ] && echo "test-all: $skipped skipped (not counted)"
  echo "$passed passed, $failed failed"
}

fail() {
  STAGE_FAILED=1
  echo >&2
  echo "test-all: FAILED at stage '$1' (see its output above); later stages were not run." >&2
  summary
  exit 1
}

echo "==> [1/4] formatting (npm run format:check; fix with npm run format)"
npm run format:check || fail "formatting"

echo "==> [2/4] typecheck (npm run typecheck)"
npm run typecheck || fail "typecheck"

echo "==> [3/4] unit tests (jest)"
# Bounded: a test that leaves a handle open makes jest wait forever after printing its results.
JEST_TIMEOUT="${JEST_TIMEOUT:-600}"
timeout --signal=TERM --kill-after=10 "$JEST_TIMEOUT" npx jest --ci --json --outputFile="$JEST_JSON"
rc=$?
if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
  echo "test-all: jest did not finish within ${JEST_TIMEOUT} s (a hanging test or an open handle; try npx jest --detectOpenHandles)." >&2
fi
[ "$rc" -eq 0 ] || fail "unit tests (jest)"

echo "==> [4/4] end-to-end tests (scripts/test-e2e.sh)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$PW_JSON" bash scripts/test-e2e.sh || fail "end-to-end tests"

echo
echo "test-all: all stages passed"
summary
