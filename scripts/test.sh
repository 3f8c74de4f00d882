#!/usr/bin/env bash
# `npm test`: type check, unit tests, content checks, production build, then
# end-to-end tests in Chromium against the built site on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Chromium and nginx"
bash scripts/ensure-system-tools.sh

step "Type check"
npm run --silent typecheck

step "Unit tests"
npm run --silent test:unit

step "Content check (front matter, prose, HCL, placeholders, near-copies)"
npm run --silent check:content

step "Production build (broken links and anchors fail it)"
npm run --silent build

step "Second build with made-up hosted search and analytics settings"
npm run --silent build:hosted

step "Third build under a non-root base URL (/docs/)"
npm run --silent build:base-url

step "Build checks (route contract, SEO tags, page weight, base URL), read from the builds"
npm run --silent test:build

step "End-to-end tests (Chromium)"
npx playwright test
