#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser) and
# serve the build with Debian's nginx. Installs whichever is missing, as root,
# or says how to.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX_PATH="${NGINX_PATH:-/usr/sbin/nginx}"

missing=()
[ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
[ -x "$NGINX_PATH" ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]} (looked for $CHROMIUM_PATH and $NGINX_PATH)." >&2
echo "Install them with 'sudo apt-get install -y ${missing[*]}', or set CHROMIUM_PATH / NGINX_PATH." >&2
exit 1
