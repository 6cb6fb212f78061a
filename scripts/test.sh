#!/usr/bin/env bash
# `npm test`: prepare the checkout for testing, then run every check in order, stopping at the first
# failure. The last line says whether everything passed or which step failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

readonly STEPS=(typecheck lint format:check test:unit test:e2e)

fail() {
  echo >&2
  echo "npm test: FAILED at $1" >&2
  exit 1
}

bash scripts/bootstrap.sh test || fail "set-up (scripts/bootstrap.sh test)"

for step in "${STEPS[@]}"; do
  echo
  echo "==> npm run $step"
  npm run "$step" || fail "npm run $step"
done

echo
echo "npm test: PASSED (${STEPS[*]})"
# The closing line: unit and integration test counts from Vitest's JSON report, in the plain form CI reads.
node -e '
const r = require("./test-results/vitest.json");
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
'
