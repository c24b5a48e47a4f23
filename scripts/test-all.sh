#!/usr/bin/env bash
# Every test: format, typecheck, lint, import circles, jest on PGlite (and again on PostgreSQL when
# TEST_DATABASE_URL is set), the production build (API and web), then Playwright in a real
# Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far (the CI's budget is ~45 minutes).
step() { printf '\n==> %s (at %dm%02ds)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "format"; npx prettier --check . >/dev/null && echo "every file formatted (prettier)"
step "typecheck"; npx tsc --noEmit
step "lint"; npx eslint . --max-warnings=0
step "import circles"; npm run --silent check:imports
step "jest on PGlite"; env -u TEST_DATABASE_URL NODE_OPTIONS=--experimental-vm-modules npx jest --ci
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "jest on PostgreSQL ($TEST_DATABASE_URL)"
  NODE_OPTIONS=--experimental-vm-modules npx jest --ci server
fi
step "build (API and web)"; npm run --silent build
step "playwright"; npx playwright test
step "done"
