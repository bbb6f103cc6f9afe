#!/usr/bin/env bash
# npm run test:infra, and npm test's infra stage: the AWS stack (infra/, a package of its own so the site's install
# does not grow). Installs it with `npm ci` unless its node_modules came from the same lock, type-checks it, and runs
# its jest project: the synthesized template's settings, the local pool against it, the policy against the code in
# server/, and the environment made from a deploy's outputs against the deployment check (and, in test:full, a
# `gatsby build` that starts with it, stopped once past the check). Offline: synthesis looks nothing up. Extra
# arguments go to jest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

lock_hash() { sha256sum infra/package-lock.json | cut -d' ' -f1; }
STAMP=infra/node_modules/.installed-from-lock
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$(lock_hash)" ]; then
  echo "test-infra: infra/node_modules is current (installed from this package-lock.json)"
else
  npm ci --prefix infra --no-audit --no-fund
  lock_hash >"$STAMP"
fi
npm run --silent tsc -- --noEmit -p infra --singleThreaded
# In band: the stage runs beside the site's build, which has the other core.
TEST_INFRA=1 npx jest --ci --runInBand --selectProjects infra "$@"
