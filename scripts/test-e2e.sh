#!/usr/bin/env bash
# End-to-end tests: Debian Chromium + production build + Playwright (config: playwright.config.ts).
#
#   bash scripts/test-e2e.sh [--no-build] [playwright args...]
#
#   --no-build     reuse the existing public/ (scripts/test-all.sh builds it first with --build-only)
#   --build-only   the build (for the ports chosen here, which --no-build then reuses), no tests
#   E2E_SITE_PORT  force the site port (default: a free port picked by the harness)
#   E2E_EMULATORS  1 (default): also start `npm run emulators`, every service of emulators/services.ts on a port
#                  chosen here before the build (E2E_COGNITO_PORT, E2E_MICROSOFT_PORT, E2E_GOOGLE_PORT,
#                  E2E_DYNAMODB_PORT, E2E_SMTP_PORT and the outbox page's E2E_SMTP_OUTBOX_PORT force one), and point
#                  the build at them (the registry's build settings, baked in at build time). --no-build reuses the ports the existing build was made for
#                  (.cache/build-settings.json). 0: site only.
#
# .cache/ and public/ are shared by everyone working in this tree, so the build AND the test run happen
# while holding /tmp/gatsby-build.lock (the same lock the other build/serve users take).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1
# Node 20 here; production runs Node 22, where the AWS SDK does not warn (docs/configuration.md).
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

BUILD=1
TESTS=1
ARGS=()
for a in "$@"; do
  case "$a" in
    --no-build) BUILD=0 ;;
    --build-only) TESTS=0 ;;
    *) ARGS+=("$a") ;;
  esac
done

log() { echo "test-e2e: $*"; }
die() { echo "test-e2e: ERROR: $*" >&2; exit 1; }

# 1. Browser (not for --build-only: the build needs none, and scripts/test-all.sh installs it beside the build).
if [ "$TESTS" = "1" ]; then bash scripts/ensure-chromium.sh; fi

# 2. Ports that must be known before the build (and a clear error for a forced, busy site port).
port_busy() {
  node -e 'const s=require("net").createServer();s.once("error",()=>process.exit(0));s.listen(Number(process.argv[1]),"127.0.0.1",()=>s.close(()=>process.exit(1)))' "$1"
}
if [ -n "${E2E_SITE_PORT:-}" ] && port_busy "$E2E_SITE_PORT"; then
  die "E2E_SITE_PORT=$E2E_SITE_PORT is already in use on 127.0.0.1 (a 'npm run serve' left running?). Stop it or unset E2E_SITE_PORT."
fi
export E2E_EMULATORS="${E2E_EMULATORS:-1}"
if [ "$E2E_EMULATORS" = "1" ]; then
  # Every service of the registry gets a port (E2E_<SERVICE>_PORT when set; with --no-build the one the existing
  # build records; else a free one); the E2E_*_PORT variables and the build settings at those ports are exported.
  REUSE=""
  [ "$BUILD" = "0" ] && REUSE="--reuse-build"
  # (It prints the chosen ports on stderr.)
  SETTINGS="$(node --import tsx emulators/services-cli.ts e2e $REUSE)" || die "could not choose the emulators' ports (above)."
  eval "$SETTINGS"
fi

# The contact form's minimum fill time, baked into the build's functions: 2 s instead of 3 s, so the contact
# tests wait less per message (its spec reads the value from the token function; jest tests the 3 s rule). Not
# 1 s: on a loaded machine the too-fast test's send then sometimes came after the window.
export CONTACT_MIN_FILL_MS="${CONTACT_MIN_FILL_MS:-2000}"
# A build for this machine: emulators on loopback ports and the committed development keys (core/config/deployment.ts).
export NW_LOCAL_BUILD=1
# The site server stands in for Netlify's edge, so the build trusts its client-address header as a Netlify build
# would (server/contact/client-address.ts): each contact test counts as its own client.
export CLIENT_IP_HEADER="${CLIENT_IP_HEADER:-x-nf-client-connection-ip}"

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
  log "npm run build (production, GATSBY_ADAPTER=netlify, CONTACT_MIN_FILL_MS=$CONTACT_MIN_FILL_MS)"
  start=$SECONDS
  # No source maps for the tests' build (gatsby-node.ts): the bench that reads them wants `NW_LOCAL_BUILD=1 npm run build`.
  if ! GATSBY_ADAPTER=netlify NW_SOURCE_MAPS=off npm run build 9>&-; then
    die "the production build failed (see the gatsby output above); e2e tests not run."
  fi
  log "build finished in $((SECONDS - start)) s"
else
  [ -f public/index.html ] || die "--no-build given but public/index.html is missing; run without --no-build."
  log "--no-build: reusing the existing public/ ($(date -r public/index.html '+built %F %T'))"
fi

[ "$TESTS" = "1" ] || exit 0

# 5. Playwright (starts the site server, and the emulators if enabled, through webServer).
log "playwright test ${ARGS[*]:-}"
npx playwright test "${ARGS[@]}" 9>&-
