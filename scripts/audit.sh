#!/usr/bin/env bash
# Our production build side by side with the official Gatsby starter (scripts/audit/compare.mjs), or, with
# --pages, every public page's Lighthouse categories and JS budget (scripts/audit/run.mjs), or, with --profile,
# where the start-up time goes on both sites, from CPU profiles (scripts/audit/profile.mjs).
#
#   bash scripts/audit.sh [--build] [--strict] [--runs N] [--pages [--only /about/,/] | --profile]
#
#   --build    rebuild our site even if public/ exists (it is built anyway when public/index.html is missing)
#   --strict   exit non-zero when a target fails
#   --runs N   runs per page, medians kept (default 5 side by side and with --profile, 3 with --pages)
#   --profile  CPU profiles instead of Lighthouse; needs source maps, so a public/ built by the test suite (which
#              skips them) is rebuilt first
#   AUDIT_ANCHOR  the starter's sources (default ../shared/anchors/gatsby-starter-blog); it is copied to
#                 reports/anchor/, given sharp >= 0.33 (0.32 downloads libvips), installed and built once per version
#
# Serves the builds with `gatsby serve` on 127.0.0.1.
# Holds /tmp/gatsby-build.lock for the build and the whole audit (public/ and .cache/ are shared).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export GATSBY_TELEMETRY_DISABLED=1

BUILD=0
PAGES=0
PROFILE=0
RUN_ARGS=()
RUNS_ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD=1 ;;
    --pages) PAGES=1 ;;
    --profile) PROFILE=1 ;;
    --strict) RUN_ARGS+=("--strict") ;;
    --only) RUN_ARGS+=("--only" "$2"); shift ;;
    --runs) RUN_ARGS+=("--runs" "$2"); RUNS_ARGS+=("--runs" "$2"); shift ;;
    *) echo "audit: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done

log() { echo "audit: $*"; }
die() { echo "audit: ERROR: $*" >&2; exit 1; }
[ "$PAGES" = "1" ] && [ "$PROFILE" = "1" ] && die "--pages and --profile are two different audits; pass one"

bash scripts/ensure-chromium.sh
# Lighthouse is a package of its own (scripts/audit/package.json): the root install, which every test run makes,
# goes without its 166 packages (184 MB). Installed here on first use, and again when its lock changes. (Its
# override pins the "latest" third-party-web of Lighthouse's trace engine to a range: with a dist-tag there, a lock
# made today is refused by npm ci tomorrow.)
# The profile needs no Lighthouse.
if [ "$PROFILE" = "0" ] && { [ ! -d scripts/audit/node_modules/lighthouse ] ||
  [ scripts/audit/package-lock.json -nt scripts/audit/node_modules/.package-lock.json ]; }; then
  log "installing Lighthouse into scripts/audit/node_modules (npm ci --prefix scripts/audit)"
  npm ci --prefix scripts/audit --no-audit --no-fund || die "could not install scripts/audit's packages (above)."
fi

LOCK=/tmp/gatsby-build.lock
if [ -z "${NW_GATSBY_LOCK_HELD:-}" ] && command -v flock >/dev/null 2>&1; then
  exec 9>"$LOCK"
  if ! flock -n 9; then
    log "waiting for $LOCK (another build or serve-based run holds it)..."
    flock 9
  fi
  export NW_GATSBY_LOCK_HELD=1
fi

# The profile maps sampled functions to their sources: the test suite's build has no source maps.
if [ "$PROFILE" = "1" ] && [ -f public/index.html ] && ! compgen -G "public/app-*.js.map" >/dev/null; then
  log "public/ has no source maps (a test-suite build); rebuilding it for the profile"
  BUILD=1
fi
if [ "$BUILD" = "1" ] || [ ! -f public/index.html ]; then
  log "npm run build (production)"
  start=$SECONDS
  # A build for this machine (emulators, development keys): core/config/deployment.ts.
  NW_LOCAL_BUILD=1 npm run build 9>&- || die "the production build failed"
  log "build finished in $((SECONDS - start)) s"
else
  log "reusing public/ ($(date -r public/index.html '+built %F %T'); pass --build to rebuild)"
fi

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{const p=s.address().port;s.close(()=>console.log(p))})'; }

mkdir -p reports
SERVERS=()
cleanup() {
  for pid in "${SERVERS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

# serve DIR PORT LOG: `gatsby serve` of the site in DIR (its own Gatsby), in its own process group.
serve() {
  local dir="$1" port="$2" log="$3"
  (cd "$dir" && exec setsid node_modules/.bin/gatsby serve -H 127.0.0.1 -p "$port") >"$log" 2>&1 9>&- &
  SERVERS+=("$!")
  for _ in $(seq 1 120); do
    if node -e 'fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))' "http://127.0.0.1:$port/"; then
      log "serving $dir at http://127.0.0.1:$port"
      return 0
    fi
    kill -0 "${SERVERS[-1]}" 2>/dev/null || die "gatsby serve of $dir exited early; see $log"
    sleep 1
  done
  die "gatsby serve of $dir did not answer; see $log"
}

OURS_PORT="$(free_port)"
serve "$ROOT" "$OURS_PORT" reports/audit-serve.log

if [ "$PAGES" = "1" ]; then
  node scripts/audit/run.mjs --base "http://127.0.0.1:$OURS_PORT" "${RUN_ARGS[@]}" 9>&-
  exit $?
fi

ANCHOR_SRC="${AUDIT_ANCHOR:-$ROOT/../shared/anchors/gatsby-starter-blog}"
[ -f "$ANCHOR_SRC/package.json" ] || die "no starter at $ANCHOR_SRC (set AUDIT_ANCHOR to a gatsby-starter-blog checkout)"
ANCHOR=reports/anchor
STAMP="$(cat "$ANCHOR_SRC/package.json" "$ANCHOR_SRC/package-lock.json" 2>/dev/null | sha256sum | cut -c1-16)"
if [ "$(cat "$ANCHOR/.audit-stamp" 2>/dev/null)" != "$STAMP" ] || [ ! -f "$ANCHOR/public/index.html" ]; then
  log "building the starter from $ANCHOR_SRC into $ANCHOR (once per version)"
  rm -rf "$ANCHOR" && cp -r "$ANCHOR_SRC" "$ANCHOR" && rm -rf "$ANCHOR/node_modules" "$ANCHOR/public" "$ANCHOR/.cache"
  # The starter pins sharp 0.32, whose install downloads libvips; 0.33 ships it as an npm package.
  node -e 'const f=process.argv[1],fs=require("fs"),p=JSON.parse(fs.readFileSync(f));p.overrides={...p.overrides,sharp:"0.33.5"};fs.writeFileSync(f,JSON.stringify(p,null,2)+"\n")' "$ANCHOR/package.json"
  (cd "$ANCHOR" && npm install --no-audit --no-fund --loglevel=error 9>&- && npm run build 9>&-) >reports/anchor-build.log 2>&1 ||
    die "the starter did not build; see reports/anchor-build.log"
  echo "$STAMP" >"$ANCHOR/.audit-stamp"
fi
STARTER_PORT="$(free_port)"
serve "$ANCHOR" "$STARTER_PORT" reports/audit-serve-starter.log

if [ "$PROFILE" = "1" ]; then
  node scripts/audit/profile.mjs --ours "http://127.0.0.1:$OURS_PORT" --starter "http://127.0.0.1:$STARTER_PORT" \
    --starter-public "$ANCHOR/public" "${RUNS_ARGS[@]}" 9>&-
  exit $?
fi
node scripts/audit/compare.mjs --ours "http://127.0.0.1:$OURS_PORT" --starter "http://127.0.0.1:$STARTER_PORT" \
  --starter-public "$ANCHOR/public" "${RUN_ARGS[@]}" 9>&-
