#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed: /usr/bin/chromium (the Lighthouse audit, the benchmarks) and its
# headless shell, /usr/lib/chromium/chromium-headless-shell (the e2e tests; scripts/chromium.js says why).
# Idempotent: does nothing but report when both are there. Never downloads browsers through Playwright.
# Without Debian's recommended packages (a print server, avahi, GTK's Perl helpers: 230 packages, 80 s on a fresh
# machine) but with the one a page needs, the fonts Chromium recommends: 27 packages, 22 s (docs/testing.md).
set -euo pipefail

CHROMIUM=/usr/bin/chromium
SHELL_BIN=/usr/lib/chromium/chromium-headless-shell

MISSING=()
[ -x "$CHROMIUM" ] || MISSING+=(chromium)
[ -x "$SHELL_BIN" ] || MISSING+=(chromium-headless-shell)

if [ "${#MISSING[@]}" -eq 0 ]; then
  # The Debian wrapper prints a harmless shell warning on some machines; keep only the version line.
  version="$("$CHROMIUM" --version 2>/dev/null | head -n 1 || true)"
  echo "ensure-chromium: chromium and chromium-headless-shell already installed (${version:-version unknown}); nothing to do."
  exit 0
fi

echo "ensure-chromium: installing the Debian package(s) ${MISSING[*]} with apt-get."
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=sudo
  else
    echo "ensure-chromium: ERROR: installing needs root (run as root: apt-get update && apt-get install -y ${MISSING[*]})." >&2
    exit 1
  fi
else
  SUDO=""
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: ERROR: apt-get not found; this project expects a Debian machine with the 'chromium' and 'chromium-headless-shell' packages." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: running apt-get update"
$SUDO apt-get update
echo "ensure-chromium: running apt-get install -y --no-install-recommends ${MISSING[*]} fonts-liberation"
$SUDO apt-get install -y -q --no-install-recommends "${MISSING[@]}" fonts-liberation

for bin in "$CHROMIUM" "$SHELL_BIN"; do
  if [ ! -x "$bin" ]; then
    echo "ensure-chromium: ERROR: apt-get finished but $bin is still missing." >&2
    exit 1
  fi
done
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null | head -n 1 || echo chromium) and its headless shell."
