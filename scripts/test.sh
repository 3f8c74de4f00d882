#!/usr/bin/env bash
# `npm test`: type check, lint and format check, unit tests, content checks, the three production builds, checks read
# from the builds, the agent-docs-spec checker (afdocs) on build/ behind nginx, and end-to-end tests in Chromium
# against the built sites on loopback.
#
# Two lanes run side by side (the machine has two cores) under concurrently, which prints their output as it
# comes, each line prefixed with its lane; every step says when it starts and when it ends, with its time, and
# the run closes with every step's time. `bash scripts/test.sh --lane build|checks` runs one lane alone.
set -euo pipefail
cd "$(dirname "$0")/.."

# Docusaurus's commands ask the npm registry for a newer release in a background process: not in tests.
export NO_UPDATE_NOTIFIER=1

bold() { printf '\033[1m%s\033[0m\n' "$*"; }

# One step of a lane: a line when it starts, its own output, a line with its result and time (also kept for
# the summary).
lane_step() {
  local name="$1" start=$SECONDS status
  shift
  bold "> ${name}"
  if "$@"; then status=ok; else status=FAILED; fi
  bold "< ${name}: ${status} in $((SECONDS - start))s"
  printf '%s\t%s\t%s\t%s\n' "$LANE" "$((SECONDS - start))" "$status" "$name" >> "$LOGS/steps"
  [ "$status" = ok ]
}

# The build checks read all three builds; the build lane signals when build/ is done (or failed).
wait_for_build() {
  while [ ! -e "$LOGS/build.done" ]; do
    [ -e "$LOGS/build.failed" ] && { echo "build/ was not made (the build lane stopped at lint or at the build): see its output"; return 1; }
    sleep 1
  done
}

# The two test builds, side by side, each from its own copy of the site; their lines are prefixed too.
test_builds() {
  npm run --silent build:hosted 2>&1 | sed -u 's/^/(hosted) /' &
  local hosted=$! base=0 hostedStatus=0
  npm run --silent build:base-url 2>&1 | sed -u 's/^/(base-url) /' || base=$?
  wait "$hosted" || hostedStatus=$?
  [ "$hostedStatus" = 0 ] && [ "$base" = 0 ]
}

# Lint runs in the build lane, whose run of e2e tests is the shorter: the two lanes then end together.
build_lane() {
  if ! lane_step 'Lint and format' npm run --silent lint; then touch "$LOGS/build.failed"; return 1; fi
  # Built twice, as a writer does: the second build starts from the first's persistent bundler cache, and
  # every check and test after it reads what that warm build made. Served as operators serve it, with the
  # MCP server at /mcp (nginx and the edge e2e servers both answer there).
  if lane_step 'Production build' env MCP_URL=/mcp npm run --silent build &&
    lane_step 'Production build again, on the warm cache' env MCP_URL=/mcp npm run --silent build; then
    touch "$LOGS/build.done"
  else
    touch "$LOGS/build.failed"
    return 1
  fi
  lane_step 'End-to-end tests of build/ (Chromium)' env E2E_GROUP=build npx playwright test --output test-results/build &&
    lane_step 'The page-weight plugin on a stock site, built twice with Rspack and with webpack (Chromium)' \
      env E2E_GROUP=stock-site npx playwright test --output test-results/stock-site
}

checks_lane() {
  lane_step 'Type check' npm run --silent typecheck &&
    lane_step 'Unit tests' npm run --silent test:unit &&
    lane_step 'Content check' npm run --silent check:content &&
    lane_step 'Test builds: made-up hosted search and analytics settings; base URL /docs/' test_builds &&
    lane_step 'Waiting for build/' wait_for_build &&
    lane_step 'Build checks (route contract, SEO tags, page weight, base URL), read from the builds' npm run --silent test:build &&
    lane_step 'Agent-docs checks: afdocs on build/ behind nginx, a sample of every kind of page' npm run --silent check:agent-docs &&
    lane_step 'End-to-end tests of the test builds and of npm start (Chromium)' env E2E_GROUP=variants npx playwright test --output test-results/variants
}

if [ "${1:-}" = "--lane" ]; then
  LANE="$2"
  # Alone (not under npm test), a lane keeps its signals in a folder of its own.
  if [ -z "${LOGS:-}" ]; then
    LOGS="$(mktemp -d)"
    trap 'rm -rf "$LOGS"' EXIT
  fi
  case "$LANE" in
    build) build_lane ;;
    checks) checks_lane ;;
    *)
      echo "Unknown lane \"$LANE\": use build or checks." >&2
      exit 2
      ;;
  esac
  exit $?
fi

LOGS="$(mktemp -d)"
export LOGS
trap 'rm -rf "$LOGS"' EXIT
STARTED=$SECONDS

bold "== Chromium and nginx"
bash scripts/ensure-system-tools.sh

# Two lanes side by side, each starting a step as soon as what it needs exists: the e2e half that needs
# only build/ starts once it is built, while the other lane runs the checks, makes the two test builds
# and runs the rest (E2E_GROUP, tests/support/e2eServers.ts).
bold "== Two lanes side by side. build: lint, the production build, the e2e tests of build/. checks: type check, unit tests, content check, the test builds, the build checks, the e2e tests of the test builds and of npm start"
status=0
npx concurrently --names 'build,checks' --prefix '[{name}]' --prefix-colors 'blue,magenta' --timings \
  'bash scripts/test.sh --lane build' 'bash scripts/test.sh --lane checks' || status=$?

bold "== Steps (lane, seconds, result)"
if [ -s "$LOGS/steps" ]; then
  while IFS=$'\t' read -r lane seconds result name; do printf '%-7s %5ss  %-6s %s\n' "$lane" "$seconds" "$result" "$name"; done < "$LOGS/steps"
fi
if [ "$status" = 0 ]; then
  bold "npm test passed in $((SECONDS - STARTED))s"
else
  bold "npm test FAILED in $((SECONDS - STARTED))s: see the lines marked FAILED above"
fi
exit "$status"
