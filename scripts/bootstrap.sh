#!/usr/bin/env bash
# Brings a checkout to a runnable state: Debian packages, npm dependencies, build.
#
#   scripts/bootstrap.sh [runtime|test]      (default: runtime; passed to setup-system.sh)
#
# `npm ci` runs only when node_modules is missing or package-lock.json changed since the last install
# (its hash is kept in node_modules/.topoforge-lock-hash), so a second run costs only the build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

readonly STAMP=node_modules/.topoforge-lock-hash
readonly MIN_NODE_MAJOR=20

check_node() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "bootstrap: Node.js ${MIN_NODE_MAJOR}.19 or newer (with npm) is needed; it is not on PATH." >&2
    exit 1
  fi
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if ((major < MIN_NODE_MAJOR)); then
    echo "bootstrap: Node.js ${MIN_NODE_MAJOR}.19 or newer is needed; found $(node --version)." >&2
    exit 1
  fi
}

install_dependencies() {
  local want have=""
  want="$(sha256sum package-lock.json | cut -d' ' -f1)"
  [[ -f "$STAMP" ]] && have="$(<"$STAMP")"
  if [[ -d node_modules && "$have" == "$want" ]]; then
    echo "bootstrap: npm dependencies match package-lock.json."
    return 0
  fi
  echo "bootstrap: installing npm dependencies (npm ci)."
  npm ci
  echo "$want" >"$STAMP"
}

main() {
  local mode="${1:-runtime}"
  bash scripts/setup-system.sh "$mode"
  check_node
  install_dependencies
  echo "bootstrap: building."
  npm run build
}

main "$@"
