#!/usr/bin/env bash
# End-to-end tests: Debian Chromium + production build + Playwright (config: playwright.config.ts).
#
#   bash scripts/test-e2e.sh [--no-build] [playwright args...]
#
#   --no-build     reuse the existing public/ (development only; CI always builds)
#   E2E_SITE_PORT  force the site port (default: a free port picked by the harness)
#   E2E_EMULATORS  1 (default): also start `npm run emulators` on port E2E_COGNITO_PORT, chosen here before the
#                  build, which is pointed at it (GATSBY_COGNITO_ENDPOINT/DOMAIN are baked in at build time).
#                  --no-build reuses the port the existing build was made for (.cache/build-settings.json).
#                  0: site only.
#
# .cache/ and public/ are shared by everyone working in this tree, so the build AND the test run happen
# while holding /tmp/gatsby-build.lock (the same lock the other build/serve users take).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1

BUILD=1
ARGS=()
for a in "$@"; do
  case "$a" in
    --no-build) BUILD=0 ;;
    *) ARGS+=("$a") ;;
  esac
done

log() { echo "test-e2e: $*"; }
die() { echo "test-e2e: ERROR: $*" >&2; exit 1; }

# 1. Browser.
bash scripts/ensure-chromium.sh

# 2. Ports that must be known before the build (and a clear error for a forced, busy site port).
port_busy() {
  node -e 'const s=require("net").createServer();s.once("error",()=>process.exit(0));s.listen(Number(process.argv[1]),"127.0.0.1",()=>s.close(()=>process.exit(1)))' "$1"
}
free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{const p=s.address().port;s.close(()=>console.log(p))})'
}
if [ -n "${E2E_SITE_PORT:-}" ] && port_busy "$E2E_SITE_PORT"; then
  die "E2E_SITE_PORT=$E2E_SITE_PORT is already in use on 127.0.0.1 (a 'npm run serve' left running?). Stop it or unset E2E_SITE_PORT."
fi
export E2E_EMULATORS="${E2E_EMULATORS:-1}"
if [ "$E2E_EMULATORS" = "1" ]; then
  if [ -z "${E2E_COGNITO_PORT:-}" ] && [ "$BUILD" = "0" ]; then
    # The reused build talks to the emulator port it was built with.
    E2E_COGNITO_PORT="$(node scripts/build-settings.js port)"
  fi
  if [ -z "${E2E_COGNITO_PORT:-}" ]; then
    E2E_COGNITO_PORT="$(free_port)"
  fi
  if port_busy "$E2E_COGNITO_PORT"; then
    die "E2E_COGNITO_PORT=$E2E_COGNITO_PORT is already in use on 127.0.0.1 (an emulator left running?)."
  fi
  export E2E_COGNITO_PORT
  export GATSBY_COGNITO_ENDPOINT="http://127.0.0.1:$E2E_COGNITO_PORT/"
  export GATSBY_COGNITO_DOMAIN="http://localhost:$E2E_COGNITO_PORT"
  export GATSBY_COGNITO_IDENTITY_ENDPOINT="http://127.0.0.1:$E2E_COGNITO_PORT/"
  log "emulators enabled: Cognito emulator on 127.0.0.1:$E2E_COGNITO_PORT"
fi

# 3. Shared build lock (skipped when a parent already holds it, to avoid a self-deadlock).
LOCK=/tmp/gatsby-build.lock
if [ -z "${NW_GATSBY_LOCK_HELD:-}" ]; then
  if command -v flock >/dev/null 2>&1; then
    exec 9>"$LOCK"
    if ! flock -n 9; then
      log "waiting for $LOCK (another engineer's build or serve-based run holds it)..."
      flock 9
    fi
    export NW_GATSBY_LOCK_HELD=1
    log "holding $LOCK"
  else
    log "warning: flock not found; running without the shared build lock"
  fi
fi

# 4. Production build, through the Netlify adapter as a deployment builds it (public/_headers and _redirects,
#    function bundles in .netlify/), so the header check compares what is served with what would be deployed.
if [ "$BUILD" = "1" ]; then
  log "npm run build (production, GATSBY_ADAPTER=netlify)"
  start=$SECONDS
  if ! GATSBY_ADAPTER=netlify npm run build 9>&-; then
    die "the production build failed (see the gatsby output above); e2e tests not run."
  fi
  log "build finished in $((SECONDS - start)) s"
else
  [ -f public/index.html ] || die "--no-build given but public/index.html is missing; run without --no-build."
  log "--no-build: reusing the existing public/ ($(date -r public/index.html '+built %F %T'))"
fi

# 5. Playwright (starts the site server, and the emulators if enabled, through webServer).
log "playwright test ${ARGS[*]:-}"
npx playwright test "${ARGS[@]}" 9>&-
