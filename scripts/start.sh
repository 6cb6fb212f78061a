#!/usr/bin/env bash
# `npm start`: prepare the checkout (runtime packages, dependencies, build), then run the server.
# Settings come from the environment: see apps/server/src/kernel/config.ts (PORT defaults to 8080).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/bootstrap.sh runtime
exec npm run serve
