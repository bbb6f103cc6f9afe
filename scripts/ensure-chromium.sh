#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (the only browser the e2e tests and the audit use).
# Idempotent: does nothing but report when it is already there. Never downloads browsers through Playwright.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  # The Debian wrapper prints a harmless shell warning on some machines; keep only the version line.
  version="$("$CHROMIUM" --version 2>/dev/null | head -n 1 || true)"
  echo "ensure-chromium: $CHROMIUM already installed (${version:-version unknown}); nothing to do."
  exit 0
fi

echo "ensure-chromium: $CHROMIUM is missing; installing the Debian 'chromium' package with apt-get."
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=sudo
  else
    echo "ensure-chromium: ERROR: installing chromium needs root (run as root: apt-get update && apt-get install -y chromium)." >&2
    exit 1
  fi
else
  SUDO=""
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: ERROR: apt-get not found; this project expects a Debian machine with the 'chromium' package." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: running apt-get update"
$SUDO apt-get update
echo "ensure-chromium: running apt-get install -y chromium"
$SUDO apt-get install -y chromium

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: ERROR: apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null | head -n 1 || echo chromium)."
