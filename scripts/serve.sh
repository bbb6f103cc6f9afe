#!/usr/bin/env bash
# npm run serve: the production build (public/ and its functions) on http://127.0.0.1:9000 plus the emulators,
# with the security headers production sends (scripts/site-server.ts: gatsby serve behind a proxy that applies
# .cache/security-headers.json, the list the Netlify adapter deploys).
# Builds first when there is no build (or it predates the header list), or when the build talks to another
# Cognito endpoint than the emulator this starts (an e2e build uses a random port), unless
# GATSBY_COGNITO_ENDPOINT is set on purpose. The build takes the shared lock /tmp/gatsby-build.lock.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1

PORT="${SERVE_PORT:-9000}"
WANT="http://127.0.0.1:${COGNITO_EMULATOR_PORT:-9229}/"
BUILT="$(node scripts/build-settings.js endpoint)"

reason=""
if [ ! -f public/index.html ]; then
  reason="there is no production build yet"
elif [ ! -f .cache/security-headers.json ]; then
  reason="the build predates the security-header list (.cache/security-headers.json)"
elif [ -z "${GATSBY_COGNITO_ENDPOINT:-}" ] && [ "$BUILT" != "$WANT" ]; then
  reason="public/ was built for Cognito endpoint '${BUILT:-unknown}', not the emulator at $WANT"
fi
if [ -n "$reason" ]; then
  echo "serve: building first: $reason"
  if [ -z "${GATSBY_COGNITO_ENDPOINT:-}" ] && [ -n "${COGNITO_EMULATOR_PORT:-}" ]; then
    export GATSBY_COGNITO_ENDPOINT="$WANT" GATSBY_COGNITO_DOMAIN="http://localhost:$COGNITO_EMULATOR_PORT"
    export GATSBY_COGNITO_IDENTITY_ENDPOINT="$WANT"
  fi
  if [ -z "${NW_GATSBY_LOCK_HELD:-}" ] && command -v flock >/dev/null 2>&1; then
    flock /tmp/gatsby-build.lock npm run build
  else
    npm run build
  fi
fi

exec node_modules/.bin/concurrently -k -n emulators,site -c magenta,cyan \
  "npm run emulators" "node_modules/.bin/tsx scripts/site-server.ts --host 127.0.0.1 --port $PORT"
