#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; they never download a browser.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH." >&2
echo "Install it with 'sudo apt-get install -y chromium', or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
