#!/usr/bin/env bash
# `npm test`: type check, lint and format check, unit tests, content checks, the three production builds, checks read
# from the builds, and end-to-end tests in Chromium against the built sites on loopback.
# Two lanes run side by side (the machine has two cores); each step's time is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Docusaurus's commands ask the npm registry for a newer release in a background process: not in tests.
export NO_UPDATE_NOTIFIER=1

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

step "Chromium and nginx"
bash scripts/ensure-system-tools.sh

# One step of a lane: its output, then its time.
lane_step() {
  local name="$1" start=$SECONDS
  shift
  printf '\n\033[1m- %s\033[0m\n' "$name"
  if "$@"; then status=ok; else status=FAILED; fi
  printf '\033[1m- %s: %s in %ss\033[0m\n' "$name" "$status" "$((SECONDS - start))"
  [ "$status" = ok ]
}

# The build checks read all three builds; the build lane signals when build/ is done (or failed).
wait_for_build() {
  while [ ! -e "$LOGS/build.done" ]; do
    [ -e "$LOGS/build.failed" ] && { echo "build/ was not made (the build lane stopped at lint or at the build): see its output"; return 1; }
    sleep 1
  done
}

# The two test builds, side by side, each from its own copy of the site.
test_builds() {
  npm run --silent build:hosted > "$LOGS/hosted.log" 2>&1 &
  local hosted=$! base=0 hostedStatus=0
  npm run --silent build:base-url > "$LOGS/base-url.log" 2>&1 || base=$?
  wait "$hosted" || hostedStatus=$?
  cat "$LOGS/hosted.log" "$LOGS/base-url.log"
  [ "$hostedStatus" = 0 ] && [ "$base" = 0 ]
}

# Lint runs in the build lane, whose run of e2e tests is the shorter: the two lanes then end together
# (measured: 338 s and 393 s with lint in the checks lane).
build_lane() {
  if ! lane_step 'Lint and format' npm run --silent lint; then touch "$LOGS/build.failed"; return 1; fi
  if lane_step 'Production build' npm run --silent build; then touch "$LOGS/build.done"; else touch "$LOGS/build.failed"; return 1; fi
  lane_step 'End-to-end tests of build/ (Chromium)' env E2E_GROUP=build npx playwright test --output test-results/build
}

checks_lane() {
  lane_step 'Type check' npm run --silent typecheck &&
    lane_step 'Unit tests' npm run --silent test:unit &&
    lane_step 'Content check' npm run --silent check:content &&
    lane_step 'Test builds: made-up hosted search and analytics settings; base URL /docs/' test_builds &&
    lane_step 'Waiting for build/' wait_for_build &&
    lane_step 'Build checks (route contract, SEO tags, page weight, base URL), read from the builds' npm run --silent test:build &&
    lane_step 'End-to-end tests of the test builds and of npm start (Chromium)' env E2E_GROUP=variants npx playwright test --output test-results/variants
}

export LOGS
export -f lane_step wait_for_build test_builds build_lane checks_lane

# Two lanes side by side, each starting a step as soon as what it needs exists: the e2e half that needs
# only build/ starts once it is built, while the other lane runs the checks, makes the two test builds
# and runs the rest (E2E_GROUP, tests/support/e2eServers.ts).
step "Two lanes side by side: lint, the production build, then the e2e tests of build/; the other checks, the test builds, the build checks and the e2e tests of the test builds and of npm start"
together build-lane build_lane checks-lane checks_lane

printf '\n\033[1mnpm test passed in %ss\033[0m\n' "$((SECONDS - STARTED))"
