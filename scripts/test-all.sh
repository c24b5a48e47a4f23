#!/usr/bin/env bash
# Every test: format, typecheck, lint, import circles, jest (on PGlite; with TEST_DATABASE_URL set,
# the server's suites on PostgreSQL instead), the production build (API and web), then Playwright
# in a real Chromium against that build (on PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far (the CI's budget is ~45 minutes).
step() { printf '\n==> %s (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "format"; npx prettier --check . >/dev/null && echo "every file formatted (prettier)"
step "typecheck"; npx tsc --noEmit
step "lint"; npx eslint . --max-warnings=0
step "import circles"; npm run --silent check:imports
if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
  step "jest on PGlite"; NODE_OPTIONS=--experimental-vm-modules npx jest --ci
else
  # With PostgreSQL at hand the server's suites run once, on it (races need real sessions). PGlite,
  # the embedded default, keeps the suites of its own code paths (the folder lock, drivers' answers,
  # the ledger, statements' read snapshot); Playwright runs the whole product on it after the build.
  step "jest on PGlite (the web's suites and PGlite's own paths)"
  env -u TEST_DATABASE_URL NODE_OPTIONS=--experimental-vm-modules npx jest --ci \
    "$PWD/(lib|components|scripts|server/(db|wallet|statements))/"
  # Two workers: a suite here waits on PostgreSQL and its timers most of the time (6 minutes
  # instead of 12 on 2 cores, every suite in its own database).
  step "jest on PostgreSQL ($TEST_DATABASE_URL)"
  NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2 server
fi
step "build (API and web)"; npm run --silent build
step "playwright"; npx playwright test
step "done"
