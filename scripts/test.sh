#!/usr/bin/env bash
# `npm test`: type check, lint and format check, unit tests, content checks, the three production builds, checks read
# from the builds, then end-to-end tests in Chromium against the built site on loopback.
# Independent steps run side by side (the machine has two cores); each step's time is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT
STARTED=$SECONDS

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs "name command..." jobs side by side; prints each one's output and time when all are done,
# and fails if any failed.
together() {
  local pids=() names=() failed=0
  while [ $# -gt 0 ]; do
    local name="$1" command="$2"
    shift 2
    ( set +e; start=$SECONDS; bash -c "$command" > "$LOGS/$name.log" 2>&1; status=$?; echo "$((SECONDS - start))" > "$LOGS/$name.time"; exit $status ) &
    pids+=($!)
    names+=("$name")
  done
  for index in "${!pids[@]}"; do
    local name="${names[$index]}"
    if wait "${pids[$index]}"; then status=ok; else status=FAILED; failed=1; fi
    printf '\n\033[1m-- %s: %s in %ss\033[0m\n' "$name" "$status" "$(cat "$LOGS/$name.time")"
    cat "$LOGS/$name.log"
  done
  return $failed
}

timed() {
  local start=$SECONDS
  "$@"
  printf '\033[1m-- %ss\033[0m\n' "$((SECONDS - start))"
}

step "Chromium and nginx"
bash scripts/ensure-system-tools.sh

step "Production build, beside the type check, lint, unit tests and content check"
together \
  build "npm run --silent build" \
  checks "npm run --silent typecheck && npm run --silent lint && npm run --silent test:unit && npm run --silent check:content"

step "Second and third builds, side by side: made-up hosted search and analytics settings; base URL /docs/"
together \
  build-hosted "npm run --silent build:hosted" \
  build-base-url "npm run --silent build:base-url"

step "Build checks (route contract, SEO tags, page weight, base URL), read from the builds"
timed npm run --silent test:build

step "End-to-end tests (Chromium)"
timed npx playwright test

printf '\n\033[1mnpm test passed in %ss\033[0m\n' "$((SECONDS - STARTED))"
