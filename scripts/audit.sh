#!/usr/bin/env bash
# Lighthouse (mobile defaults) + JS budget audit of the production build.
#
#   bash scripts/audit.sh [--build] [--strict] [--only /about/,/] [--runs N]
#
#   --build    rebuild even if public/ exists (it is built anyway when public/index.html is missing)
#   --strict   exit non-zero when a target (perf >= 0.95, a11y = BP = SEO = 1) or a budget fails
#   --runs N   Lighthouse runs per page, median kept (default 3)
#   AUDIT_PORT serve on this port instead of a free one
#
# Serves public/ with `gatsby serve` on 127.0.0.1, runs scripts/audit/run.mjs page by page, prints the table.
# Holds /tmp/gatsby-build.lock for the build and the whole audit (public/ and .cache/ are shared).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1

BUILD=0
RUN_ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD=1 ;;
    --strict) RUN_ARGS+=("--strict") ;;
    --only) RUN_ARGS+=("--only" "$2"); shift ;;
    --runs) RUN_ARGS+=("--runs" "$2"); shift ;;
    *) echo "audit: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done

log() { echo "audit: $*"; }
die() { echo "audit: ERROR: $*" >&2; exit 1; }

bash scripts/ensure-chromium.sh

LOCK=/tmp/gatsby-build.lock
if [ -z "${NW_GATSBY_LOCK_HELD:-}" ] && command -v flock >/dev/null 2>&1; then
  exec 9>"$LOCK"
  if ! flock -n 9; then
    log "waiting for $LOCK (another build or serve-based run holds it)..."
    flock 9
  fi
  export NW_GATSBY_LOCK_HELD=1
fi

if [ "$BUILD" = "1" ] || [ ! -f public/index.html ]; then
  log "npm run build (production)"
  start=$SECONDS
  # A build for this machine (emulators, development keys): src/config/deployment.ts.
  NW_LOCAL_BUILD=1 npm run build 9>&- || die "the production build failed"
  log "build finished in $((SECONDS - start)) s"
else
  log "reusing public/ ($(date -r public/index.html '+built %F %T'); pass --build to rebuild)"
fi

if [ -n "${AUDIT_PORT:-}" ]; then
  PORT="$AUDIT_PORT"
else
  PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{const p=s.address().port;s.close(()=>console.log(p))})')"
fi
if node -e 'const s=require("net").createServer();s.once("error",()=>process.exit(0));s.listen(Number(process.argv[1]),"127.0.0.1",()=>s.close(()=>process.exit(1)))' "$PORT"; then
  die "port $PORT is already in use on 127.0.0.1"
fi

mkdir -p reports
SERVER_LOG=reports/audit-serve.log
# Own session so the whole server process group can be stopped by its id.
setsid node_modules/.bin/gatsby serve -H 127.0.0.1 -p "$PORT" >"$SERVER_LOG" 2>&1 9>&- &
SERVER_PID=$!
cleanup() { kill -TERM -- "-$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; }
trap cleanup EXIT

BASE="http://127.0.0.1:$PORT"
for _ in $(seq 1 120); do
  if node -e 'fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))' "$BASE/"; then
    break
  fi
  kill -0 "$SERVER_PID" 2>/dev/null || die "gatsby serve exited early; see $SERVER_LOG"
  sleep 1
done
log "serving public/ at $BASE (pid $SERVER_PID)"

node scripts/audit/run.mjs --base "$BASE" "${RUN_ARGS[@]}" 9>&-
