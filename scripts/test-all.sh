#!/usr/bin/env bash
# npm test: formatting, the import rules (docs/architecture.md), ESLint, type-check, the AWS stack (infra/), the e2e
# build, unit tests (jest) and end-to-end tests (Playwright).
# npm run test:full (TEST_FULL=1): the same plus the slow proofs (*.full.test.ts, Playwright tests tagged @full).
#
# Stages that do not depend on each other run side by side, each into its own log (reports/logs/), printed whole
# when the stage ends: the type-check, the AWS stack's stage (install infra/ when its lock changed, type-check,
# synthesize and test it offline) and the production build start together (the build waits on one core for much of
# its time), jest starts when the type-check and the stack's stage are done, Playwright when the build is, and
# formatting, the import rules and ESLint when jest is. A failed stage stops the run and the stages running beside
# it.
#
# Every run ends with scripts/test-report.js: the stage table (seconds from the start, wall time of each; the
# install too when .ci/run ran it), the 15 slowest jest files and Playwright tests, any retried test, and last
# "N passed, N failed" (CI reads it).
set -uo pipefail
# Job control: each stage runs in a process group of its own, so a failed run can stop the stages beside it whole
# (the build's workers, jest's workers).
set -m

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1
export FORCE_COLOR="${FORCE_COLOR:-0}"

REPORTS="$ROOT/reports"
mkdir -p "$REPORTS/logs"
rm -f "$REPORTS/jest.json" "$REPORTS/jest-infra.json" "$REPORTS/playwright.json" "$REPORTS/stages.tsv" "$REPORTS"/logs/*
FAILED=""

now_ms() { date +%s%3N; }

# .cache/ and public/ are shared by everyone working in this tree: hold the build lock for the whole run, as
# scripts/test-e2e.sh does for its own (the stages are told it is held, and do not inherit its descriptor).
if [ -z "${NW_GATSBY_LOCK_HELD:-}" ] && command -v flock >/dev/null 2>&1; then
  exec 9>/tmp/gatsby-build.lock
  if ! flock -n 9; then
    echo "test-all: waiting for /tmp/gatsby-build.lock (another build or test run in this machine holds it)..."
    flock 9
  fi
  export NW_GATSBY_LOCK_HELD=1
fi

declare -A PIDS STARTS
# timed NAME COMMAND...: the command, then the moment it ended in reports/logs/NAME.end (a stage can end long
# before the run gets to wait for it).
timed() {
  local name="$1" code
  shift
  "$@"
  code=$?
  now_ms >"$REPORTS/logs/$name.end"
  return "$code"
}

declare -A LIVE
# start NAME COMMAND...: runs the command in the background, its output in reports/logs/NAME.log, printed when it
# ends. start_live: the same, its output also shown as it comes (one such stage at a time).
start() {
  local name="$1"
  shift
  echo "test-all: started ${name}: $*"
  STARTS[$name]="$(now_ms)"
  timed "$name" "$@" >"$REPORTS/logs/$name.log" 2>&1 9>&- &
  PIDS[$name]=$!
}
start_live() {
  local name="$1"
  shift
  echo "test-all: started ${name}: $*"
  STARTS[$name]="$(now_ms)"
  LIVE[$name]=1
  timed "$name" "$@" > >(tee "$REPORTS/logs/$name.log") 2>&1 9>&- &
  PIDS[$name]=$!
}
# stop_all: ends every stage still running (its whole process group).
stop_all() {
  local name
  for name in "${!PIDS[@]}"; do kill -TERM -- "-${PIDS[$name]}" 2>/dev/null; done
  wait 2>/dev/null
}
trap 'stop_all; exit 130' INT TERM
# finish NAME: waits for the stage, prints its log, records it in stages.tsv.
finish() {
  local name="$1" code
  wait "${PIDS[$name]}"
  code=$?
  unset "PIDS[$name]"
  local end
  end="$(cat "$REPORTS/logs/$name.end" 2>/dev/null || now_ms)"
  printf '%s\t%s\t%s\t%s\n' "$name" "${STARTS[$name]}" "$end" "$code" >>"$REPORTS/stages.tsv"
  echo
  echo "==> ${name} (exit ${code}, $(((end - STARTS[$name]) / 1000)) s)"
  [ -n "${LIVE[$name]:-}" ] || cat "$REPORTS/logs/$name.log"
  if [ "$code" -ne 0 ]; then
    FAILED="${FAILED:+$FAILED, }$name"
    echo "test-all: stage '${name}' FAILED (exit ${code}); its output is above and in reports/logs/${name}.log." >&2
  fi
}
# stop_if_failed: a failed stage ends the run, and the stages still running beside it.
stop_if_failed() {
  if [ -n "$FAILED" ]; then
    stop_all
    echo >&2
    echo "test-all: FAILED at: ${FAILED}; later stages were not run." >&2
    node scripts/test-report.js "$REPORTS"
    exit 1
  fi
}

jest_stage() {
  # Bounded: a test that leaves a handle open makes jest wait forever after printing its results.
  local limit="${JEST_TIMEOUT:-600}" rc
  # infra/'s project ran in its own stage.
  NW_JEST_SKIP_INFRA=1 timeout --signal=TERM --kill-after=10 "$limit" npx jest --ci --json --outputFile="$REPORTS/jest.json"
  rc=$?
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    echo "test-all: jest did not finish within ${limit} s (a hanging test or an open handle; try npx jest --detectOpenHandles)."
  fi
  return "$rc"
}

# .ci/run says when its `npm ci` started: the install is the table's first row (it ended as this script began).
if [[ "${NW_INSTALL_STARTED_MS:-}" =~ ^[0-9]+$ ]]; then
  printf 'install\t%s\t%s\t0\n' "$NW_INSTALL_STARTED_MS" "$(now_ms)" >>"$REPORTS/stages.tsv"
fi

# test:full also drives the emulators with the official clients of the real services (emulators/conformance, a
# package of its own so the fast suite's install stays small): installed and type-checked beside the others.
FULL_RUN=""
[ "${TEST_FULL:-}" = "1" ] && FULL_RUN=1
[ -n "$FULL_RUN" ] && start conformance bash -c \
  'npm ci --prefix emulators/conformance --no-audit --no-fund && npm run --silent tsc -- --noEmit -p emulators/conformance'
# Debian's Chromium, when missing (a fresh machine), installs beside the build: only Playwright needs it.
start chromium bash scripts/ensure-chromium.sh
# TypeScript 7's native compiler, on one thread: the run is CPU-bound, and its checkers on both cores take nearly
# twice the CPU for no earlier end beside the other stages (docs/testing.md).
start typecheck npm run --silent typecheck -- --singleThreaded
start build bash scripts/test-e2e.sh --build-only
start infra bash scripts/test-infra.sh --json --outputFile="$REPORTS/jest-infra.json"
finish typecheck
finish infra
[ -n "$FULL_RUN" ] && finish conformance
stop_if_failed
start jest jest_stage
finish build
finish chromium
stop_if_failed
# Playwright starts with the build done, jest's last files beside it (jest ends on one worker, the other idle, while
# Playwright starts its servers).
start_live playwright env PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/playwright.json" bash scripts/test-e2e.sh --no-build
finish jest
stop_if_failed
# The checks that need nothing else run beside Playwright, which leaves CPU idle while pages load and wait; beside
# the build and the type-check they delayed jest by a minute (docs/testing.md).
start format npx prettier --check .
start deps npm run --silent lint:deps
# ESLint's type-aware rules build a TypeScript program (eslint.config.mjs): test:full only, for CI's time.
if [ -n "$FULL_RUN" ]; then start lint npx eslint .; else start lint env NW_ESLINT_TYPES=off npx eslint .; fi
finish playwright
finish format
finish deps
finish lint

echo
if [ -z "$FAILED" ]; then echo "test-all: all stages passed"; else echo "test-all: FAILED at: ${FAILED}" >&2; fi
node scripts/test-report.js "$REPORTS"
[ -z "$FAILED" ]
