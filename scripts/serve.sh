#!/usr/bin/env bash
# npm run serve: the production build (public/ and its functions) on http://127.0.0.1:9000 plus the emulators,
# with the security headers production sends (scripts/site-server.ts: gatsby serve behind a proxy that applies
# .cache/security-headers.json, the list the Netlify adapter deploys).
# Builds first when there is no build (or it predates the header list), or when the build talks to other local
# services than the emulators this starts: every build setting of the registry (emulators/services.ts) at the
# ports set here (COGNITO_EMULATOR_PORT, DYNAMODB_EMULATOR_PORT, ... or the defaults) is compared with what the
# build recorded (.cache/build-settings.json; an e2e build uses random ports). A build setting set in the
# environment on purpose (e.g. a real GATSBY_COGNITO_ENDPOINT) is wanted as set. The build gets them all exported.
# The build takes the shared lock /tmp/gatsby-build.lock.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1
# Node 20 here; production runs Node 22, where the AWS SDK does not warn (docs/configuration.md).
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

PORT="${SERVE_PORT:-9000}"
WANTED="$(node --import tsx emulators/services-cli.ts settings --json)"
DIFF="$(printf '%s' "$WANTED" | node scripts/build-settings.js diff)"

reason=""
if [ ! -f public/index.html ]; then
  reason="there is no production build yet"
elif [ ! -f .cache/security-headers.json ]; then
  reason="the build predates the security-header list (.cache/security-headers.json)"
elif [ -n "$DIFF" ]; then
  reason="public/ was built for other local services than the emulators this starts:
$(printf '%s\n' "$DIFF" | sed 's/^/  /')"
fi
if [ -n "$reason" ]; then
  echo "serve: building first: $reason"
  # A build for this machine: it may use the emulators and the committed development keys (core/config/deployment.ts).
  export NW_LOCAL_BUILD=1
  eval "$(node --import tsx emulators/services-cli.ts settings)"
  if [ -z "${NW_GATSBY_LOCK_HELD:-}" ] && command -v flock >/dev/null 2>&1; then
    flock /tmp/gatsby-build.lock npm run build
  else
    npm run build
  fi
fi

# The emulators know the usual site origins (8000, 9000); another SERVE_PORT is added to their CORS/redirect lists.
if [ "$PORT" != "9000" ]; then
  eval "$(node --import tsx emulators/services-cli.ts site-env "http://127.0.0.1:$PORT")"
fi

exec node_modules/.bin/concurrently -k -n emulators,site -c magenta,cyan \
  "npm run emulators" "node_modules/.bin/tsx scripts/site-server.ts --host 127.0.0.1 --port $PORT"
